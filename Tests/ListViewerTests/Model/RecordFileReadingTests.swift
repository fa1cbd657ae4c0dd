import Foundation
import GtkListTesting
@testable import ListViewerKit
import RecordFiles
import RecordFilesTesting
import XCTest

/// A page read ahead is handed out by the next page asked for, cut to what it asks.
final class RecordFileReadingTests: XCTestCase {
    func testAPageReadAheadIsTheNextPageAndFewerAskedForLeaveTheRestToTheOneAfter() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("n.jsonl", (1...250).map { #"{"n": \#($0)}"# + "\n" }.joined())
        let pages = try MainActor.assumeIsolated { try awaitWork { () async throws -> [(numbers: [Int], isAtEnd: Bool)] in
            let reading = try RecordFileReading(path: path, options: ReadingOptions())
            await reading.readAhead(maxRecords: 100)
            var pages: [(numbers: [Int], isAtEnd: Bool)] = []
            for count in [40, 100, 200] {
                let page = try await reading.nextPage(maxRecords: count)
                pages.append((page.records.map(\.number), page.isAtEnd))
            }
            return pages
        } }
        XCTAssertEqual(pages.map { $0.numbers }, [Array(1...40), Array(41...100), Array(101...250)])
        XCTAssertEqual(pages.map { $0.isAtEnd }, [false, false, true])
    }

    /// A page read ahead to the file's end is followed by what the file gained since.
    func testAPageReadAheadToTheEndIsFollowedByWhatTheFileGainedSince() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("short.jsonl", (1...3).map { #"{"n": \#($0)}"# + "\n" }.joined())
        let (numbers, isAtEnd) = try MainActor.assumeIsolated { try awaitWork { () async throws -> ([Int], Bool) in
            let reading = try RecordFileReading(path: path, options: ReadingOptions())
            await reading.readAhead(maxRecords: 100)
            try appendText(#"{"n": 4}"# + "\n", to: path)
            let page = try await reading.nextPage(maxRecords: 100)
            return (page.records.map(\.number), page.isAtEnd)
        } }
        XCTAssertEqual(numbers, [1, 2, 3, 4])
        XCTAssertTrue(isAtEnd)
    }

    /// The rows of a page read ahead are made with it, off the main thread, and handed out by
    /// the pages asked for as the rows of their records, however those pages cut it.
    func testRowsMadeAheadAreThoseOfTheRecordsEachPageHandsOut() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("rows.jsonl", (1...250).map { #"{"message": "entry \#($0)", "n": \#($0)}"# + "\n" }.joined())
        let keys = RowKeys(FileReference(path: path))
        let pages = try MainActor.assumeIsolated { try awaitWork { () async throws -> [(ids: [Int], titles: [String], records: [Int])] in
            let reading = try RecordFileReading(path: path, options: ReadingOptions())
            await reading.readAhead(maxRecords: 100, titledBy: keys)
            var pages: [(ids: [Int], titles: [String], records: [Int])] = []
            for count in [40, 100, 200] {
                let (items, page) = try await reading.nextRows(maxRecords: count, titledBy: keys)
                pages.append((items.map(\.id), items.map(\.presentation.title), page.records.map(\.number)))
            }
            return pages
        } }
        XCTAssertEqual(pages.map(\.ids), [Array(1...40), Array(41...100), Array(101...250)])
        XCTAssertEqual(pages.map(\.records), pages.map(\.ids), "each row is of its page's record")
        XCTAssertEqual(pages.flatMap(\.titles), (1...250).map { "entry \($0)" })
    }

    /// A file's first page is read ahead while the main thread is busy building its window,
    /// not once the main thread is free: nothing the reading takes may wait for the main actor.
    func testTheFirstPageIsReadAheadWhileTheMainThreadIsBusy() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let path = try scratch.write("ahead.jsonl", (1...300).map { #"{"n": \#($0)}"# + "\n" }.joined())
            let model = OpenFile(FileReference(path: path, keepsIndex: false))
            let readingAhead = try XCTUnwrap(model.records.openAhead())
            let read = DispatchSemaphore(value: 0)
            Task.detached {
                await readingAhead.value
                read.signal()
            }
            // The main thread stays blocked here, as it is while GTK starts.
            XCTAssertEqual(read.wait(timeout: .now() + 5), .success, "the page was read without the main thread")
        }
    }
}
