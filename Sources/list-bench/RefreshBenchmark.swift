import CGtk
import Foundation
import GtkList
import GtkListTesting
import ListCore

/// A refresh of a big list while the user scrolls: a tick callback scrolls every frame, and in
/// the middle a new snapshot (some rows updated at scattered places, new rows on top) is applied
/// in the background. Measures the longest gap between two painted frames then, against plain
/// scrolling and against the same refresh applied on the main thread, what GTK was sent, and
/// how long the main thread spent landing the result.
@MainActor
struct RefreshBenchmark {
    struct Result: Codable {
        let rows: Int
        let updatedFraction: Double
        let insertedRows: Int
        let itemsChangedSignals: Int
        let longestFrameGapMilliseconds: Double
        let scrollOnlyLongestFrameGapMilliseconds: Double
        /// The same refresh with the synchronous `apply`, for comparison.
        let synchronousApplyLongestFrameGapMilliseconds: Double
        let mainThreadApplyMilliseconds: Double
    }

    static func run(rows: Int, updatedFraction: Double, inserted: Int) throws -> Result {
        try GtkTestEnvironment.start()
        let items = (0..<rows).map { BenchRow(id: $0) }
        let source = ListDataSource(sections: [ListSection(id: "all", items: items)])
        // Around the list's own observer: the first and the last to hear the landed change.
        var landingStart: UInt64 = 0, landingEnd: UInt64 = 0
        let before = source.observe { _ in landingStart = DispatchTime.now().uptimeNanoseconds }
        let list = ListView(dataSource: source, adapters: [
            RowAdapter(kind: "row", make: { Label() }, bind: { $0.text = $1.text }),
        ])
        let after = source.observe { _ in landingEnd = DispatchTime.now().uptimeNanoseconds }
        var signals = 0
        list.onPresentedRowsChange { _ in signals += 1 }
        let window = Window()
        window.setDefaultSize(width: 480, height: 720)
        window.setChild(list.widget)
        window.present()
        let gaps = FrameGapProbe(window: window)
        _ = MainLoop.run(until: { gaps.paintedFrames > 1 }, timeout: 30)
        keepScrolling(list.scrolledWindow)

        // Step 1: scrolling alone.
        let scrollOnly = gaps.longestGap(over: 120)

        // Step 2: the refresh, diffed in the background, while scrolling.
        let refreshed = snapshot(of: items, updatedFraction: updatedFraction, inserted: inserted, round: 1)
        signals = 0
        gaps.reset()
        var landed = false
        Task { @MainActor in
            await source.applyInBackground(refreshed)
            landed = true
        }
        _ = MainLoop.run(until: { landed }, timeout: 60)
        let backgroundGap = gaps.longestGap(over: 10)
        let sent = signals
        let landing = Double(landingEnd - landingStart) / 1_000_000

        // Step 3: the next refresh with the synchronous apply, for comparison.
        let next = snapshot(of: source.sections[0].items, updatedFraction: updatedFraction, inserted: inserted, round: 2)
        gaps.reset()
        _ = gaps.longestGap(over: 5)
        source.apply(next)
        let synchronousGap = gaps.longestGap(over: 10)
        withExtendedLifetime((before, after)) {}
        window.close()
        return Result(rows: rows, updatedFraction: updatedFraction, insertedRows: inserted, itemsChangedSignals: sent,
                      longestFrameGapMilliseconds: backgroundGap, scrollOnlyLongestFrameGapMilliseconds: scrollOnly,
                      synchronousApplyLongestFrameGapMilliseconds: synchronousGap,
                      mainThreadApplyMilliseconds: landing)
    }

    /// `items` with every `1/updatedFraction`-th row changed and `inserted` new rows on top.
    private static func snapshot(of items: [BenchRow], updatedFraction: Double, inserted: Int,
                                 round: Int) -> [ListSection<BenchRow>] {
        var rows = items
        let step = max(1, Int((1 / updatedFraction).rounded()))
        for index in stride(from: round % step, to: rows.count, by: step) {
            rows[index].text = "Row \(rows[index].id), refreshed \(round)"
        }
        let firstNewID = (rows.map(\.id).max() ?? 0) + 1
        rows.insert(contentsOf: (firstNewID..<firstNewID + inserted).map { BenchRow(id: $0, text: "New row \($0)") }, at: 0)
        return [ListSection(id: "all", items: rows)]
    }
}

/// The times between painted frames of a window.
@MainActor
final class FrameGapProbe {
    private(set) var paintedFrames = 0
    private var lastPaint: Int?
    private var gaps: [Double] = []

    init(window: Window) {
        window.onFramePainted { [weak self] in
            guard let self else { return }
            let now = g_get_monotonic_time()
            if let last = self.lastPaint { self.gaps.append(Double(now - last) / 1_000) }
            self.lastPaint = now
            self.paintedFrames += 1
        }
    }

    func reset() {
        gaps = []
        lastPaint = nil
    }

    /// Waits for `frames` more painted frames and returns the longest gap since the last reset.
    func longestGap(over frames: Int) -> Double {
        let target = paintedFrames + frames
        _ = MainLoop.run(until: { self.paintedFrames >= target }, timeout: 60)
        return gaps.max() ?? 0
    }
}
