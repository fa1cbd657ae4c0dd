import ListCore

/// How the user may move a list's item rows (a grid's cells): by dragging them, or with the
/// Alt+arrow keys on the focused one. Set it as ``RecycledRowsView/reordering``.
///
/// The list moves the item in its data source (`ListDataSource.move(from:to:)`): the row keeps
/// its widget, its focus and its selection. Section headers and footers never move.
///
/// ```swift
/// list.reordering = RowReordering(
///     canMove: { move in !move.item.isLocked },
///     didMove: { move in store.saveOrder(afterMoving: move.item.id, to: move.destination) }
/// )
/// ```
@MainActor
public struct RowReordering<Item: ListItem> {
    /// Whether an item may move into another section; `false` (the default) keeps every item
    /// in its own section.
    public var movesAcrossSections: Bool
    /// Asked before each move, and while a drag hovers a place, to show whether the row may go
    /// there; returning `false` vetoes the move, and the list stays as it was. `nil` allows
    /// every move.
    public var canMove: ((RowMove<Item>) -> Bool)?
    /// Told after each move, once the data source has moved the item: save the new order here.
    public var didMove: ((RowMove<Item>) -> Void)?

    /// Creates a way of reordering rows.
    /// - Parameters:
    ///   - movesAcrossSections: Whether an item may move into another section.
    ///   - canMove: Asked before each move; `false` vetoes it. `nil` allows every move.
    ///   - didMove: Told after each move.
    public init(movesAcrossSections: Bool = false, canMove: ((RowMove<Item>) -> Bool)? = nil,
                didMove: ((RowMove<Item>) -> Void)? = nil) {
        self.movesAcrossSections = movesAcrossSections
        self.canMove = canMove
        self.didMove = didMove
    }
}

/// One move of an item row: the item, where it stood and where it stands after the move.
public struct RowMove<Item: ListItem> {
    /// The item that moves.
    public let item: Item
    /// Where it stands before the move.
    public let source: ListIndexPath
    /// Where it stands after the move, as `ListDataSource.move(from:to:)` takes it.
    public let destination: ListIndexPath
}
