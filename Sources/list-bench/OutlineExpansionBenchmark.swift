import Dispatch
import GtkList
import GtkListTesting
import ListCore

/// Expanding and collapsing every node of a big outline while it scrolls every frame: the
/// longest gap between two painted frames then, against scrolling alone, and how long the main
/// thread spent in `expandAll()` and `collapseAll()` (the outline's rows, their diff, and GTK
/// hearing the change); and how long making the outline and applying its tree again take.
@MainActor
struct OutlineExpansionBenchmark {
    struct Result: Codable {
        let nodes: Int
        let rowsExpanded: Int
        let scrollOnlyLongestFrameGapMilliseconds: Double
        let expandAllLongestFrameGapMilliseconds: Double
        let collapseAllLongestFrameGapMilliseconds: Double
        let expandAllMilliseconds: Double
        let collapseAllMilliseconds: Double
        /// `Outline(nodes:)`, before any view shows it.
        let makeMilliseconds: Double
        /// `apply(_:)` of the same tree again, shown and collapsed.
        let applyMilliseconds: Double
    }

    /// An outline of `topLevel` nodes of 9 children of 10 children each: 100,000 nodes for 1,000.
    static func run(topLevel: Int = 1_000) throws -> Result {
        try GtkTestEnvironment.start()
        var nextID = 0
        func node(_ children: [OutlineNode<BenchRow>] = []) -> OutlineNode<BenchRow> {
            nextID += 1
            return OutlineNode(BenchRow(id: nextID), children: children)
        }
        let nodes = (0..<topLevel).map { _ in node((0..<9).map { _ in node((0..<10).map { _ in node() }) }) }
        let makeStart = DispatchTime.now().uptimeNanoseconds
        let outline = Outline(nodes: nodes)
        let make = Double(DispatchTime.now().uptimeNanoseconds - makeStart) / 1_000_000
        let view = OutlineView(outline: outline, adapters: [
            RowAdapter(kind: "row", make: { Label() }, bind: { $0.text = $1.text }),
        ])
        let window = Window()
        window.setDefaultSize(width: 480, height: 720)
        window.setChild(view.widget)
        window.present()
        let gaps = FrameGapProbe(window: window)
        _ = MainLoop.run(until: { gaps.paintedFrames > 1 }, timeout: 30)
        _ = keepScrolling(view.scrolledWindow)

        let scrollOnly = gaps.longestGap(over: 120)
        let apply = timed { outline.apply(nodes) }
        // From a painted frame on, so that the time the calls take counts.
        gaps.reset()
        _ = gaps.longestGap(over: 5)
        let expandAll = timed { outline.expandAll() }
        let expandGap = gaps.longestGap(over: 30)
        let rowsExpanded = outline.dataSource.rowCount
        _ = gaps.longestGap(over: 30)
        gaps.reset()
        _ = gaps.longestGap(over: 5)
        let collapseAll = timed { outline.collapseAll() }
        let collapseGap = gaps.longestGap(over: 30)
        window.close()
        return Result(nodes: topLevel * 100, rowsExpanded: rowsExpanded, scrollOnlyLongestFrameGapMilliseconds: scrollOnly,
                      expandAllLongestFrameGapMilliseconds: expandGap, collapseAllLongestFrameGapMilliseconds: collapseGap,
                      expandAllMilliseconds: expandAll, collapseAllMilliseconds: collapseAll, makeMilliseconds: make,
                      applyMilliseconds: apply)
    }

    private static func timed(_ work: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }
}
