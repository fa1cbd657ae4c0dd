@testable import feed_example
import GtkList
import GtkListTesting
import ListCore
import XCTest

/// The reading queue of GtkList's Reordering article: Alt+Up and Alt+Down move stories, never
/// above the one being read; the stories' menu copies a title, as in the table.
final class ReadingQueueTests: XCTestCase {
    func testStoriesMoveByKeysButNotAboveTheOneBeingRead() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let window = Window()
            window.setDefaultSize(width: 480, height: 400)
            window.setChild(makeReadingQueue(of: (0..<4).map { Story(id: $0, title: "Story \($0)") }))
            window.present()
            defer { window.close() }
            MainLoop.waitUntilDrawn(window)
            let queue = try XCTUnwrap(window.controller(ListView<Story>.self))
            let titles = { queue.dataSource.sections[0].items.map(\.title) }
            queue.focusItem(at: ListIndexPath(section: 0, item: 1))
            MainLoop.waitUntilDrawn(window)
            try TestInput.pressKeys("alt+Down", in: window)
            XCTAssertEqual(titles(), ["Story 0", "Story 2", "Story 1", "Story 3"])
            try TestInput.pressKeys("alt+Up", in: window)
            try TestInput.pressKeys("alt+Up", in: window)
            XCTAssertEqual(titles(), ["Story 0", "Story 1", "Story 2", "Story 3"], "the story being read stays on top")
            XCTAssertEqual(queue.focusedRow, 1)

            // The table's menu, on the list: Shift+F10 opens it on the focused story.
            try TestInput.pressKeys("shift+F10", in: window, awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { queue.shownContextMenu != nil }), "the menu opened")
            try TestInput.pressKeys("Return", in: try XCTUnwrap(queue.shownContextMenu), awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { Clipboard.localText(of: window) == "Story 1" }), "the title was copied")
        }
    }
}
