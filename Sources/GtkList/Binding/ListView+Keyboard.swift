import ListCore

extension ListView {
    /// Lets the navigation keys and Tab reach every item row across headers and footers (see
    /// ``ListKeyboardNavigation``).
    func installKeyboardNavigation() {
        let navigation = ListKeyboardNavigation(rows: .init(
            count: { [weak self] in self?.presentedRowCount ?? 0 },
            isItem: { [weak self] row in self?.dataSource.row(at: row).map { !$0.isSupplementary } ?? false },
            focused: { [weak self] in self?.focusedRow },
            selected: { [weak self] in self?.selectedRow },
            pageAway: { [weak self] row, direction in self?.row(aPageFrom: row, direction: direction) ?? row },
            focus: { [weak self] row, change in self?.focusRow(row, selection: change) },
            toggleSelection: { [weak self] row in self?.toggleSelection(ofRow: row) },
            focusTrailingWidget: { [weak self] in self?.focusTrailingWidget() ?? false },
            activate: { [weak self] row in self?.activateRow(row) },
            showContextMenu: { [weak self] in self?.showContextMenuOfFocusedRow() ?? false }
        ))
        keyboardNavigation = navigation
        listWidget.onNavigationKey { navigation.handle($0, modifiers: $1) }
        // GTK 4.8's list refuses the focus when its first row is a header, and its scrolled
        // window then takes it itself: an invisible stop. Pass it on to a row.
        // The focus is set just after "enter" is emitted, so look a moment later.
        scrolledWindow.onFocusEnter { [weak scrolledWindow] in
            Task { @MainActor in
                guard scrolledWindow?.isFocus == true else { return }
                navigation.focusEntered()
            }
        }
    }

    /// Passes a focus that sits on the list's scrolled window on to an item row, as when the
    /// rows arrive after the window gave the list its first focus.
    func moveFocusOffScrolledWindow() {
        guard scrolledWindow.isFocus else { return }
        keyboardNavigation?.focusEntered()
    }

    /// The row whose widget holds the keyboard focus, if any.
    package var focusedRow: Int? {
        guard let focused = listWidget.focusChild else { return nil }
        return installedRows.first { $0.value.row.widget.parent?.isSameWidget(as: focused) == true }?.key.position
    }

    /// Scrolls to `row` and gives it the keyboard focus, changing the selection as GTK's own
    /// cursor keys do.
    func focusRow(_ row: Int, selection change: ListKeyboardNavigation.SelectionChange) {
        scrollToRow(row)
        switch change {
        case .replace: selectOnly(row: row)
        case .extend: extendSelection(to: row)
        case .keep: break
        }
        if !grabFocus(onRow: row) {
            // The row's widget is made when the list lays out after the scroll.
            Task { @MainActor [weak self] in _ = self?.grabFocus(onRow: row) }
        }
    }

    /// Moves the focus into the row after the last one (a footer's Retry), scrolling it into
    /// view first when GTK has not laid it out yet; `false` when there is no such row.
    func focusTrailingWidget() -> Bool {
        guard let trailing = trailingSlot.widget else { return false }
        if trailing.isDrawable { return trailing.focusFirstFocusableChild() }
        scrollToRow(presentedRowCount - 1)
        Task { @MainActor in
            await trailing.nextFrame()
            _ = trailing.focusFirstFocusableChild()
        }
        return true
    }

    private func grabFocus(onRow row: Int) -> Bool {
        rowWidget(atRow: row)?.grabFocus() ?? false
    }

    /// The widget GTK wraps around `row`'s own widget, when the row is laid out.
    func rowWidget(atRow row: Int) -> Widget? {
        installedRows.first(where: { $0.key.position == row })?.value.row.widget.parent
    }

    /// The row about a viewport's height away from `row`: below for a positive `direction`.
    private func row(aPageFrom row: Int, direction: Int) -> Int {
        let rowHeight = installedRows.first { $0.key.position == row }.map { $0.value.row.widget.allocatedHeight } ?? 0
        let rowsPerPage = rowHeight > 0 ? max(1, scrolledWindow.allocatedHeight / rowHeight - 1) : 1
        return row + direction * rowsPerPage
    }
}

extension ListView {
    /// Scrolls to the item at `path`, selects it and gives it the keyboard focus, as the arrow
    /// keys would. Out-of-range paths are ignored.
    public func focusItem(at path: ListIndexPath) {
        dataSource.flatIndex(of: path).map { focusRow($0, selection: .replace) }
    }
}
