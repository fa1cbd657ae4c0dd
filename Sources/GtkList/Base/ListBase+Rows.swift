import ListCore

/// The rows as the view shows them: counting, finding, scrolling to and activating them.
extension ListBase {
    /// The number of rows GTK shows: the data source's rows, headers and footers included (and a
    /// list's ``RecycledRowsView/trailingWidget`` row when it has one). `scrollToRow(presentedRowCount - 1)`
    /// scrolls to the very end.
    public var presentedRowCount: Int { core.presentedRowCount }

    /// The item shown at row `row`, counting rows as the view shows them (a table's sorted or
    /// not), with its index path in the data source; `nil` for headers, footers and rows out of
    /// range.
    public func item(atRow row: Int) -> IndexedItem<Item>? {
        core.indexedItem(atRow: row)
    }

    /// The row (as the view shows them) of the item at `path`, or `nil` when out of range.
    public func row(of path: ListIndexPath) -> Int? {
        dataSource.flatIndex(of: path).flatMap(core.presentedPosition(ofDataRow:))
    }

    /// Scrolls so that row `row` (as the view shows them) is visible, below a list's pinned
    /// section header when it has one. Out-of-range rows are ignored.
    public func scrollToRow(_ row: Int) {
        core.scrollToRow(row)
    }

    /// Scrolls so that the item at `path` is visible, below a list's pinned section header when
    /// it has one (a section's first item below its header row). Out-of-range paths are ignored.
    public func scrollToItem(at path: ListIndexPath) {
        row(of: path).map(core.scrollToRow)
    }

    /// Activates the item at `path` as Enter or a double click would: ``onActivate(_:)``'s
    /// handlers hear it. Out-of-range paths are ignored.
    public func activateItem(at path: ListIndexPath) {
        row(of: path).map(core.activateRow)
    }

    /// Calls `handler` with the item and its index path when a row is activated (a double click,
    /// or a click in a list that ``RecycledRowsView/activatesOnSingleClick``, and Enter). Several
    /// handlers may listen; each stays as long as the view, unless disconnected.
    @discardableResult
    public func onActivate(_ handler: @escaping (IndexedItem<Item>) -> Void) -> HandlerConnection {
        activations.connect(handler)
    }

    /// Gives keyboard focus to the view.
    public func grabFocus() { core.viewWidget.grabFocus() }

    /// Binds every row on screen to its item again, as after a change that the items do not
    /// carry, such as a search whose matches the rows highlight.
    public func rebindShownRows() {
        core.rebindShownRows()
    }
}
