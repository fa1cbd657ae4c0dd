import Foundation
import ListCore

/// A view that refreshes when pulled down and loads more as it nears its end: a list
/// (``FeedListView``, whose `list` is the ``view``), a grid (``FeedGridView``, whose `grid`
/// is), a table (``FeedTableView``, whose `table` is) or an outline (``FeedOutlineView``).
///
/// GTK has neither, so this adds them around the view: a drawn arrow above the first row that
/// follows a pull from the mouse wheel, a touchpad, a touchscreen or a mouse drag on the top
/// edge; F5 and Ctrl+R; a footer row (across a grid) with a spinner, a "no more items" note or
/// an error with Retry. One `FeedState` decides everything shown and every piece of work started, so
/// load-more never runs twice, never during a refresh and never after the last page.
///
/// The work itself is yours: ``refreshWork`` and ``loadMoreWork`` are handed the data source
/// to update (a refresh usually through `ListDataSource.apply(_:)`, so unchanged rows stay
/// put) and say whether more pages exist. Superseded work is cancelled through Swift task
/// cancellation.
///
/// Like a GTK widget, the feed lives as long as its ``widget`` is in a widget tree or held by
/// you: `window.setChild(feed.widget)` is enough, and closing the window frees the feed. Work
/// still running then is cancelled, and what it finishes later is dropped. The work closures
/// receive what they change as a parameter, so they need not capture the feed.
@MainActor
public final class FeedView<Item: ListItem, Content: ListBase<Item>> {
    /// Work that loads data into the feed's data source, which it is handed, and says whether
    /// more pages exist.
    public typealias Work = @MainActor (ListDataSource<Item>) async throws -> MoreAvailability

    /// The list or grid inside.
    public let view: Content
    /// The widget to put into a window: the refresh indicator above the view. Holding it, or
    /// GTK holding it, keeps the feed alive.
    public var widget: Widget { overlay.newReference() }
    /// Reloads the data. Runs on a refresh from any input and on first show.
    public var refreshWork: Work?
    /// Appends the next page. Runs when the visible end nears the last row. Work that throws
    /// `CancellationError` ends without a word in the footer or to screen readers, and the feed
    /// looks again whether the end is near once the rows are laid out: the way to let go of a
    /// page that is not needed after all (rows still landing left the end in view a moment).
    public var loadMoreWork: Work?
    /// How close to the end the next page starts loading.
    public var loadMoreThreshold = LoadMoreThreshold.rows(5)
    /// Whether the footer says "No more items" after the last page (otherwise it hides).
    public var showsExhaustedFooter = true { didSet { render() } }
    /// The words the refresh indicator and the footer show.
    public var texts = FeedTexts() {
        didSet {
            footerTextsChanged = true
            render()
        }
    }
    /// Whether the first refresh starts by itself when the view is first shown.
    public var refreshesOnFirstShow = true

    /// The clock that stamps "last updated" and measures the time since: ``FeedClock/now``,
    /// which tests freeze, unless you give this feed its own.
    public var clock: @MainActor () -> Date = { FeedClock.now() }

    /// Shown while the first load runs: a spinner and "Loading…".
    public var loadingPage: EmptyPage = FeedPages.loading() { didSet { replacePage(oldValue, with: loadingPage) } }
    /// Shown when the view has no items after a load. (The feed shows its pages itself: leave
    /// ``ListBase/emptyPage`` of ``view`` unset.)
    public var emptyPage: EmptyPage = FeedPages.empty() { didSet { replacePage(oldValue, with: emptyPage) } }
    /// Shown when the first load failed (or a refresh failed with no items); its description
    /// becomes the error's message and its button retries.
    public var errorPage: EmptyPage = FeedPages.error() { didSet { replacePage(oldValue, with: errorPage) } }

    /// The state machine's current state.
    public private(set) var state = FeedState()
    /// The data the view shows.
    public var dataSource: ListDataSource<Item> { view.dataSource }

    private let indicator = RefreshIndicator()
    private let overlay: Overlay
    private let pages: PageOverlay
    private let footer = LoadMoreFooter()
    private let announcer = FeedAnnouncer()
    private let pull: PullTracker
    private var running: [FeedOperationID: Task<Void, Never>] = [:]
    /// Finished loads whose rows are still being laid out and drawn.
    private var settling = 0
    private let stateChanges = ObserverList<FeedState>()
    private var dataSourceObservation: ObservationToken?
    private var hasBeenShown = false
    /// The footer state last shown and whether its row was shown, to rebind the row only on
    /// a change.
    private var shownFooter: (state: FooterState, isShown: Bool) = (.hidden, false)
    /// Whether ``texts`` changed since the footer was last shown.
    private var footerTextsChanged = false
    /// The message the error page shows, so it is set only when it changes.
    private var shownErrorMessage: String?
    /// Items added by all changes so far.
    private var itemsAdded = 0

    /// Creates a feed around `view`, a list or a grid that shows a trailing row.
    init(_ view: Content) {
        self.view = view
        let dataSource = view.dataSource
        overlay = Overlay(child: Box(.vertical, children: [indicator.widget, view.widget]))
        pages = PageOverlay(over: overlay)
        overlay.addOverlay(announcer.widget)
        view.accessibleLabel = packageTexts.translate("Feed")
        // Over the whole area, pages included: a pull on an empty page can still refresh.
        pull = PullTracker(listArea: overlay)
        [loadingPage, emptyPage, errorPage].forEach(pages.add)
        errorPage.onTapButton { [weak self] in self?.retry() }
        footer.onRetry = { [weak self] in self?.retry() }
        wireInputs()
        dataSourceObservation = dataSource.observe { [weak self] change in
            self?.itemsAdded += max(0, change.itemCountAfter - change.itemCountBefore)
            self?.send(.itemCountChanged(change.itemCountAfter))
        }
        state.handle(.itemCountChanged(dataSource.itemCount), now: clock()).forEach(perform)
        overlay.keepAlive(whileReferencedByGtk: self)
    }

    isolated deinit {
        running.values.forEach { $0.cancel() }
    }

    // MARK: Public control

    /// Starts a refresh as a pull would. Ignored while one runs.
    public func beginRefreshing() { send(.refreshRequested) }

    /// Stops a running refresh now, cancelling its work.
    public func endRefreshing() {
        guard case .refreshing(let id) = state.phase else { return }
        running.removeValue(forKey: id)?.cancel()
        send(.refreshFinished(id, .cancelled))
    }

    /// Retries what failed: the next page after a footer error, or the first load.
    public func retry() { send(.retryRequested) }

    /// Tells the feed its source has more than it said, such as a log that grew: an exhausted
    /// feed loads the next page again (at once, or when the running load ends).
    public func loadMore() { send(.moreAvailable) }

    /// Tells the feed that another view of its data source, such as a table shown instead of
    /// the list, was scrolled near its end: the next page loads as it does when the view's own
    /// end comes near (unless the feed is exhausted, failed or loading).
    /// Call it from `ScrolledWindow.onScrollSettled(_:)`, not while GTK lays out a frame.
    public func scrolledNearEnd() { send(.nearEnd(contentFillsViewport: true)) }

    /// Shows a pull of `distance` pixels as if the user were pulling (for pictures and tests).
    public func simulatePull(distance: Double) { pull.pull(to: distance) }

    /// The refresh indicator's title and last-updated line, and the footer's message, as shown
    /// (for tests).
    package var shownTexts: (indicator: [String], footer: String) { (indicator.shownTexts, footer.shownText) }

    /// Delivers a scroll as GTK would from a wheel or touchpad (for tests).
    package func deliverScroll(dy: Double) -> Bool { pull.deliverScroll(dy: dy) }

    /// The clock that times waits such as the wheel's settle delay (tests move a manual one).
    package var delayClock: any Clock<Duration> {
        get { pull.clock }
        set { pull.clock = newValue }
    }

    /// Calls `handler` after every state change, for as long as the feed lives unless
    /// disconnected.
    @discardableResult
    public func onStateChange(_ handler: @escaping (FeedState) -> Void) -> HandlerConnection {
        stateChanges.connect(handler)
    }

    /// What the feed is still doing that will change what it shows (a refresh or a page being
    /// loaded), or `nil` when it is idle; screenshot tests wait for `nil`.
    package var pendingWork: String? {
        switch state.phase {
        case .refreshing: "a refresh"
        case .loadingMore: "a page load"
        default: running.isEmpty && settling == 0 ? nil : "a finished load being drawn"
        }
    }

    // MARK: Inputs

    private func wireInputs() {
        pull.isAtTop = { [weak self] in (self?.view.scrolledWindow.verticalOffset ?? 1) <= 0 }
        pull.acceptsPulls = { [weak self] in
            guard let self, !self.state.isRefreshing else { return false }
            return self.pages.shownPage?.allowsScrolling ?? true
        }
        pull.onPull = { [weak self] distance in
            self?.send(.pullChanged(progress: distance / Double(RefreshIndicator.height)))
        }
        pull.onRelease = { [weak self] in self?.send(.pullEnded) }
        pull.onUserScroll = { [weak self] in self?.send(.userScrolled) }
        // After GTK's layout, not inside it: a load started there would change widgets (the
        // footer, and whatever the app's state handler touches) that GTK already allocated.
        view.scrolledWindow.onScrollSettled { [weak self] in self?.checkNearEnd() }
        view.scrolledWindow.onScrollChange { [weak self] in
            // A shown page follows the header rows it keeps visible; with no page there is
            // nothing to redo on every scrolled frame.
            guard let self, self.pages.shownPage != nil else { return }
            self.showPage()
        }
        overlay.addWindowShortcut("F5|<Control>r") { [weak self] in self?.beginRefreshing() }
        overlay.onMap { [weak self] in
            guard let self, !self.hasBeenShown else { return }
            self.hasBeenShown = true
            if self.refreshesOnFirstShow { self.beginRefreshing() }
        }
    }

    /// Sends `nearEnd` when the visible end is within the threshold of the last row.
    private func checkNearEnd() {
        let scrolled = view.scrolledWindow
        let content = scrolled.contentHeight
        let visibleEnd = scrolled.verticalOffset + scrolled.visibleHeight
        let threshold = loadMoreThreshold.pixels(contentHeight: content, rowCount: view.presentedRowCount)
        // An empty feed shows its empty page; no end is near in it.
        guard content > 0, view.presentedRowCount > 0, visibleEnd >= content - threshold else { return }
        send(.nearEnd(contentFillsViewport: content > scrolled.visibleHeight + 1))
    }

    // MARK: The state machine

    /// Feeds `event` to the state machine, shows the result and starts or cancels work.
    package func send(_ event: FeedEvent) {
        let effects = state.handle(event, now: clock())
        render()
        effects.forEach(perform)
        stateChanges.notify(state)
    }

    private func perform(_ effect: FeedEffect) {
        switch effect {
        case .startRefresh(let id):
            // A refresh replaces everything: the state machine wants the item count then.
            start(id, isRefresh: true, work: refreshWork,
                  success: { [dataSource] more, _ in .refreshed(count: dataSource.itemCount, more: more) })
        case .startLoadMore(let id):
            start(id, isRefresh: false, work: loadMoreWork,
                  success: { more, added in .pageLoaded(added: added, more: more) })
        case .cancel(let id):
            running.removeValue(forKey: id)?.cancel()
        }
    }

    /// Runs `work` for operation `id`, a refresh or a page load; `success` turns what it said, and
    /// the items added while it ran, into the outcome the state machine hears.
    private func start(_ id: FeedOperationID, isRefresh: Bool, work: Work?,
                       success: @escaping @MainActor (MoreAvailability, _ added: Int) -> FeedLoadOutcome) {
        view.setAccessibleBusy(true)
        // A page's own additions are the difference across its work: the item count alone would
        // miss a page whose rows replaced older ones.
        let addedBefore = itemsAdded
        // The work holds the data source, never the feed: a feed let go meanwhile is freed, and
        // `self` below is nil when the work comes back, which drops the result.
        running[id] = Task { [weak self, dataSource] in
            let outcome: FeedLoadOutcome
            do {
                let more = try await work?(dataSource) ?? .unchanged
                try Task.checkCancellation()
                guard let self else { return }
                outcome = success(more, self.itemsAdded - addedBefore)
            } catch is CancellationError {
                outcome = .cancelled
            } catch {
                outcome = .failed(message: String(describing: error))
            }
            guard let self else { return }
            let wasRunning = self.running.removeValue(forKey: id) != nil
            // Cancelled by the feed itself (superseded, or ended from code): it already knows.
            guard wasRunning || outcome != .cancelled else { return }
            self.settling += 1
            defer { self.settling -= 1 }
            self.send(isRefresh ? .refreshFinished(id, outcome) : .loadMoreFinished(id, outcome))
            self.announce(outcome, ofRefresh: isRefresh)
            // A page that leaves the end in view asks for the next one. Content shorter than the
            // window does not change the scroll range, so no scroll signal would say so: look
            // again once the new rows are laid out.
            await self.overlay.drawn()
            self.checkNearEnd()
        }
    }

    /// Tells screen readers how a load ended, and that the view is no longer busy.
    private func announce(_ outcome: FeedLoadOutcome, ofRefresh isRefresh: Bool) {
        view.setAccessibleBusy(state.isRefreshing || state.footer == .loading)
        switch outcome {
        case .refreshed(let count, _): announcer.announce(texts.refreshedAnnouncement(count))
        case .pageLoaded(let added, _): announcer.announce(texts.pageLoadedAnnouncement(added))
        case .failed(let message):
            announcer.announce(isRefresh ? texts.refreshFailedAnnouncement(message) : texts.loadMoreFailed(message))
        case .cancelled: break
        }
    }

    /// The last thing said to screen readers about a load, for tests.
    package var lastAnnouncement: String? { announcer.lastAnnouncement }

    private func replacePage(_ old: EmptyPage, with new: EmptyPage) {
        guard old !== new else { return }
        if old === errorPage || new === errorPage { shownErrorMessage = nil }
        pages.remove(old)
        pages.add(new)
        if new === errorPage { new.onTapButton { [weak self] in self?.retry() } }
        showPage()
    }

    /// Shows the page the state asks for, hiding the others first so that callbacks come in
    /// the order "disappear, then appear".
    private func showPage() {
        let wanted: EmptyPage?
        switch state.overlayPage {
        case .none: wanted = nil
        case .loading: wanted = loadingPage
        case .empty: wanted = emptyPage
        case .failed(let message):
            if message != shownErrorMessage {
                shownErrorMessage = message
                errorPage.description(message)
            }
            wanted = errorPage
        }
        pages.show(wanted, headerHeight: { view.emptyPageHeaderHeight })
    }

    private func render() {
        showPage()
        indicator.show(state.refreshIndicator, pullDistance: pull.distance, lastUpdated: state.lastUpdated,
                       now: clock(), texts: texts)
        let footerState = state.footer
        let showsFooter = footerState != .hidden && (footerState != .exhausted || showsExhaustedFooter)
        guard footerTextsChanged || footerState != shownFooter.state || showsFooter != shownFooter.isShown else { return }
        footerTextsChanged = false
        shownFooter = (footerState, showsFooter)
        footer.show(footerState, texts: texts)
        if showsFooter, footerState == .loading, view.trailingRow == nil {
            showLoadingRowNextFrame()
        } else {
            // Setting the row again, even to the same widget, has GTK bind it anew: GTK 4.8 does
            // not always redraw a row whose content changed size while the view stood still.
            view.trailingRow = showsFooter ? footer.widget : nil
        }
    }

    /// Adds the loading footer's row in the next frame, just before GTK lays the list out,
    /// if the load still runs then. GTK 4.8, told of a trailing row it has not laid out yet,
    /// then of rows inserted before it and of its removal, moves the view by about the
    /// inserted rows' height at the next scroll (under a steady scroll, rows 153–160 became
    /// 249–256 when a page landed) and shakes the rows after by a few pixels. A page ready at
    /// once (read from an index) lands before that frame's layout and never shows the footer;
    /// a later page lands before a footer GTK has laid out, which keeps the view in place.
    private func showLoadingRowNextFrame() {
        view.widget.beforeNextLayout { [weak self] in
            guard let self, self.shownFooter == (.loading, true), self.view.trailingRow == nil else { return }
            self.view.trailingRow = self.footer.widget
        }
    }
}

extension FeedView: ReportsPendingWork {}

/// A list that refreshes when pulled down and loads more as it nears its end.
public typealias FeedListView<Item: ListItem> = FeedView<Item, ListView<Item>>

/// A grid that refreshes when pulled down and loads more as it nears its end.
public typealias FeedGridView<Item: ListItem> = FeedView<Item, GridView<Item>>

/// An outline that refreshes when pulled down and loads more as it nears its end: `view` is the
/// ``OutlineView``. Its work changes the outline (`feed.view.outline.apply(_:)`), whose rows are
/// the data source the work is handed.
public typealias FeedOutlineView<Node: ListItem> = FeedView<OutlineEntry<Node>, OutlineView<Node>>

/// A table that refreshes when pulled down and loads more as it nears its end: `view` is the
/// ``TableView``, whose footer shows under its rows.
public typealias FeedTableView<Item: ListItem> = FeedView<Item, TableView<Item>>

extension FeedView where Content == TableView<Item> {
    /// Creates a feed table over `dataSource` with `columns`.
    public convenience init(dataSource: ListDataSource<Item>, columns: [TableColumn<Item>] = []) {
        self.init(TableView(dataSource: dataSource, columns: columns))
    }

    /// The table inside.
    public var table: TableView<Item> { view }
}

extension FeedView {
    /// Creates a feed over `outline`, with one row adapter per kind of its items.
    public convenience init<Node: ListItem>(outline: Outline<Node>, adapters: [RowAdapter<Node>] = [])
    where Item == OutlineEntry<Node>, Content == OutlineView<Node> {
        self.init(OutlineView(outline: outline, adapters: adapters))
    }
}

extension FeedView where Content == ListView<Item> {
    /// Creates a feed list over `dataSource` with the given row adapters.
    public convenience init(dataSource: ListDataSource<Item>, adapters: [RowAdapter<Item>] = []) {
        self.init(ListView(dataSource: dataSource, adapters: adapters))
    }

    /// The list inside.
    public var list: ListView<Item> { view }
}

extension FeedView where Content == GridView<Item> {
    /// Creates a feed grid over `dataSource` with the given adapters: the items' cells, and
    /// the headers and footers across the grid.
    public convenience init(dataSource: ListDataSource<Item>, adapters: [RowAdapter<Item>] = []) {
        self.init(GridView(dataSource: dataSource, adapters: adapters))
    }

    /// The grid inside.
    public var grid: GridView<Item> { view }
}
