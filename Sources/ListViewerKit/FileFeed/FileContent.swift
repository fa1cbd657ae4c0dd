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
    private var host: ViewerContentHost?
    private var dataSourceObservation: ObservationToken?

    /// Opens `path` (nothing is read until the list is shown).
    public init(path: String, format: RecordFormat? = nil, titleKey: String? = nil, subtitleKey: String? = nil) {
        source = FileFeedSource(path: path, format: format, titleKey: titleKey, subtitleKey: subtitleKey)
        feed = FeedListView(dataSource: source.dataSource, adapters: [
            RowAdapter(kind: "record", make: RecordRow.init) { $0.show($1) },
        ])
        feed.list.showsSeparators = true
        // Several screens ahead: a page of a huge file takes a moment to read.
        feed.loadMoreThreshold = .rows(40)
        feed.refreshWork = { [source] _ in try await source.refresh() ? .available : .exhausted }
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
        let name = source.fileName
        feed.emptyPage = EmptyPage.textOnly(title: "No items", description: "“\(name)” holds no records.")
        feed.errorPage = EmptyPage.standard(image: .iconName("dialog-error-symbolic"),
                                            title: "Couldn’t read “\(name)”", description: "",
                                            buttonTitle: "_Try Again")
            .imageTint(Color(hex: 0xC01C28))
        source.onWarning = { [weak self] message in self?.host?.showToast("Some of the file is damaged", message) }
        dataSourceObservation = source.dataSource.observe { [weak self] _ in self?.host?.contentDidChange() }
        feed.onStateChange { [weak self] state in
            self?.host?.setRefreshing(state.isRefreshing)
            self?.host?.contentDidChange()
        }
    }

    public var widget: Widget { feed.widget }

    /// The file name and how many records were read so far.
    public var title: String {
        guard feed.state.hasLoadedOnce else { return source.fileName }
        let shown = source.dataSource.itemCount
        let read = shown + source.droppedRecords
        let items = read == 1 ? "1 item" : "\(read.formatted()) items"
        let soFar = feed.state.isExhausted ? "" : " so far"
        let window = source.droppedRecords > 0 ? ", the last \(shown.formatted()) shown" : ""
        return "\(source.fileName) — \(items)\(soFar)\(window)"
    }

    public var headerBarWidgets: [Widget] { [] }
    public func beginRefreshing() { feed.beginRefreshing() }
    public func attach(to host: ViewerContentHost) { self.host = host }
}
