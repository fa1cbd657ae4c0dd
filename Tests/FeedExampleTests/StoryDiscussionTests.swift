@testable import feed_example
import GtkList
import GtkListTesting
import ListCore
import XCTest

/// The discussion outline of GtkList's "Outlines" article: replies open with the keyboard and
/// by activation, the menu opens a whole thread, a reply moved to another comment shows under
/// it, and an empty discussion shows its page.
final class StoryDiscussionTests: XCTestCase {
    private static let threads = [
        OutlineNode(Comment(id: 1, author: "Ada", text: "The tide tables were right after all."), children: [
            OutlineNode(Comment(id: 2, author: "Grace", text: "They usually are; the moon keeps good time."), children: [
                OutlineNode(Comment(id: 3, author: "Ada", text: "Better time than my watch, anyway.")),
            ]),
        ]),
        OutlineNode(Comment(id: 4, author: "Alan", text: "Does anyone know when the ferry starts running again?")),
    ]

    @MainActor
    private static func show(_ threads: [OutlineNode<Comment>]) throws -> (Window, OutlineView<Comment>) {
        try GtkTestEnvironment.start()
        let window = Window()
        window.setDefaultSize(width: 420, height: 360)
        let discussion = makeDiscussion(of: threads)
        window.setChild(discussion.widget)
        window.present()
        MainLoop.waitUntilDrawn(window)
        return (window, discussion)
    }

    /// The authors of the rows, indented two spaces per level.
    @MainActor
    private static func rows(of discussion: OutlineView<Comment>) -> [String] {
        (0..<discussion.presentedRowCount).compactMap(discussion.outline.entry(atRow:))
            .map { String(repeating: "  ", count: $0.depth) + $0.item.author }
    }

    func testRepliesOpenWithTheKeysByActivationAndFromTheMenu() throws {
        try MainActor.assumeIsolated {
            let (window, discussion) = try Self.show(Self.threads)
            defer { window.close() }
            XCTAssertEqual(Self.rows(of: discussion), ["Ada", "Alan"])
            discussion.focusItem(at: ListIndexPath(section: 0, item: 0))
            try TestInput.pressKeys("Right", in: window)
            XCTAssertEqual(Self.rows(of: discussion), ["Ada", "  Grace", "Alan"])
            try TestInput.pressKeys("Left", in: window)
            XCTAssertEqual(Self.rows(of: discussion), ["Ada", "Alan"])
            try TestInput.pressKeys("Return", in: window)
            XCTAssertEqual(Self.rows(of: discussion), ["Ada", "  Grace", "Alan"], "activating a comment opens its replies")
            try TestInput.pressKeys("Menu", in: window, awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { discussion.shownContextMenu != nil }), "the menu opened")
            try TestInput.pressKeys("Return", in: try XCTUnwrap(discussion.shownContextMenu), awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { Self.rows(of: discussion) == ["Ada", "  Grace", "    Ada", "Alan"] }),
                          "the whole thread opened: \(Self.rows(of: discussion))")
            // The pointer rests on empty space, not on a row an earlier test left it over.
            try TestInput.movePointer(over: window, at: (x: 400, y: 340))
            assertGolden(of: window, named: "discussion-open")
        }
    }

    func testAReplyMovedToAnotherCommentShowsUnderIt() throws {
        try MainActor.assumeIsolated {
            let (window, discussion) = try Self.show(Self.threads)
            defer { window.close() }
            discussion.outline.expandAll()
            var threads = Self.threads
            let reply = threads[0].children[0].children.removeFirst()
            threads[1].children.append(reply)
            discussion.outline.apply(threads)
            XCTAssertEqual(Self.rows(of: discussion), ["Ada", "  Grace", "Alan"], "Alan's comment had no replies to open before")
            XCTAssertFalse(discussion.outline.isExpanded(2), "Grace's comment has no replies left to show")
            discussion.outline.expand(4)
            XCTAssertEqual(Self.rows(of: discussion), ["Ada", "  Grace", "Alan", "  Ada"])
        }
    }

    func testAnEmptyDiscussionShowsItsPage() throws {
        try MainActor.assumeIsolated {
            let (window, discussion) = try Self.show([])
            defer { window.close() }
            XCTAssertEqual(discussion.emptyPage?.isShown, true)
            XCTAssertTrue(window.shownTexts.contains("No comments yet"), "\(window.shownTexts)")
        }
    }
}
