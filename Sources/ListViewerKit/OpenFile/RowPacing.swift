import ListCore

/// Puts a page's items into a list a few a frame. GTK 4.8's list view makes, binds and
/// measures a row in the next frame for every item appended near the view: a page of 100
/// records took 60–90 ms in one frame, the time of four to five; ten a frame keep a frame of
/// the scrolled list within its budget.
@MainActor
final class RowPacing {
    /// Items appended in one frame, as the list nears its end while it is scrolled.
    static let itemsPerFrame = 10
    /// Items of a fill's rest appended in one frame (``fill(_:with:sectionID:while:later:)``):
    /// the rows that fill the view are in, and nothing is being scrolled yet; ten a frame put
    /// a file's settled picture eight frames (130 ms) after the first, thirty, three.
    static let restItemsPerFrame = 30
    /// Waits for a frame that can take more rows: the next one, after those of a move under
    /// way. Set by the view that shows the list; returns at once until then, and where
    /// nothing shows the list.
    var roomForRows: @MainActor () async -> Void = {}
    /// How many of the given items, from the first, fill the view that shows the list: a list
    /// filled anew shows these in its next frame and the rest in the frames after
    /// (``fill(_:with:sectionID:while:later:)``). Set by the view; every item at once until
    /// then, and where nothing shows the list.
    var itemsFillingView: @MainActor (_ items: [RecordItem]) -> Int = { $0.count }

    /// Appends `items` to `dataSource`, `perFrame` in each frame that has room, while
    /// `stillWanted` says so (the list was not filled anew meanwhile).
    /// - Returns: Whether every item was appended.
    func append<Item>(_ items: [Item], to dataSource: ListDataSource<Item>, perFrame: Int = itemsPerFrame,
                      while stillWanted: @MainActor () -> Bool) async -> Bool {
        var rest = items[...]
        while !rest.isEmpty {
            await roomForRows()
            guard stillWanted() else { return false }
            dataSource.append(Array(rest.prefix(perFrame)))
            rest = rest.dropFirst(perFrame)
        }
        return true
    }

    /// Puts `items` in place of `dataSource`'s, as a section `sectionID`: those that fill the
    /// view at once (through the diff, off the main thread, unless the list is empty), and has `later` run the appending of the rest, a few a
    /// frame while `stillWanted` says so. A first page of a file's records made in one frame
    /// held its first picture by 60–90 ms; so did a jump's.
    func fill(_ dataSource: ListDataSource<RecordItem>, with items: [RecordItem], sectionID: String,
              while stillWanted: @escaping @MainActor () -> Bool,
              later: (@escaping @MainActor () async -> Void) -> Void) async {
        let shownFirst = max(1, itemsFillingView(items))
        let first = [ListSection(id: sectionID, items: Array(items.prefix(shownFirst)))]
        // Into an empty list there is nothing to diff: the rows make the frame under way.
        if dataSource.itemCount == 0 { _ = dataSource.apply(first) } else { await dataSource.applyInBackground(first) }
        guard items.count > shownFirst, stillWanted() else { return }
        let rest = Array(items.dropFirst(shownFirst))
        later { [self] in _ = await append(rest, to: dataSource, perFrame: Self.restItemsPerFrame, while: stillWanted) }
    }
}
