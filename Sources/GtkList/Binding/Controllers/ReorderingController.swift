import ListCore

/// Moving items by dragging them and with the Alt+arrow keys (``RecycledRowsView/reordering``):
/// the drag source and drop target, the drop indicator, the scroll near the edges, and the
/// moves themselves, which the app may veto. Headers and footers never move.
///
/// A list's rows move up and down: a drop goes above or below the row under the pointer, and
/// Alt+Up and Alt+Down move the focused row one place. A grid's cells move along their lines: a
/// drop goes before or after the cell under the pointer (by its half in the reading direction),
/// Alt+Left and Alt+Right move the focused cell one place, Alt+Up and Alt+Down to the place of
/// the item a line above or below.
@MainActor
final class ReorderingController<Item: ListItem> {
    /// What may move, and who hears of it; `nil` while the view cannot be reordered.
    var reordering: RowReordering<Item>? {
        didSet { installInput() }
    }

    /// How the view's items lie: a list's in a column, a grid's in lines.
    enum Layout {
        case column, lines
    }

    private let binding: any RecycledRowsCore<Item>
    private let layout: Layout
    /// Gives a row the keyboard focus, keeping the selection.
    private let focusRow: (Int) -> Void
    private var dataSource: ListDataSource<Item> { binding.dataSource }
    private var listWidget: ListViewWidget { binding.listWidget }
    private var reorderingInput: ReorderingInput?
    /// The row showing the drop indicator now.
    private var indicatorRow: Int?

    /// Moves the items of `binding`, laid out as `layout` says; `focusRow` gives a moved item's
    /// row the focus.
    init(binding: any RecycledRowsCore<Item>, layout: Layout, focusRow: @escaping (Int) -> Void) {
        self.binding = binding
        self.layout = layout
        self.focusRow = focusRow
    }

    /// Attaches the drag source, the drop target and the Alt+arrow keys once reordering is on;
    /// they do nothing while ``reordering`` is `nil`.
    private func installInput() {
        guard reordering != nil, reorderingInput == nil else { return }
        let input = ReorderingInput(list: listWidget, scrolledWindow: binding.scrolledWindow) { [weak self] in
            self?.dragMovedAfterScroll()
        }
        reorderingInput = input
        input.dragSource.onPrepare { [weak self] x, y in self?.beginDrag(atX: x, y: y) ?? false }
        input.dragSource.onEnd { [weak self] in self?.reorderingInput?.endDrag() }
        // GTK 4.8 says a drop entered at (0, 0): wait for its first motion to show where it is.
        input.dropTarget.onEnter { [weak self] _, _ in self?.isDragging ?? false }
        input.dropTarget.onMotion { [weak self] x, y in self?.dragMoved(toX: x, y: y) ?? false }
        input.dropTarget.onLeave { [weak self] in
            self?.showIndicator(at: nil)
            self?.reorderingInput?.autoscroll.stop()
        }
        input.dropTarget.onDrop { [weak self] x, y in self?.drop(atX: x, y: y) ?? false }
        listWidget.onKeyPress { [weak self] key, modifiers in
            guard modifiers == .alt, let self else { return false }
            // A grid's Left and Right follow the reading direction.
            let forward = self.listWidget.isRightToLeft ? -1 : 1
            switch (key, self.layout) {
            case ("Up", _), ("KP_Up", _): return self.moveFocusedRow(by: -1)
            case ("Down", _), ("KP_Down", _): return self.moveFocusedRow(by: 1)
            case ("Left", .lines), ("KP_Left", .lines): return self.moveFocusedRow(by: -forward, alongLine: true)
            case ("Right", .lines), ("KP_Right", .lines): return self.moveFocusedRow(by: forward, alongLine: true)
            default: return false
            }
        }
    }

    // MARK: Moving

    /// Moves the item at `source` to `destination` if reordering allows it and the app does not
    /// veto it; `false` when nothing moved.
    @discardableResult
    private func moveItem(from source: ListIndexPath, to destination: ListIndexPath) -> Bool {
        guard let reordering, source != destination, let item = dataSource.item(at: source),
              reordering.movesAcrossSections || source.section == destination.section
        else { return false }
        let move = RowMove(item: item, source: source, destination: destination)
        guard reordering.canMove?(move) ?? true, dataSource.move(from: source, to: destination) != nil
        else { return false }
        reordering.didMove?(move)
        return true
    }

    // MARK: Keyboard

    /// Moves the focused item one place back (`step` -1) or on (+1) — in a grid, unless
    /// `alongLine`, to the place of the item a line above or below — into the next section at
    /// its boundary when items may cross sections. The item keeps the focus, and stays in view.
    /// `false` when no item has the focus, so the key goes on.
    private func moveFocusedRow(by step: Int, alongLine: Bool = false) -> Bool {
        guard reordering != nil, let row = binding.focusedRow, let source = dataSource.row(at: row)?.indexPath
        else { return false }
        let lineAway = alongLine ? nil : binding.lineNavigation
        let destination = lineAway.map { lineAway in
            lineAway(row, step).flatMap { dataSource.row(at: $0)?.indexPath }
        } ?? keyboardDestination(from: source, step: step)
        if let destination, moveItem(from: source, to: destination), let moved = dataSource.flatIndex(of: destination) {
            binding.scrollToRow(moved)
            focusRow(moved)
        }
        return true  // at an end, or vetoed: the key is still the move's, not GTK's
    }

    /// One place up or down from `source`: within its section, else across its boundary.
    private func keyboardDestination(from source: ListIndexPath, step: Int) -> ListIndexPath? {
        let count = dataSource.section(at: source.section)?.items.count ?? 0
        let next = source.item + step
        if (0..<count).contains(next) { return ListIndexPath(section: source.section, item: next) }
        let sectionIndex = source.section + step
        guard let section = dataSource.section(at: sectionIndex) else { return nil }
        // Across the boundary: the first place of the next section, the last of the previous.
        return ListIndexPath(section: sectionIndex, item: step > 0 ? 0 : section.items.count)
    }

    // MARK: Dragging

    /// Starts dragging the item at (`x`, `y`) of the view; headers and footers stay put.
    private func beginDrag(atX x: Double, y: Double) -> Bool {
        guard reordering != nil, let input = reorderingInput, let row = binding.row(atX: x, y: y),
              let listRow = dataSource.row(at: row), let path = listRow.indexPath
        else { return false }
        input.dragged = (AnyHashable(listRow.item.id), path)
        if let rowWidget = binding.rowWidget(atRow: row), let bounds = rowWidget.bounds(relativeTo: listWidget) {
            input.dragSource.setIcon(rowWidget, hotX: Int(x - bounds.x), hotY: Int(y - bounds.y))
        }
        return true
    }

    /// Shows where a drop at (`x`, `y`) would put the dragged row, and scrolls near the edges;
    /// whether a drop there would move it.
    private func dragMoved(toX x: Double, y: Double) -> Bool {
        guard let input = reorderingInput, input.dragged != nil else { return false }
        input.pointer = (x, y)
        input.autoscroll.follow(pointerY: y, height: Double(listWidget.allocatedHeight))
        return showDropIndicator(atX: x, y: y)
    }

    /// The rows under a resting pointer changed: the indicator follows.
    private func dragMovedAfterScroll() {
        guard let pointer = reorderingInput?.pointer else { return }
        _ = showDropIndicator(atX: pointer.x, y: pointer.y)
    }

    @discardableResult
    private func showDropIndicator(atX x: Double, y: Double) -> Bool {
        let spot = dropSpot(atX: x, y: y)
        showIndicator(at: spot.map { ($0.row, $0.after, $0.alongLine) })
        return spot != nil
    }

    /// Draws the drop indicator on the edge of `row`'s widget that the place stands for: after
    /// (below, or a grid cell's far side) or before it; none for `nil`.
    private func showIndicator(at place: (row: Int, after: Bool, alongLine: Bool)?) {
        indicatorRow = place?.row
        let edge: ReorderingInput.Edge? = place.map { place in
            place.alongLine ? (place.after ? .after : .before) : (place.after ? .below : .above)
        }
        reorderingInput?.showIndicator(on: place.flatMap { binding.rowWidget(atRow: $0.row) }, at: edge ?? .above)
    }

    /// Moves the dragged row to where it was dropped.
    private func drop(atX x: Double, y: Double) -> Bool {
        defer { reorderingInput?.endDrag() }
        guard let spot = dropSpot(atX: x, y: y), let source = reorderingInput?.dragged?.path else { return false }
        return moveItem(from: source, to: spot.destination)
    }

    /// Where a drop at (`x`, `y`) of the view puts the dragged item, the row whose edge shows
    /// it, and whether that is a grid cell's side; `nil` where it cannot go (its own place,
    /// another section when items stay in theirs, a place the app vetoes).
    private func dropSpot(atX x: Double, y: Double) -> (destination: ListIndexPath, row: Int, after: Bool, alongLine: Bool)? {
        guard let reordering, let dragged = reorderingInput?.dragged,
              dataSource.item(at: dragged.path).map({ AnyHashable($0.id) == dragged.id }) == true
        else { return nil }
        // Step 1: the row under the pointer, and which half of it: a grid cell's in the reading
        // direction, else the upper or lower.
        guard let row = binding.row(atX: x, y: y) ?? lastRowIfBelowRows(y: y),
              let bounds = binding.rowWidget(atRow: row)?.bounds(relativeTo: listWidget) else { return nil }
        let alongLine = layout == .lines && dataSource.row(at: row)?.isSupplementary == false
        let after = !alongLine ? y >= bounds.y + bounds.height / 2
            : (x >= bounds.x + bounds.width / 2) != listWidget.isRightToLeft
        // Step 2: the gap between items that edge stands for, in the sections as they are.
        guard let gap = dropGap(nextTo: row, below: after) else { return nil }
        // Step 3: the dragged item's place once it moved there (its old place is gone).
        let source = dragged.path
        let shift = gap.section == source.section && gap.item > source.item ? 1 : 0
        let destination = ListIndexPath(section: gap.section, item: gap.item - shift)
        guard destination != source, reordering.movesAcrossSections || destination.section == source.section,
              let item = dataSource.item(at: source),
              reordering.canMove?(RowMove(item: item, source: source, destination: destination)) ?? true
        else { return nil }
        return (destination, row, after, alongLine)
    }

    /// The gap between items at the top (`below` false) or bottom edge of flat row `row`: the
    /// section and the index a new item there would take.
    private func dropGap(nextTo row: Int, below: Bool) -> ListIndexPath? {
        guard let listRow = dataSource.row(at: row) else {
            // The trailing row (a load-more footer): the end of the last section.
            let last = dataSource.sections.count - 1
            return last < 0 ? nil : ListIndexPath(section: last, item: dataSource.sections[last].items.count)
        }
        let section = listRow.section
        let count = dataSource.sections[section].items.count
        switch listRow.role {
        case .item(let path):
            return ListIndexPath(section: section, item: path.item + (below ? 1 : 0))
        case .header:
            // Above a header is the end of the section before it.
            guard !below, section > 0 else { return ListIndexPath(section: section, item: 0) }
            return ListIndexPath(section: section - 1, item: dataSource.sections[section - 1].items.count)
        case .footer:
            // Below a footer is the start of the section after it.
            guard below, section + 1 < dataSource.sections.count else { return ListIndexPath(section: section, item: count) }
            return ListIndexPath(section: section + 1, item: 0)
        }
    }

    /// The last row, when `y` is below every row of a list shorter than its view.
    private func lastRowIfBelowRows(y: Double) -> Int? {
        let last = binding.presentedRowCount - 1
        guard last >= 0, let bounds = binding.rowWidget(atRow: last)?.bounds(relativeTo: listWidget),
              y >= bounds.y + bounds.height else { return nil }
        return last
    }

    // MARK: State, for tests

    /// The flat row showing the drop indicator during a drag, and whether on its edge after
    /// it (the bottom, or a grid cell's far side).
    var dropIndicatorRow: (row: Int, below: Bool)? {
        guard let indicatorRow, let edge = reorderingInput?.indicator?.edge else { return nil }
        return (indicatorRow, edge == .below || edge == .after)
    }

    /// Whether a row is being dragged: from the start of the drag until it ended, dropped or not.
    var isDragging: Bool { reorderingInput?.dragged != nil }

    /// Whether the list scrolls by itself because a drag rests near its edge.
    var isAutoscrolling: Bool { reorderingInput?.autoscroll.isScrolling ?? false }
}
