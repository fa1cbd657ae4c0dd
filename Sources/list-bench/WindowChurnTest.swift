import Foundation
import GtkList
import GtkListTesting
import ListCore

/// Opens and closes many windows, each holding a list, and measures what stays behind: the
/// growth of resident memory per 1,000 windows after a warm-up that fills GTK's caches, and
/// lists, closures, row objects and models not freed.
///
/// A `feed` window closes while its refresh is still running, the case where a feed could keep
/// its task, its pages or its style alive. The refresh waits as a network request that never
/// answers does: until cancelled, holding no timer. (`Task.sleep` is not used: a cancelled
/// sleep keeps its timer, about 0.7 kB, until the time it was set for.)
@MainActor
struct WindowChurnTest {
    /// What each window holds.
    enum Kind: String, Codable, CaseIterable {
        /// A ``FeedListView`` whose refresh is still running at close.
        case feed
        /// A ``ListView``.
        case list
        /// The anchor: a plain GtkListView over a GtkStringList, as C code makes it.
        case plain
    }

    struct Result: Codable {
        let kind: Kind
        let warmUpWindows: Int
        let windows: Int
        /// Resident memory after every ``sampleInterval`` windows, in kilobytes above the start.
        let residentKilobytes: [Double]
        /// The slope of a straight line through the samples: resident memory each 1,000 windows
        /// leave behind, in kilobytes.
        let kilobytesPer1000Windows: Double
        /// Feeds or lists still alive after their windows closed (must be 0).
        let listsAlive: Int
        /// Swift closures connected to GTK, row objects and list models more than before the
        /// measured windows (must be 0).
        let closuresLeft: Int
        let rowObjectsLeft: Int
        let listModelsLeft: Int
    }

    static let sampleInterval = 100

    static func run(_ kind: Kind, windows: Int, warmUp: Int) throws -> Result {
        try GtkTestEnvironment.start()
        for _ in 0..<warmUp { _ = openAndClose(kind) }
        MainLoop.run(for: 0.5)
        let start = trimmedResidentKilobytes()
        let before = (GtkListDiagnostics.liveClosureCount, GtkListDiagnostics.liveRowObjectCount,
                      GtkListDiagnostics.liveListModelCount)
        var samples: [Double] = []
        var alive: [() -> Bool] = []
        for index in 0...windows {
            if index % sampleInterval == 0 { samples.append(trimmedResidentKilobytes() - start) }
            if index < windows { alive.append(openAndClose(kind)) }
        }
        return Result(kind: kind, warmUpWindows: warmUp, windows: windows, residentKilobytes: samples,
                      kilobytesPer1000Windows: slope(samples) * 1_000 / Double(sampleInterval),
                      listsAlive: alive.filter { $0() }.count,
                      closuresLeft: GtkListDiagnostics.liveClosureCount - before.0,
                      rowObjectsLeft: GtkListDiagnostics.liveRowObjectCount - before.1,
                      listModelsLeft: GtkListDiagnostics.liveListModelCount - before.2)
    }

    /// Opens a window with a list of `kind`, waits for its rows to be drawn, closes it, and
    /// returns whether the list is still alive.
    private static func openAndClose(_ kind: Kind) -> () -> Bool {
        let source = ListDataSource(sections: [ListSection(id: "all", items: (0..<40).map { BenchRow(id: $0) })])
        let adapters = [RowAdapter<BenchRow>(kind: "row", make: { Label() }, bind: { $0.text = $1.text })]
        let window = Window()
        window.setDefaultSize(width: 320, height: 400)
        let isAlive: () -> Bool
        switch kind {
        case .feed:
            let feed = FeedListView(dataSource: source, adapters: adapters)
            feed.refreshWork = { _ in
                await waitUntilCancelled()
                throw CancellationError()
            }
            window.setChild(feed.widget)
            isAlive = { [weak feed] in feed != nil }
        case .list:
            let list = ListView(dataSource: source, adapters: adapters)
            window.setChild(list.widget)
            isAlive = { [weak list] in list != nil }
        case .plain:
            let strings = PlainStringList.strings(rows: 40)
            defer { PlainStringList.free(strings) }
            window.setChild(PlainStringList.make(strings: strings))
            isAlive = { false }
        }
        window.present()
        MainLoop.waitUntilDrawn(window)
        window.close()
        MainLoop.run(for: 0.01)
        return isAlive
    }

    /// Returns when the current task is cancelled, holding no timer meanwhile.
    private static func waitUntilCancelled() async {
        let (stream, continuation) = AsyncStream<Never>.makeStream()
        for await _ in stream {}
        withExtendedLifetime(continuation) {}
    }

    /// Resident memory with freed heap memory handed back first, so that it counts what is
    /// still allocated rather than what malloc keeps for reuse.
    private static func trimmedResidentKilobytes() -> Double {
        _ = malloc_trim(0)
        return residentMegabytes() * 1_024
    }

    /// The least-squares slope of `samples` over their indices.
    private static func slope(_ samples: [Double]) -> Double {
        let count = Double(samples.count)
        guard count > 1 else { return 0 }
        let meanX = (count - 1) / 2
        let meanY = samples.reduce(0, +) / count
        let covariance = samples.enumerated().reduce(0) { $0 + (Double($1.offset) - meanX) * ($1.element - meanY) }
        let variance = samples.indices.reduce(0) { $0 + (Double($1) - meanX) * (Double($1) - meanX) }
        return covariance / variance
    }
}

/// glibc's `malloc_trim`: hands freed heap memory back to the system.
@_silgen_name("malloc_trim")
private func malloc_trim(_ pad: Int) -> Int32
