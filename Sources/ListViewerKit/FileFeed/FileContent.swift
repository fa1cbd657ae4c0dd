import Foundation
import GtkList
import ListCore

/// An opened JSON, JSON Lines or CSV file as a paging list.
@MainActor
public final class FileContent: ViewerContent {
    /// The refreshable, paging list of the file's records.
    public let feed: FeedListView<RecordItem>
    /// The file and its reading.
    public let source: FileFeedSource
    /// The whole of the record last activated, beside the list.
    let details = RecordDetailsPane()
    /// The list and the details, side by side or, in a narrow window, one above the other.
    private let layout: Paned
    private let area: Overlay
    /// The header bar's Follow toggle: keeps the list at the end while the file grows.
    let followButton = ToggleButton(iconName: "go-bottom-symbolic")
    /// The list or the table of the records, and the header bar's Table toggle.
    let viewSwitch: RecordViewSwitch
    private lazy var follower = FileFollower(content: self)
    private var host: ViewerContentHost?
    private var dataSourceObservation: ObservationToken?

    /// Opens `path` (nothing is read until the list is shown).
    public init(path: String, options: ReadingOptions = ReadingOptions(), titleKey: String? = nil,
                subtitleKey: String? = nil) {
        source = FileFeedSource(path: path, options: options, titleKey: titleKey, subtitleKey: subtitleKey)
        feed = FeedListView(dataSource: source.dataSource, adapters: [
            RowAdapter(kind: "record", make: RecordRow.init) { $0.show($1) },
        ])
        feed.list.showsSeparators = true
        feed.list.maximumContentWidth = ViewerWindow.readableWidth
        feed.list.contextMenu = { [weak feed] row in
            [
                RowAction(appTexts.translate("_Copy")) {
                    guard let feed else { return }
                    Clipboard.setText(row.item.presentation.copiedText, from: feed.widget)
                },
                RowAction(appTexts.translate("Copy as _JSON")) {
                    guard let feed else { return }
                    Clipboard.setText(row.item.value.json, from: feed.widget)
                },
            ]
        }
        viewSwitch = RecordViewSwitch(list: feed.widget)
        layout = Paned(.horizontal, start: viewSwitch.widget, end: details.widget)
        // An empty, flat area over both that reports their size as the window changes.
        let sizeProbe = DrawingArea()
        sizeProbe.receivesPointerInput = false
        sizeProbe.setAccessibleRole(.presentation)
        area = Overlay(child: layout)
        area.addOverlay(sizeProbe)
        // Several screens ahead: a page of a huge file takes a moment to read.
        feed.loadMoreThreshold = .rows(40)
        let name = source.fileName
        feed.refreshWork = { [source, weak feed] _ in
            let more = try await source.refresh()
            // No records: an empty page that says whether the file is empty or holds no records.
            feed?.emptyPage.title(source.isBlank ? appTexts.translate("Empty file") : appTexts.translate("No items"))
                .description((source.isBlank ? appTexts.translate("“%s” is empty.") : appTexts.translate("“%s” holds no records."))
                    .filling(name))
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
        dataSourceObservation = source.dataSource.observe { [weak self] _ in self?.host?.contentDidChange() }
        feed.onStateChange { [weak self] state in
            self?.host?.setRefreshing(state.isRefreshing)
            self?.host?.contentDidChange()
            // While following, each load that ends leaves the list at its end.
            if state.footer != .loading && !state.isRefreshing { self?.follower.loadEnded() }
        }
        sizeProbe.onResize { [weak self] width, height in
            Task { @MainActor [weak self] in self?.arrange(width: width, height: height) }
        }
        // Enter, a double click or a click on a row's title: the whole record beside the list.
        feed.list.onActivate { [weak self] activated in self?.showDetails(of: activated.item) }
        // Ctrl+C in the list copies the selected record as JSON.
        feed.widget.addFocusShortcut("<Control>c") { [weak self] in
            guard let self, let selected = self.feed.list.selectedItem else { return }
            Clipboard.setText(selected.item.value.json, from: self.feed.widget)
        }
        viewSwitch.makeTable = { [weak self] in self?.makeTable() }
        followButton.tooltip = appTexts.translate("Follow the end of the file as it grows")
        followButton.setAccessibleLabel(appTexts.translate("Follow"))
        followButton.onToggled { [weak self] in
            guard let self else { return }
            self.isFollowing = self.followButton.isActive
        }
    }

    public var widget: Widget { area }

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

    /// The file name and how many records were read so far.
    public var title: String {
        guard feed.state.hasLoadedOnce else { return source.fileName }
        let shown = source.dataSource.itemCount
        let read = shown + source.droppedRecords
        let count = UserLocale.formatted(read)
        let items = switch (feed.state.isExhausted, source.droppedRecords > 0) {
        case (true, false): appTexts.translate("%s item", "%s items", count: read).filling(count)
        case (false, false): appTexts.translate("%s item so far", "%s items so far", count: read).filling(count)
        case (true, true):
            // TRANSLATORS: %1$s records were read, the window keeps only the last %2$s of them
            appTexts.translate("%1$s item, the last %2$s shown", "%1$s items, the last %2$s shown", count: read)
                .filling(count, UserLocale.formatted(shown))
        case (false, true):
            appTexts.translate("%1$s item so far, the last %2$s shown", "%1$s items so far, the last %2$s shown",
                               count: read).filling(count, UserLocale.formatted(shown))
        }
        // TRANSLATORS: the window title: a file name, then how many records it has
        return appTexts.translate("%1$s — %2$s").filling(source.fileName, items)
    }

    public var headerBarWidgets: [Widget] { [followButton, viewSwitch.button] }

    /// Whether the list follows the file as it grows (the Follow toggle, `--follow`).
    public var isFollowing: Bool {
        get { follower.isFollowing }
        set {
            guard newValue != follower.isFollowing else { return }
            if newValue { follower.start() } else { follower.stop() }
            followButton.isActive = newValue
        }
    }

    /// Scrolls to the last row (the footer, when it shows).
    func scrollToEnd() {
        feed.list.scrollToRow(feed.list.presentedRowCount - 1)
    }
    public func beginRefreshing() { feed.beginRefreshing() }
    public func attach(to host: ViewerContentHost) { self.host = host }
}
