import ListCore

/// The keyboard focus in a list or a grid: the navigation keys and Tab reach every item across
/// headers and footers (see ``ListKeyboardNavigation``), and a focus that lands on the scrolled
/// window passes on to a row.
@MainActor
final class ListFocus<Item: ListItem> {
    private let binding: any RecycledRowsCore<Item>
    private let selection: ListSelection<Item>
    private var navigation: ListKeyboardNavigation?

    /// Handles the keys of `binding`'s list; `showContextMenu` opens the focused row's menu
    /// (`false` when it has none).
    init(binding: any RecycledRowsCore<Item>, selection: ListSelection<Item>, showContextMenu: @escaping () -> Bool) {
        self.binding = binding
        self.selection = selection
        let navigation = ListKeyboardNavigation(rows: .init(
            count: { [weak binding] in binding?.presentedRowCount ?? 0 },
            isItem: { [weak binding] row in binding?.dataSource.row(at: row).map { !$0.isSupplementary } ?? false },
            focused: { [weak binding] in binding?.focusedRow },
            selected: { [weak selection] in selection?.selectedRow },
            pageAway: { [weak binding] row, direction in binding?.row(aPageFrom: row, direction: direction) ?? row },
            lineAway: binding.lineNavigation,
            isRightToLeft: { [weak binding] in binding?.listWidget.isRightToLeft ?? false },
            focus: { [weak self] row, change in self?.focusRow(row, selection: change) },
            toggleSelection: { [weak selection] row in selection?.toggleSelection(ofRow: row) },
            focusTrailingWidget: { [weak self] in self?.focusTrailingWidget() ?? false },
            activate: { [weak binding] row in binding?.activateRow(row) },
            showContextMenu: showContextMenu
        ))
        self.navigation = navigation
        binding.listWidget.onNavigationKey { navigation.handle($0, modifiers: $1) }
        // GTK 4.8's list refuses the focus when its first row is a header, and its scrolled
        // window then takes it itself: an invisible stop. Pass it on to a row.
        // The focus is set just after "enter" is emitted, so look a moment later.
        let scrolledWindow = binding.scrolledWindow
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
        guard binding.scrolledWindow.isFocus else { return }
        navigation?.focusEntered()
    }

    /// Scrolls to `row` and gives it the keyboard focus, changing the selection as GTK's own
    /// cursor keys do.
    func focusRow(_ row: Int, selection change: ListKeyboardNavigation.SelectionChange) {
        binding.scrollToRow(row)
        switch change {
        case .replace: selection.selectOnly(row: row)
        case .extend: selection.extendSelection(to: row)
        case .keep: break
        }
        if !grabFocus(onRow: row) {
            // The row's widget is made when the list lays out after the scroll.
            Task { @MainActor [weak self] in _ = self?.grabFocus(onRow: row) }
        }
    }

    /// Moves the focus into the row after the last one (a footer's Retry), scrolling it into
    /// view first when GTK has not laid it out yet; `false` when there is no such row.
    private func focusTrailingWidget() -> Bool {
        guard let trailing = binding.trailingSlot.widget else { return false }
        if trailing.isDrawable { return trailing.focusFirstFocusableChild() }
        binding.scrollToRow(binding.presentedRowCount - 1)
        Task { @MainActor in
            await trailing.nextFrame()
            _ = trailing.focusFirstFocusableChild()
        }
        return true
    }

    private func grabFocus(onRow row: Int) -> Bool {
        binding.rowWidget(atRow: row)?.grabFocus() ?? false
    }
}
