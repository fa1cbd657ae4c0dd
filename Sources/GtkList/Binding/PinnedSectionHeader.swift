import ListCore

/// The header of the section at the top of a list, drawn over the list while its section
/// scrolls under it, until the next section's header pushes it up (``ListView/pinsSectionHeaders``).
///
/// The pinned row is made and bound by the header's own adapter, so it looks and acts as the
/// header does (its buttons work). Screen readers do not see it: they read the header in the list.
@MainActor
final class PinnedSectionHeader<Item: ListItem> {
    /// The area at the top of the list; it cuts the row off as the next header pushes it up.
    let widget = Fixed()
    private var pinned: (kind: RowKind, row: RowView)?
    private var boundHeader: ListRow<Item>?

    init() {
        widget.verticalAlignment = .start
        widget.clipsChildren = true
        widget.addCSSClass("pinned-section-header")
        widget.setAccessibleRole(.presentation)  // with all it holds
        widget.isVisible = false
    }

    /// The header pinned now, if any.
    var shownHeader: Item? { widget.isVisible ? boundHeader?.item : nil }

    /// The pinned row's widget, while one is made.
    var rowWidget: Widget? { pinned?.row.widget }

    func hide() {
        widget.isVisible = false
    }

    /// Pins `header`, `width` pixels wide, with as many of its top pixels pushed out of view as
    /// `pushed` says for its full height.
    /// - Returns: The row's full height.
    @discardableResult
    func show(_ header: ListRow<Item>, adapter: RowAdapter<Item>, recycler: RowRecycler<Item>, width: Int,
              pushedUpBy pushed: (_ height: Int) -> Int) -> Int {
        let row = row(for: header, adapter: adapter, recycler: recycler)
        let rowWidth = max(0, width - Int(row.widget.marginStart + row.widget.marginEnd))
        row.widget.setSizeRequest(width: Int32(rowWidth))
        let height = row.widget.naturalHeight(forWidth: rowWidth)
        let hidden = min(height, max(0, pushed(height)))
        widget.move(row.widget, x: 0, y: Double(-hidden))
        widget.isVisible = hidden < height
        return height
    }

    /// The pinned row, bound to `header`: the same row again when it already shows that header.
    private func row(for header: ListRow<Item>, adapter: RowAdapter<Item>, recycler: RowRecycler<Item>) -> RowView {
        if let pinned, pinned.kind == header.item.kind {
            if let bound = boundHeader, bound.item.id != header.item.id || bound.item != header.item {
                recycler.unbind(pinned.row, from: bound)
                recycler.bind(pinned.row, to: header, adapter: adapter)
                boundHeader = header
            } else if boundHeader == nil {
                recycler.bind(pinned.row, to: header, adapter: adapter)
                boundHeader = header
            }
            return pinned.row
        }
        if let pinned {
            if let bound = boundHeader { recycler.unbind(pinned.row, from: bound) }
            widget.remove(pinned.row.widget)
        }
        let made = adapter.makeRow()
        recycler.bind(made, to: header, adapter: adapter)
        made.widget.addCSSClass("section-header")
        widget.put(made.widget, x: 0, y: 0)
        pinned = (header.item.kind, made)
        boundHeader = header
        return made
    }
}
