import Foundation
import GtkList
import GtkListTesting
import ListCore

/// A long session: a million-row feed scrolled end to end and back by a tick callback while
/// pages append and refreshes run. Prints resident memory over time; after the warm-up pass
/// it must stay flat.
@MainActor
struct SoakTest {
    /// What each refresh brings.
    enum Mode: String, Codable {
        /// A feed's usual refresh: 20 new rows on top, 10 changed ones.
        case realistic
        /// 20 new rows on top and 1 % of the rows (10,000) changed at scattered places.
        case scattered

        var changedRows: Int { self == .realistic ? 10 : 10_000 }
    }

    struct Result: Codable {
        let mode: Mode
        let seconds: Double
        let passes: Int
        let appendedPages: Int
        let refreshes: Int
        let residentMegabytes: [Double]
        let warmUpMegabytes: Double
        let growthAfterWarmUpMegabytes: Double
        let picture: String
    }


    /// Pixels per frame: a pass over a million rows takes about a thousand frames.
    static let scrollStep = 20_000.0

    static func run(seconds: Double, mode: Mode) throws -> Result {
        try GtkTestEnvironment.start()
        let rows = 1_000_000
        let source = ListDataSource(sections: [ListSection(id: "all", items: (0..<rows).map {
            BenchRow(id: $0)
        })])
        let feed = FeedListView(dataSource: source, adapters: [
            RowAdapter(kind: "row", make: { Label() }, bind: { $0.text = $1.text }),
        ])
        var nextID = rows
        var refreshes = 0
        feed.refreshesOnFirstShow = false
        feed.loadMoreThreshold = .pixels(0)
        feed.refreshWork = { source in
            // New rows on top and changed ones at scattered places, found by a diff over the
            // whole million on another thread.
            refreshes += 1
            var sections = source.sections
            let fresh = (nextID..<nextID + 20).map { BenchRow(id: $0, text: "New row \($0)") }
            nextID += 20
            for offset in 0..<mode.changedRows {
                let index = (refreshes * 7_919 + offset * 104_729) % sections[0].items.count
                // Short enough to be stored inline (at most 15 UTF-8 bytes), as the original text
                // is: otherwise every refresh would leave 10,000 more heap strings behind, data
                // growth that is not the list's.
                sections[0].items[index].text = "Row \(sections[0].items[index].id)+\(refreshes % 100)"
            }
            sections[0].items.insert(contentsOf: fresh, at: 0)
            await source.applyInBackground(sections)
            return .available
        }
        let window = Window()
        window.setDefaultSize(width: 480, height: 720)
        window.setChild(feed.widget)
        window.present()
        MainLoop.waitUntilDrawn(window)

        // Step 1: scroll down to the end and back up, over and over.
        let scrolled = feed.list.scrolledWindow
        var direction = 1.0
        var passes = 0
        scrolled.addTickCallback {
            let target = scrolled.verticalOffset + direction * scrollStep
            if target >= scrolled.maximumVerticalOffset || target <= 0 {
                direction = -direction
                passes += 1
            }
            scrolled.verticalOffset = min(max(0, target), scrolled.maximumVerticalOffset)
            return true
        }

        // Step 2: pages append and refreshes run while it scrolls; memory is sampled.
        var samples: [Double] = []
        var pages = 0
        let start = Date()
        var lastRefresh = start
        while Date().timeIntervalSince(start) < seconds {
            MainLoop.run(for: 1)
            source.append((nextID..<nextID + 50).map { BenchRow(id: $0) })
            nextID += 50
            pages += 1
            if Date().timeIntervalSince(lastRefresh) >= 10 {
                feed.beginRefreshing()
                lastRefresh = Date()
            }
            samples.append(residentMegabytes())
        }
        var picture = FileManager.default.temporaryDirectory.appendingPathComponent("list-bench-soak.png").path
        MainLoop.waitUntilDrawn(window)
        do {
            try WidgetRenderer.writePNG(of: window, to: picture)
        } catch {
            picture = "no picture: \(error)"
        }
        window.close()

        // The first third of the run is the warm-up: caches fill, and the heap grows to what a
        // refresh (a diff over a million rows) needs at its peak, then settles.
        let warmUpEnd = max(1, samples.count / 3)
        let warmUp = samples[warmUpEnd - 1]
        let peakAfter = samples[warmUpEnd...].max() ?? warmUp
        return Result(mode: mode, seconds: seconds, passes: passes, appendedPages: pages, refreshes: refreshes,
                      residentMegabytes: samples, warmUpMegabytes: warmUp,
                      growthAfterWarmUpMegabytes: peakAfter - warmUp, picture: picture)
    }
}
