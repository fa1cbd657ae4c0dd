import Foundation
import GtkList
import GtkListTesting
import ListViewerKit

/// Scrolls `scrolled` 150 px every frame, back to the top at the end, until the returned tick
/// callback is removed.
@MainActor
@discardableResult
func keepScrolling(_ scrolled: ScrolledWindow) -> UInt32 {
    scrolled.addTickCallback {
        let next = scrolled.verticalOffset + 150
        scrolled.verticalOffset = next > scrolled.maximumVerticalOffset ? 0 : next
        return true
    }
}

/// list-viewer's window with the file at `path` open, `width` pixels wide, once its first rows
/// (or its error page) are drawn, and how long that took from opening the file.
@MainActor
func openInViewer(_ path: String, width: Int) throws -> (viewer: ViewerWindow, file: FileContent, firstRowsMilliseconds: Double) {
    try GtkTestEnvironment.start()
    let start = DispatchTime.now().uptimeNanoseconds
    let file = FileContent(path: path)
    let viewer = ViewerWindow(window: Window(), content: file, size: WindowSize(width: width, height: 720))
    viewer.present()
    MainLoop.run(until: { file.feed.state.hasLoadedOnce || file.feed.errorPage.isShown }, timeout: 60)
    MainLoop.waitUntilDrawn(viewer.window)
    return (viewer, file, Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
}
