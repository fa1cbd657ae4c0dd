import GtkList
import GtkListTesting
@testable import ListViewerKit
import XCTest

/// The demo's covers are drawn ahead of their rows by the list's prefetch hook, shown without
/// being drawn again, and let go when the list turns back before showing them.
final class CoverCacheTests: XCTestCase {
    private static func card(_ id: String, _ artwork: FeedItem.Artwork = .dawn) -> FeedItem {
        FeedItem(id: id, .card(title: id, caption: "", artwork: artwork))
    }

    func testAPrefetchedCoverIsShownWithoutBeingDrawnAgain() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let covers = CoverCache()
            covers.prefetch(Self.card("a"))
            XCTAssertTrue(covers.hasCover(for: "a"))
            XCTAssertEqual(covers.prefetched, ["a"])
            let prefetched = covers.cover(for: Self.card("a"))
            XCTAssertTrue(prefetched === covers.cover(for: Self.card("a")), "the same picture, not a new drawing")
            XCTAssertEqual(covers.prefetched, [], "shown")
            covers.cancelPrefetch(of: Self.card("a"))
            XCTAssertTrue(covers.hasCover(for: "a"), "a shown cover stays")
        }
    }

    func testCancellingLetsGoOfACoverNeverShownAndTheCacheStaysBounded() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let covers = CoverCache(capacity: 3)
            covers.prefetch(Self.card("b"))
            covers.cancelPrefetch(of: Self.card("b"))
            XCTAssertFalse(covers.hasCover(for: "b"))
            for id in ["c", "d", "e", "f"] { _ = covers.cover(for: Self.card(id)) }
            XCTAssertFalse(covers.hasCover(for: "c"), "the least recently used went first")
            XCTAssertTrue(["d", "e", "f"].allSatisfy(covers.hasCover(for:)))
            XCTAssertNil(covers.cover(for: FeedItem(id: "x", .compact(iconName: "x", title: "x", detail: "x"))))
        }
    }

    func testTheDemoCardsAdapterDrawsCoversAheadAndLetsThemGo() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            XCTAssertGreaterThan(DemoContent().feed.list.prefetchDistance, 0)
            let covers = CoverCache()
            let adapter = try XCTUnwrap(FeedAdapters.all(covers: covers).first { $0.kind == FeedItem.Kind.card })
            let card = try XCTUnwrap(DemoFeed.sections().flatMap(\.items).first { $0.kind == FeedItem.Kind.card })
            adapter.prefetch?(card)
            XCTAssertTrue(covers.hasCover(for: card.id))
            adapter.cancelPrefetch?(card)
            XCTAssertFalse(covers.hasCover(for: card.id))
        }
    }
}
