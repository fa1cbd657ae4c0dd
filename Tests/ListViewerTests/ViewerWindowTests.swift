import GtkList
import GtkListTesting
import ListCore
@testable import ListViewerKit
import XCTest

final class ViewerWindowTests: XCTestCase {
    func testActivatingARowShowsItsTitleInAToast() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let source = ListDataSource(sections: DemoFeed.sections())
            let viewer = ViewerWindow(window: Window(), dataSource: source, title: "Test",
                                      size: WindowSize(width: 600, height: 700))
            viewer.present()
            defer { viewer.window.close() }
            XCTAssertTrue(MainLoop.waitUntilDrawn(viewer.window))
            XCTAssertFalse(viewer.toast.isShown)
            XCTAssertNil(viewer.list.selectedItem, "nothing is selected when the window opens")

            let firstArticle = try XCTUnwrap(source.item(at: ListIndexPath(section: 0, item: 0)))
            viewer.list.activateRow(1)  // row 0 is the section header
            XCTAssertTrue(viewer.toast.isShown)
            XCTAssertEqual(viewer.toast.shownTitle, firstArticle.title)
        }
    }

    func testEveryDemoRowKindHasARowDesign() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let source = ListDataSource(sections: DemoFeed.sections())
            let viewer = ViewerWindow(window: Window(), dataSource: source, title: "Test",
                                      size: WindowSize(width: 600, height: 4000))
            viewer.present()
            defer { viewer.window.close() }
            XCTAssertTrue(MainLoop.waitUntilDrawn(viewer.window))
            let boundKinds = Set(viewer.list.boundItems.map(\.kind))
            XCTAssertEqual(boundKinds, [FeedItem.Kind.header, FeedItem.Kind.article,
                                        FeedItem.Kind.card, FeedItem.Kind.compact])
        }
    }
}
