import ListCore

/// The widgets of one line of a grid, installed as a GtkListItem's child: a section's header or
/// footer across the full width, or a cell per column, each a frame around a recycled row of its
/// item's kind. Frames stay when their items go, so the next line of the same columns fills
/// them in place; a frame without an item keeps its share of the width and takes no focus.
@MainActor
final class GridLineView<Item: ListItem> {
    /// The line's top widget.
    let box = Box(.horizontal)
    /// The cells of a line of items, one per column.
    private(set) var cells: [Cell] = []
    /// The header or footer a line shows across the full width instead.
    private(set) var supplementary: Content?

    /// A row made by an adapter, with what it shows while bound.
    struct Content {
        let kind: RowKind
        let row: RowView
        var bound: ListRow<Item>?
    }

    /// One column's frame and the row in it.
    struct Cell {
        let frame: Box
        var content: Content?
    }

    init() {
        box.isHomogeneous = true
        box.addCSSClass("gtklistkit-grid-line")
    }

    /// The frame of column `column`, while the line shows items.
    func frame(ofColumn column: Int) -> Widget? {
        column >= 0 && column < cells.count && supplementary == nil ? cells[column].frame : nil
    }

    /// The column whose frame is `widget`, if any.
    func column(ofFrame widget: Widget) -> Int? {
        cells.firstIndex { $0.frame.isSameWidget(as: widget) }
    }

    /// The rows bound in the line, with their frames (the line's box for a header or footer).
    var boundContents: [(content: Content, frame: Widget)] {
        if let supplementary { return supplementary.bound == nil ? [] : [(supplementary, box)] }
        return cells.compactMap { cell in cell.content.flatMap { $0.bound == nil ? nil : ($0, cell.frame) } }
    }

    // MARK: Filling the line

    /// Shows `row`, a header or footer, across the line; rows that showed before go back to
    /// their pools through `release`.
    func showSupplementary(_ row: ListRow<Item>, fill: (Content?, ListRow<Item>) -> Content?,
                           release: (Content) -> Void) {
        removeCells(release: release)
        if let old = supplementary, old.kind != row.item.kind {
            release(old)
            box.remove(old.row.widget)
            supplementary = nil
        }
        let wasInstalled = supplementary != nil
        supplementary = fill(supplementary, row)
        if let supplementary, !wasInstalled { box.append(supplementary.row.widget) }
    }

    /// Shows `rows` in the first cells of a line of `columns`; cells past them stay empty.
    func showItems(_ rows: [ListRow<Item>], columns: Int, fill: (Content?, ListRow<Item>) -> Content?,
                   release: (Content) -> Void) {
        if let supplementary {
            release(supplementary)
            box.remove(supplementary.row.widget)
            self.supplementary = nil
        }
        while cells.count > columns { removeCell(at: cells.count - 1, release: release) }
        while cells.count < columns { addCell() }
        for column in 0..<columns {
            let old = cells[column].content
            if let old, column >= rows.count || old.kind != rows[column].item.kind {
                release(old)
                cells[column].frame.remove(old.row.widget)
                cells[column].content = nil
            }
            guard column < rows.count else {
                setEmpty(cells[column].frame, true)
                continue
            }
            let wasInstalled = cells[column].content != nil
            let content = fill(cells[column].content, rows[column])
            if let content, !wasInstalled { cells[column].frame.append(content.row.widget) }
            cells[column].content = content
            setEmpty(cells[column].frame, content == nil)
        }
    }

    /// Clears every row of the line for its next one; the rows stay in place.
    func unbind(_ unbindContent: (Content) -> Void) {
        if let supplementary, supplementary.bound != nil {
            unbindContent(supplementary)
            self.supplementary?.bound = nil
        }
        for column in cells.indices {
            guard let content = cells[column].content, content.bound != nil else { continue }
            unbindContent(content)
            cells[column].content?.bound = nil
        }
    }

    /// Takes every row out of the line, through `release`.
    func empty(release: (Content) -> Void) {
        removeCells(release: release)
        if let supplementary {
            release(supplementary)
            box.remove(supplementary.row.widget)
            self.supplementary = nil
        }
    }

    private func addCell() {
        let frame = Box(.vertical)
        frame.addCSSClass("gtklistkit-grid-cell")
        frame.setAccessibleRole(.gridCell)
        frame.expandsHorizontally = true
        box.append(frame)
        cells.append(Cell(frame: frame))
    }

    private func removeCells(release: (Content) -> Void) {
        while !cells.isEmpty { removeCell(at: cells.count - 1, release: release) }
    }

    private func removeCell(at column: Int, release: (Content) -> Void) {
        let cell = cells.remove(at: column)
        if let content = cell.content {
            release(content)
            cell.frame.remove(content.row.widget)
        }
        box.remove(cell.frame)
    }

    /// An empty frame keeps its share of the width, and takes no focus or clicks.
    private func setEmpty(_ frame: Box, _ isEmpty: Bool) {
        frame.isFocusable = !isEmpty
        frame.receivesPointerInput = !isEmpty
        frame.setCSSClass("empty", isEmpty)
        if isEmpty { frame.setSelectedState(false) }
    }
}
