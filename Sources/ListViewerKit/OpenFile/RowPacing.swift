import ListCore

/// Puts a page's items into a list a few a frame. GTK 4.8's list view makes, binds and
/// measures a row in the next frame for every item appended near the view: a page of 100
/// records took 60–90 ms in one frame, the time of four to five; ten a frame keep a frame of
/// the scrolled list within its budget.
@MainActor
final class RowPacing {
    /// Items appended in one frame.
    static let itemsPerFrame = 10
    /// Waits for a frame that can take more rows: the next one, after those of a move under
    /// way. Set by the view that shows the list; returns at once until then, and where
    /// nothing shows the list.
    var roomForRows: @MainActor () async -> Void = {}

    /// Appends `items` to `dataSource`, ``itemsPerFrame`` in each frame that has room, while
    /// `stillWanted` says so (the list was not filled anew meanwhile).
    /// - Returns: Whether every item was appended.
    func append<Item>(_ items: [Item], to dataSource: ListDataSource<Item>, while stillWanted: () -> Bool) async -> Bool {
        var rest = items[...]
        while !rest.isEmpty {
            await roomForRows()
            guard stillWanted() else { return false }
            dataSource.append(Array(rest.prefix(Self.itemsPerFrame)))
            rest = rest.dropFirst(Self.itemsPerFrame)
        }
        return true
    }
}
