import Foundation
import GtkList
import ListCore

/// Drives the real window into a ``ViewerState`` for a picture, the way a user would get there:
/// loads finish at once, the operation to be pictured never finishes, the clock is fixed.
@MainActor
struct SnapshotStager {
    /// The time pictures show as "last updated": 09:41 on 1 June 2026, UTC.
    static let pictureDate = Date(timeIntervalSince1970: 1_780_306_860)
    /// Longer than any snapshot takes: the pictured operation is still running.
    static let forever = Duration.seconds(3_600)

    let viewer: ViewerWindow
    let state: ViewerState

    /// Sets up the source before the window is shown (and its first load starts).
    func prepare() {
        let source = viewer.source
        source.refreshDelay = state == .loading ? Self.forever : .zero
        source.pageDelay = .zero
        source.failsNextLoad = state == .error
        viewer.feed.clock = { Self.pictureDate }
    }

    /// Brings the shown window into the state.
    func stage() async {
        switch state {
        case .loading:
            await waitUntil { viewer.feed.loadingPage.isShown }
        case .error:
            await waitUntil { viewer.feed.errorPage.isShown }
        default:
            await waitUntil { viewer.feed.state.hasLoadedOnce }
            await stageLoaded()
        }
        // Rows and pages settle in the frames after a change: layout, then the rows' own sizes.
        await viewer.window.drawn()
        await viewer.window.drawn()
    }

    private func stageLoaded() async {
        let source = viewer.source
        switch state {
        case .list, .loading, .error:
            break
        case .pulling:
            viewer.feed.simulatePull(distance: 40)
        case .armed:
            viewer.feed.simulatePull(distance: 84)
        case .refreshing:
            // A finished refresh first, so "last updated" shows under "Refreshing…".
            source.refreshDelay = Self.forever
            viewer.feed.beginRefreshing()
        case .loadingMore:
            source.pageDelay = Self.forever
            await scrollToEnd(until: { viewer.feed.state.footer == .loading })
        case .exhausted:
            await scrollToEnd(until: { viewer.feed.state.isExhausted })
        case .loadMoreError:
            source.failsNextLoad = true
            await scrollToEnd(until: {
                if case .failed = viewer.feed.state.footer { return true }
                return false
            })
        case .empty:
            source.dataSource.removeAll()
        case .emptyText:
            viewer.feed.emptyPage = DemoPages.textOnly()
            source.dataSource.removeAll()
        case .emptyImage:
            viewer.feed.emptyPage = DemoPages.imageOnly()
            source.dataSource.removeAll()
        }
    }

    /// Scrolls to the last row, again after every page, until `condition` holds.
    private func scrollToEnd(until condition: @MainActor () -> Bool) async {
        for _ in 0..<50 where !condition() {
            viewer.list.scrollToRow(viewer.list.presentedRowCount - 1)
            await viewer.window.drawn()
        }
        viewer.list.scrollToRow(viewer.list.presentedRowCount - 1)
        await viewer.window.drawn()
    }

    private func waitUntil(_ condition: @MainActor () -> Bool) async {
        for _ in 0..<200 where !condition() {
            await viewer.window.nextFrame()
        }
    }
}
