import GtkList
import GtkListTesting
@testable import ListViewerKit
import XCTest

/// A golden image of every screen state of list-viewer, taken from the real window.
final class ScreenStateGoldenTests: XCTestCase {
    @MainActor
    private static func assertPicture(
        of state: ViewerState, named name: String? = nil, width: Int = 480, height: Int = 600,
        appearance: GtkTestEnvironment.Appearance = .light, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try GtkTestEnvironment.start()
        GtkTestEnvironment.use(appearance)
        defer { GtkTestEnvironment.use(.light) }
        let viewer = try StagedScreen.make(state, width: width, height: height, file: file, line: line)
        defer { viewer.window.close() }
        // Some states are a load caught in the middle: picture them as staged.
        assertGolden(of: viewer.window, named: name ?? state.rawValue, waitsForLoads: false, file: file, line: line)
    }

    func testList() throws { try MainActor.assumeIsolated { try Self.assertPicture(of: .list) } }
    func testPulling() throws { try MainActor.assumeIsolated { try Self.assertPicture(of: .pulling) } }
    func testArmed() throws { try MainActor.assumeIsolated { try Self.assertPicture(of: .armed) } }
    func testRefreshing() throws { try MainActor.assumeIsolated { try Self.assertPicture(of: .refreshing) } }
    func testLoadingMore() throws { try MainActor.assumeIsolated { try Self.assertPicture(of: .loadingMore) } }
    func testExhausted() throws { try MainActor.assumeIsolated { try Self.assertPicture(of: .exhausted) } }
    func testLoadMoreError() throws { try MainActor.assumeIsolated { try Self.assertPicture(of: .loadMoreError) } }
    func testLoadingPage() throws { try MainActor.assumeIsolated { try Self.assertPicture(of: .loading) } }
    func testEmptyStandard() throws { try MainActor.assumeIsolated { try Self.assertPicture(of: .empty) } }
    func testEmptyTextOnly() throws { try MainActor.assumeIsolated { try Self.assertPicture(of: .emptyText) } }
    func testEmptyImageOnly() throws { try MainActor.assumeIsolated { try Self.assertPicture(of: .emptyImage) } }
    func testErrorPage() throws { try MainActor.assumeIsolated { try Self.assertPicture(of: .error) } }

    func testNarrowWindow() throws {
        try MainActor.assumeIsolated {
            try Self.assertPicture(of: .list, named: "narrow-list", width: 320, height: 560)
            try Self.assertPicture(of: .empty, named: "narrow-empty", width: 320, height: 560)
        }
    }

    func testDarkTheme() throws {
        try MainActor.assumeIsolated {
            try Self.assertPicture(of: .list, named: "dark-list", appearance: .dark)
            try Self.assertPicture(of: .refreshing, named: "dark-refreshing", appearance: .dark)
            try Self.assertPicture(of: .error, named: "dark-error", appearance: .dark)
        }
    }
}
