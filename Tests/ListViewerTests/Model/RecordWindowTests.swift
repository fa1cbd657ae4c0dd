import Foundation
import GtkListTesting
import ListCore
@testable import ListViewerKit
import RecordFilesTesting
import XCTest

/// A file's window of records while it is filled anew: a page asked for meanwhile (the list
/// neared its end as the records changed) is read next to the new window, never beside the one
/// before, so no record is doubled or skipped.
final class RecordWindowTests: XCTestCase {
    /// The window of a model of `count` records that holds records 501 to 640: far from the
    /// start, and more records than a moved window's first page.
    @MainActor
    private static func windowAwayFromTheStart(_ scratch: ScratchDirectory, count: Int = 1_000) throws -> (OpenFile, RecordWindow) {
        let path = try scratch.write("long.jsonl", (1...count).map { #"{"n": \#($0)}"# + "\n" }.joined())
        let model = OpenFile(FileReference(path: path, keepsIndex: false))
        let window = model.records
        try awaitWork {
            _ = try await model.refresh()
            try await model.index.wait(untilItReaches: count)
            _ = try await window.jump(to: 501)
            _ = try await window.loadNextPage()
        }
        XCTAssertEqual(window.dataSource.sections.first?.items.map(\.id), Array(501...640))
        return (model, window)
    }

    func testAPageAskedForWhileTheWindowIsFilledAnewFollowsTheNewWindow() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            for _ in 1...5 {
                let scratch = try ScratchDirectory()
                let (model, source) = try Self.windowAwayFromTheStart(scratch)
                let (_, more) = try awaitWork {
                    async let shown: Void = source.showOnlyMatches(of: nil)
                    async let more = source.loadNextPage()
                    return try await (shown, more)
                }
                XCTAssertTrue(more)
                XCTAssertEqual(source.dataSource.sections.first?.items.map(\.id), Array(1...(RecordWindow.movedWindowSize + RecordWindow.pageSize)),
                               "the first page of the new window, then the one after it")
                XCTAssertEqual(source.droppedRecords, 0)
                withExtendedLifetime((model, scratch)) {}
            }
        }
    }

    func testAPageAskedForWhileAPageIsPutAtTheTopFollowsTheWindow() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let (model, source) = try Self.windowAwayFromTheStart(scratch)
            let (added, _) = try awaitWork {
                async let added = source.loadPreviousPage()
                async let more = source.loadNextPage()
                return try await (added, more)
            }
            XCTAssertEqual(added, RecordWindow.pageSize)
            XCTAssertEqual(source.dataSource.sections.first?.items.map(\.id), Array(401...740))
            XCTAssertEqual(source.droppedRecords, 400)
            withExtendedLifetime((model, scratch)) {}
        }
    }

    func testAPageLandsAFewRecordsAFrame() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let (model, source) = try Self.windowAwayFromTheStart(scratch)
            var counts: [Int] = []
            let token = source.dataSource.observe { _ in counts.append(source.dataSource.itemCount) }
            var frames = 0
            source.rowPacing.roomForRows = {
                frames += 1
                await Task.yield()
            }
            XCTAssertTrue(try awaitWork { try await source.loadNextPage() })
            let steps = zip([140] + counts, counts).map { $1 - $0 }
            XCTAssertEqual(steps, Array(repeating: RowPacing.itemsPerFrame, count: RecordWindow.pageSize / RowPacing.itemsPerFrame))
            XCTAssertEqual(frames, steps.count, "a frame for each slice")
            XCTAssertEqual(source.dataSource.sections.first?.items.map(\.id), Array(501...740))
            withExtendedLifetime((model, scratch, token)) {}
        }
    }

    func testAJumpWhileAPageLandsLetsGoOfTheRestOfThePage() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let (model, source) = try Self.windowAwayFromTheStart(scratch)
            var shown: Int?
            // The user jumps before the page's first records land.
            source.rowPacing.roomForRows = {
                guard shown == nil else { return }
                shown = try? await source.jump(to: 801).shown
            }
            XCTAssertTrue(try awaitWork { try await source.loadNextPage() })
            XCTAssertEqual(shown, 801)
            XCTAssertEqual(source.dataSource.sections.first?.items.map(\.id), Array(801..<801 + RecordWindow.movedWindowSize),
                           "the moved window alone: nothing of the page read for the window before")
            withExtendedLifetime((model, scratch)) {}
        }
    }

    func testAPagePutAtTheTopWhileAPageLandsLeavesNoRecordOut() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let (model, source) = try Self.windowAwayFromTheStart(scratch)
            var frames = 0
            // The user scrolls to the top as the page's third slice waits for its frame.
            source.rowPacing.roomForRows = {
                frames += 1
                if frames == 3 { _ = try? await source.loadPreviousPage() }
            }
            XCTAssertTrue(try awaitWork { try await source.loadNextPage() })
            source.rowPacing.roomForRows = {}
            XCTAssertTrue(try awaitWork { try await source.loadNextPage() })
            let numbers = try XCTUnwrap(source.dataSource.sections.first?.items.map(\.id))
            XCTAssertEqual(numbers, Array(401..<401 + numbers.count), "no record left out between the two pages")
            XCTAssertEqual(numbers.count, 100 + 140 + 2 * RowPacing.itemsPerFrame + RecordWindow.pageSize)
            withExtendedLifetime((model, scratch)) {}
        }
    }

    /// A window filled anew shows the rows that fill its view at once and the rest a few a
    /// frame after: a first page made in one frame held the window's first picture back. The
    /// file settles once they all landed.
    func testAWindowFilledAnewShowsTheRowsThatFillTheViewFirst() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let path = try scratch.write("long.jsonl", (1...1_000).map { #"{"n": \#($0)}"# + "\n" }.joined())
            let model = OpenFile(FileReference(path: path, keepsIndex: false))
            let source = model.records
            var frame: CheckedContinuation<Void, Never>?
            source.rowPacing.itemsFillingView = { _ in 7 }
            source.rowPacing.roomForRows = { await withCheckedContinuation { frame = $0 } }
            /// Lets the frames come until the rows landed; the counts the list had before each.
            @MainActor func landTheRest() -> [Int] {
                var counts: [Int] = []
                while MainLoop.run(until: { frame != nil || !source.isFilling }), let waiting = frame {
                    counts.append(source.dataSource.itemCount)
                    frame = nil
                    waiting.resume()
                }
                return counts
            }
            _ = try awaitWork { try await model.refresh() }
            XCTAssertEqual(source.dataSource.sections.first?.items.map(\.id), Array(1...7), "the rows that fill the view")
            XCTAssertTrue(source.isFilling)
            guard case .waiting(let reasons) = model.settleState else { return XCTFail("settled before the rows landed") }
            XCTAssertTrue(reasons.contains(.rows), "\(reasons)")
            XCTAssertEqual(landTheRest(), Array(stride(from: 7, to: RecordWindow.pageSize, by: RowPacing.restItemsPerFrame)))
            XCTAssertEqual(source.dataSource.sections.first?.items.map(\.id), Array(1...RecordWindow.pageSize))
            XCTAssertFalse(source.isFilling)
            if case .waiting(let reasons) = model.settleState { XCTAssertFalse(reasons.contains(.rows), "\(reasons)") }

            // A jump fills the window anew the same way.
            XCTAssertEqual(try awaitWork { try await source.jump(to: 501).shown }, 501)
            XCTAssertEqual(source.dataSource.sections.first?.items.map(\.id), Array(501...507))
            XCTAssertEqual(landTheRest().count, (RecordWindow.movedWindowSize - 7 + RowPacing.restItemsPerFrame - 1) / RowPacing.restItemsPerFrame)
            XCTAssertEqual(source.dataSource.sections.first?.items.map(\.id), Array(501..<501 + RecordWindow.movedWindowSize))
            withExtendedLifetime((model, scratch)) {}
        }
    }
}
