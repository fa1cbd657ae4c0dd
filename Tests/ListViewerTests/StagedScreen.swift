import GtkList
import GtkListTesting
@testable import ListViewerKit
import XCTest

/// list-viewer's real window with the demo feed driven into a ``ViewerState``, as
/// `list-viewer --state` does.
@MainActor
enum StagedScreen {
    /// A shown window in `state`; close it when done.
    static func make(_ state: ViewerState, width: Int = 480, height: Int = 600,
                     file: StaticString = #filePath, line: UInt = #line) throws -> ViewerWindow {
        try GtkTestEnvironment.start()
        let demo = DemoContent()
        let viewer = ViewerWindow(window: Window(), content: demo, size: WindowSize(width: width, height: height))
        let stager = SnapshotStager(demo: demo, window: viewer.window, state: state)
        stager.prepare()
        viewer.present()
        var isStaged = false
        Task { @MainActor in
            await stager.stage()
            isStaged = true
        }
        XCTAssertTrue(MainLoop.run(until: { isStaged }, timeout: 10), "staging \(state) timed out", file: file, line: line)
        return viewer
    }
}
