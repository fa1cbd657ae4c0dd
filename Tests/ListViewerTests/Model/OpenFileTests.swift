import Foundation
import GtkListTesting
import ListCore
@testable import ListViewerKit
import RecordFileAccess
@testable import RecordFiles
import RecordFilesTesting
import XCTest

/// The model of an open file without a window: it reads, filters, searches, sorts, moves and
/// follows through a list with no widget (``HeadlessList``), draws the consequences of each
/// change in order, and says when it is settled and what it waits for — right after each
/// operation, not a frame later.
final class OpenFileTests: XCTestCase {
    /// 3,000 records; every tenth an error.
    static let log = (1...3_000).map { n in
        #"{"n": \#(n), "level": "\#(n % 10 == 0 ? "error" : "info")", "msg": "line \#(n)"}"# + "\n"
    }.joined()

    private static func numbers(_ model: OpenFile) -> [Int] {
        MainActor.assumeIsolated { model.records.dataSource.sections.first?.items.map(\.id) ?? [] }
    }

    func testWhatTheCommandLineAskedForIsAppliedInOrderOnceTheFirstRecordsAreIn() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let asks = StartRequests(record: 2_950, filter: "n > 2000", search: SearchState.Input(text: "error"),
                                     sort: StartRequests.Sort(key: "n", ascending: false))
            let model = OpenFile(FileReference(path: try scratch.write("log.jsonl", Self.log), keepsIndex: false), asks: asks)
            var changes: [FileChange] = []
            let observation = model.observe { changes.append($0) }
            XCTAssertEqual(model.settleState, .waiting([.firstLoad, .askedFor]), "nothing read yet")
            let list = HeadlessList(model: model)
            list.waitUntilSettled()
            XCTAssertTrue(model.asks.isEmpty)
            let order = [FileChange.filter(.input), .search(.input), .sort(.order), .place(.motion)].map { changes.firstIndex(of: $0) }
            XCTAssertEqual(order.compactMap { $0 }, order.compactMap { $0 }.sorted(), "filter, search, sort, then the move")
            XCTAssertEqual(order.compactMap { $0 }.count, 4, "\(changes)")
            XCTAssertEqual(model.filter.run?.delivered?.matchCount, 1_000)
            XCTAssertEqual(model.search.run?.delivered?.matchCount, 100, "the errors among what the filter lets through")
            XCTAssertEqual(Self.numbers(model).first, 3_000, "the filter's records, greatest first")
            XCTAssertTrue(Self.numbers(model).allSatisfy { $0 > 2_000 })
            withExtendedLifetime((observation, list, scratch)) {}
        }
    }

    func testAFileThatCannotBeReadSettlesWithWhatWasAskedForStillAsked() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let asks = StartRequests(record: 5, filter: "n > 2", search: SearchState.Input(text: "error"),
                                     sort: StartRequests.Sort(key: "n"))
            let missing = scratch.url.appendingPathComponent("missing.jsonl").path
            let model = OpenFile(FileReference(path: missing, keepsIndex: false), asks: asks)
            let list = HeadlessList(model: model)
            // Its first load failed: no load runs, and none will until one is asked for.
            XCTAssertTrue(MainLoop.run(until: { model.settleState == .settled }, timeout: 20), "still \(model.settleState)")
            XCTAssertTrue(model.problems.hasReadError, "the file is missing")
            XCTAssertEqual(model.asks, asks, "nothing could be applied; a later load still applies it")
            withExtendedLifetime((list, scratch)) {}
        }
    }

    func testAFileDamagedBeforeItsEndSettlesWithTheFilterSearchAndSortAskedFor() throws {
        // Each file, and how many of its records the filter lets through: those read whole.
        // Where no record can be read, the first load fails and nothing asked for is applied.
        let damaged: [(String, String, Int?)] = [
            ("unclosed-quote.csv", "a,b\n1,x\n2,\"y\n3,z\n", 1),
            ("unclosed-first-quote.csv", "a,b\n1,\"x\n2,y\n", nil),
            ("unclosed-array.json", "[\n{\"a\": 1, \"b\": \"x\"},\n{\"a\": 2, \"b\": \"y\"}\n", 1),
            ("cut.jsonl", "{\"a\": 1, \"b\": \"x\"}\n{\"a\": 2, \"b\": \"y\"}\n{\"a\": 3, \"b", 2),
        ]
        let asked = [
            StartRequests(search: SearchState.Input(text: "x")),
            StartRequests(filter: "a > 0"),
            StartRequests(filter: "a > 0", search: SearchState.Input(text: "x")),
            StartRequests(filter: "a > 0", sort: StartRequests.Sort(key: "a")),
        ]
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            for (name, text, filtered) in damaged {
                for asks in asked {
                    let model = OpenFile(FileReference(path: try scratch.write(name, text), keepsIndex: false), asks: asks)
                    let list = HeadlessList(model: model)
                    XCTAssertTrue(MainLoop.run(until: { model.settleState == .settled }, timeout: 10),
                                  "\(name) with \(asks): still \(model.settleState)")
                    XCTAssertEqual(model.filter.run?.delivered?.matchCount, asks.filter == nil ? nil : filtered, "\(name) \(asks)")
                    withExtendedLifetime(list) {}
                }
            }
            withExtendedLifetime(scratch) {}
        }
    }

    func testWorkStartedAheadOfAViewIsTakenUpByItsFirstReadAndTheSearchAskedFor() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let path = try scratch.write("log.jsonl", Self.log)
            let model = OpenFile(FileReference(path: path, keepsIndex: false), asks: StartRequests(search: SearchState.Input(text: "error")))
            var changes: [FileChange] = []
            let observation = model.observe { changes.append($0) }
            model.startAhead()
            XCTAssertEqual(changes, [], "nothing is told before a view takes it up")
            let index = try XCTUnwrap(model.index.index, "the index starts at once")
            let search = try XCTUnwrap(model.search.searchAhead, "and the search asked for")
            XCTAssertNil(model.search.run)
            let list = HeadlessList(model: model)
            list.waitUntilSettled()
            XCTAssertTrue(model.index.index === index, "the first read takes up the file opened ahead and its index")
            XCTAssertTrue(model.search.run?.matching === search, "the search asked for is the one started ahead")
            XCTAssertNil(model.search.searchAhead)
            XCTAssertEqual(model.search.run?.delivered?.matchCount, 300)
            XCTAssertEqual(Self.numbers(model).first, 1)
            XCTAssertEqual(changes.filter { $0 == .search(.input) }.count, 1, "the search is told once, as without it")

            // A search within a filter waits for the filter, as without it; so does a search
            // other than the one started ahead.
            let filtered = OpenFile(FileReference(path: path, keepsIndex: false),
                                    asks: StartRequests(filter: "n > 2000", search: SearchState.Input(text: "error")))
            filtered.startAhead()
            XCTAssertNil(filtered.search.searchAhead)
            let typed = OpenFile(FileReference(path: path, keepsIndex: false), asks: StartRequests(search: SearchState.Input(text: "error")))
            typed.startAhead()
            let unused = try XCTUnwrap(typed.search.searchAhead)
            typed.asks.search = SearchState.Input(text: "line 29")
            let lists = [HeadlessList(model: filtered), HeadlessList(model: typed)]
            lists.forEach { $0.waitUntilSettled() }
            XCTAssertEqual(filtered.search.run?.delivered?.matchCount, 100)
            XCTAssertEqual(typed.search.run?.delivered?.matchCount, 111)
            XCTAssertFalse(typed.search.run?.matching === unused)
            XCTAssertTrue(unused.results.isStopped, "a search started ahead and not taken up stops")
            withExtendedLifetime((observation, list, lists, scratch)) {}
        }
    }

    /// The timeline started ahead samples on as the index learns the file, with no view; the
    /// view that draws it takes it, once; one of a file opened again is not taken, and stops.
    func testTheTimelineStartedAheadSamplesBeforeAnyViewAndItsViewTakesIt() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            // 10 MB of timed records: indexed in several steps, which the timeline follows.
            let log = (1...200_000).map { n in
                #"{"time": "2025-06-14T\#(String(format: "%02d:%02d:%02d", n / 3_600 % 24, n / 60 % 60, n % 60))Z", "n": \#(n)}"# + "\n"
            }.joined()
            let path = try scratch.write("timed.jsonl", log)
            let model = OpenFile(FileReference(path: path, keepsIndex: false))
            model.startAhead()
            let index = try XCTUnwrap(model.index.index)
            let timeline = try XCTUnwrap(model.takeTimelineStartedAhead(sampling: index))
            XCTAssertNil(model.takeTimelineStartedAhead(sampling: index), "taken once")
            XCTAssertTrue(MainLoop.run(until: { timeline.progress.isComplete && timeline.progress.hasEnded }),
                          "sampled through the whole index with no view")
            XCTAssertEqual(index.progress.recordCount, 200_000)
            XCTAssertTrue(timeline.progress.hasTimes)
            XCTAssertEqual(timeline.progress.sampleCount, (200_000 + RecordIndex.stride - 1) / RecordIndex.stride, "a sample at every kept start")

            // The view takes it.
            let viewed = OpenFile(FileReference(path: path, keepsIndex: false))
            viewed.startAhead()
            let view = FileTimeline(model: viewed)
            XCTAssertNil(viewed.takeTimelineStartedAhead(sampling: try XCTUnwrap(viewed.index.index)), "the view took it")
            // A file opened again has another index.
            let reopened = OpenFile(FileReference(path: path, keepsIndex: false))
            reopened.startAhead()
            let other = RecordIndex()
            XCTAssertNil(reopened.takeTimelineStartedAhead(sampling: other))
            XCTAssertNil(reopened.takeTimelineStartedAhead(sampling: try XCTUnwrap(reopened.index.index)), "and it is let go")
            withExtendedLifetime((view, scratch)) {}
        }
    }

    func testAFileThatChangedAfterItWasOpenedAheadIsReadAsItIsNow() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let asks = StartRequests(search: SearchState.Input(text: "error"))
            // Grown: the index and the search go on with what it gained.
            let grown = try scratch.write("grown.jsonl", Self.log)
            let growing = OpenFile(FileReference(path: grown, keepsIndex: false), asks: asks)
            growing.startAhead()
            let index = try XCTUnwrap(growing.index.index)
            XCTAssertTrue(MainLoop.run(until: { growing.index.progress?.hasEnded == true }), "indexed ahead before it grows")
            XCTAssertEqual(growing.index.progress?.recordCount, 3_000)
            try appendText(#"{"n": 3001, "level": "error", "msg": "late"}"# + "\n", to: grown)
            let list = HeadlessList(model: growing)
            list.waitUntilSettled()
            XCTAssertTrue(growing.index.index === index)
            XCTAssertEqual(growing.index.progress?.recordCount, 3_001)
            XCTAssertEqual(growing.search.run?.delivered?.matchCount, 301)
            // Replaced: read anew.
            let replaced = try scratch.write("replaced.jsonl", Self.log)
            let replacing = OpenFile(FileReference(path: replaced, keepsIndex: false), asks: asks)
            replacing.startAhead()
            let oldIndex = try XCTUnwrap(replacing.index.index)
            let other = try scratch.write("other.jsonl", #"{"n": 1, "level": "error", "msg": "only"}"# + "\n")
            XCTAssertEqual(rename(other, replaced), 0)
            let second = HeadlessList(model: replacing)
            second.waitUntilSettled()
            XCTAssertFalse(replacing.index.index === oldIndex, "a file replaced meanwhile is opened again")
            XCTAssertEqual(replacing.index.progress?.recordCount, 1)
            XCTAssertEqual(Self.numbers(replacing), [1])
            XCTAssertEqual(replacing.search.run?.delivered?.matchCount, 1)
            withExtendedLifetime((list, second, scratch)) {}
        }
    }

    /// The first page is read ahead too, while the window is built: a short file that grew
    /// after it was read still shows the records it gained.
    func testAShortFileThatGrewAfterItsFirstPageWasReadAheadShowsWhatItGained() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let path = try scratch.write("short.jsonl", (1...3).map { #"{"n": \#($0)}"# + "\n" }.joined())
            let model = OpenFile(FileReference(path: path, keepsIndex: false))
            model.startAhead()
            XCTAssertTrue(MainLoop.run(until: { model.index.progress?.hasEnded == true }))
            usleep(200_000)  // the first page, read on another core meanwhile: its end is the file's then
            try appendText(#"{"n": 4}"# + "\n", to: path)
            let list = HeadlessList(model: model)
            list.waitUntilSettled()
            XCTAssertTrue(MainLoop.run(until: { Self.numbers(model) == [1, 2, 3, 4] }), "\(Self.numbers(model))")
            withExtendedLifetime((list, scratch)) {}
        }
    }

    func testEachOperationUnsettlesTheModelBeforeItReturns() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (model, list) = try HeadlessList.reading(Self.log, in: scratch)

            model.place.go(to: .record(2_500))
            XCTAssertEqual(model.settleState, .waiting([.moving]))
            list.waitUntilSettled()
            XCTAssertTrue(model.records.holds(record: 2_500))
            XCTAssertEqual(model.place.selected, 2_500, "without a view, the arrival selects at once")

            model.filter.setText("level = error")
            XCTAssertEqual(model.settleState, .waiting([.filter, .choosing]))
            list.waitUntilSettled()
            XCTAssertTrue(Self.numbers(model).allSatisfy { $0 % 10 == 0 }, "only errors show")
            XCTAssertTrue(model.records.holds(record: 2_500), "the record selected stays shown")

            model.search.setInput(SearchState.Input(text: "line 29"))
            XCTAssertEqual(model.settleState, .waiting([.search]))
            list.waitUntilSettled()
            XCTAssertEqual(model.search.run?.delivered?.matchCount, 11, "290 and 2,900 to 2,990: within the filter")

            model.search.showsOnlyMatches = true
            // The search's last delivery can still be on its way under a slow build (the
            // sanitizer's): what must hold is that choosing the matches unsettles the model.
            guard case .waiting(let reasons) = model.settleState else { return XCTFail("settled before choosing") }
            XCTAssertTrue(reasons.contains(.choosing), "\(reasons)")
            list.waitUntilSettled()
            XCTAssertEqual(Self.numbers(model), Array(stride(from: 2_900, through: 2_990, by: 10)),
                           "from the match after the record selected (2,500) on")
            XCTAssertEqual(model.records.droppedRecords, 1, "290 comes before the window")

            model.sort.setOrder(SortState.Order(field: .member("n"), ascending: false))
            XCTAssertEqual(model.settleState, .waiting([.sort, .choosing]))
            list.waitUntilSettled()
            XCTAssertEqual(Self.numbers(model), Array(stride(from: 2_990, through: 2_900, by: -10)) + [290])

            model.filter.setText("level = ")
            XCTAssertNotNil(model.filter.expressionError)
            XCTAssertEqual(model.settleState, .settled, "a broken expression keeps the last filter")
            withExtendedLifetime((list, scratch)) {}
        }
    }

    func testAnArrivalCountsOnlyForTheLatestMove() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (model, list) = try HeadlessList.reading(Self.log, in: scratch)
            model.place.hasView = true
            model.place.go(to: .record(10))
            XCTAssertTrue(MainLoop.run(until: { if case .arriving = model.place.motion { true } else { false } }))
            guard case .arriving(let first) = model.place.motion else { return XCTFail("no arrival") }
            XCTAssertEqual(first.record, 10)
            model.place.go(to: .record(2_000))
            model.place.viewDidArrive(first)
            XCTAssertTrue(model.place.isMoving, "a stale arrival ends nothing")
            XCTAssertTrue(MainLoop.run(until: { if case .arriving = model.place.motion { true } else { false } }))
            guard case .arriving(let second) = model.place.motion else { return XCTFail("no arrival") }
            XCTAssertEqual(second.record, 2_000)
            XCTAssertEqual(model.settleState, .waiting([.moving]), "a move waits for its view")
            model.place.viewDidArrive(second)
            XCTAssertEqual(model.place.motion, .still)
            withExtendedLifetime((list, scratch)) {}
        }
    }

    func testAFollowedFileReadsOnWhenItGrowsAndAgainWhenItIsTruncated() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let watch = WatchDouble()
            let (model, list) = try HeadlessList.reading(Self.log, in: scratch, watch: watch.watch)
            let path = scratch.path("log.jsonl")
            model.follow.start()
            XCTAssertTrue(model.follow.isFollowing)
            list.waitUntilSettled()
            XCTAssertTrue(model.records.holds(record: 3_000), "following starts at the end")

            let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
            handle.seekToEndOfFile()
            handle.write(Data(#"{"n": 3001, "level": "info", "msg": "new"}"#.utf8 + [0x0A]))
            try handle.close()
            watch.fire()
            XCTAssertTrue(MainLoop.run(until: { model.records.holds(record: 3_001) }, timeout: 10), "read on")

            try Data(#"{"n": 1}"#.utf8 + [0x0A]).write(to: URL(fileURLWithPath: path))
            watch.fire()
            XCTAssertTrue(MainLoop.run(until: { Self.numbers(model) == [1] }, timeout: 10), "read again: \(Self.numbers(model).prefix(3))")
            model.follow.stop()
            XCTAssertFalse(model.follow.isFollowing)
            XCTAssertNil(watch.onChange, "the watch ends with following")
            withExtendedLifetime((list, scratch)) {}
        }
    }

    /// A followed log rotated under a filter, a search showing only its matches, or a sort:
    /// the refresh reads none of the records chosen in the file before (their numbers mean
    /// nothing in the new one), and the list ends with the records chosen again in the new file.
    func testRecordsChosenInAFileReplacedWhileFollowedAreChosenAgainInTheNewOne() throws {
        try MainActor.assumeIsolated {
            let choices: [(String, @MainActor (OpenFile) -> Void, [Int])] = [
                ("filter", { $0.filter.setText("level = error") }, [10, 20]),
                ("search", { model in
                    model.search.setInput(SearchState.Input(text: "line 2"))
                    model.search.showsOnlyMatches = true
                }, [2, 20, 21, 22, 23, 24, 25]),
                ("sort", { $0.sort.setOrder(SortState.Order(field: .member("n"), ascending: false)) }, Array((1...25).reversed())),
            ]
            for (name, choose, expected) in choices {
                let scratch = try ScratchDirectory()
                let watch = WatchDouble()
                let (model, list) = try HeadlessList.reading(Self.log, in: scratch, watch: watch.watch)
                choose(model)
                list.waitUntilSettled()
                model.follow.start()
                list.waitUntilSettled()
                let rotated = try scratch.write("rotated.jsonl", (1...25).map { n in
                    #"{"n": \#(n), "level": "\#(n % 10 == 0 ? "error" : "info")", "msg": "line \#(n)"}"# + "\n"
                }.joined())
                XCTAssertEqual(rename(rotated, scratch.path("log.jsonl")), 0)
                watch.fire()
                XCTAssertTrue(MainLoop.run(until: { Self.numbers(model) == expected }, timeout: 10),
                              "\(name): \(Self.numbers(model).prefix(8))")
                list.waitUntilSettled()
                XCTAssertFalse(model.problems.hasReadError, "\(name): nothing of the file before was read in the new one")
                XCTAssertNil(list.state.lastRefreshError, name)
                XCTAssertEqual(list.state.footer, .exhausted, name)
                withExtendedLifetime((list, scratch)) {}
            }
        }
    }
}

/// A file watch that reports a change when told to.
@MainActor
final class WatchDouble {
    private(set) var onChange: (@MainActor () -> Void)?

    /// The watch to give a model.
    var watch: FileWatch {
        { [weak self] _, onChange in
            guard let self else { return nil }
            self.onChange = onChange
            return Token(self)
        }
    }

    /// Reports a change, as GIO would.
    func fire() { onChange?() }

    /// Stands for the watch while it lives.
    @MainActor
    private final class Token {
        weak var double: WatchDouble?
        init(_ double: WatchDouble) { self.double = double }
        isolated deinit { double?.onChange = nil }
    }
}

/// What a file's reads met: damage its decompression found outlasts later reads, which cannot
/// mend it, while a read's own error is the latest read's.
final class FileProblemsTests: XCTestCase {
    func testDamageFoundByTheDecompressionOutlastsLaterReads() {
        MainActor.assumeIsolated {
            let problems = FileProblems(path: "/tmp/service.jsonl.gz", changes: FileChanges())
            problems.beginRead()
            XCTAssertFalse(problems.hasReadError)
            problems.report(DecompressionError(.truncated, path: "/tmp/service.jsonl.gz"))
            problems.beginRead()  // a refresh reads the first pages again, which are whole
            XCTAssertTrue(problems.hasReadError, "the file is still cut short")
        }
    }

    func testAReadsOwnErrorIsTheLatestReads() {
        MainActor.assumeIsolated {
            let problems = FileProblems(path: "/tmp/service.jsonl", changes: FileChanges())
            problems.reportProblem("no field to sort by")
            XCTAssertTrue(problems.hasReadError)
            problems.beginRead()
            XCTAssertFalse(problems.hasReadError, "a new read starts clean")
        }
    }
}
