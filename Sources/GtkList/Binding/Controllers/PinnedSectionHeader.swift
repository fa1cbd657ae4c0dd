import ListCore

/// The header of the section at the top of a list or a grid, drawn over it while its section
/// scrolls under it, until the next section's header pushes it up
/// (``RecycledRowsView/pinsSectionHeaders``).
///
/// The pinned row is made and bound by the header's own adapter, so it looks and acts as the
/// header does (its buttons work). Screen readers do not see it: they read the header in the view.
@MainActor
final class PinnedSectionHeader<Item: ListItem> {
    /// The padding of the view's GTK rows (a list's are Adwaita's), which the pinned area has
    /// too (the style sheet gives it, by the view's style class).
    struct RowPadding {
        var horizontal: Int
        var vertical: Int
    }

    /// The area at the top of the list; it cuts the row off as the next header pushes it up.
    let widget = Fixed()
    /// Whether a header is pinned at all.
    var isEnabled = false {
        didSet { update() }
    }
    private let binding: any RecycledRowsCore<Item>
    private let padding: RowPadding
    private var dataSource: ListDataSource<Item> { binding.dataSource }
    private var pinned: (kind: RowKind, row: RowView)?
    private var boundHeader: ListRow<Item>?
    private var updateIsScheduled = false
    /// How far down from the list's top the pinned header covers the rows, in pixels.
    private var coveredHeight = 0
    /// Counts the rows asked to be uncovered, so that only the latest is.
    private var uncoverRequests = 0

    /// A pinned header over the rows of `binding`, whose GTK rows have `padding`, for the view
    /// of style class `viewStyle`.
    init(binding: any RecycledRowsCore<Item>, padding: RowPadding, viewStyle: String) {
        self.binding = binding
        self.padding = padding
        widget.verticalAlignment = .start
        widget.clipsChildren = true
        widget.addCSSClass("pinned-section-header")
        widget.addCSSClass(viewStyle)
        widget.setAccessibleRole(.presentation)  // with all it holds
        widget.isVisible = false
        binding.didScrollToRow.connect { [weak self] row in self?.uncover(row: row) }
    }

    /// The header pinned now, if any.
    var shownHeader: Item? { widget.isVisible ? boundHeader?.item : nil }

    /// The pinned row's widget, while one is made.
    var rowWidget: Widget? { pinned?.row.widget }

    /// Updates the pinned header now, from the rows as last laid out, and once more after the
    /// list has laid its rows out for the scroll or change that calls this.
    func scheduleUpdate() {
        guard isEnabled else { return }
        update()
        guard !updateIsScheduled else { return }
        updateIsScheduled = true
        Task { @MainActor [weak self, listWidget = binding.listWidget] in
            await listWidget.nextFrame()
            guard let self else { return }
            self.updateIsScheduled = false
            self.update()
        }
    }

    /// Pins the header of the section at the top of the visible rows, pushed up by the next
    /// section's header as it arrives; hides it while the section's own header shows whole.
    func update() {
        guard isEnabled, let top = binding.visibleRows?.lowerBound, let topRow = dataSource.row(at: top),
              let header = headerRow(ofSection: topRow.section),
              let adapter = binding.recycler.adapter(for: header.item.kind) else { return hide() }
        if topRow.role == .header, let y = rowTop(top), y >= 0 { return hide() }
        let nextHeaderTop = nextHeaderTop(after: top, inOtherSectionThan: topRow.section)
        show(header, adapter: adapter, width: binding.listWidget.allocatedWidth) { height in
            nextHeaderTop.map { height - $0 } ?? 0
        }
    }

    private func hide() {
        widget.isVisible = false
        coveredHeight = 0
    }

    /// Scrolls the list up by as much as the pinned header covers of flat row `row`, once the
    /// list has laid out the scroll that brought the row into view: GTK lines a row it scrolls
    /// up to with the list's top, where the pinned header hides it. A section's first item
    /// comes out below its own header row.
    private func uncover(row: Int) {
        guard isEnabled else { return }
        uncoverRequests += 1
        let request = uncoverRequests
        Task { @MainActor [weak self, listWidget = binding.listWidget] in
            await listWidget.nextFrame()
            guard let self, self.uncoverRequests == request else { return }
            self.update()
            guard let top = self.rowTop(row), top < self.coveredHeight else { return }
            self.binding.scrolledWindow.verticalOffset -= Double(self.coveredHeight - top)
        }
    }

    /// The header row of section `section`, if it has one and items under it.
    private func headerRow(ofSection section: Int) -> ListRow<Item>? {
        guard let firstItem = dataSource.flatIndex(of: ListIndexPath(section: section, item: 0)),
              let row = dataSource.row(at: firstItem - 1), row.role == .header else { return nil }
        return row
    }

    /// The top of the GTK row showing `row` (a grid's cell) in the view's visible part, in
    /// pixels, while it shows there.
    private func rowTop(_ row: Int) -> Int? {
        guard binding.visibleRows?.contains(row) == true else { return nil }
        return binding.rowWidget(atRow: row)?.bounds(relativeTo: binding.listWidget).map { Int($0.y) }
    }

    /// The top of the first header below `row` that belongs to another section, among the rows
    /// shown: a header below the visible part pushes nothing (GTK leaves the rows it keeps bound
    /// there where they last showed).
    private func nextHeaderTop(after row: Int, inOtherSectionThan section: Int) -> Int? {
        guard let lastShown = binding.visibleRows?.upperBound, lastShown > row else { return nil }
        for next in (row + 1)...lastShown {
            guard let listRow = dataSource.row(at: next) else { return nil }
            if listRow.role == .header, listRow.section != section { return rowTop(next) }
        }
        return nil
    }

    /// Pins `header`, `width` pixels wide, with as many of its top pixels pushed out of view as
    /// `pushed` says for its full height.
    private func show(_ header: ListRow<Item>, adapter: RowAdapter<Item>, width: Int,
                      pushedUpBy pushed: (_ height: Int) -> Int) {
        let row = row(for: header, adapter: adapter, recycler: binding.recycler)
        let rowWidth = max(0, width - Int(row.widget.marginStart + row.widget.marginEnd) - 2 * padding.horizontal)
        row.widget.setSizeRequest(width: Int32(rowWidth))
        let height = row.widget.naturalHeight(forWidth: rowWidth) + 2 * padding.vertical
        let hidden = min(height, max(0, pushed(height)))
        widget.move(row.widget, x: 0, y: Double(-hidden))
        widget.isVisible = hidden < height
        coveredHeight = height - hidden
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
