/// A parsed ``FieldFilter``: comparisons of fields with values, combined. A chain of `and`s
/// (or of `or`s) is one level whatever its length, so that evaluating thousands of terms
/// recurses no deeper than the expression's groups and `not`s, which the parser bounds.
indirect enum FilterExpression: Sendable {
    case all([FilterExpression])
    case any([FilterExpression])
    case not(FilterExpression)
    case comparison(FieldPath, FilterTest)

    func isTrue(for record: JSONValue) -> Bool {
        switch self {
        case let .all(terms): terms.allSatisfy { $0.isTrue(for: record) }
        case let .any(terms): terms.contains { $0.isTrue(for: record) }
        case let .not(inner): !inner.isTrue(for: record)
        case let .comparison(path, test): test.passes(path.value(in: record))
        }
    }

    /// Whether the expression compares the top-level field `name`.
    func names(_ name: String) -> Bool {
        switch self {
        case let .all(terms), let .any(terms): terms.contains { $0.names(name) }
        case let .not(inner): inner.names(name)
        case let .comparison(path, _): path.names == [name]
        }
    }
}

/// A field's place in a record: names through nested objects (or element numbers through
/// arrays).
struct FieldPath: Equatable, Sendable {
    let names: [String]
    /// The names joined with dots, and where in it each name starts: from there on it is the
    /// member a dotted name may be at that level. Kept once, so a path of thousands of names
    /// costs its length, not its square.
    private let dotted: [UInt8]
    private let starts: [Int]

    init(names: [String]) {
        self.names = names
        dotted = Array(names.joined(separator: ".").utf8)
        var starts: [Int] = []
        var offset = 0
        for name in names {
            starts.append(offset)
            offset += name.utf8.count + 1
        }
        self.starts = starts
    }

    static func == (left: FieldPath, right: FieldPath) -> Bool {
        left.names == right.names
    }

    /// The field's value in `record`; `nil` where the path leads nowhere. At each level a
    /// member named by the rest of the path with its dots (a CSV header such as `ctx.trace`)
    /// comes before a member named by the next part alone.
    func value(in record: JSONValue) -> JSONValue? {
        var current = record
        for (level, name) in names.enumerated() {
            switch current {
            case .object(let members):
                if level < names.count - 1, let member = members.first(where: { isRest(from: level, $0.key) }) { return member.value }
                guard let member = members.first(where: { $0.key == name }) else { return nil }
                current = member.value
            case .array(let elements):
                guard let position = Int(name), elements.indices.contains(position) else { return nil }
                current = elements[position]
            default:
                return nil
            }
        }
        return current
    }

    /// Whether `key` is the names from `level` on, joined with dots.
    private func isRest(from level: Int, _ key: String) -> Bool {
        let rest = dotted[starts[level]...]
        return key.utf8.count == rest.count && key.utf8.elementsEqual(rest)
    }
}
