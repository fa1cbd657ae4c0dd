import CGtk
import Foundation
import GtkList
import XCTest

/// Runs the main loop until `widget` shows its final state: every `FeedListView` and
/// `ListView` inside it has finished its refreshes and page loads, applied them, and the
/// result has been painted.
///
/// Use it before looking at a screen: ``assertGolden(of:named:tolerance:waitsForLoads:file:line:)``
/// and the `.image` snapshot strategy call it for you. A screen still busy after `timeout`
/// seconds fails the test with what was pending ("a refresh", "a page load").
/// - Returns: Whether the screen settled in time.
@MainActor
@discardableResult
public func waitForScreen(
    _ widget: Widget,
    timeout: TimeInterval = 10,
    file: StaticString = #filePath,
    line: UInt = #line
) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    var pending: [String] = []
    repeat {
        // Step 1: a painted frame. A feed's first refresh starts when it is first shown.
        let remaining = deadline.timeIntervalSinceNow
        guard remaining > 0, MainLoop.waitUntilDrawn(widget, timeout: remaining) else { break }
        // Step 2: settled if nothing is loading now; a finished load may still start the next
        // page once its rows are drawn, so look again after the next frame.
        pending = pendingWork(in: widget)
        if pending.isEmpty { return true }
        MainLoop.run(until: { pendingWork(in: widget).isEmpty }, timeout: max(0, deadline.timeIntervalSinceNow))
    } while Date() < deadline
    let what = pending.isEmpty ? "no frame was painted (is the widget in a shown window?)"
                               : "still pending: " + pending.joined(separator: ", ")
    XCTFail("the screen did not settle within \(timeout) s: \(what)", file: file, line: line)
    return false
}

/// What the lists and feeds inside `widget` are still doing.
@MainActor
private func pendingWork(in widget: Widget) -> [String] {
    var pending: [String] = []
    var stack = [widget.unsafeWidgetPointer]
    while let current = stack.popLast() {
        if let owner = ObjectWrapper.keptAliveOwner(of: current) as? ReportsPendingWork, let work = owner.pendingWork {
            pending.append(work)
        }
        var child = gtk_widget_get_first_child(current)
        while let next = child {
            stack.append(next)
            child = gtk_widget_get_next_sibling(next)
        }
    }
    return pending
}
