import Foundation
import GtkList
import GtkListTesting
@testable import ListViewerKit
import XCTest

/// The application as a GNOME user drives it: its keys, its main menu, its shortcuts window
/// and About dialog, and the window size it remembers.
final class ViewerApplicationTests: XCTestCase {
    /// A state file of a test's own, in a folder not yet made.
    static func newStateFile() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("list-viewer-tests-\(getpid())/\(UUID().uuidString)/state.ini").path
    }

    /// A registered application on its own (never handing over to a list-viewer that runs on
    /// the machine), remembering window state in `stateFile`.
    @MainActor
    static func makeApplication(_ arguments: [String] = [], stateFile: String = newStateFile()) throws -> ViewerApplication {
        try GtkTestEnvironment.start()
        let application = ViewerApplication(options: try ViewerOptions.parse(arguments),
                                            windowStates: KeyFileWindowStateStore(path: stateFile), runsAlone: true)
        try application.application.register()
        return application
    }

    /// Activates the application, as a launch without a file does, and returns its window once drawn.
    @MainActor
    static func openWindow(_ application: ViewerApplication) throws -> ViewerWindow {
        application.application.activate()
        let viewer = try XCTUnwrap(application.windows.last)
        viewer.window.title = "viewer-\(UUID().uuidString.prefix(8))"
        XCTAssertTrue(MainLoop.waitUntilDrawn(viewer.window))
        return viewer
    }

    @MainActor
    static func closeAll(_ application: ViewerApplication) {
        application.windows.forEach { $0.window.close() }
        MainLoop.runPending()
    }

    func testControlWClosesTheLastTabAndTheWindowWithIt() throws {
        try MainActor.assumeIsolated {
            let application = try Self.makeApplication()
            defer { Self.closeAll(application) }
            let viewer = try Self.openWindow(application)
            let title = viewer.window.title
            try TestInput.pressKeys("ctrl+w", in: viewer.window, awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { application.windows.isEmpty }, timeout: 3))
            XCTAssertFalse(Window.toplevelTitles.contains(title))
        }
    }

    func testControlNOpensANewWindowWithTheDemoFeedAndControlQClosesThemAll() throws {
        try MainActor.assumeIsolated {
            let application = try Self.makeApplication()
            defer { Self.closeAll(application) }
            let first = try Self.openWindow(application)
            try TestInput.pressKeys("ctrl+n", in: first.window)
            XCTAssertTrue(MainLoop.run(until: { application.windows.count == 2 }, timeout: 3))
            let second = try XCTUnwrap(application.windows.last)
            XCTAssertNotNil(second.demo)
            XCTAssertTrue(MainLoop.waitUntilDrawn(second.window))

            try TestInput.pressKeys("ctrl+q", in: second.window, awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { application.windows.isEmpty }, timeout: 3),
                          "Ctrl+Q closes every window, which ends the application")
        }
    }

    func testControlOOpensTheFileChooser() throws {
        try MainActor.assumeIsolated {
            let application = try Self.makeApplication()
            defer { Self.closeAll(application) }
            let viewer = try Self.openWindow(application)
            XCTAssertFalse(Window.toplevelTitles.contains("Open a Data File"))
            try TestInput.pressKeys("ctrl+o", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { Window.toplevelTitles.contains("Open a Data File") }, timeout: 3),
                          "windows: \(Window.toplevelTitles)")
            Window.destroyToplevel(titled: "Open a Data File")
            MainLoop.runPending()
        }
    }

    func testTheMenuShowsTheKeysOfItsItems() throws {
        try MainActor.assumeIsolated {
            let application = try Self.makeApplication()
            XCTAssertEqual(application.application.accelerators(forAction: "app.quit"), ["<Control>q"])
            XCTAssertEqual(application.application.accelerators(forAction: "app.new-window"), ["<Control>n"])
            XCTAssertEqual(application.application.accelerators(forAction: "win.open"), ["<Control>o"])
            XCTAssertEqual(application.application.accelerators(forAction: "win.refresh"), ["F5", "<Control>r"])
            XCTAssertEqual(application.application.accelerators(forAction: "window.close"), ["<Shift><Control>w"])
            XCTAssertEqual(application.application.accelerators(forAction: "win.close-tab"), ["<Control>w"])
            XCTAssertEqual(application.application.accelerators(forAction: "win.new-tab"), ["<Control>t"])
            XCTAssertEqual(application.application.accelerators(forAction: "win.show-help-overlay"), ["<Control>question"])
        }
    }

    func testF10OpensTheMainMenuWhateverTheWindowShows() throws {
        try MainActor.assumeIsolated {
            let application = try Self.makeApplication()
            defer { Self.closeAll(application) }
            let viewer = try Self.openWindow(application)
            viewer.open(path: "/nonexistent/list-viewer-test/data.json")  // the demo's own menu goes
            MainLoop.waitUntilDrawn(viewer.window)
            XCTAssertFalse(viewer.primaryMenuButton.isPopoverShown)
            XCTAssertTrue(viewer.primaryMenuButton.isDrawable)
            try TestInput.pressKeys("F10", in: viewer.window, awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { viewer.primaryMenuButton.isPopoverShown }, timeout: 3))
            viewer.primaryMenuButton.closePopover()
        }
    }

    func testControlQuestionMarkShowsTheShortcutsWindowWithEveryShortcut() throws {
        try MainActor.assumeIsolated {
            let application = try Self.makeApplication()
            defer { Self.closeAll(application) }
            let viewer = try Self.openWindow(application)
            XCTAssertNil(viewer.window.helpOverlay, "built once asked for, not with every window")
            try TestInput.pressKeys("ctrl+shift+slash", in: viewer.window, awaitsRelease: false)  // Ctrl+? on a US keyboard
            XCTAssertTrue(MainLoop.run(until: { viewer.window.helpOverlay?.isVisible == true }, timeout: 3))
            let overlay = try XCTUnwrap(viewer.window.helpOverlay)
            let texts = overlay.labelTexts
            for title in ["New window", "Open a file", "Close the window", "Quit", "Open the main menu",
                          "Keyboard shortcuts", "Refresh", "Previous or next row", "Up or down a page",
                          "First or last row", "Open the row", "The row’s menu", "Search with a regular expression"] {
                XCTAssertTrue(texts.contains(title), "\(title) in \(texts)")
            }
            overlay.isVisible = false
            // Closed, it is kept, and shows again.
            try TestInput.pressKeys("ctrl+shift+slash", in: viewer.window, awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { overlay.isVisible }, timeout: 3))
            overlay.isVisible = false
        }
    }

    func testTheShortcutsWindowListsEveryAcceleratorTheApplicationSets() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            AppResources.register()
            let ui = try XCTUnwrap(ResourceBundle.text(at: "\(AppResources.basePath)/shortcuts-window.ui"))
            let listed = ui.components(separatedBy: "<property name=\"accelerator\">").dropFirst()
                .flatMap { $0.prefix { $0 != "<" }.split(separator: " ") }
                .map { $0.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">") }
            for (action, keys) in ViewerApplication.accelerators {
                for key in keys { XCTAssertTrue(listed.contains(key), "\(key) of \(action) in \(listed)") }
            }
            XCTAssertTrue(listed.contains("F10"))
        }
    }

    func testAboutShowsTheVersionMesonInstalls() throws {
        try MainActor.assumeIsolated {
            let application = try Self.makeApplication()
            defer { Self.closeAll(application) }
            let viewer = try Self.openWindow(application)
            let versionFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../../resources/VERSION").standardized
            let version = try String(contentsOf: versionFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            XCTAssertEqual(version, "0.1.0")
            XCTAssertTrue(viewer.window.activateAction("win.about"))
            XCTAssertTrue(MainLoop.run(until: { Window.toplevel(titled: "About List Viewer") != nil }, timeout: 3),
                          "windows: \(Window.toplevelTitles)")
            let dialog = try XCTUnwrap(Window.toplevel(titled: "About List Viewer"))
            XCTAssertTrue(dialog.labelTexts.contains(version), "\(dialog.labelTexts)")
            XCTAssertTrue(dialog.labelTexts.contains("List Viewer"))
            Window.destroyToplevel(titled: "About List Viewer")
            MainLoop.runPending()
        }
    }
}
