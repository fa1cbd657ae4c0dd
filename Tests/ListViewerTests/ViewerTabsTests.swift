import Foundation
import GtkList
import GtkListTesting
@testable import ListViewerKit
import RecordFilesTesting
import XCTest

/// Several files in one window, as GNOME's tabbed apps have them: a file opened while one shows
/// (a second launch, Ctrl+O, several files at once) opens in a tab of its own, each tab keeps
/// its own search, Ctrl+Page Down goes to the next, Ctrl+W closes one, and the files open at
/// the end come back at the next start.
final class ViewerTabsTests: XCTestCase {
    @MainActor
    private static func makeApplication(folder: ScratchDirectory) throws -> ViewerApplication {
        try GtkTestEnvironment.start()
        let application = ViewerApplication(options: try ViewerOptions.parse([]),
                                            windowStates: KeyFileWindowStateStore(path: folder.path("state.ini")),
                                            openFiles: OpenFilesStore(path: folder.path("session.ini")), runsAlone: true)
        try application.application.register()
        return application
    }

    func testFilesOpenInTabsEachWithItsOwnSearchAndComeBackAtTheNextStart() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let first = try scratch.write("first.jsonl", (1...30).map { #"{"name":"alpha \#($0)"}"# + "\n" }.joined())
            let second = try scratch.write("second.csv", "city,country\nOslo,Norway\nLima,Peru\n")
            let application = try Self.makeApplication(folder: scratch)
            defer { application.windows.forEach { $0.window.close() } }
            application.application.open([first])
            application.application.open([second])
            XCTAssertEqual(application.windows.count, 1, "a second file opens in a tab, not a window")
            let viewer = try XCTUnwrap(application.windows.first)
            XCTAssertEqual(viewer.contents.count, 2)
            XCTAssertTrue(MainLoop.waitUntilDrawn(viewer.window))
            XCTAssertEqual(viewer.file?.model.file.name, "second.csv", "the new tab shows")
            XCTAssertTrue(viewer.window.title.hasPrefix("second.csv"), viewer.window.title)
            viewer.window.setDefaultSize(width: 700, height: 360)
            // The picture waits for what it shows: both files settled (their counts final in
            // the title, not "so far"), the title the shown file's, and the window at its size.
            let files = viewer.contents.compactMap { $0 as? FileContent }
            XCTAssertTrue(MainLoop.run(until: {
                files.allSatisfy(\.isSettled) && viewer.window.title == viewer.file?.title
                    && viewer.window.allocatedWidth == 690 && viewer.window.allocatedHeight == 350
            }, timeout: 20), "\(viewer.window.title), \(viewer.window.allocatedWidth)×\(viewer.window.allocatedHeight)")
            assertGolden(of: viewer.window, named: "tabs")

            // Ctrl+Page Up and Down go from tab to tab; each keeps its own search.
            let firstFile = try XCTUnwrap(viewer.contents.first as? FileContent)
            try TestInput.pressKeys("ctrl+Page_Up", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { viewer.content === firstFile }), "Ctrl+Page Up shows the first tab")
            XCTAssertTrue(MainLoop.run(until: { viewer.window.title.hasPrefix("first.jsonl") }), viewer.window.title)
            try TestInput.pressKeys("ctrl+f", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { firstFile.searchBar.entry.hasFocusWithin }), "Ctrl+F searches the tab shown")
            firstFile.searchBar.search(for: "alpha 2")
            XCTAssertTrue(MainLoop.run(until: { firstFile.isSettled }))
            try TestInput.pressKeys("ctrl+Page_Down", in: viewer.window)
            let secondFile = try XCTUnwrap(viewer.contents.last as? FileContent)
            XCTAssertTrue(MainLoop.run(until: { viewer.content === secondFile }))
            XCTAssertNil(secondFile.model.search.query, "the other tab has a search of its own")
            XCTAssertEqual(firstFile.model.search.query?.text, "alpha 2", "and the first tab keeps its own")

            // Closing the window keeps its files for the next start.
            viewer.window.close()
            XCTAssertTrue(MainLoop.run(until: { application.windows.isEmpty }))
            let next = try Self.makeApplication(folder: scratch)
            defer { next.windows.forEach { $0.window.close() } }
            next.application.activate()
            let reopened = try XCTUnwrap(next.windows.first)
            XCTAssertEqual(reopened.contents.compactMap { ($0 as? FileContent)?.model.file.name }, ["first.jsonl", "second.csv"],
                           "the files come back, in their tabs")
        }
    }

    func testControlWClosesTheTabAndTheLastOneTheWindow() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let first = try scratch.write("a.jsonl", #"{"a":1}"# + "\n")
            let second = try scratch.write("b.jsonl", #"{"b":2}"# + "\n")
            let application = try Self.makeApplication(folder: scratch)
            defer { application.windows.forEach { $0.window.close() } }
            application.application.open([first, second])
            let viewer = try XCTUnwrap(application.windows.first)
            XCTAssertEqual(viewer.contents.count, 2, "files of one launch open in tabs of one window")
            XCTAssertTrue(MainLoop.waitUntilDrawn(viewer.window))
            try TestInput.pressKeys("ctrl+w", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { viewer.contents.count == 1 }), "Ctrl+W closes the tab")
            XCTAssertEqual(viewer.file?.model.file.name, "a.jsonl")
            XCTAssertFalse(application.windows.isEmpty)
            try TestInput.pressKeys("ctrl+w", in: viewer.window, awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { application.windows.isEmpty }), "the last Ctrl+W closes the window")
        }
    }
}
