/// Moves the keyboard focus through a list's item rows, over its headers and footers.
///
/// GTK 4.8 cannot focus a row that is not selectable, and its cursor stops at one: Down halts
/// before a section header and Home does nothing when the first row is a header. So the list
/// handles the navigation keys itself, before GTK does: Up and Down go to the previous and next
/// item row, Page Up and Page Down a viewport's height, Home and End (with or without Ctrl) to
/// the first and last item row. In a grid, whose lines hold several items, Left and Right go to
/// the item on that side (the previous and next item, swapped in a right-to-left layout, whose
/// lines run from the right) and Up and Down to the item a line above or below, in the same
/// column or the last of a shorter line. Down from the last item row moves on into the row after the
/// list (``RecycledRowsView/trailingWidget``, such as the load-more footer's Retry) when it can take
/// the focus. A move selects the row it lands on; with Ctrl it only moves the focus, and with
/// Shift it extends the selection (in a list that selects several items). Space activates the
/// focused item row, as Enter does, and Ctrl+Space selects or unselects it; Menu and Shift+F10
/// open its context menu. Focus that enters the list from outside, by Tab, lands on the selected item row,
/// else the first one, and selects nothing.
@MainActor
struct ListKeyboardNavigation {
    /// The rows as the navigation needs them.
    struct Rows {
        /// How many rows the list shows.
        var count: () -> Int
        /// Whether the row at an index is an item (headers and footers are not).
        var isItem: (Int) -> Bool
        /// The row holding the keyboard focus, if any.
        var focused: () -> Int?
        /// The selected row, if any.
        var selected: () -> Int?
        /// The row a viewport's height below (positive) or above (negative) a row.
        var pageAway: (_ row: Int, _ direction: Int) -> Int
        /// In a grid, the item row a line below (positive) or above (negative) a row, `nil` when
        /// there is none; `nil` for a list, whose lines are its rows.
        var lineAway: ((_ row: Int, _ direction: Int) -> Int?)?
        /// Whether the lines run from the right (a right-to-left layout).
        var isRightToLeft: () -> Bool = { false }
        /// Scrolls to and focuses a row, changing the selection as told.
        var focus: (_ row: Int, _ selection: SelectionChange) -> Void
        /// Selects an unselected row or unselects a selected one.
        var toggleSelection: (Int) -> Void
        /// Moves the focus into the widget after the last row; `false` when it takes none.
        var focusTrailingWidget: () -> Bool
        /// Activates a row, as Enter does.
        var activate: (Int) -> Void
        /// Opens the focused row's context menu; `false` when it has none.
        var showContextMenu: () -> Bool
    }

    /// What a move does to the selection.
    enum SelectionChange {
        /// The row becomes the only one selected.
        case replace
        /// The rows from the selection's anchor to the row are selected.
        case extend
        /// The selection stays as it is.
        case keep
    }

    let rows: Rows

    /// The row `key` moves to from the focused one; `nil` to let GTK handle the key.
    func target(of key: NavigationKey) -> Int? {
        let count = rows.count()
        guard count > 0 else { return nil }
        let current = rows.focused()
        switch key {
        case .home: return firstItem(from: 0, step: 1)
        case .end: return firstItem(from: count - 1, step: -1)
        case .down:
            guard let current else { return firstItem(from: 0, step: 1) }
            return rows.lineAway.map { $0(current, 1) } ?? firstItem(from: current + 1, step: 1)
        case .up:
            guard let current else { return nil }
            return rows.lineAway.map { $0(current, -1) } ?? firstItem(from: current - 1, step: -1)
        case .left, .right:
            // A list leaves them to its rows' own widgets.
            guard rows.lineAway != nil, let current else { return nil }
            let step = (key == .left) != rows.isRightToLeft() ? -1 : 1
            return firstItem(from: current + step, step: step)
        case .pageDown:
            guard let current else { return firstItem(from: 0, step: 1) }
            return firstItem(from: rows.pageAway(current, 1), step: 1) ?? firstItem(from: count - 1, step: -1)
        case .pageUp:
            guard let current else { return nil }
            return firstItem(from: rows.pageAway(current, -1), step: -1) ?? firstItem(from: 0, step: 1)
        case .space, .contextMenu:
            return nil
        }
    }

    /// Handles `key` pressed with `modifiers`: moves the focus and returns `true`, or returns
    /// `false` for GTK to handle it.
    func handle(_ key: NavigationKey, modifiers: NavigationModifiers = []) -> Bool {
        if key == .contextMenu { return rows.showContextMenu() }
        if key == .space {
            guard let focused = rows.focused(), rows.isItem(focused) else { return false }
            if modifiers.contains(.control) { rows.toggleSelection(focused) } else { rows.activate(focused) }
            return true
        }
        if let target = target(of: key) {
            let change: SelectionChange = modifiers.contains(.control) ? .keep
                : modifiers.contains(.shift) ? .extend : .replace
            if target != rows.focused() || change == .extend { rows.focus(target, change) }
            return true
        }
        // Down past the last item: into the footer's button, if it has one.
        if key == .down, rows.focused() != nil { return rows.focusTrailingWidget() }
        return false
    }

    /// Focus that came in from outside goes to the selected item row, else the first.
    func focusEntered() {
        guard rows.focused().map(rows.isItem) != true else { return }
        let start = rows.selected().flatMap { rows.isItem($0) ? $0 : nil } ?? firstItem(from: 0, step: 1)
        start.map { rows.focus($0, .keep) }
    }

    /// The first item row from `row` on in the direction of `step`, if any.
    private func firstItem(from row: Int, step: Int) -> Int? {
        var candidate = row
        let count = rows.count()
        while candidate >= 0 && candidate < count {
            if rows.isItem(candidate) { return candidate }
            candidate += step
        }
        return nil
    }
}
