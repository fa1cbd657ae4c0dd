import Foundation
import GtkList
import GtkListTesting
import ListCore

/// The cost of animated changes: the frame work (a frame's start to the end of its painting)
/// while a 1,000-row list scrolls every frame: without changes, with small changes (a row removed
/// and one inserted on screen, every sixth frame) not animated, and with the same changes animated.
@MainActor
struct AnimatedChangesBenchmark {
    struct Result: Codable {
        let rows: Int
        let scrollingFrameWork: Timing
        /// The same changes, not animated: what the changes cost by themselves.
        let plainChangesFrameWork: Timing
        let animatedChangesFrameWork: Timing
        let changes: Int
        /// Median frame work with animated changes over median frame work while scrolling alone.
        let ratio: Double
    }

    static func run(rows: Int = 1_000, frames: Int = 180) throws -> Result {
        try GtkTestEnvironment.start()
        let source = ListDataSource(sections: [ListSection(id: "all", items: (0..<rows).map { BenchRow(id: $0) })])
        let list = ListView(dataSource: source, adapters: [
            RowAdapter(kind: "row", make: { Label() }, bind: { $0.text = $1.text }),
        ])
        let window = Window()
        window.setDefaultSize(width: 480, height: 720)
        window.setChild(list.widget)
        window.present()
        let clock = FrameClockProbe(window: window)
        _ = MainLoop.run(until: { clock.paintedFrames > 1 }, timeout: 30)

        // Scroll 40 px a frame, back and forth over the list, throughout.
        let scrolled = list.scrolledWindow
        var step = 40.0
        scrolled.addTickCallback {
            if scrolled.verticalOffset + step > scrolled.maximumVerticalOffset || scrolled.verticalOffset + step < 0 { step = -step }
            scrolled.verticalOffset += step
            return true
        }

        // Step 1: scrolling alone.
        clock.reset()
        _ = MainLoop.run(until: { clock.frameWork.count >= frames }, timeout: 60)
        let scrolling = Timing(clock.frameWork)

        // Step 2: small changes, not animated; step 3: the same changes animated.
        var changes = 0
        var nextID = rows
        var frame = 0
        window.addTickCallback {
            frame += 1
            guard frame % 6 == 0, let top = list.visibleRows?.lowerBound else { return true }
            _ = source.remove(at: ListIndexPath(section: 0, item: top + 2))
            _ = source.insert(BenchRow(id: nextID, text: "New row \(nextID)"), at: ListIndexPath(section: 0, item: top + 4))
            nextID += 1
            changes += 1
            return true
        }
        clock.reset()
        _ = MainLoop.run(until: { clock.frameWork.count >= frames }, timeout: 60)
        let plain = Timing(clock.frameWork)
        list.animatesChanges = true
        Settings.animationsEnabled = true
        defer { Settings.animationsEnabled = false }
        changes = 0
        clock.reset()
        _ = MainLoop.run(until: { clock.frameWork.count >= frames }, timeout: 60)
        let animated = Timing(clock.frameWork)
        window.close()
        return Result(rows: rows, scrollingFrameWork: scrolling, plainChangesFrameWork: plain,
                      animatedChangesFrameWork: animated, changes: changes,
                      ratio: animated.median / max(0.001, scrolling.median))
    }
}
