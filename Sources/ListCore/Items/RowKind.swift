/// Names the type of row that shows an item, such as `"article"` or `"header"`.
///
/// Each kind gets its own row adapter and its own pool of recycled row widgets, so a list can
/// mix row designs without `if kind == …` chains in one bind function.
public struct RowKind: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The kind's name; unique among the kinds of one list.
    public let name: String

    /// Creates a kind with the given name.
    public init(_ name: String) {
        self.name = name
    }

    /// Creates a kind from a string literal: `let article: RowKind = "article"`.
    public init(stringLiteral name: String) {
        self.name = name
    }

    public var description: String { name }
}
