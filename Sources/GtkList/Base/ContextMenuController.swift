import ListCore

/// An item row's context menu (``ListBase/contextMenu``), opened by a
/// right click, the Menu key or Shift+F10. Headers and footers have none.
@MainActor
final class ContextMenuController<Item: ListItem> {
    /// The entries for a row; `nil` or no entries for no menu.
    var entries: ((IndexedItem<Item>) -> [RowAction])?
    private let rows: any RowLocating<Item>
    private var popover: PopoverMenu?

    init(rows: some RowLocating<Item>) {
        self.rows = rows
        rows.rowsWidget.onSecondaryPress { [weak self] x, y in self?.showMenu(atX: x, y: y) }
    }

    /// The menu while it is open.
    var shownMenu: PopoverMenu? { popover?.isVisible == true ? popover : nil }

    /// Opens the context menu of the item row at (`x`, `y`) of the rows' widget, as a right
    /// click does.
    private func showMenu(atX x: Double, y: Double) {
        guard let row = rows.row(atX: x, y: y) else { return }
        showMenu(ofRow: row, atX: x, y: y)
    }

    /// Opens the context menu of the focused item row, as the Menu key and Shift+F10 do;
    /// `false` when no item row has the focus or the list has no menu.
    func showMenuOfFocusedRow() -> Bool {
        guard let row = rows.focusedRow, let widget = rows.rowWidget(atRow: row),
              let bounds = widget.bounds(relativeTo: rows.rowsWidget) else { return false }
        return showMenu(ofRow: row, atX: bounds.x + 24, y: bounds.y + bounds.height / 2)
    }

    @discardableResult
    private func showMenu(ofRow row: Int, atX x: Double, y: Double) -> Bool {
        guard let entries, let item = rows.indexedItem(atRow: row) else { return false }
        let actions = entries(item)
        guard !actions.isEmpty else { return false }
        var handlers: [(name: String, handler: @MainActor () -> Void)] = []
        let menu = Self.menu(of: actions, handlers: &handlers)
        rows.rowsWidget.insertActions("row-menu", handlers)
        popover = PopoverMenu(menu: menu, parent: rows.rowsWidget)
        popover?.popUp(atX: x, y: y)
        return true
    }

    /// The menu of `actions`, submenus included; each entry that acts adds its handler.
    private static func menu(of actions: [RowAction], handlers: inout [(name: String, handler: @MainActor () -> Void)]) -> Menu {
        let menu = Menu()
        for action in actions {
            if action.submenu.isEmpty {
                let name = "action\(handlers.count)"
                handlers.append((name, action.perform))
                menu.append(action.title, action: "row-menu.\(name)")
            } else {
                menu.appendSubmenu(action.title, Self.menu(of: action.submenu, handlers: &handlers))
            }
        }
        return menu
    }
}
