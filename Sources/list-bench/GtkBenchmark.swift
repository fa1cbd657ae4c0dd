import CGtk
import Foundation
import GtkList
import GtkListTesting
import ListCore

/// One list (or grid) in a window under Xvfb with the cairo renderer: time to first frame,
/// memory, and the cost of frames while a tick callback scrolls it.
///
/// Each case runs in a process of its own (see `main.swift`) so that memory figures start from
/// the same baseline.
@MainActor
struct GtkBenchmark {
    enum Kind: String, Codable {
        /// ``ListView`` over a ``ListDataSource``: the lazy model, adapters, recycling.
        case ours
        /// A plain GtkStringList in a GtkListView with a signal factory, as C code would do it.
        case plain
        /// ``GridView`` over the same data source: the lazy lines, cells recycled per kind.
        case grid
    }

    struct Result: Codable {
        let kind: Kind
        let rows: Int
        let firstFrameMilliseconds: Double
        let residentMegabytesAboveBaseline: Double
        let scrolledFrames: Int
        /// Layout and paint time of each frame while scrolling (tick to after-paint).
        let frameWork: Timing
        /// A picture of the list after scrolling, to check it drew rows and not a blank.
        let picture: String
    }


    static let scrolledFrames = 240
    /// Pixels per frame: several rows, so every frame binds new ones.
    static let scrollStep = 150.0

    static func run(_ kind: Kind, rows: Int) throws -> Result {
        try GtkTestEnvironment.start()
        MainLoop.run(for: 0.1)
        let baseline = residentMegabytes()

        // Step 1: the app's data, which costs the same whatever shows it; not timed.
        let items = kind == .plain ? [] : (0..<rows).map { BenchRow(id: $0) }
        let strings = kind == .plain ? PlainStringList.strings(rows: rows) : []
        defer { PlainStringList.free(strings) }

        // Step 2: the list over that data, the way each kind of code builds it, until its
        // first frame is painted.
        let start = DispatchTime.now().uptimeNanoseconds
        let window = Window()
        window.setDefaultSize(width: 480, height: 720)
        var keepAlive: AnyObject?
        let scrolled: ScrolledWindow
        // Whether the view has laid out rows: a grid lays out none until it knows its width.
        var showsRows: () -> Bool = { true }
        switch kind {
        case .ours:
            let source = ListDataSource(sections: [ListSection(id: "all", items: items)])
            let list = ListView(dataSource: source, adapters: [
                RowAdapter(kind: "row", make: { Label() }, bind: { $0.text = $1.text }),
            ])
            keepAlive = list
            scrolled = list.scrolledWindow
            window.setChild(list.widget)
        case .plain:
            scrolled = PlainStringList.make(strings: strings)
            window.setChild(scrolled)
        case .grid:
            let source = ListDataSource(sections: [ListSection(id: "all", items: items)])
            let grid = GridView(dataSource: source, adapters: [
                RowAdapter(kind: "row", make: { Label() }, bind: { $0.text = $1.text }),
            ])
            grid.minimumCellWidth = 120
            showsRows = { grid.visibleRows != nil }
            keepAlive = grid
            scrolled = grid.scrolledWindow
            window.setChild(grid.widget)
        }
        window.present()


        let clock = FrameClockProbe(window: window)
        _ = MainLoop.run(until: { clock.paintedFrames > 1 && showsRows() }, timeout: 30)
        let firstFrame = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        let memory = residentMegabytes() - baseline

        // Step 3: scroll a little every frame and time each frame's work.
        clock.reset()
        var frames = 0
        scrolled.addTickCallback {
            frames += 1
            scrolled.verticalOffset = min(scrolled.maximumVerticalOffset, scrolled.verticalOffset + scrollStep)
            return frames < scrolledFrames
        }
        _ = MainLoop.run(until: { clock.frameWork.count >= scrolledFrames }, timeout: 60)
        let picture = FileManager.default.temporaryDirectory
            .appendingPathComponent("list-bench-\(kind.rawValue)-\(rows).png").path
        try WidgetRenderer.writePNG(of: window, to: picture)
        withExtendedLifetime(keepAlive) {}
        window.close()
        return Result(kind: kind, rows: rows, firstFrameMilliseconds: firstFrame,
                      residentMegabytesAboveBaseline: memory, scrolledFrames: clock.frameWork.count,
                      frameWork: Timing(clock.frameWork), picture: picture)
    }
}

/// Times each frame of a window: from the frame's start (a tick) to the end of its painting.
@MainActor
final class FrameClockProbe {
    private(set) var paintedFrames = 0
    private(set) var frameWork: [Double] = []
    private var frameStart: Int?

    init(window: Window) {
        window.addTickCallback { [weak self] in
            self?.frameStart = g_get_monotonic_time()
            return true
        }
        window.onFramePainted { [weak self] in
            guard let self else { return }
            self.paintedFrames += 1
            if let start = self.frameStart {
                self.frameWork.append(Double(g_get_monotonic_time() - start) / 1_000)
                self.frameStart = nil
            }
        }
    }

    func reset() {
        frameWork = []
        frameStart = nil
    }
}
