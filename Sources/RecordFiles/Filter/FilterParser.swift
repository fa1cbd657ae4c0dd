/// Reads a filter expression (see ``FieldFilter`` for the grammar) by recursive descent, one
/// function per level: `or`, `and`, `not`, then a group or a comparison.
struct FilterParser {
    private static let keywords: Set<String> = ["and", "or", "not", "in", "exists"]
    private static let orders: [String: FilterTest.Order] = [
        "=": .equal, "!=": .notEqual, "<": .less, "<=": .lessOrEqual, ">": .greater, ">=": .greaterOrEqual,
    ]

    private let tokens: [FilterToken]
    private var position = 0
    /// How deep groups and `not`s nest where the parser stands.
    private var depth = 0

    /// The deepest groups and `not`s may nest: far more than a person writes, and little
    /// enough that neither the parser nor an evaluation runs out of stack.
    static let maximumDepth = 200

    static func parse(_ text: String) throws(FieldFilterError) -> FilterExpression {
        var parser = FilterParser(tokens: try FilterLexer.tokens(of: text))
        guard parser.current.kind != .end else { throw parser.failure(.empty) }
        let expression = try parser.orExpression()
        guard parser.current.kind == .end else { throw parser.failure(.expectedEnd) }
        return expression
    }

    private init(tokens: [FilterToken]) {
        self.tokens = tokens
    }

    private var current: FilterToken { tokens[position] }

    private mutating func advance() {
        position = min(position + 1, tokens.count - 1)
    }

    private func failure(_ problem: FieldFilterError.Problem) -> FieldFilterError {
        FieldFilterError(problem: problem, characterOffset: current.offset, length: current.length)
    }

    private mutating func orExpression() throws(FieldFilterError) -> FilterExpression {
        var terms = [try andExpression()]
        while current.isKeyword("or") {
            advance()
            terms.append(try andExpression())
        }
        return terms.count == 1 ? terms[0] : .any(terms)
    }

    private mutating func andExpression() throws(FieldFilterError) -> FilterExpression {
        var terms = [try notExpression()]
        while current.isKeyword("and") {
            advance()
            terms.append(try notExpression())
        }
        return terms.count == 1 ? terms[0] : .all(terms)
    }

    private mutating func notExpression() throws(FieldFilterError) -> FilterExpression {
        guard current.isKeyword("not") else { return try group() }
        try enterLevel()
        defer { depth -= 1 }
        advance()
        return .not(try notExpression())
    }

    private mutating func group() throws(FieldFilterError) -> FilterExpression {
        guard current.kind == .symbol("(") else { return try comparison() }
        try enterLevel()
        defer { depth -= 1 }
        advance()
        let expression = try orExpression()
        try expect(")", else: .expectedClosingParenthesis)
        return expression
    }

    /// One level deeper, unless that is too deep.
    private mutating func enterLevel() throws(FieldFilterError) {
        guard depth < Self.maximumDepth else { throw failure(.nestedTooDeeply(maximumDepth: Self.maximumDepth)) }
        depth += 1
    }

    private mutating func comparison() throws(FieldFilterError) -> FilterExpression {
        let path = try fieldPath()
        let operation = current
        switch operation.kind {
        case .word where operation.isKeyword("exists"):
            advance()
            return .comparison(path, .exists)
        case .word where operation.isKeyword("in"):
            advance()
            try expect("(", else: .expectedOpeningParenthesis)
            var values = [try value()]
            while current.kind == .symbol(",") {
                advance()
                values.append(try value())
            }
            try expect(")", else: .expectedClosingParenthesis)
            return .comparison(path, .isIn(values))
        case .symbol("~"):
            advance()
            return .comparison(path, .contains(try containedText()))
        case .symbol(let symbol) where Self.orders[symbol] != nil:
            advance()
            return .comparison(path, .compare(Self.orders[symbol]!, try value()))
        default:
            throw failure(.expectedOperator)
        }
    }

    /// What `~` looks for: a `/pattern/`, or a value's text.
    private mutating func containedText() throws(FieldFilterError) -> SearchQuery {
        guard case .pattern(let pattern) = current.kind else {
            let start = current
            guard let query = SearchQuery(try value().text) else {
                throw FieldFilterError(problem: .expectedValue, characterOffset: start.offset, length: start.length)
            }
            return query
        }
        let token = current
        let query: SearchQuery?
        do {
            query = try SearchQuery(regularExpression: pattern)
        } catch {
            // Where PCRE2 stopped, inside the slashes.
            let offset = token.offset + 1 + min(error.characterOffset, max(0, token.length - 2))
            throw FieldFilterError(problem: .invalidPattern(reason: error.reason), characterOffset: offset, length: 1)
        }
        guard let query else { throw failure(.expectedValue) }
        advance()
        return query
    }

    private mutating func fieldPath() throws(FieldFilterError) -> FieldPath {
        switch current.kind {
        case .quoted(let name) where !name.isEmpty:
            advance()
            return FieldPath(names: [name])
        case .word(let word) where !Self.keywords.contains(word.lowercased()):
            let names = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !names.contains(where: \.isEmpty) else { throw failure(.expectedField) }
            advance()
            return FieldPath(names: names)
        default:
            throw failure(.expectedField)
        }
    }

    private mutating func value() throws(FieldFilterError) -> FilterValue {
        switch current.kind {
        case .word(let text), .quoted(let text):
            advance()
            return FilterValue(text: text)
        default:
            throw failure(.expectedValue)
        }
    }

    private mutating func expect(_ symbol: String, else problem: FieldFilterError.Problem) throws(FieldFilterError) {
        guard current.kind == .symbol(symbol) else { throw failure(problem) }
        advance()
    }
}
