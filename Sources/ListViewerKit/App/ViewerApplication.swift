import Foundation
import GtkList
import ListCore

/// list-viewer as a GTK application: opens one window and, in snapshot mode, writes its
/// picture and quits.
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
        application = Application(id: Self.id, allowsMultipleInstances: options.snapshot != nil)
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
        let window = ViewerWindow(window: Window(application: application), source: DemoFeedSource(),
                                  title: "List Viewer", size: options.size)
        windows.append(window)
        window.window.onCloseRequest { [weak self] in self?.windows.removeAll() }
        // A picture, or a state asked for, is staged: instant loads, a fixed clock.
        guard options.snapshot != nil || options.state != nil else {
            window.present()
            return
        }
        if options.snapshot != nil { Settings.animationsEnabled = false }
        let stager = SnapshotStager(viewer: window, state: options.state ?? .list)
        stager.prepare()
        window.present()
        Task {
            await stager.stage()
            if let path = self.options.snapshot { self.writeSnapshot(of: window, to: path) }
        }
    }

    private func writeSnapshot(of window: ViewerWindow, to path: String) {
        do {
            try WidgetRenderer.writePNG(of: window.window, to: path)
            application.quit(status: 0)
        } catch {
            FileHandle.standardError.write(Data("list-viewer: \(error)\n".utf8))
            application.quit(status: 1)
        }
    }
}
