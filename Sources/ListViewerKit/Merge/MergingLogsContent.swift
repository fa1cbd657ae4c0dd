import Foundation
import GtkList
import ListCore
import RecordFiles

/// The tab of logs being merged (`--merge`), shown at once: a spinner with the logs' names while
/// they are read and merged on a thread of their own, then the merged list in its place; when a
/// log cannot be read, what went wrong, with Try Again (F5 and Ctrl+R too).
///
/// The merge is the first load of an empty feed, whose loading and error pages say it.
@MainActor
final class MergingLogsContent: ViewerContent {
    let tabTitle: String
    var title: String { tabTitle }
    var headerBarWidgets: [Widget] { [] }
    var widget: Widget { feed.widget }
    /// Whether the merge failed, and why: what its page says.
    private(set) var failure: String?
    /// Whether a merge runs now.
    var isMerging: Bool { feed.state.isRefreshing }

    let feed = FeedListView<MergedLogName>(dataSource: ListDataSource())
    private var host: ViewerContentHost?

    /// How logs are merged: ``MergedLogFile/merging(paths:logFormats:)``, or a test's stand-in.
    typealias Merging = @MainActor ([String], [LogFormat]) async throws(WholeFile.Failure) -> MergedLogFile

    /// Merges the logs at `paths`, read with `logFormats`, with `merging`; `show` makes the tab
    /// that takes this one's place from the merged logs.
    init(paths: [String], logFormats: [LogFormat], merging: @escaping Merging = { try await MergedLogFile.merging(paths: $0, logFormats: $1) },
         show: @escaping @MainActor (MergedLogFile) -> ViewerContent) {
        tabTitle = MergedLogFile.title(for: paths)
        feed.list.accessibleLabel = tabTitle
        feed.loadingPage = Self.mergingPage(names: MergedLogFile.names(of: paths))
        feed.errorPage = EmptyPage.standard(image: .iconName("dialog-error-symbolic"),
                                            title: appTexts.translate("The logs cannot be merged"), description: "",
                                            buttonTitle: appTexts.translate("_Try Again"))
            .imageTint(Color(hex: 0xC01C28))
        feed.refreshWork = { [weak self] _ in
            do throws(WholeFile.Failure) {
                let merged = try await merging(paths, logFormats)
                self?.failure = nil
                if let self { self.host?.replace(show(merged)) }
            } catch {
                self?.didFail(error.description)
                throw error
            }
            return .exhausted
        }
    }

    func beginRefreshing() {
        feed.beginRefreshing()
    }

    func attach(to host: ViewerContentHost) {
        self.host = host
    }

    private func didFail(_ reason: String) {
        failure = reason
        FileHandle.standardError.write(Data("list-viewer: \(reason)\n".utf8))
    }

    /// A spinner over "Merging 3 logs…" and the logs' names, one a line.
    private static func mergingPage(names: [String]) -> EmptyPage {
        let spinner = Spinner()
        spinner.setSizeRequest(width: 32, height: 32)
        spinner.isSpinning = true
        spinner.setAccessibleRole(.presentation)  // the words below say it
        // TRANSLATORS: the page of a tab while the logs it shows are merged into one list
        let title = Label(appTexts.translate("Merging %d log…", "Merging %d logs…", count: names.count)
            .filling(UserLocale.formatted(names.count)))
        title.addCSSClass("title-3")
        let list = Label(names.joined(separator: "\n"))
        list.addCSSClass("dim-label")
        list.centerLines()
        let page = Box(.vertical, spacing: 12, children: [spinner, title, list])
        page.setAccessibleBusy(true)
        return EmptyPage.custom(page)
    }
}

/// The feed of a merge has no rows: its pages say everything.
struct MergedLogName: ListItem {
    let id: String
    var kind: RowKind { "log" }
}
