/// A controller kept alive by its widget that may still be working on what the widget will
/// show; screenshot tests wait until every such controller in a window is idle.
@MainActor
package protocol ReportsPendingWork: AnyObject {
    /// What is still under way, said for a test failure ("a refresh"), or `nil` when idle.
    var pendingWork: String? { get }
}
