import GtkList
import ListCore
import RecordFiles

/// The list of an open file's records: the view of the model's window of records, which it
/// reads as it is shown, refreshed and scrolled. It tells the model what it shows — its state,
/// the rows on screen, the selection, the record activated — and does what the model asks:
/// read on, refresh, scroll, and show the record a move arrives at.
@MainActor
final class RecordList {
    /// The refreshable, paging list.
    let feed: FeedListView<RecordItem>
    /// The list, with room over it for the file's scroll bar.
    let area: Overlay
    private let model: OpenFile
    private var observations: [ObservationToken] = []
    /// The watch of the rows after a scroll or a fill, until they stay put.
    private var rowsSettling: Task<Void, Never>?
    /// The rows the watch saw shown when it began or after the last paint.
    private var rowsLastSeen: ClosedRange<Int>?
    /// What the watch holds the file's settling with.
    private static let rowsHold = "rows"

    init(model: OpenFile) {
        self.model = model
        feed = FeedListView(dataSource: model.records.dataSource, adapters: [
            RowAdapter(kind: "record", make: RecordRow.init) { [weak search = model.search] row, item in
                row.show(item, highlighting: search?.query)
            },
        ])
        area = Overlay(child: feed.widget)
        let list = feed.list
        list.showsSeparators = true
        // Shift and Ctrl with a click or the arrows select several records, to copy them at once.
        list.selectionMode = .multiple
        list.maximumContentWidth = ViewerWindow.readableWidth
        list.accessibleLabel = model.file.name
        // The list's own scroll bar spans only the records it holds: the file's stands in for it.
        list.scrolledWindow.verticalPolicy = .external
        // Several screens ahead: a page of a huge file takes a moment to read.
        feed.loadMoreThreshold = .rows(40)
        setUpPages()
        setUpWork()
        setUpInput()
        feed.onStateChange { [weak self] state in
            self?.updateViewport()
            self?.model.records.listStateDidChange(state)
        }
        observations.append(model.records.dataSource.observe { [weak self] _ in
            guard let self else { return }
            self.model.place.selectionDidChange(self.feed.list.selectedItem?.item.id)
            // The rows are laid out in the next frame.
            Task { @MainActor [weak self] in
                await self?.feed.widget.nextFrame()
                self?.updateViewport()
            }
        })
        observations.append(model.observe { [weak self] change in self?.modelDidChange(change) })
        // A page's rows land after a move's frames (a few at most): a jump shows its record
        // first. While the list is not on screen (the table shows instead), at once.
        model.records.rowPacing.roomForRows = { [weak list, weak place = model.place] in
            // A window's first frames paint nothing while the window system sets it up: the
            // rows that fill the view come first, in the first frame that paints the list.
            if let list, list.widget.isDrawable, list.widget.allocatedHeight == 0 { return await list.widget.painted() }
            for _ in 0..<6 {
                guard let list, list.widget.isDrawable else { return }
                await list.widget.nextFrame()
                if place?.isMoving != true { return }
            }
        }
        // Before its first layout the list is at most as tall as its window.
        model.records.rowPacing.itemsFillingView = { [weak list] items in
            guard let list, list.widget.isDrawable else { return items.count }
            let height = list.widget.allocatedHeight > 0 ? list.widget.allocatedHeight : list.widget.windowHeight
            // The rows that start above the view's bottom, and one more.
            var filled = 0
            let starting = items.prefix { item in
                guard filled < height else { return false }
                filled += RecordRow.estimatedHeight(of: item.presentation)
                return true
            }
            return starting.count + 1
        }
        model.place.hasView = true
    }

    /// Runs `action` on `trigger` while the list has the keyboard, before the list's own keys.
    func addShortcut(_ trigger: String, action: @escaping @MainActor () -> Void) {
        feed.widget.addFocusShortcut(trigger, beforeChildren: true, handler: action)
    }

    private func setUpPages() {
        let name = model.file.name
        feed.emptyPage = EmptyPage.textOnly(title: appTexts.translate("No items"),
                                            description: appTexts.translate("“%s” holds no records.").filling(name))
        feed.errorPage = EmptyPage.standard(image: .iconName("dialog-error-symbolic"),
                                            title: appTexts.translate("Couldn’t read “%s”").filling(name), description: "",
                                            buttonTitle: appTexts.translate("_Try Again"))
            .imageTint(Color(hex: 0xC01C28))
    }

    private func setUpWork() {
        let records = model.records
        feed.refreshWork = { [model, weak self] _ in
            let more = try await model.refresh()
            if case .all = records.selection { self?.describe(RecordListTexts.emptyFile(for: model)) }
            return more ? .available : .exhausted
        }
        feed.loadMoreWork = { [model, weak feed] _ in
            // A window filled anew shows the rows that fill the view first and lands the rest
            // over the next frames, its end in view meanwhile: once they are in, the feed looks
            // again whether the end is near.
            if records.isFilling {
                await records.waitUntilFilled()
                throw CancellationError()
            }
            let lastShown = records.dataSource.sections.first?.items.last?.id
            let droppedBefore = records.droppedRecords
            let more = try await model.loadNextPage()
            // Rows let go from the top move the rest up, and GTK 4.8 does not keep its place:
            // bring back the row that was last before this page, where the reader was.
            if records.droppedRecords > droppedBefore, let lastShown,
               let path = records.dataSource.indexPath(ofItemWithID: lastShown),
               let row = records.dataSource.flatIndex(of: path) {
                feed?.list.scrollToRow(row)
            }
            return more ? .available : .exhausted
        }
    }

    private func setUpInput() {
        let list = feed.list
        list.contextMenu = { [weak feed] row in
            RecordContextMenu.actions(for: row.item) { text in
                guard let feed else { return }
                Clipboard.setText(text, from: feed.widget)
            }
        }
        // Enter, a double click or a click on a row's title: the whole record beside the list.
        list.onActivate { [weak model] activated in model?.place.activate(activated.item) }
        list.onSelectionChange { [weak model] selected in model?.place.selectionDidChange(selected?.item.id) }
        list.scrolledWindow.onScrollSettled { [weak self] in self?.updateViewport() }
        // Not on screen (the table shows in its place): no rows are.
        list.widget.onUnmap { [weak model] in model?.place.viewportDidChange(nil) }
        list.widget.onMap { [weak self] in
            // Shown again (the table was): its rows are laid out in the next frame.
            Task { @MainActor [weak self] in
                await self?.feed.list.widget.nextFrame()
                self?.updateViewport()
            }
        }
        // Ctrl+C in the list copies the selected record as JSON, several as JSON Lines.
        feed.widget.addFocusShortcut("<Control>c") { [weak self] in
            guard let self, let text = self.feed.list.selectedItems.map(\.item).clipboardText else { return }
            Clipboard.setText(text, from: self.feed.widget)
        }
    }

    private func modelDidChange(_ change: FileChange) {
        switch change {
        case .request(let request): perform(request)
        case .place(.motion): if case .arriving(let arrival) = model.place.motion { Task { await show(arrival) } }
        case .chosen: describe(RecordListTexts.emptyPage(for: model))
        case .follow, .decompressed: feed.texts.noMoreItems = RecordListTexts.noMoreItems(for: model)
        case .search(.restarted): feed.list.rebindShownRows()
        default: break
        }
    }

    private func perform(_ request: ListRequest) {
        switch request {
        case .loadMore: feed.loadMore()
        case .nearEnd: feed.scrolledNearEnd()
        case .refresh: feed.beginRefreshing()
        case .firstShow:
            // Read when first shown elsewhere (`--table`), as the list would read it; the list
            // then does not read it again.
            guard feed.refreshesOnFirstShow, !feed.state.hasLoadedOnce else { return }
            feed.refreshesOnFirstShow = false
            feed.beginRefreshing()
        case .focus: feed.list.grabFocus()
        case .scrollToStart: feed.list.scrollToRow(0)
        case .scrollToEnd: feed.list.scrollToRow(feed.list.presentedRowCount - 1)
        }
    }

    private func describe(_ page: (title: String, description: String)) {
        feed.emptyPage.title(page.title).description(page.description)
    }

    /// Tells the model which rows are on screen, while the list is (not while the table shows
    /// in its place); then again after each frame while the rows move.
    private func updateViewport() {
        tellViewport()
        watchRowsSettle()
    }

    @discardableResult
    private func tellViewport() -> ClosedRange<Int>? {
        guard feed.list.widget.isDrawable, let rows = feed.list.visibleRows else { return nil }
        let window = feed.list.scrolledWindow
        model.place.viewportDidChange(RecordPlace.Viewport(rows: rows, overflows: window.contentHeight > window.visibleHeight + 1))
        return rows
    }

    /// GTK may lay rows out again in the frames after a scroll or a fill (a row measured anew
    /// grows, and the last row no longer shows): the viewport is told again after each painted
    /// frame until the rows shown stay the same, at most a few frames, and the file does not
    /// settle meanwhile, so a picture shows the rows where they stay.
    private func watchRowsSettle() {
        guard rowsSettling == nil, feed.list.widget.isDrawable else { return }
        let hold = model.holdSettling(Self.rowsHold)
        rowsLastSeen = feed.list.visibleRows
        rowsSettling = Task { [weak self] in
            for _ in 0..<8 {
                // A list put away (another tab, the table) paints no more frames.
                guard let list = self?.feed.list.widget, list.isDrawable else { break }
                await list.painted()
                guard let self, let shown = self.tellViewport(), shown != self.rowsLastSeen else { break }
                self.rowsLastSeen = shown
            }
            hold.release()
            self?.rowsSettling = nil
        }
    }

    /// What the file waits for (`reasons`) but the watch of the rows, when the rows shown after
    /// this paint are those it saw after the last one: the watch lets the file settle once it
    /// hears of this paint, and a picture of it shows the rows where they stay (taken in the
    /// paint itself, a frame sooner).
    func withoutTheWatchOfRowsThatStayed(_ reasons: [SettleReason]) -> [SettleReason] {
        guard rowsSettling != nil, feed.list.visibleRows == rowsLastSeen else { return reasons }
        return reasons.filter { $0 != .held(Self.rowsHold) }
    }

    /// Shows the record of `arrival` as it asks, then tells the model — unless another move
    /// replaced it meanwhile.
    private func show(_ arrival: RecordPlace.Arrival) async {
        let list = feed.list
        let dataSource = model.records.dataSource
        // The list lays out rows it was just given in the next frame; GTK 4.8 cannot scroll to
        // a row before, but for the first: a jump's window starts with its record, and scrolled
        // to the top now, the frame lays the new rows out there (a frame sooner).
        let isFirstRow = arrival.placesAtTop && dataSource.indexPath(ofItemWithID: arrival.record).flatMap(dataSource.flatIndex(of:)) == 0
        if isFirstRow { list.scrollToRow(0) }
        await list.widget.nextFrame()
        guard model.place.motion == .arriving(arrival) else { return }
        if let path = dataSource.indexPath(ofItemWithID: arrival.record) {
            switch arrival.focus {
            case .keyboard: list.focusItem(at: path)
            case .selection:
                list.selectItem(at: path)
                list.scrollToItem(at: path)
            case .top: break
            }
            // Until GTK has scrolled there, the rows on screen are the old ones: the model hears
            // of the arrival after.
            if arrival.placesAtTop, let row = dataSource.flatIndex(of: path), !(isFirstRow && row == 0) {
                await scroll(row: row, toTopOf: list)
                guard model.place.motion == .arriving(arrival) else { return }
            }
        }
        updateViewport()
        model.place.viewDidArrive(arrival)
    }

    /// Scrolls `list` so that `row` shows at its top, or as near as the list's end allows.
    /// GTK 4.8 scrolls an item into view at the nearer edge: scrolling first to the item a
    /// screen below it, which leaves the item above the view, then to the item brings it in at
    /// the top edge. One scroll does, a frame sooner, where the item comes in at the top from
    /// where the view is (the first row, where a jump's window starts, or a row above the view)
    /// or where the first scroll reached the list's end with the item in full view (it is as
    /// near the top as it can be).
    private func scroll(row: Int, toTopOf list: ListView<RecordItem>) async {
        let shown = list.visibleRows
        if row > 0, row >= (shown?.lowerBound ?? 0) {
            let lastRow = list.presentedRowCount - 1
            list.scrollToRow(min(row + min(shown.map(\.count) ?? 1, 100), lastRow))
            await list.widget.nextFrame()
            if let now = list.visibleRows, now.upperBound == lastRow, row > now.lowerBound { return }
        }
        list.scrollToRow(row)
        await list.widget.nextFrame()
    }
}
