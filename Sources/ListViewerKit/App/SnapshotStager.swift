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

    let demo: DemoContent
    let window: Window
    let state: ViewerState

    /// Sets up the source before the window is shown (and its first load starts).
    func prepare() {
        let source = demo.source
        source.refreshDelay = state == .loading ? Self.forever : .zero
        source.pageDelay = .zero
        source.failsNextLoad = state == .error
        demo.feed.clock = { Self.pictureDate }
    }

    /// Brings the shown window into the state.
    func stage() async {
        switch state {
        case .loading:
            await waitUntil { demo.feed.loadingPage.isShown }
        case .error:
            await waitUntil { demo.feed.errorPage.isShown }
        default:
            await waitUntil { demo.feed.state.hasLoadedOnce }
            await stageLoaded()
        }
        // Rows and pages settle in the frames after a change: layout, then the rows' own sizes.
        await window.drawn()
        await window.drawn()
    }

    private func stageLoaded() async {
        let source = demo.source
        switch state {
        case .list, .loading, .error:
            break
        case .pulling:
            demo.feed.simulatePull(distance: 40)
        case .armed:
            demo.feed.simulatePull(distance: 84)
        case .refreshing:
            // A finished refresh first, so "last updated" shows under "Refreshing…".
            source.refreshDelay = Self.forever
            demo.feed.beginRefreshing()
        case .loadingMore:
            source.pageDelay = Self.forever
            await scrollToEnd(until: { demo.feed.state.footer == .loading })
        case .exhausted:
            await scrollToEnd(until: { demo.feed.state.isExhausted })
        case .loadMoreError:
            source.failsNextLoad = true
            await scrollToEnd(until: {
                if case .failed = demo.feed.state.footer { return true }
                return false
            })
        case .empty:
            source.dataSource.removeAll()
        case .emptyText:
            demo.feed.emptyPage = DemoPages.textOnly()
            source.dataSource.removeAll()
        case .emptyImage:
            demo.feed.emptyPage = DemoPages.imageOnly()
            source.dataSource.removeAll()
        case .wallpapers:
            demo.wallpapersToggle.isActive = true
            demo.wallpapers.focusItem(at: ListIndexPath(section: 0, item: 1))
            await waitUntil { demo.wallpapers.focusedRow == 2 }
        }
    }

    /// Scrolls to the last row, again after every page, until `condition` holds; then until
    /// the list rests at its very end, and its overlay scroll bar has faded.
    private func scrollToEnd(until condition: @MainActor () -> Bool) async {
        let list = demo.feed.list
        for _ in 0..<50 {
            guard !condition() else { break }
            list.scrollToRow(list.presentedRowCount - 1)
            await window.drawn()
        }
        // The footer that came last may be taller than the one it replaced, and GTK learns its
        // height in a later frame: scrolled again until the end stays the end for two frames.
        let scrolled = list.scrolledWindow
        var restingFrames = 0
        var lastHeight = -1.0
        for _ in 0..<100 {
            guard restingFrames < 2 else { break }
            list.scrollToRow(list.presentedRowCount - 1)
            await window.drawn()
            let isAtEnd = scrolled.maximumVerticalOffset - scrolled.verticalOffset < 0.5
            restingFrames = isAtEnd && scrolled.contentHeight == lastHeight ? restingFrames + 1 : 0
            lastHeight = scrolled.contentHeight
        }
        // GTK fades the overlay scroll bar out a second after the content last moved.
        await waitUntil(frames: 600) { scrolled.showsNoScrollIndicators }
    }

    /// Waits for `condition`, a frame at a time; past `frames`, standard error says the
    /// picture shows the state before it held.
    private func waitUntil(frames: Int = 200, _ condition: @MainActor () -> Bool) async {
        if await !window.nextFrames(atMost: frames, until: condition) {
            FileHandle.standardError.write(Data("list-viewer: the \(state.rawValue) picture was taken before its window came to rest\n".utf8))
        }
    }
}
