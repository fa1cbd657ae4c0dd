/// One replacement in a flat list: at `position`, remove `removed` rows, then insert `added`.
///
/// Splices apply in order, each in the coordinates left by the ones before it — exactly what
/// GListModel's `items-changed` signal carries. Its description is GTK's test notation: `"2-2+3"`
/// means "at 2, remove 2, add 3".
public struct ListSplice: Hashable, Sendable, CustomStringConvertible {
    /// The first flat row the splice touches.
    public var position: Int
    /// How many rows are removed at `position`.
    public var removed: Int
    /// How many rows are inserted at `position` after the removal.
    public var added: Int

    /// Creates a splice.
    public init(position: Int, removed: Int, added: Int) {
        self.position = position
        self.removed = removed
        self.added = added
    }

    public var description: String { "\(position)-\(removed)+\(added)" }
}

extension Array where Element == ListSplice {
    /// Applies the splices to `old`, taking inserted rows from `new` at the same positions.
    ///
    /// Because each splice's inserted rows end up exactly where they sit in the final list, the
    /// rows to insert can be read from the new list directly. Tests use this to check that a diff
    /// turns the old list into the new one.
    public func applied<Row>(to old: [Row], insertingFrom new: [Row]) -> [Row] {
        var rows = old
        for splice in self {
            rows.replaceSubrange(
                splice.position..<(splice.position + splice.removed),
                with: new[splice.position..<(splice.position + splice.added)]
            )
        }
        return rows
    }
}
