extension ListView {
    /// Opens the context menu of the item row at (`x`, `y`) of the list widget, as a right
    /// click does.
    func showContextMenu(atX x: Double, y: Double) {
        guard let row = row(atX: x, y: y) else { return }
        showContextMenu(ofRow: row, atX: x, y: y)
    }

    /// Opens the context menu of the focused item row, as the Menu key and Shift+F10 do;
    /// `false` when no item row has the focus or the list has no menu.
    func showContextMenuOfFocusedRow() -> Bool {
        guard let row = focusedRow, let widget = rowWidget(atRow: row),
              let bounds = widget.bounds(relativeTo: listWidget) else { return false }
        return showContextMenu(ofRow: row, atX: bounds.x + 24, y: bounds.y + bounds.height / 2)
    }

    /// Whether a row's context menu is open, for tests.
    package var isContextMenuShown: Bool { contextMenuPopover?.isVisible ?? false }
    /// The row's context menu while it is open, `nil` otherwise. It takes the keyboard while
    /// open: a test sends it keys (`TestInput.pressKeys("Return", in: menu, awaitsRelease: false)`).
    public var shownContextMenu: Widget? { isContextMenuShown ? contextMenuPopover : nil }

    @discardableResult
    private func showContextMenu(ofRow row: Int, atX x: Double, y: Double) -> Bool {
        guard let contextMenu, let listRow = dataSource.row(at: row), let path = listRow.indexPath else { return false }
        let actions = contextMenu(IndexedItem(item: listRow.item, indexPath: path))
        guard !actions.isEmpty else { return false }
        var handlers: [(name: String, handler: @MainActor () -> Void)] = []
        let menu = Self.menu(of: actions, handlers: &handlers)
        listWidget.insertActions("row-menu", handlers)
        contextMenuPopover = PopoverMenu(menu: menu, parent: listWidget)
        contextMenuPopover?.popUp(atX: x, y: y)
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
