import Foundation
import ListCore
import XCTest

/// Random event sequences against a model of the view, with every invariant checked after every
/// step.
///
/// The seeded generator makes each run test the same sequences; a failure names the seed, the
/// sequence number and the events that led to it, so it can be replayed. The model is written from
/// the rules, not from the implementation: it tracks what the view runs, and what the feed must
/// know (loaded once, exhausted, item count, errors, pauses) from the events alone.
final class FeedStatePropertyTests: XCTestCase {
    /// The cap on unfilled load-mores in a row, as the rules state it.
    private static let unfilledLoadCap = 20

    // MARK: The model

    /// What a view does with the effects, and what it expects of the feed.
    private struct Model {
        enum Work { case refresh, loadMore }

        /// The operations started and neither finished nor cancelled.
        var running: [FeedOperationID: Work] = [:]
        /// Every id ever started, in order: the pool stale finishes are drawn from.
        var started: [FeedOperationID] = []
        var hasLoadedOnce = false
        var isExhausted = false
        var itemCount = 0
        var lastUpdated: Date?
        var lastRefreshError: String?
        var loadMoreError: String?
        /// The last pull progress the feed accepted; 0 after a release or a refresh start.
        var pull = 0.0
        /// Set by an empty page that promised more, or by reaching the cap; while set, `nearEnd`
        /// must not load.
        var isPaused = false
        /// Whether `moreAvailable` came while a load ran, so that its "exhausted" does not hold.
        var moreArrived = false
        /// Load-mores started by `nearEnd(contentFillsViewport: false)` since the user last
        /// scrolled or retried, a refresh started, or a page was loaded with the content filling.
        var unfilledLoadsInARow = 0
        /// The most unfilled load-mores in a row seen in the whole run.
        var longestUnfilledRun = 0

        var runningRefresh: FeedOperationID? { running.first { $0.value == .refresh }?.key }
        var runningLoadMore: FeedOperationID? { running.first { $0.value == .loadMore }?.key }

        var expectedPhase: FeedPhase {
            if let id = runningRefresh { return .refreshing(id) }
            if let id = runningLoadMore { return .loadingMore(id) }
            return hasLoadedOnce ? .idle : .notLoaded
        }
    }

    /// Applies `event` to `feed`, performs the effects on the model, and returns every broken
    /// invariant, in words.
    private func step(
        _ event: FeedEvent, feed: inout FeedState, model: inout Model, now: Date
    ) -> [String] {
        var broken: [String] = []
        func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { broken.append(message()) }
        }
        let before = feed
        let wasIdle = model.running.isEmpty
        let runningBefore = model.running
        // A refresh or page that succeeds after the source said it has more loads on at once.
        let loadsOn: Bool
        switch event {
        case .refreshFinished(let id, .refreshed): loadsOn = model.moreArrived && runningBefore[id] == .refresh
        case .loadMoreFinished(let id, .pageLoaded): loadsOn = model.moreArrived && runningBefore[id] == .loadMore
        default: loadsOn = false
        }
        let effects = feed.handle(event, now: now)

        // Step 1: the effects, in order, against what the view runs.
        var startedLoadMore = false
        var startedRefresh = false
        for effect in effects {
            switch effect {
            case .cancel(let id):
                expect(model.running[id] == .loadMore, "cancel of \(id), which is not a running load-more")
                model.running[id] = nil
            case .startRefresh(let id):
                expect(!model.started.contains(id), "\(id) reused")
                expect(model.running.isEmpty, "refresh started while \(model.running) still runs (no cancel first)")
                model.running[id] = .refresh
                model.started.append(id)
                startedRefresh = true
            case .startLoadMore(let id):
                expect(!model.started.contains(id), "\(id) reused")
                if loadsOn { model.running = [:] }  // the operation that ended
                expect(model.running.isEmpty, "load-more started while \(model.running) runs")
                expect(before.phase == .idle || loadsOn, "load-more started in phase \(before.phase)")
                expect(model.hasLoadedOnce || loadsOn, "load-more started before the first load")
                expect(!model.isExhausted || event == .moreAvailable, "load-more started while exhausted")
                model.running[id] = .loadMore
                model.started.append(id)
                startedLoadMore = true
            }
        }
        expect(model.running.count <= 1, "\(model.running.count) operations run at once")
        expect(!(startedLoadMore && startedRefresh), "one event started a refresh and a load-more")

        // Step 2: what the event must have done, by the rules.
        switch event {
        case .pullChanged(let progress):
            expect(effects.isEmpty, "a pull returned effects")
            if before.isRefreshing {
                expect(feed == before, "a pull during a refresh changed the state")
            } else {
                model.pull = progress > 0 ? min(progress, 1) : 0
            }
        case .pullEnded:
            if before.isRefreshing {
                expect(effects.isEmpty && feed == before, "a release during a refresh did something")
            } else {
                expect(startedRefresh == (model.pull >= 1), "release at \(model.pull) started refresh: \(startedRefresh)")
            }
            model.pull = 0
        case .refreshRequested:
            if before.isRefreshing {
                expect(effects.isEmpty && feed == before, "a refresh request during a refresh did something")
            } else {
                expect(startedRefresh, "a refresh request did not start a refresh")
            }
        case .refreshFinished(let id, let outcome):
            expect(startedLoadMore == loadsOn && !startedRefresh, "a refresh finish started a load-more: \(startedLoadMore)")
            if runningBefore[id] == .refresh {
                model.running[id] = nil
                switch outcome {
                case .refreshed(let count, let more):
                    model.hasLoadedOnce = true
                    model.itemCount = max(0, count)
                    model.lastUpdated = now
                    model.lastRefreshError = nil
                    model.loadMoreError = nil
                    if more != .unchanged { model.isExhausted = more == .exhausted && !model.moreArrived }
                    model.moreArrived = false
                case .pageLoaded:
                    expect(feed == before, "a page outcome ended a refresh")
                    model.running[id] = .refresh
                case .failed(let message):
                    model.lastRefreshError = message
                    model.moreArrived = false
                case .cancelled:
                    model.moreArrived = false
                }
            } else {
                expect(feed == before, "a stale refresh finish changed the state")
            }
        case .nearEnd(let contentFillsViewport):
            if model.isPaused || model.loadMoreError != nil {
                expect(effects.isEmpty, "nearEnd loaded while paused or after a failure")
            }
            let mayLoad = before.phase == .idle && model.hasLoadedOnce && !model.isExhausted
                && model.loadMoreError == nil && !model.isPaused
            if startedLoadMore {
                expect(mayLoad, "nearEnd loaded although it may not")
                model.unfilledLoadsInARow = contentFillsViewport ? 0 : model.unfilledLoadsInARow + 1
            } else if mayLoad {
                // The only reason left not to load is the cap, which pauses until the user acts.
                expect(!contentFillsViewport && model.unfilledLoadsInARow >= Self.unfilledLoadCap,
                       "nearEnd did not load although it may")
                model.isPaused = true
            }
        case .userScrolled:
            expect(effects.isEmpty && feed.phase == before.phase, "a scroll did work")
            model.isPaused = false
            model.unfilledLoadsInARow = 0
        case .loadMoreFinished(let id, let outcome):
            expect(startedLoadMore == loadsOn && !startedRefresh, "a load-more finish started a load-more: \(startedLoadMore)")
            if runningBefore[id] == .loadMore {
                model.running[id] = nil
                switch outcome {
                case .refreshed:
                    expect(feed == before, "a refresh outcome ended a page load")
                    model.running[id] = .loadMore
                case .pageLoaded(let added, let more):
                    if more == .exhausted {
                        model.isExhausted = !model.moreArrived
                    } else if added <= 0, !model.moreArrived {
                        // Unless the source said meanwhile that it has more.
                        model.isPaused = true
                    }
                    model.moreArrived = false
                case .failed(let message):
                    model.loadMoreError = message
                    model.moreArrived = false
                case .cancelled:
                    model.moreArrived = false
                }
            } else {
                expect(feed == before, "a stale load-more finish changed the state")
            }
        case .retryRequested:
            // Retry stands for what failed: the first load, the error page, or the footer (or a
            // pause). Anything else, and anything while work runs, does nothing.
            let errorPage: Bool
            if case .failed = before.overlayPage { errorPage = true } else { errorPage = false }
            let shouldRefresh = wasIdle && (!model.hasLoadedOnce || errorPage)
            let shouldLoadMore = wasIdle && !shouldRefresh && !model.isExhausted
                && (model.loadMoreError != nil || model.isPaused)
            expect(startedRefresh == shouldRefresh && startedLoadMore == shouldLoadMore,
                   "retry started refresh: \(startedRefresh), load-more: \(startedLoadMore)")
            if !startedRefresh && !startedLoadMore {
                expect(feed == before, "a retry that started nothing changed the state")
            }
            if startedLoadMore {
                model.loadMoreError = nil
                model.isPaused = false
                model.unfilledLoadsInARow = 0
            }
        case .itemCountChanged(let count):
            expect(effects.isEmpty, "an item count returned effects")
            model.itemCount = max(0, count)
        case .moreAvailable:
            // The source has more: not exhausted, not paused; an idle feed loads at once, a
            // running load's "exhausted" will not hold.
            model.isExhausted = false
            model.isPaused = false
            model.unfilledLoadsInARow = 0
            let shouldLoad = before.phase == .idle && model.hasLoadedOnce && model.loadMoreError == nil
            expect(startedLoadMore == shouldLoad && !startedRefresh, "more available started a load-more: \(startedLoadMore)")
            model.moreArrived = !model.running.isEmpty && !startedLoadMore
        }
        if startedRefresh {
            model.pull = 0
            model.isPaused = false
            model.unfilledLoadsInARow = 0
        }
        model.longestUnfilledRun = max(model.longestUnfilledRun, model.unfilledLoadsInARow)
        expect(model.unfilledLoadsInARow <= Self.unfilledLoadCap,
               "\(model.unfilledLoadsInARow) unfilled load-mores in a row")

        // Step 3: the state against the model.
        expect(feed.phase == model.expectedPhase, "phase \(feed.phase), expected \(model.expectedPhase)")
        expect(feed.hasLoadedOnce == model.hasLoadedOnce, "hasLoadedOnce \(feed.hasLoadedOnce)")
        expect(!before.hasLoadedOnce || feed.hasLoadedOnce, "hasLoadedOnce went back to false")
        expect(feed.isExhausted == model.isExhausted, "isExhausted \(feed.isExhausted)")
        expect(feed.itemCount == model.itemCount, "itemCount \(feed.itemCount), expected \(model.itemCount)")
        expect(feed.lastUpdated == model.lastUpdated, "lastUpdated \(String(describing: feed.lastUpdated))")
        expect(feed.lastRefreshError == model.lastRefreshError,
               "lastRefreshError \(String(describing: feed.lastRefreshError))")
        expect(feed.isRefreshing == (model.runningRefresh != nil), "isRefreshing \(feed.isRefreshing)")

        // Step 4: what is shown.
        let overlay = feed.overlayPage
        if !model.hasLoadedOnce {
            if let error = model.lastRefreshError, !feed.isRefreshing {
                expect(overlay == .failed(message: error), "overlay \(overlay) after a failed first load")
            } else {
                expect(overlay == .loading, "overlay \(overlay) before the first load")
            }
        } else if model.itemCount > 0 {
            expect(overlay == .none, "overlay \(overlay) over \(model.itemCount) rows")
        } else {
            switch overlay {
            case .empty: expect(model.lastRefreshError == nil, "empty page over a refresh failure")
            case .failed(let message): expect(message == model.lastRefreshError, "error page says \(message)")
            case .loading: expect(feed.isRefreshing, "loading page without a refresh")
            case .none: expect(false, "no overlay although loaded and empty")
            }
        }

        let indicator = feed.refreshIndicator
        if feed.isRefreshing {
            // The loading page has its own spinner: the indicator spins only when it is not shown.
            let expected: RefreshIndicatorState = overlay == .loading ? .hidden : .refreshing
            expect(indicator == expected, "indicator \(indicator) during a refresh under \(overlay)")
        } else {
            let expected: RefreshIndicatorState =
                model.pull >= 1 ? .armed : model.pull > 0 ? .pulling(progress: model.pull) : .hidden
            expect(indicator == expected, "indicator \(indicator), expected \(expected)")
        }

        let footer = feed.footer
        let expectedFooter: FooterState
        if !model.hasLoadedOnce || overlay != .none {
            expectedFooter = .hidden
        } else if model.runningLoadMore != nil {
            expectedFooter = .loading
        } else if let error = model.loadMoreError {
            expectedFooter = .failed(message: error)
        } else if model.isExhausted && model.itemCount > 0 {
            expectedFooter = .exhausted
        } else {
            expectedFooter = .hidden
        }
        expect(footer == expectedFooter, "footer \(footer), expected \(expectedFooter)")
        return broken
    }

    // MARK: Running sequences

    /// What a run saw, to check that the generator reached every case and every state.
    private struct Coverage {
        var events: [String: Int] = [:]
        var shown: [String: Int] = [:]
        var staleFinishes = 0
        var capsReached = 0
        var longestUnfilledRun = 0

        mutating func count(_ key: String, in table: WritableKeyPath<Coverage, [String: Int]>) {
            self[keyPath: table][key, default: 0] += 1
        }
    }

    /// The name of an enum case without its associated values: `pulling` for `.pulling(progress: 0.3)`.
    private func caseName(_ value: some Any) -> String {
        String("\(value)".prefix { $0 != "(" })
    }

    /// Runs `sequences` random event sequences from a new feed each; fails at the first broken
    /// invariant with the events that led to it, and then returns `nil`.
    private func run(
        seed: UInt64, sequences: Int, lengths: ClosedRange<Int>, profile: Profile,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Coverage? {
        var rng = SplitMix64(seed: seed)
        var coverage = Coverage()
        for sequence in 0..<sequences {
            var feed = FeedState()
            var model = Model()
            var trace: [FeedEvent] = []
            if profile.startsLoaded {
                let request = FeedEvent.refreshRequested
                trace.append(request)
                XCTAssertEqual(step(request, feed: &feed, model: &model, now: .distantPast), [], file: file, line: line)
                guard let id = model.runningRefresh else {
                    XCTFail("the first refresh request started nothing", file: file, line: line)
                    return nil
                }
                let finish = FeedEvent.refreshFinished(id, .refreshed(count: 1, more: .available))
                trace.append(finish)
                XCTAssertEqual(step(finish, feed: &feed, model: &model, now: .distantPast), [], file: file, line: line)
            }
            let length = rng.int(lengths)
            for step in 0..<length {
                let (kind, event) = randomEvent(&rng, model, profile)
                trace.append(event)
                let now = Date(timeIntervalSince1970: Double(step))
                let runningBefore = model.running
                let unfilledBefore = model.unfilledLoadsInARow
                let before = feed
                let broken = self.step(event, feed: &feed, model: &model, now: now)
                if !broken.isEmpty {
                    let events = trace.map { "\($0)" }.joined(separator: "\n  ")
                    XCTFail("seed \(seed), sequence \(sequence), step \(step): \(broken.joined(separator: "; "))"
                            + "\nevents:\n  \(events)", file: file, line: line)
                    return nil
                }

                // Count what happened, to prove the generator is not vacuous.
                coverage.count("\(kind)", in: \.events)
                switch event {
                case .refreshFinished(let id, _) where runningBefore[id] != .refresh,
                     .loadMoreFinished(let id, _) where runningBefore[id] != .loadMore:
                    coverage.staleFinishes += 1
                case .nearEnd(contentFillsViewport: false)
                    where unfilledBefore == Self.unfilledLoadCap && before.phase == .idle:
                    // Turned away by the cap (step() checked that it started nothing).
                    coverage.capsReached += 1
                default:
                    break
                }
                coverage.count("indicator " + caseName(feed.refreshIndicator), in: \.shown)
                coverage.count("footer " + caseName(feed.footer), in: \.shown)
                coverage.count("overlay " + caseName(feed.overlayPage), in: \.shown)
            }
            coverage.longestUnfilledRun = max(coverage.longestUnfilledRun, model.longestUnfilledRun)
        }
        return coverage
    }

    func testRandomEventSequencesKeepEveryInvariant() {
        let sequences = 10_000
        guard let coverage = run(seed: 0xFEED_0001, sequences: sequences, lengths: 1...40, profile: .mixed)
        else { return }

        // Every case of the event was sent often, and finishes were often stale.
        for kind in EventKind.allCases {
            XCTAssertGreaterThan(coverage.events["\(kind)", default: 0], sequences / 2, "\(kind): \(coverage.events)")
        }
        XCTAssertGreaterThan(coverage.staleFinishes, sequences / 2, "stale finishes")
        // Every state of every presentation was reached.
        let states = [
            "indicator hidden", "indicator pulling", "indicator armed", "indicator refreshing",
            "footer hidden", "footer loading", "footer exhausted", "footer failed",
            "overlay none", "overlay loading", "overlay empty", "overlay failed",
        ]
        for state in states {
            XCTAssertGreaterThan(coverage.shown[state, default: 0], sequences / 20, "\(state): \(coverage.shown)")
        }
    }

    func testShortListsNeverLoadWithoutEnd() {
        guard let coverage = run(seed: 0xFEED_0002, sequences: 300, lengths: 100...300, profile: .shortList)
        else { return }
        // The cap was really reached, many times, and never passed (step() checks that).
        XCTAssertEqual(coverage.longestUnfilledRun, Self.unfilledLoadCap)
        XCTAssertGreaterThan(coverage.capsReached, 50, "cap reached \(coverage.capsReached) times")
    }

    // MARK: Generating events

    /// The cases of ``FeedEvent``, to weight them and to count how often each was sent.
    private enum EventKind: Int, CaseIterable {
        case pullChanged, pullEnded, refreshRequested, refreshFinished, nearEnd, userScrolled,
             loadMoreFinished, retryRequested, itemCountChanged, moreAvailable
    }

    /// How likely each event is, and what finished pages look like.
    private struct Profile {
        /// Relative weights, indexed by ``EventKind``.
        var weights: [Int]
        /// Chance that a successful finish brings no items.
        var emptyPageChance: Double
        /// Added items of any other successful finish, drawn uniformly.
        var addedItems: [Int]
        /// What a successful finish says of more pages, drawn uniformly.
        var more: [MoreAvailability]
        /// Chances that a finish fails, and that it was cancelled; the rest succeed.
        var failureChance: Double
        var cancelChance: Double
        /// Chance that a finish carries the running operation's id (when one of that kind runs).
        var runningIDChance: Double
        /// Chance that `nearEnd` says the content fills the viewport.
        var fillChance: Double
        /// Whether each sequence starts with a successful first load, so that the events that
        /// follow can go straight to paging.
        var startsLoaded = false
        /// Chance that a successful finish reports the other kind's success (a page for a
        /// refresh), which must change nothing.
        var mismatchedOutcomeChance = 0.0

        /// Every event about as likely, finishes a little more, all outcomes mixed.
        static let mixed = Profile(
            weights: [3, 2, 3, 4, 4, 2, 4, 2, 2, 1],
            emptyPageChance: 0.3,
            addedItems: [1, 3, 20],
            more: [.unchanged, .available, .exhausted],
            failureChance: 0.25,
            cancelChance: 0.1,
            runningIDChance: 0.7,
            fillChance: 0.5,
            mismatchedOutcomeChance: 0.05
        )

        /// A short list that never fills: mostly `nearEnd(contentFillsViewport: false)` and pages
        /// that promise more, with the user rarely touching anything.
        static let shortList = Profile(
            weights: [0, 0, 1, 1, 40, 1, 40, 1, 1, 1],
            emptyPageChance: 0.02,
            addedItems: [1, 1, 2, 3],
            more: [.available, .available, .available, .unchanged],
            failureChance: 0.01,
            cancelChance: 0.01,
            runningIDChance: 0.95,
            fillChance: 0.02,
            startsLoaded: true
        )
    }

    /// A random outcome; a success is mostly of `work`'s own kind, sometimes of the other.
    private func randomOutcome(of work: Model.Work, _ rng: inout SplitMix64, _ profile: Profile) -> FeedLoadOutcome {
        let draw = Double.random(in: 0..<1, using: &rng)
        if draw < profile.failureChance {
            return .failed(message: "error \(rng.int(0...2))")
        }
        if draw < profile.failureChance + profile.cancelChance {
            return .cancelled
        }
        let added = rng.chance(profile.emptyPageChance) ? 0 : profile.addedItems.randomElement(using: &rng)!
        let more = profile.more.randomElement(using: &rng)!
        let isRefresh = (work == .refresh) != rng.chance(profile.mismatchedOutcomeChance)
        return isRefresh ? .refreshed(count: added, more: more) : .pageLoaded(added: added, more: more)
    }

    /// An id for a finish of `work`: mostly the running one, otherwise any id ever started (stale,
    /// or running but of the other kind); `nil` when no id was ever started.
    private func finishID(
        for work: Model.Work, _ rng: inout SplitMix64, _ model: Model, _ profile: Profile
    ) -> FeedOperationID? {
        let running = work == .refresh ? model.runningRefresh : model.runningLoadMore
        if let running, rng.chance(profile.runningIDChance) { return running }
        return model.started.randomElement(using: &rng)
    }

    private func randomEvent(
        _ rng: inout SplitMix64, _ model: Model, _ profile: Profile
    ) -> (EventKind, FeedEvent) {
        let total = profile.weights.reduce(0, +)
        var pick = rng.int(0...total - 1)
        var kind = EventKind.allCases.last!
        for candidate in EventKind.allCases {
            pick -= profile.weights[candidate.rawValue]
            if pick < 0 { kind = candidate; break }
        }
        switch kind {
        case .pullChanged:
            let progress = [-0.5, 0, 0.01, 0.3, 0.99, 1, 1.7].randomElement(using: &rng)!
            return (kind, .pullChanged(progress: progress))
        case .pullEnded:
            return (kind, .pullEnded)
        case .refreshRequested:
            return (kind, .refreshRequested)
        case .refreshFinished:
            guard let id = finishID(for: .refresh, &rng, model, profile) else {
                return (.refreshRequested, .refreshRequested)
            }
            return (kind, .refreshFinished(id, randomOutcome(of: .refresh, &rng, profile)))
        case .nearEnd:
            return (kind, .nearEnd(contentFillsViewport: rng.chance(profile.fillChance)))
        case .userScrolled:
            return (kind, .userScrolled)
        case .loadMoreFinished:
            guard let id = finishID(for: .loadMore, &rng, model, profile) else {
                return (.nearEnd, .nearEnd(contentFillsViewport: false))
            }
            return (kind, .loadMoreFinished(id, randomOutcome(of: .loadMore, &rng, profile)))
        case .retryRequested:
            return (kind, .retryRequested)
        case .itemCountChanged:
            return (kind, .itemCountChanged([-1, 0, 0, 1, 5, 40].randomElement(using: &rng)!))
        case .moreAvailable:
            return (kind, .moreAvailable)
        }
    }
}
