/// A word of a filter expression, with where it stands (in Unicode scalars).
struct FilterToken: Equatable {
    enum Kind: Equatable {
        /// A bare word: a name, a number, or a keyword (`and`, `or`, `not`, `in`, `exists`).
        case word(String)
        /// Text in double quotes, escapes resolved.
        case quoted(String)
        /// A `/pattern/` after `~`, as written between the slashes (`\/` for a slash).
        case pattern(String)
        /// `=`, `!=`, `<`, `<=`, `>`, `>=`, `~`, `(`, `)` or `,`.
        case symbol(String)
        case end
    }

    let kind: Kind
    let offset: Int
    let length: Int

    /// Whether the token is the bare word `keyword`, in any case.
    func isKeyword(_ keyword: String) -> Bool {
        if case .word(let word) = kind { return word.lowercased() == keyword }
        return false
    }
}

/// Cuts a filter expression into ``FilterToken``s.
enum FilterLexer {
    private static let symbolCharacters: Set<Unicode.Scalar> = ["=", "!", "<", ">", "~", "(", ")", ","]

    static func tokens(of text: String) throws(FieldFilterError) -> [FilterToken] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [FilterToken] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let start = index
            if scalar.properties.isWhitespace {
                index += 1
                continue
            }
            switch scalar {
            case "\"":
                let text = try delimited(scalars, from: &index, by: "\"")
                tokens.append(FilterToken(kind: .quoted(text), offset: start, length: index - start))
            case "/" where tokens.last?.kind == .symbol("~"):
                let pattern = try delimited(scalars, from: &index, by: "/")
                tokens.append(FilterToken(kind: .pattern(pattern), offset: start, length: index - start))
            case _ where symbolCharacters.contains(scalar):
                let pair = index + 1 < scalars.count ? String(scalar) + String(scalars[index + 1]) : ""
                let symbol = ["!=", "<=", ">="].contains(pair) ? pair : String(scalar)
                index += symbol.unicodeScalars.count
                tokens.append(FilterToken(kind: .symbol(symbol), offset: start, length: index - start))
            default:
                while index < scalars.count, !scalars[index].properties.isWhitespace,
                      !symbolCharacters.contains(scalars[index]), scalars[index] != "\"" {
                    index += 1
                }
                var word = String.UnicodeScalarView()
                word.append(contentsOf: scalars[start..<index])
                tokens.append(FilterToken(kind: .word(String(word)), offset: start, length: index - start))
            }
        }
        tokens.append(FilterToken(kind: .end, offset: scalars.count, length: 1))
        return tokens
    }

    /// The text from the mark at `index` to the next one not escaped by a backslash; `index`
    /// moves past the closing mark. In quotes, `\"` and `\\` stand for `"` and `\`; in a
    /// pattern only `\/` is resolved (to `/`), the rest is the pattern's own.
    private static func delimited(_ scalars: [Unicode.Scalar], from index: inout Int,
                                  by mark: Unicode.Scalar) throws(FieldFilterError) -> String {
        let start = index
        var text = String.UnicodeScalarView()
        index += 1
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == mark {
                index += 1
                return String(text)
            }
            if scalar == "\\", index + 1 < scalars.count, scalars[index + 1] == mark || (mark == "\"" && scalars[index + 1] == "\\") {
                text.append(scalars[index + 1])
                index += 2
                continue
            }
            text.append(scalar)
            index += 1
        }
        throw FieldFilterError(problem: .unclosedText, characterOffset: start, length: scalars.count - start)
    }
}
