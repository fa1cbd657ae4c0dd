import Foundation

/// The one state machine behind refresh, load-more, exhausted, failed and empty.
///
/// The view sends every input as a ``FeedEvent`` to ``handle(_:now:)``, starts or cancels the
/// work it returns as ``FeedEffect``s, and draws ``refreshIndicator``, ``footer`` and
/// ``overlayPage``. The state is a plain value with no timers and no I/O, so every rule can be
/// tested without a display:
///
/// - The empty page never shows before the first load succeeded; the loading page does.
/// - At most one operation runs. A refresh supersedes a running load-more by cancelling it first;
///   finishes of superseded work are ignored.
/// - A load-more never fires twice for one page, never during a refresh, never before the first
///   load, and never after the source is exhausted until a refresh says more is available.
/// - After a load-more failure only Retry loads again, so a broken source is not hammered.
/// - A short list that does not fill the viewport loads page after page, but an empty page, or
///   twenty such pages in a row, pause automatic loading until the user scrolls, presses Retry,
///   or a refresh starts.
public struct FeedState: Equatable, Sendable {
    /// How many pages may load in a row, without the user scrolling, while the rows do not fill
    /// the viewport.
    ///
    /// The view re-sends `nearEnd(contentFillsViewport: false)` after each append, so rows that
    /// stay short (tiny pages, rows measured at zero height, a viewport reported wrongly) would
    /// otherwise fetch the whole source unasked. Twenty pages of a typical size fill any real
    /// window many times over, and one scroll by the user resumes loading, so the cap costs
    /// little when it is hit by mistake.
    static let maximumUnfilledLoadsInARow = 20

    /// What runs now, with the running operation's id.
    public private(set) var phase: FeedPhase = .notLoaded
    /// Whether the source said it has no more pages. Cleared by a refresh that says more are
    /// available, and by ``FeedEvent/moreAvailable``.
    public private(set) var isExhausted = false
    /// Whether a refresh (the first load included) has ever succeeded.
    public private(set) var hasLoadedOnce = false
    /// The data source's item count, headers and footers not counted.
    public private(set) var itemCount = 0
    /// When a refresh (the first load included) last succeeded, as passed to ``handle(_:now:)``.
    public private(set) var lastUpdated: Date?
    /// The message of the last refresh failure, until a refresh succeeds.
    ///
    /// While the list has rows the failure does not cover them: the view shows this message as a
    /// toast. Without rows it is the message of the error page (``OverlayPage/failed(message:)``).
    public private(set) var lastRefreshError: String?

    // The next two are readable inside the module because the presentation extension, in a file
    // of its own, derives what to show from them.

    /// The message of the last load-more failure, shown in the footer until Retry or a successful
    /// refresh.
    private(set) var loadMoreError: String?
    /// How far the user has pulled, clamped to `0...1`; 0 when not pulling.
    private(set) var pullProgress = 0.0
    /// Whether `nearEnd` is ignored until the user scrolls, presses Retry, or a refresh starts.
    private var isAutoLoadingPaused = false
    /// Whether `moreAvailable` came while a load ran: its "exhausted" is already out of date.
    private var moreArrivedDuringLoad = false
    /// Load-mores started by `nearEnd(contentFillsViewport: false)` since the content last filled
    /// the viewport or the user last scrolled.
    private var unfilledLoadsInARow = 0
    /// The number of the last operation id handed out.
    private var lastOperationNumber: UInt64 = 0

    /// Creates a feed that has loaded nothing yet; send `refreshRequested` to start the first load.
    public init() {}

    /// Whether a refresh runs, the first load included.
    public var isRefreshing: Bool {
        if case .refreshing = phase { return true }
        return false
    }

    /// Applies `event`; returns the work to start or cancel, in order.
    ///
    /// - Parameters:
    ///   - event: What happened.
    ///   - now: The current time; becomes ``lastUpdated`` when a refresh succeeds.
    public mutating func handle(_ event: FeedEvent, now: Date = Date()) -> [FeedEffect] {
        switch event {
        case .pullChanged(let progress):
            pullChanged(to: progress)
            return []
        case .pullEnded:
            return pullEnded()
        case .refreshRequested:
            return isRefreshing ? [] : startRefresh()
        case .refreshFinished(let id, let outcome):
            return finishRefresh(id, outcome, now: now)
        case .nearEnd(let contentFillsViewport):
            return reachedNearEnd(contentFillsViewport: contentFillsViewport)
        case .userScrolled:
            resumeAutoLoading()
            return []
        case .loadMoreFinished(let id, let outcome):
            return finishLoadMore(id, outcome)
        case .retryRequested:
            return retry()
        case .moreAvailable:
            return moreBecameAvailable()
        case .itemCountChanged(let count):
            itemCount = max(0, count)
            return []
        }
    }

    // MARK: Refreshing

    private mutating func pullChanged(to progress: Double) {
        // A refresh already shows its spinner; a pull cannot add anything to it.
        guard !isRefreshing else { return }
        // `!(progress > 0)` also catches NaN from a confused gesture, which hides the indicator.
        pullProgress = !(progress > 0) ? 0 : min(progress, 1)
    }

    private mutating func pullEnded() -> [FeedEffect] {
        guard !isRefreshing else { return [] }
        let wasArmed = pullProgress >= 1
        pullProgress = 0
        return wasArmed ? startRefresh() : []
    }

    /// Starts a refresh, cancelling a running load-more first: its page would be appended to a
    /// list the refresh is about to replace.
    private mutating func startRefresh() -> [FeedEffect] {
        var effects: [FeedEffect] = []
        if case .loadingMore(let running) = phase {
            effects.append(.cancel(running))
        }
        let id = makeOperationID()
        phase = .refreshing(id)
        pullProgress = 0
        // New data from the top: whatever paused automatic loading is about to be replaced.
        resumeAutoLoading()
        effects.append(.startRefresh(id))
        return effects
    }

    /// Ends the refresh `id`; one that succeeded while the source said it has more loads the
    /// next page at once.
    private mutating func finishRefresh(_ id: FeedOperationID, _ outcome: FeedLoadOutcome, now: Date) -> [FeedEffect] {
        guard phase == .refreshing(id) else { return [] }
        var loadsOn = false
        switch outcome {
        case .refreshed(let count, let more):
            hasLoadedOnce = true
            itemCount = max(0, count)
            lastUpdated = now
            lastRefreshError = nil
            // The pages after the new first page are new too, so the old failure is moot.
            loadMoreError = nil
            if more != .unchanged {
                isExhausted = more == .exhausted && !moreArrivedDuringLoad
            }
            loadsOn = moreArrivedDuringLoad
        case .pageLoaded:
            return []
        case .failed(let message):
            lastRefreshError = message
        case .cancelled:
            break
        }
        moreArrivedDuringLoad = false
        phase = hasLoadedOnce ? .idle : .notLoaded
        return loadsOn ? startLoadMore() : []
    }

    // MARK: Loading more

    /// Whether a `nearEnd` may start a load-more now (before the unfilled-loads cap is applied).
    private var mayLoadMoreAutomatically: Bool {
        hasLoadedOnce && phase == .idle && !isExhausted && loadMoreError == nil
            && !isAutoLoadingPaused
    }

    private mutating func reachedNearEnd(contentFillsViewport: Bool) -> [FeedEffect] {
        guard mayLoadMoreAutomatically else { return [] }
        if contentFillsViewport {
            unfilledLoadsInARow = 0
        } else {
            guard unfilledLoadsInARow < Self.maximumUnfilledLoadsInARow else {
                isAutoLoadingPaused = true
                return []
            }
            unfilledLoadsInARow += 1
        }
        return startLoadMore()
    }

    private mutating func startLoadMore() -> [FeedEffect] {
        let id = makeOperationID()
        phase = .loadingMore(id)
        return [.startLoadMore(id)]
    }

    /// Ends the load-more `id`; a page read while the source said it has more (its "exhausted"
    /// out of date, its count maybe of items since replaced) is followed by the next at once.
    private mutating func finishLoadMore(_ id: FeedOperationID, _ outcome: FeedLoadOutcome) -> [FeedEffect] {
        guard phase == .loadingMore(id) else { return [] }
        if case .refreshed = outcome { return [] }
        phase = .idle
        defer { moreArrivedDuringLoad = false }
        switch outcome {
        case .refreshed:
            return []
        case .pageLoaded(let added, let more):
            // The item count itself arrives with `itemCountChanged`, before or after this event;
            // adding `added` here would count the page twice when it came before.
            if more == .exhausted {
                isExhausted = !moreArrivedDuringLoad
            } else if added <= 0, !moreArrivedDuringLoad {
                // An empty page that claims more may follow: the view would re-send `nearEnd`
                // at once and ask again without end. (Unless the source said meanwhile that it
                // has more: its items were replaced, say, while the page was read.)
                isAutoLoadingPaused = true
            }
            return moreArrivedDuringLoad ? startLoadMore() : []
        case .failed(let message):
            loadMoreError = message
            return []
        case .cancelled:
            return []
        }
    }

    private mutating func resumeAutoLoading() {
        isAutoLoadingPaused = false
        unfilledLoadsInARow = 0
    }

    // MARK: Retrying

    /// Retries what the visible Retry button stands for: the first load or a refresh on the error
    /// page, else the failed (or paused) load-more.
    private mutating func retry() -> [FeedEffect] {
        guard phase == .idle || phase == .notLoaded else { return [] }
        if !hasLoadedOnce {
            return startRefresh()
        }
        if case .failed = overlayPage {
            return startRefresh()
        }
        guard !isExhausted, loadMoreError != nil || isAutoLoadingPaused else { return [] }
        loadMoreError = nil
        resumeAutoLoading()
        return startLoadMore()
    }

    /// The source has more: an exhausted or paused feed loads on, at once when idle, else as soon
    /// as the running load ends, if it succeeds (its "exhausted" then no longer holds).
    private mutating func moreBecameAvailable() -> [FeedEffect] {
        isExhausted = false
        resumeAutoLoading()
        guard phase == .idle, hasLoadedOnce, loadMoreError == nil else {
            switch phase {
            case .refreshing, .loadingMore: moreArrivedDuringLoad = true
            case .notLoaded, .idle: break
            }
            return []
        }
        moreArrivedDuringLoad = false
        return startLoadMore()
    }

    private mutating func makeOperationID() -> FeedOperationID {
        lastOperationNumber &+= 1
        return FeedOperationID(number: lastOperationNumber)
    }
}
