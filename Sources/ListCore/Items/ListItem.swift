/// An item a list can show: identified, of a row kind, and comparable by content.
///
/// The `id` must be unique in the whole list (headers and footers included) and stable across
/// updates: an item that keeps its `id` but compares unequal is an *update* of one row, not a
/// delete and an insert. Equality (`==`) is content equality.
public protocol ListItem: Identifiable, Equatable where ID: Hashable {
    /// The kind of row that shows this item.
    var kind: RowKind { get }

    /// A height in pixels for this one item's row, or `nil` to use the kind's default.
    ///
    /// An item's hint wins over the default of its kind.
    var heightHint: Int? { get }
}

extension ListItem {
    /// No per-item height by default: the row adapter's default applies.
    public var heightHint: Int? { nil }
}
