import GtkList
import ListCore
import RecordFiles

/// An opened JSON, JSON Lines or CSV file in a window: the parts of the window — the list, its
/// bars, the timeline, the scroll bar, the details, the table — each built on the file's model
/// (``OpenFile``) alone, put together.
@MainActor
public final class FileContent: ViewerContent {
    /// The file's model, which every part of the window reads and acts through.
    public let model: OpenFile
    /// The list of the file's records.
    let list: RecordList
    /// The bars and the list, beside the details.
    let layout: FileLayout
    /// Ctrl+F: search the whole file, highlight, go from match to match, show only matches.
    package let searchBar: FileSearchBar
    /// Shift+Ctrl+F: keep the list to the records whose fields pass an expression.
    package let filterBar: FileFilterBar
    /// Shift+Ctrl+E: save the records shown to a file.
    package let exporter: FileExporter
    /// Ctrl+L, Ctrl+Home and Ctrl+End: anywhere in the file.
    package let navigator: RecordNavigator
    /// Records over time, above the list, for files whose records have a time.
    let timeline: FileTimeline
    /// The scroll bar that spans the whole file, beside the list.
    let scrollbar: FileScrollbar
    /// The search's matches as ticks along the scroll bar.
    let matchOverview: MatchOverview
    /// The header bar's Follow toggle.
    let followToggle: FollowToggle
    /// The list or the table of the records, and the header bar's Table toggle.
    let viewSwitch: RecordViewSwitch
    /// The header bar's Columns button, for the table.
    let columnChooser = ColumnChooser()
    /// Shift+Ctrl+P: a text log's patterns, beside the list.
    let patternsPane: PatternsPane
    private let relay: HostRelay

    /// Shows the file `model` describes, read once the list is shown.
    public init(_ model: OpenFile) {
        self.model = model
        list = RecordList(model: model)
        let relay = HostRelay(model: model)
        self.relay = relay
        searchBar = FileSearchBar(model: model)
        filterBar = FileFilterBar(model: model)
        exporter = FileExporter(model: model) { name, filters, completion in
            relay.chooseFileToSave(name, filters, completion: completion)
        }
        timeline = FileTimeline(model: model)
        scrollbar = FileScrollbar(model: model)
        matchOverview = MatchOverview(model: model, over: scrollbar.widget)
        followToggle = FollowToggle(model: model)
        patternsPane = PatternsPane(model: model)
        viewSwitch = RecordViewSwitch(list: list.area)
        list.area.addOverlay(scrollbar.widget)
        list.area.addOverlay(matchOverview.widget)
        let bars = Box(.vertical, children: [exporter.widget, filterBar.widget, searchBar.widget, timeline.widget, viewSwitch.widget])
        bars.expandsHorizontally = true
        layout = FileLayout(model: model, main: Box(.horizontal, children: [patternsPane.widget, bars]))
        navigator = RecordNavigator(model: model, anchor: layout.widget)
        for feature: any FileFeature in [searchBar, filterBar, navigator, patternsPane] {
            feature.areaShortcuts.forEach { layout.widget.addWindowShortcut($0.trigger, handler: $0.action) }
            feature.listShortcuts.forEach { list.addShortcut($0.trigger, action: $0.action) }
        }
        viewSwitch.makeTable = { [weak self] in self.map { FileTable(model: $0.model, chooser: $0.columnChooser) } }
        viewSwitch.onSwitch = { [columnChooser] showsTable in columnChooser.button.isVisible = showsTable }
    }

    /// Opens `file` (nothing is read until the list is shown), and applies `asks` once its
    /// first records are in; while followed, GIO watches it.
    public convenience init(_ file: FileReference, asks: StartRequests = StartRequests()) {
        self.init(OpenFile(file, asks: asks, watch: Self.watch))
    }

    /// How a window's file is watched while it is followed: by GIO.
    static var watch: FileWatch {
        { path, onChange in FileMonitor(path: path, onChange: onChange) }
    }

    /// Opens the file at `path`, read as `options` say, each row titled by `titleKey` (by
    /// default a field guessed), and applies `asks` once its first records are in.
    public convenience init(path: String, options: ReadingOptions = ReadingOptions(), titleKey: String? = nil,
                            asks: StartRequests = StartRequests()) {
        self.init(FileReference(path: path, options: options, titleKey: titleKey), asks: asks)
    }

    /// The refreshable, paging list of the file's records.
    public var feed: FeedListView<RecordItem> { list.feed }

    public var widget: Widget { layout.widget }

    /// The file name, how many records it has (as far as known), and which of them the list
    /// holds when that is not all of them.
    public var title: String { FileTitle.text(of: model) }

    public var tabTitle: String { model.file.name }

    public var headerBarWidgets: [Widget] { [patternsPane.toggle, followToggle.button, columnChooser.button, viewSwitch.button] }

    public var menuActions: [(name: String, handler: @MainActor () -> Void)] {
        [("find", { [weak self] in self?.searchBar.open() }),
         ("filter", { [weak self] in self?.filterBar.open() }),
         ("export", { [weak self] in self?.exporter.chooseDestination() }),
         ("go-to-record", { [weak self] in self?.navigator.openGoTo() })]
    }

    /// Whether the file is settled (``OpenFile/settleState``), so a picture shows the result of
    /// what it was asked.
    package var isSettled: Bool { model.settleState == .settled }

    /// Whether a picture of the window shows the file settled: it is (``isSettled``), or all it
    /// waits for is the rest of a page landing a few rows a frame below list rows that fill the
    /// view already (they reach past its bottom, and the last row shown is not the list's
    /// last), which changes nothing on screen, or the list's watch of rows that stayed put.
    package var isSettledOnScreen: Bool {
        if isSettled { return true }
        guard case .waiting(let waiting) = model.settleState else { return false }
        let reasons = self.list.withoutTheWatchOfRowsThatStayed(waiting)
        if reasons.isEmpty { return true }
        let list = feed.list
        guard reasons == [.rows], list.widget.isDrawable,
              let shown = list.visibleRows,
              list.scrolledWindow.contentHeight > list.scrolledWindow.visibleHeight + 1 else { return false }
        return shown.upperBound < list.presentedRowCount - 1
    }

    /// Whether the list follows the file as it grows (the Follow toggle, `--follow`).
    public var isFollowing: Bool {
        get { model.follow.isFollowing }
        set { if newValue { model.follow.start() } else { model.follow.stop() } }
    }

    /// Whether the records show as a table instead of a list (the Table toggle, `--table`).
    public var showsTable: Bool {
        get { viewSwitch.showsTable }
        set { viewSwitch.showsTable = newValue }
    }

    /// Whether a text log's Patterns pane shows (the Patterns toggle, `--patterns`).
    public var showsPatterns: Bool {
        get { patternsPane.toggle.isActive }
        set { patternsPane.toggle.isActive = newValue }
    }

    public func beginRefreshing() { feed.beginRefreshing() }

    public func attach(to host: ViewerContentHost) { relay.host = host }
}
