import GtkList
import GtkListTesting
import ListCore
import XCTest

/// Shows `feed` in a window of `width`×`height`, with GTK's model of the view inside checked at
/// every change.
@MainActor
func showFeed<Item, Content>(_ feed: FeedView<Item, Content>, width: Int32 = 360,
                             height: Int32 = 420) throws -> (window: Window, contract: ListModelContractChecker) {
    try GtkTestEnvironment.start()
    let window = Window()
    window.setDefaultSize(width: width, height: height)
    window.setChild(feed.widget)
    let contract = try ListModelContractChecker(listIn: window)
    window.present()
    return (window, contract)
}

/// Shows `feed`, whose first load fails, and checks that its error page shows and that its
/// Retry button loads again, until `isLoaded`.
@MainActor
func assertRetryLoadsAfterAFailedFirstLoad<Item, Content>(_ feed: FeedView<Item, Content>, until isLoaded: @escaping () -> Bool,
                                                          file: StaticString = #filePath, line: UInt = #line) throws {
    let (window, contract) = try showFeed(feed)
    defer {
        contract.assertNoViolation(file: file, line: line)
        window.close()
    }
    XCTAssertTrue(MainLoop.run(until: { feed.errorPage.isShown }), "the first load failed", file: file, line: line)
    feed.errorPage.pressButton()
    XCTAssertTrue(MainLoop.run(until: isLoaded), "Retry loaded again", file: file, line: line)
}
