import Foundation
import GtkList
import ListCore

/// Takes an opened file's list anywhere in the file, whose list holds only a window of its
/// records: "Go to Record" (Ctrl+L, `--goto`), Ctrl+Home and Ctrl+End to the file's first and
/// last records, and the records before the window's first one as the list nears its top.
@MainActor
package final class RecordNavigator {
    /// The "Go to Record" field's popover, at the top of the file's area.
    let goToPopover: Popover
    /// The field the record number is typed into.
    let entry = Entry()
    private weak var content: FileContent?
    private var jump: Task<Void, Never>?
    /// Which jump is the latest: a jump that ends after a newer one began leaves it be.
    private var jumpNumber = 0
    private var previousPage: Task<Void, Never>?

    /// Whether a jump, or a read of the records before the window, is under way.
    var isMoving: Bool { jump != nil || previousPage != nil }

    init(content: FileContent) {
        self.content = content
        let label = Label(appTexts.translate("Record number"))
        let goButton = Button(label: appTexts.translate("_Go"))
        entry.expectDigits()
        entry.widthInCharacters = 12
        entry.setAccessibleLabel(appTexts.translate("Record number"))
        let form = Box(.horizontal, spacing: 6, children: [label, entry, goButton])
        form.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        let area = content.widget
        goToPopover = Popover(content: form, parent: area)
        entry.onActivate { [weak self] in self?.goToTypedRecord() }
        goButton.onClicked { [weak self] in self?.goToTypedRecord() }
        // Also the window's `content.go-to-record` action, which names it in the menu.
        area.addWindowShortcut("<Control>l") { [weak self] in self?.openGoTo() }
        content.feed.widget.addFocusShortcut("<Control>Home", beforeChildren: true) { [weak self] in self?.goToFirst() }
        content.feed.widget.addFocusShortcut("<Control>End", beforeChildren: true) { [weak self] in self?.goToLast() }
        content.feed.list.scrolledWindow.onScrollChange { [weak self] in self?.loadPreviousIfNearTop() }
    }

    /// Opens the "Go to Record" field with the selected record's number in it.
    func openGoTo() {
        if let selected = content?.feed.list.selectedItem { entry.text = String(selected.item.id) }
        guard let area = content?.widget else { return }
        goToPopover.popUp(atX: Double(area.allocatedWidth) / 2, y: 0)
        entry.grabFocus()
        entry.selectAll()
    }

    private func goToTypedRecord() {
        let digits = entry.text.filter { $0.isASCII && $0.isNumber }
        guard let number = Int(digits.prefix(18)), number > 0 else {
            content?.showMessage(appTexts.translate("Type a record number, such as 1,000."))
            return
        }
        goToPopover.popDown()
        goTo(number)
    }

    /// Shows record `number` selected and, when `focusing`, with the keyboard focus: where the
    /// list holds it, at once; otherwise the list's window moves there. Past the end, the last
    /// record; when only matches show, the next match.
    package func goTo(_ number: Int, focusing: Bool = true) {
        goTo(.record(number), focusing: focusing)
    }

    /// Where a jump goes: a record, by its number, or a place among the records shown (in a
    /// sort's order, a place is not a record number).
    enum Target {
        case record(Int)
        case position(Int)

        var text: String {
            switch self {
            case .record(let number): UserLocale.formatted(number)
            case .position(let position): UserLocale.formatted(position + 1)
            }
        }
    }

    /// Shows the first record shown (Ctrl+Home): record 1, or the first of a sort's order.
    func goToFirst() {
        goTo(content?.source.sortedCount == nil ? .record(1) : .position(0))
    }

    private func goTo(_ target: Target, focusing: Bool = true) {
        startJump { [weak self] thisJump in
            guard let self, let content = self.content else { return }
            do {
                let (shown, more) = try await self.bringIntoWindow(target)
                // The list lays out rows it was just given in the next frame; GTK 4.8 cannot
                // scroll to a row before.
                await content.feed.list.widget.nextFrame()
                try Task.checkCancellation()
                content.focus(record: shown, focusing: focusing)
                // Focusing scrolls the record in at the nearer edge: it goes to the top. Until GTK
                // has scrolled there, the rows on screen are the old ones: reading the records
                // before the window now would keep the wrong row in place.
                if let row = content.source.dataSource.indexPath(ofItemWithID: shown)
                    .flatMap(content.source.dataSource.flatIndex(of:)) {
                    await self.scroll(row: row, toTopOf: content.feed.list)
                }
                // Read what comes before the record, and after the window.
                self.endJump(thisJump)
                self.loadPreviousIfNearTop()
                if more { content.feed.loadMore() }
            } catch is CancellationError {
            } catch {
                self.report(error, goingTo: target)
            }
        }
    }

    /// Shows `target` at the top of the list without selecting it (the file's scroll bar):
    /// where the list holds it, by scrolling; otherwise the list's window moves there.
    func show(atTop target: Target) async {
        guard let content, jump == nil else { return }
        do {
            let (shown, more) = try await bringIntoWindow(target)
            let dataSource = content.source.dataSource
            guard let path = dataSource.indexPath(ofItemWithID: shown), let row = dataSource.flatIndex(of: path) else { return }
            await scroll(row: row, toTopOf: content.feed.list)
            if more { content.feed.loadMore() }
        } catch {
            report(error, goingTo: target)
        }
    }

    /// Makes the list's window hold record `number`, moving it there when it does not.
    /// - Returns: The record shown in its place (the last one past the end; with only matches
    ///   showing, the next match), and whether the window moved and more records may follow
    ///   it: the feed is to read on once the record shows.
    private func bringIntoWindow(_ target: Target) async throws -> (shown: Int, more: Bool) {
        guard let content else { throw CancellationError() }
        let source = content.source
        switch target {
        case .record(let number):
            guard !source.holds(record: number) else { return (number, false) }
            try await source.waitForIndex(toReach: number)
            return try await source.jump(to: number)
        case .position(let position):
            let first = source.droppedRecords
            if position >= first, position < first + source.dataSource.itemCount,
               let held = source.dataSource.item(at: ListIndexPath(section: 0, item: position - first)) {
                return (held.id, false)
            }
            return try await source.jump(toPosition: position)
        }
    }

    private func report(_ error: any Error, goingTo target: Target) {
        content?.showMessage(appTexts.translate("Could not go to record %s").filling(target.text),
                             detail: String(describing: error))
    }

    /// Scrolls `list` so that `row` shows at its top, or as near as the list's end allows.
    /// GTK 4.8 scrolls an item into view at the nearer edge: scrolling first to the item a
    /// screen below it, which leaves the item above the view, then to the item brings it in at
    /// the top edge.
    private func scroll(row: Int, toTopOf list: ListView<RecordItem>) async {
        let screen = min(list.visibleRows.map(\.count) ?? 1, 100)
        list.scrollToRow(min(row + screen, list.presentedRowCount - 1))
        await list.widget.nextFrame()
        list.scrollToRow(row)
        await list.widget.nextFrame()
    }

    /// The file's last record, once the index knows where it is; without an index (UTF-16),
    /// the last record read so far; the last of a sort's order while one shows.
    func goToLast() {
        guard let content else { return }
        if let count = content.source.sortedCount {
            return goTo(.position(max(0, count - 1)))
        }
        guard content.source.indexProgress != nil else {
            content.focus(record: content.source.lastLoadedRecord)
            return
        }
        startJump { [weak self] _ in
            guard let source = self?.content?.source else { return }
            try? await source.waitForIndex(toReach: .max)
            guard !Task.isCancelled, let count = source.indexProgress?.recordCount, count > 0 else { return }
            self?.goTo(count)
        }
    }

    /// Cancels the jump under way and starts `work`, which gets its number; the jump ends when
    /// `work` returns, or earlier by ``endJump(_:)``.
    private func startJump(_ work: @escaping @MainActor (_ number: Int) async -> Void) {
        jump?.cancel()
        jumpNumber += 1
        let thisJump = jumpNumber
        jump = Task { [weak self] in
            defer { self?.endJump(thisJump) }
            await work(thisJump)
        }
    }

    /// Marks jump `number` as ended, unless a newer one began.
    private func endJump(_ number: Int) {
        if jumpNumber == number { jump = nil }
    }

    /// Reads the page before the window's first record when the list shows one of its first
    /// rows.
    private func loadPreviousIfNearTop() {
        guard let content, previousPage == nil, jump == nil, content.source.droppedRecords > 0,
              let top = content.feed.list.visibleRows?.lowerBound, top < 10 else { return }
        previousPage = Task { [weak self, weak content] in
            defer { self?.previousPage = nil }
            guard let content else { return }
            do {
                let added = try await content.source.loadPreviousPage()
                // GTK 4.8 keeps its scroll offset, not its rows: bring back the row that was on top.
                if added > 0 { await self?.scroll(row: top + added, toTopOf: content.feed.list) }
            } catch {
                content.showMessage(appTexts.translate("Some of the file is damaged"), detail: String(describing: error))
            }
        }
    }
}
