import Foundation
import GtkList
import ListCore

/// list-viewer as a GTK application: opens one window with the demo feed or the given file
/// and, in snapshot mode, writes its picture and quits.
@MainActor
public final class ViewerApplication {
    /// The application id, also the name of its desktop file and icon.
    public static let id = "io.github.gtklistkit.ListViewer"

    private let options: ViewerOptions
    private let application: Application
    private var windows: [ViewerWindow] = []

    /// Prepares the application for `options`. GTK starts in ``run()``.
    public init(options: ViewerOptions) {
        self.options = options
        if options.snapshot != nil {
            // Pictures must not depend on the GPU driver: cairo draws the same everywhere.
            setenv("GSK_RENDERER", "cairo", 0)
        }
        application = Application(id: Self.id, allowsMultipleInstances: true)
        application.onActivate { [weak self] in self?.activate() }
    }

    /// Runs until the last window closes. Returns the exit status.
    public func run() -> Int32 { application.run() }

    private func activate() {
        if let window = windows.first {
            window.present()
            return
        }
        if options.dark { Settings.prefersDarkTheme = true }
        if options.snapshot != nil { Settings.animationsEnabled = false }
        let content: ViewerContent = options.file.map {
            FileContent(path: $0, format: options.format.recordFormat, titleKey: options.title,
                        subtitleKey: options.subtitle)
        } ?? DemoContent()
        let viewer = ViewerWindow(window: Window(application: application), content: content, size: options.size)
        windows.append(viewer)
        viewer.window.onCloseRequest { [weak self] in self?.windows.removeAll() }

        // A picture, or a state asked for, is staged: instant loads, a fixed clock.
        let stager = (content as? DemoContent).flatMap { demo in
            options.snapshot != nil || options.state != nil
                ? SnapshotStager(demo: demo, window: viewer.window, state: options.state ?? .list) : nil
        }
        stager?.prepare()
        viewer.present()
        guard let path = options.snapshot else {
            if let stager { Task { await stager.stage() } }
            return
        }
        Task {
            if let stager { await stager.stage() }
            let status = await Self.settle(viewer)
            self.writeSnapshot(of: viewer, to: path, status: status)
        }
    }

    /// Waits until a file's first load ended; its exit status: 1 when reading met an error, even
    /// after records that show.
    private static func settle(_ viewer: ViewerWindow) async -> Int32 {
        guard let file = viewer.file else { return 0 }
        for _ in 0..<600 where !file.feed.state.hasLoadedOnce && !file.feed.errorPage.isShown {
            await viewer.window.nextFrame()
        }
        await viewer.window.drawn()
        await viewer.window.drawn()
        return file.source.hasReadError ? 1 : 0
    }

    private func writeSnapshot(of viewer: ViewerWindow, to path: String, status: Int32) {
        do {
            try WidgetRenderer.writePNG(of: viewer.window, to: path)
            application.quit(status: status)
        } catch {
            FileHandle.standardError.write(Data("list-viewer: \(error)\n".utf8))
            application.quit(status: 1)
        }
    }
}
