/// The position of an item as the caller sees it: a section and an item inside it.
///
/// Headers and footers are not counted: `ListIndexPath(section: 0, item: 0)` is the first item of
/// the first section, whether or not that section has a header.
public struct ListIndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The section's index in the snapshot.
    public var section: Int
    /// The item's index inside its section.
    public var item: Int

    /// Creates an index path.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    public var description: String { "[\(section), \(item)]" }
}
