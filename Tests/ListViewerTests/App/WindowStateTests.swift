import Foundation
import GtkList
import GtkListTesting
@testable import ListViewerKit
import XCTest

/// The window size and maximized state list-viewer remembers between launches.
final class WindowStateTests: XCTestCase {
    func testAClosedWindowsSizeOpensTheNextWindow() throws {
        try MainActor.assumeIsolated {
            let stateFile = ViewerApplicationTests.newStateFile()
            let first = try ViewerApplicationTests.makeApplication(stateFile: stateFile)
            let viewer = try ViewerApplicationTests.openWindow(first)
            XCTAssertEqual(viewer.window.defaultSize.width, WindowSize.standard.width, "nothing remembered yet")
            XCTAssertFalse(FileManager.default.fileExists(atPath: stateFile))
            viewer.window.setDefaultSize(width: 500, height: 400)  // as a user's resize does
            viewer.window.close()
            MainLoop.runPending()
            let saved = try KeyFile(contentsOf: stateFile)
            XCTAssertEqual(saved.integer("width", in: "window"), 500)
            XCTAssertEqual(saved.integer("height", in: "window"), 400)
            XCTAssertEqual(saved.boolean("maximized", in: "window"), false)

            let next = try ViewerApplicationTests.makeApplication(stateFile: stateFile)
            defer { ViewerApplicationTests.closeAll(next) }
            let reopened = try ViewerApplicationTests.openWindow(next)
            XCTAssertEqual(reopened.window.defaultSize.width, 500)
            XCTAssertEqual(reopened.window.defaultSize.height, 400)
        }
    }

    func testSizeOnTheCommandLineWinsOverTheRememberedSize() throws {
        try MainActor.assumeIsolated {
            let stateFile = ViewerApplicationTests.newStateFile()
            KeyFileWindowStateStore(path: stateFile).save(WindowGeometry(size: WindowSize(width: 500, height: 400), isMaximized: false))
            let application = try ViewerApplicationTests.makeApplication(["--size", "640x480"], stateFile: stateFile)
            defer { ViewerApplicationTests.closeAll(application) }
            let viewer = try ViewerApplicationTests.openWindow(application)
            XCTAssertEqual(viewer.window.defaultSize.width, 640)
            XCTAssertEqual(viewer.window.defaultSize.height, 480)
        }
    }

    func testTheKeyFileKeepsSizeAndMaximizedAndIgnoresWhatItCannotUse() throws {
        try MainActor.assumeIsolated {
            let stateFile = ViewerApplicationTests.newStateFile()
            let store = KeyFileWindowStateStore(path: stateFile)
            XCTAssertNil(store.load(), "no file yet")
            let geometry = WindowGeometry(size: WindowSize(width: 1000, height: 700), isMaximized: true)
            store.save(geometry)
            XCTAssertEqual(KeyFileWindowStateStore(path: stateFile).load(), geometry)
            try "[window]\nwidth=5\nheight=700\n".write(toFile: stateFile, atomically: true, encoding: .utf8)
            XCTAssertNil(store.load(), "a size --size would refuse is not used")
            try "not a key file".write(toFile: stateFile, atomically: true, encoding: .utf8)
            XCTAssertNil(store.load())
        }
    }

    func testTheKeyFileLivesInTheUsersConfigFolder() {
        XCTAssertEqual(KeyFileWindowStateStore.defaultPath(environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/a"]),
                       "/x/config/list-viewer/state.ini")
        XCTAssertEqual(KeyFileWindowStateStore.defaultPath(environment: ["HOME": "/home/a"]),
                       "/home/a/.config/list-viewer/state.ini")
        XCTAssertEqual(KeyFileWindowStateStore.defaultPath(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/a"]),
                       "/home/a/.config/list-viewer/state.ini", "the XDG specification ignores relative paths")
    }

    func testTheInstalledSchemaKeepsTheSameState() throws {
        let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../resources").standardized
        let compiled = FileManager.default.temporaryDirectory.appendingPathComponent("list-viewer-schemas-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: compiled) }
        try FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-schemas")
        compiler.arguments = ["--strict", "--targetdir", compiled.path, schemas.path]
        try compiler.run()
        compiler.waitUntilExit()
        XCTAssertEqual(compiler.terminationStatus, 0)
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()  // GSETTINGS_BACKEND=memory: nothing reaches the user's dconf
            let settings = try XCTUnwrap(ApplicationSettings(schemaID: ViewerApplication.id, compiledIn: compiled.path))
            let store = SettingsWindowStateStore(settings: settings)
            XCTAssertEqual(store.load(), WindowGeometry(size: .standard, isMaximized: false), "the schema's defaults")
            let geometry = WindowGeometry(size: WindowSize(width: 900, height: 650), isMaximized: true)
            store.save(geometry)
            XCTAssertEqual(store.load(), geometry)
            XCTAssertNil(ApplicationSettings(schemaID: "io.github.gtklistkit.NoSuchSchema", compiledIn: compiled.path))
        }
    }
}
