import Foundation
import GtkList
import ListCore
import RecordFiles

/// An opened JSON, JSON Lines or CSV file as a paging list.
@MainActor
public final class FileContent: ViewerContent {
    /// The refreshable, paging list of the file's records.
    public let feed: FeedListView<RecordItem>
    /// The file and its reading.
    public let source: FileFeedSource
    /// The whole of the record last activated, beside the list.
    let details = RecordDetailsPane()
    /// Ctrl+F: search the whole file, highlight, go from match to match, show only matches.
    package private(set) lazy var searchBar = FileSearchBar(content: self)
    /// Ctrl+Shift+F: keep the list to the records whose fields pass an expression.
    package private(set) lazy var filterBar = FileFilterBar(content: self)
    /// Shift+Ctrl+E: save the records shown to a file.
    package private(set) lazy var exporter = FileExporter(content: self)
    /// Records over time, above the list, for files whose records have a time.
    private(set) lazy var timeline = FileTimeline(content: self)
    /// The scroll bar that spans the whole file, beside the list.
    private(set) lazy var scrollbar = FileScrollbar(content: self)
    /// The search's matches as ticks along the scroll bar.
    private(set) lazy var matchOverview = MatchOverview(content: self)
    /// The path whose table layout is kept, or `nil` for none.
    let layoutPath: String?
    /// The header bar's Columns button, for the table.
    let columnChooser = ColumnChooser()
    /// The table's sort of the whole file.
    private(set) lazy var sorter = FileSorter(content: self)
    /// What the rows highlight: the search bar's query.
    private let highlighted = HighlightedQuery()
    /// The list and the details, side by side or, in a narrow window, one above the other.
    private let layout: Paned
    private let area: Overlay
    /// The header bar's Follow toggle: keeps the list at the end while the file grows.
    let followButton = ToggleButton(iconName: "go-bottom-symbolic")
    /// The list or the table of the records, and the header bar's Table toggle.
    let viewSwitch: RecordViewSwitch
    private lazy var follower = FileFollower(content: self)
    /// Go to Record, Ctrl+Home and Ctrl+End across the whole file.
    package private(set) lazy var navigator = RecordNavigator(content: self)
    /// The record to show once the file's first page is in (`--goto`).
    public var initialRecord: Int?
    /// The text to search for once the file's first page is in (`--search`).
    public var initialSearch: String?
    /// Whether ``initialSearch`` is a regular expression.
    public var initialSearchIsRegularExpression = false
    /// The filter expression to apply once the file's first page is in (`--filter`).
    public var initialFilter: String?
    /// The field whose values order the records once the first are in, and which way.
    public var initialSort: (key: String, ascending: Bool)?
    private var host: ViewerContentHost?
    private var dataSourceObservation: ObservationToken?
    /// A compressed file's decompression, which the list reads; `nil` for other files.
    let decompression: FileDecompression?

    /// Opens `path` (nothing is read until the list is shown), called `name` in titles (by
    /// default its file name). A `.gz` or `.zst` file is read decompressed, while its
    /// decompression goes on, unless `decompresses` is `false` (a pipe's spool, still being
    /// written, is read as it comes).
    public init(path: String, options: ReadingOptions = ReadingOptions(), titleKey: String? = nil,
                subtitleKey: String? = nil, timeKey: String? = nil, name: String? = nil, decompresses: Bool = true) {
        decompression = decompresses ? FileDecompression(path: path) : nil
        // A file named by the caller (standard input's spool) keeps no table layout.
        layoutPath = name == nil ? URL(fileURLWithPath: path).standardizedFileURL.path : nil
        source = FileFeedSource(path: path, options: options, titleKey: titleKey, subtitleKey: subtitleKey,
                                timeKey: timeKey, name: name ?? decompression.map { URL(fileURLWithPath: $0.compressedPath).lastPathComponent },
                                keepsIndex: decompression == nil)
        feed = FeedListView(dataSource: source.dataSource, adapters: [
            RowAdapter(kind: "record", make: RecordRow.init) { [highlighted] row, item in
                row.show(item, highlighting: highlighted.query)
            },
        ])
        feed.list.showsSeparators = true
        // Shift and Ctrl with a click or the arrows select several records, to copy them at once.
        feed.list.selectionMode = .multiple
        feed.list.maximumContentWidth = ViewerWindow.readableWidth
        feed.list.contextMenu = { [weak feed] row in
            RecordContextMenu.actions(for: row.item) { text in
                guard let feed else { return }
                Clipboard.setText(text, from: feed.widget)
            }
        }
        // The list's own scroll bar spans only the records it holds: the file's stands in for it.
        let listArea = Overlay(child: feed.widget)
        feed.list.scrolledWindow.verticalPolicy = .external
        viewSwitch = RecordViewSwitch(list: listArea)
        let searchArea = Box(.vertical)
        layout = Paned(.horizontal, start: searchArea, end: details.widget)
        layout.setAccessibleLabels(pane: appTexts.translate("Records and details"),
                                   handle: appTexts.translate("Size of the details"))
        // An empty, flat area over both that reports their size as the window changes.
        let sizeProbe = DrawingArea()
        sizeProbe.receivesPointerInput = false
        sizeProbe.setAccessibleRole(.presentation)
        area = Overlay(child: layout)
        area.addOverlay(sizeProbe)
        // Several screens ahead: a page of a huge file takes a moment to read.
        feed.loadMoreThreshold = .rows(40)
        let name = source.fileName
        searchArea.append(exporter.widget)
        searchArea.append(filterBar.widget)
        searchArea.append(searchBar.widget)
        searchArea.append(timeline.widget)
        searchArea.append(viewSwitch.widget)
        listArea.addOverlay(scrollbar.widget)
        listArea.addOverlay(matchOverview.widget)
        highlighted.bar = searchBar
        feed.refreshWork = { [source, decompression, weak self] _ in
            try await decompression?.waitForReadableStart()
            let more = try await source.refresh()
            if case .all = source.selection { self?.describeEmptyFile() }
            return more ? .available : .exhausted
        }
        feed.loadMoreWork = { [source, weak feed] _ in
            let lastShown = source.dataSource.sections.first?.items.last?.id
            let droppedBefore = source.droppedRecords
            let more = try await source.loadNextPage()
            // Rows let go from the top move the rest up, and GTK 4.8 does not keep its place:
            // bring back the row that was last before this page, where the reader was.
            if source.droppedRecords > droppedBefore, let lastShown,
               let path = source.dataSource.indexPath(ofItemWithID: lastShown),
               let row = source.dataSource.flatIndex(of: path) {
                feed?.list.scrollToRow(row)
            }
            return more ? .available : .exhausted
        }
        feed.list.accessibleLabel = name
        feed.emptyPage = EmptyPage.textOnly(title: appTexts.translate("No items"),
                                            description: appTexts.translate("“%s” holds no records.").filling(name))
        feed.errorPage = EmptyPage.standard(image: .iconName("dialog-error-symbolic"),
                                            title: appTexts.translate("Couldn’t read “%s”").filling(name), description: "",
                                            buttonTitle: appTexts.translate("_Try Again"))
            .imageTint(Color(hex: 0xC01C28))
        source.onWarning = { [weak self] message in self?.host?.showToast(appTexts.translate("Some of the file is damaged"), message) }
        dataSourceObservation = source.dataSource.observe { [weak self] _ in
            self?.host?.contentDidChange()
            // The rows are laid out in the next frame.
            Task { @MainActor [weak self] in
                await self?.feed.widget.nextFrame()
                self?.scrollbar.followList()
            }
        }
        decompression?.onProgress = { [weak self] progress in self?.decompressionDidProgress(progress) }
        source.onIndexProgress = { [weak self] _ in
            self?.host?.contentDidChange()
            self?.scrollbar.followList()
            // The filter first: a search within it goes on with what it adds.
            self?.filterBar.followFile()
            self?.searchBar.followFile()
            self?.timeline.followFile()
            self?.sorter.followFile()
            self?.matchOverview.update()
        }
        feed.onStateChange { [weak self] state in
            self?.startWhatWasAskedFor()
            self?.host?.setRefreshing(state.isRefreshing)
            self?.scrollbar.followList()
            self?.host?.contentDidChange()
            // While following, each load that ends leaves the list at its end.
            if state.footer != .loading && !state.isRefreshing { self?.follower.loadEnded() }
        }
        _ = navigator  // its keys work from the start
        sizeProbe.onResize { [weak self] width, height in
            Task { @MainActor [weak self] in self?.arrange(width: width, height: height) }
        }
        // Enter, a double click or a click on a row's title: the whole record beside the list.
        feed.list.onActivate { [weak self] activated in self?.showDetails(of: activated.item) }
        // Ctrl+C in the list copies the selected record as JSON, several as JSON Lines.
        feed.widget.addFocusShortcut("<Control>c") { [weak self] in
            guard let self, let text = self.feed.list.selectedItems.map(\.item).clipboardText else { return }
            Clipboard.setText(text, from: self.feed.widget)
        }
        viewSwitch.makeTable = { [weak self] in self?.makeTable() }
        viewSwitch.onSwitch = { [columnChooser] showsTable in columnChooser.button.isVisible = showsTable }
        followButton.tooltip = appTexts.translate("Follow the end of the file as it grows")
        followButton.setAccessibleLabel(appTexts.translate("Follow"))
        followButton.onToggled { [weak self] in
            guard let self else { return }
            self.isFollowing = self.followButton.isActive
        }
    }

    public var widget: Widget { area }

    /// No records: an empty page that says whether the file is empty or holds no records.
    private func describeEmptyFile() {
        feed.emptyPage.title(source.isBlank ? appTexts.translate("Empty file") : appTexts.translate("No items"))
            .description((source.isBlank ? appTexts.translate("“%s” is empty.") : appTexts.translate("“%s” holds no records."))
                .filling(source.fileName))
    }

    /// Shows `item` whole in the details pane.
    func showDetails(of item: RecordItem) {
        let wasHidden = details.shownItem == nil
        details.show(item)
        if wasHidden { arrange(width: area.allocatedWidth, height: area.allocatedHeight, placingHandle: true) }
    }

    /// Puts the details below the list in a window narrower than 720 pixels, beside it otherwise,
    /// and the handle a little past the middle when asked to (or when the orientation changes).
    private func arrange(width: Int, height: Int, placingHandle: Bool = false) {
        let orientation: Box.Orientation = width < 720 ? .vertical : .horizontal
        guard placingHandle || orientation != layout.orientation else { return }
        layout.orientation = orientation
        layout.position = Int32(Double(orientation == .horizontal ? width : height) * 0.55)
    }

    /// The file name, how many records it has (as far as known), and which of them the list
    /// holds when that is not all of them.
    public var title: String {
        guard feed.state.hasLoadedOnce else { return source.fileName }
        let index = source.indexProgress
        let shownCount = source.dataSource.itemCount
        let isWhole = index?.isComplete ?? feed.state.isExhausted
        let total = source.knownRecordCount
        let count = UserLocale.formatted(total)
        var items = isWhole
            ? appTexts.translate("%s item", "%s items", count: total).filling(count)
            : appTexts.translate("%s item so far", "%s items so far", count: total).filling(count)
        if let decompression, let progress = decompression.progress, !progress.hasEnded {
            // TRANSLATORS: how much of a compressed file was decompressed so far, as a percentage
            items += " " + appTexts.translate("(%s%% decompressed)").filling(UserLocale.formatted(Int(progress.fraction * 100)))
        } else if let index, !index.isComplete {
            // TRANSLATORS: how much of a file was indexed so far, as a percentage
            items += " " + appTexts.translate("(%s%% indexed)").filling(UserLocale.formatted(Int(index.fraction * 100)))
        }
        // (Records a search or a filter chose are counted in its bar.)
        if case .all = source.selection, shownCount > 0, shownCount < total {
            // TRANSLATORS: the records the list holds now, such as "1,001–1,200 shown"
            items += ", " + appTexts.translate("%1$s–%2$s shown").filling(
                UserLocale.formatted(source.droppedRecords + 1), UserLocale.formatted(source.lastLoadedRecord))
        }
        // TRANSLATORS: the window title: a file name, then how many records it has
        return appTexts.translate("%1$s — %2$s").filling(source.fileName, items)
    }

    public var tabTitle: String { source.fileName }

    public var headerBarWidgets: [Widget] { [followButton, columnChooser.button, viewSwitch.button] }

    public var menuActions: [(name: String, handler: @MainActor () -> Void)] {
        [("find", { [weak self] in self?.searchBar.open() }),
         ("filter", { [weak self] in self?.filterBar.open() }),
         ("export", { [weak self] in self?.exporter.chooseDestination() }),
         ("go-to-record", { [weak self] in self?.navigator.openGoTo() })]
    }

    /// Whether the first load and any jump asked for are over, so a picture shows their result.
    package var isSettled: Bool {
        (feed.state.hasLoadedOnce || feed.errorPage.isShown) && initialRecord == nil && initialSearch == nil
            && initialFilter == nil && initialSort == nil && !navigator.isMoving && searchBar.search?.progress.isFinal != false
            && source.filter?.progress.isFinal != false && filtering == nil && decompression?.isSettled != false
            && source.isIndexSettled && timeline.isSettled && searchBar.showsCurrentCount && filterBar.showsCurrentCount
            && !sorter.isSorting
    }

    /// Selects and shows record `number`, if the list holds it, and gives it the keyboard focus
    /// when `focusing`.
    func focus(record number: Int, focusing: Bool = true) {
        guard let path = source.dataSource.indexPath(ofItemWithID: number) else { return }
        if focusing {
            feed.list.focusItem(at: path)
        } else {
            feed.list.selectItem(at: path)
            feed.list.scrollToItem(at: path)
        }
    }

    /// Shows the records chosen: the search's matches while the search bar shows only them,
    /// else those the filter lets through, else every record; in the table's sort once it is
    /// made (started here when a header asks for one); with the selected record (or the next
    /// one shown) still selected, unless not `keepingSelection` (a new order starts at the top).
    func showChosenRecords(keepingSelection: Bool = true) {
        let selected = keepingSelection ? feed.list.selectedItem?.item.id : nil
        let shown: (any RecordMatching)? = searchBar.showsOnlyMatches ? searchBar.search : source.filter
        let sorted = sorter.completeSort(within: shown)
        filtering?.cancel()
        filtering = Task { [weak self] in
            guard let self else { return }
            defer { if !Task.isCancelled { self.filtering = nil } }
            do {
                if let sorted, let order = self.sorter.order {
                    try await self.source.showSorted(sorted, descending: !order.ascending)
                } else {
                    try await self.source.showOnlyMatches(of: shown)
                }
                self.feed.loadMore()
                self.describeEmptyList()
                if let selected {
                    self.navigator.goTo(selected, focusing: false)
                } else if !keepingSelection {
                    self.scrollToStart()
                }
            } catch is CancellationError {
            } catch {
                self.showMessage(appTexts.translate("Some of the file is damaged"), detail: String(describing: error))
            }
        }
    }
    /// Fills the list with the records chosen; `nil` once they show.
    private var filtering: Task<Void, Never>?

    /// No records shown: an empty page that says which search or filter let none through, or
    /// whether the file is empty.
    private func describeEmptyList() {
        let name = source.fileName
        if searchBar.showsOnlyMatches, let query = searchBar.query {
            feed.emptyPage.title(appTexts.translate("No matching records"))
                .description(appTexts.translate("Nothing in “%1$s” matches “%2$s”.").filling(name, Self.quoted(query.text)))
        } else if let filter = source.filter?.filter {
            feed.emptyPage.title(appTexts.translate("No matching records"))
                // TRANSLATORS: a file name, then the filter expression none of its records pass
                .description(appTexts.translate("No record of “%1$s” passes “%2$s”.").filling(name, Self.quoted(filter.text)))
        } else {
            describeEmptyFile()
        }
    }

    /// What the user typed, as a page quotes it: one line of at most 80 characters. A label
    /// wraps a long unbroken word in time that grows with the square of its length (20,000
    /// digits took 54 s to lay out).
    private static func quoted(_ text: String) -> String {
        var line = ShortLine(limit: 80)
        line.append(text)
        return line.text
    }

    /// Once the first records are in (and a compressed file is all decompressed): the filter,
    /// the search and the record the command line asked for, the filter first, since the
    /// search looks among what it lets through.
    private func startWhatWasAskedFor() {
        guard feed.state.hasLoadedOnce, decompression?.hasEnded != false else { return }
        if decompression != nil, !hasCaughtUpWithDecompression {
            // A list that read to the copy's end before it was whole reads on.
            hasCaughtUpWithDecompression = true
            if feed.state.isExhausted { feed.loadMore() }
        }
        if let text = initialFilter {
            initialFilter = nil
            filterBar.filter(by: text)
        }
        if let text = initialSearch {
            initialSearch = nil
            searchBar.search(for: text, regularExpression: initialSearchIsRegularExpression)
        }
        if let (key, ascending) = initialSort {
            initialSort = nil
            sort(by: .named(key, in: source.dataSource.sections.first?.items.first?.value), ascending: ascending)
        }
        let goesToRecord = initialRecord != nil
        if let number = initialRecord {
            initialRecord = nil
            navigator.goTo(number)
        }
        follower.firstLoadEnded(sentElsewhere: goesToRecord)
    }
    private var hasCaughtUpWithDecompression = false

    /// More was decompressed: the index, the searches and a list at its end go on with it; at
    /// the end, a message says how big a copy on disk is, or why it stopped early.
    private func decompressionDidProgress(_ progress: DecompressedFile.Progress) {
        source.extendIndex()
        if feed.state.hasLoadedOnce, feed.state.isExhausted { feed.loadMore() }
        updateFooterText()
        host?.contentDidChange()
        guard progress.hasEnded else { return }
        startWhatWasAskedFor()
        if let failure = progress.failure {
            source.reportDecompressionFailure(failure)
            host?.showToast(appTexts.translate("Some of the file is damaged"), failure.text)
        } else if progress.isComplete, feed.state.hasLoadedOnce, decompression?.readsACopy == true {
            // TRANSLATORS: a compressed file's name
            host?.showToast(appTexts.translate("“%s” is decompressed").filling(source.fileName),
                            // TRANSLATORS: the size of the decompressed copy on disk, such as "122 MB"
                            appTexts.translate("Read from a temporary copy of %s, deleted when the window closes")
                                .filling(DiskSize.text(progress.decompressedBytes)))
        }
    }

    /// The footer at the end of the records: while a file is followed or still decompressing,
    /// more records are awaited, rather than none.
    private func updateFooterText() {
        let awaitsMore = follower.isFollowing || decompression?.hasEnded == false
        if let failure = decompression?.damage {
            // What follows the last record cannot be read: the end of the list says why.
            // TRANSLATORS: at the end of a damaged compressed file's records; why no more can be read
            feed.texts.noMoreItems = appTexts.translate("The rest of the file cannot be read: %s").filling(failure.text)
        } else {
            feed.texts.noMoreItems = awaitsMore ? appTexts.translate("Waiting for more records…") : FeedTexts().noMoreItems
        }
    }

    /// Shows how far the sort by `field` has got in its header, and the sorted records once
    /// it is complete (`progress` `nil`: the sort stopped).
    func sortDidProgress(_ progress: SortProgress?, of field: TableField) {
        viewSwitch.table?.showSortProgress(progress, of: field)
        host?.contentDidChange()
        guard let progress, progress.hasEnded else { return }
        if progress.isComplete, progress.keyedRecords == 0, progress.examinedRecords > 0 {
            // Nothing to sort by: the file's order stays, and the field's name was likely mistyped.
            sorter.order = nil
            viewSwitch.table?.sort(by: nil)
            // TRANSLATORS: a sort asked for by a field that no record of the file has
            let message = appTexts.translate("No record has a field “%s” to sort by").filling(field.layoutName)
            source.reportProblem(message)
            showMessage(message)
        } else if progress.isComplete {
            showChosenRecords(keepingSelection: false)
        } else if let failure = progress.failure {
            sorter.order = nil
            viewSwitch.table?.sort(by: nil)
            // TRANSLATORS: a message when a table header's sort of the whole file failed
            showMessage(appTexts.translate("The records could not be sorted"), detail: failure.text)
        }
    }

    /// Tells the window that the filter found more, for its title and picture.
    func filterDidProgress() {
        host?.contentDidChange()
        timeline.update()
        sorter.followMatches()
    }

    /// Draws the search's matches anew along the scroll bar and over the timeline.
    func matchesDidChange() {
        matchOverview.update()
        timeline.update()
        sorter.followMatches()
    }

    /// The records an export saves: those the list shows (every record, the filter's, or the
    /// search's matches), in the table's sort while there is one.
    var shownRecordsForExport: RecordExport.Records {
        switch source.selection {
        case .all: .all
        case .matching(let matching): .matching(matching)
        case .sorted(let sort, let descending): .sorted(sort, descending: descending)
        }
    }

    /// Asks the window where to save a file (see ``ViewerContentHost/chooseFileToSave``).
    func chooseFileToSave(_ suggestedName: String, _ filters: [(String, [String])], completion: @escaping @MainActor (String?) -> Void) {
        guard let host else { return completion(nil) }
        host.chooseFileToSave(suggestedName, filters, completion)
    }

    /// Tells the user something in the window's toast.
    func showMessage(_ title: String, detail: String? = nil) {
        host?.showToast(title, detail)
    }

    /// Whether the list follows the file as it grows (the Follow toggle, `--follow`).
    public var isFollowing: Bool {
        get { follower.isFollowing }
        set {
            guard newValue != follower.isFollowing else { return }
            if newValue { follower.start() } else { follower.stop() }
            followButton.isActive = newValue
            // A followed file has no last record yet: its footer waits for more.
            updateFooterText()
        }
    }

    /// Scrolls the list and the table to their first rows.
    private func scrollToStart() {
        feed.list.scrollToRow(0)
        viewSwitch.table?.view.scrollToItem(at: ListIndexPath(section: 0, item: 0))
    }

    /// Scrolls to the last row (the footer, when it shows).
    func scrollToEnd() {
        feed.list.scrollToRow(feed.list.presentedRowCount - 1)
    }
    public func beginRefreshing() { feed.beginRefreshing() }
    public func attach(to host: ViewerContentHost) { self.host = host }
}

/// The query the rows highlight, read by the row adapter, which is made before the search bar.
@MainActor
final class HighlightedQuery {
    weak var bar: FileSearchBar?
    var query: SearchQuery? { bar?.query }
}
