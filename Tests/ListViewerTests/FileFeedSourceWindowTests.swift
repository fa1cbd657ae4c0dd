import Foundation
import GtkListTesting
import ListCore
@testable import ListViewerKit
import RecordFilesTesting
import XCTest

/// A file's window of records while it is filled anew: a page asked for meanwhile (the list
/// neared its end as the records changed) is read next to the new window, never beside the one
/// before, so no record is doubled or skipped.
final class FileFeedSourceWindowTests: XCTestCase {
    /// Runs `work` on the main actor and the main loop until it ends.
    @MainActor
    private static func await<Value>(_ work: @escaping @MainActor () async throws -> Value) throws -> Value {
        var result: Result<Value, any Error>?
        Task { @MainActor in
            do { result = .success(try await work()) } catch { result = .failure(error) }
        }
        XCTAssertTrue(MainLoop.run(until: { result != nil }, timeout: 10))
        return try XCTUnwrap(result).get()
    }

    /// A source of `count` records whose window holds records 501 to 640: far from the start,
    /// and more records than a moved window's first page.
    @MainActor
    private static func sourceAwayFromTheStart(_ scratch: ScratchDirectory, count: Int = 1_000) throws -> FileFeedSource {
        let path = try scratch.write("long.jsonl", (1...count).map { #"{"n": \#($0)}"# + "\n" }.joined())
        let source = FileFeedSource(path: path, titleKey: nil, subtitleKey: nil, keepsIndex: false)
        try Self.await {
            _ = try await source.refresh()
            try await source.waitForIndex(toReach: count)
            _ = try await source.jump(to: 501)
            _ = try await source.loadNextPage()
        }
        XCTAssertEqual(source.dataSource.sections.first?.items.map(\.id), Array(501...640))
        return source
    }

    func testAPageAskedForWhileTheWindowIsFilledAnewFollowsTheNewWindow() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            for _ in 1...5 {
                let scratch = try ScratchDirectory()
                let source = try Self.sourceAwayFromTheStart(scratch)
                let (_, more) = try Self.await {
                    async let shown: Void = source.showOnlyMatches(of: nil)
                    async let more = source.loadNextPage()
                    return try await (shown, more)
                }
                XCTAssertTrue(more)
                XCTAssertEqual(source.dataSource.sections.first?.items.map(\.id), Array(1...(FileFeedSource.movedWindowSize + FileFeedSource.pageSize)),
                               "the first page of the new window, then the one after it")
                XCTAssertEqual(source.droppedRecords, 0)
            }
        }
    }

    func testAPageAskedForWhileAPageIsPutAtTheTopFollowsTheWindow() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let source = try Self.sourceAwayFromTheStart(scratch)
            let (added, _) = try Self.await {
                async let added = source.loadPreviousPage()
                async let more = source.loadNextPage()
                return try await (added, more)
            }
            XCTAssertEqual(added, FileFeedSource.pageSize)
            XCTAssertEqual(source.dataSource.sections.first?.items.map(\.id), Array(401...740))
            XCTAssertEqual(source.droppedRecords, 400)
        }
    }
}
