import Foundation
import GtkList
import GtkListTesting
import ListCore
@testable import ListViewerKit
import RecordFiles
import RecordFilesTesting
import XCTest

/// Export… saves the records shown — every record, the filter's, the search's "Only Matches",
/// the sorted table's order — with a progress bar and a message at the end; Ctrl+C copies
/// several selected records as JSON Lines.
final class FileExportTests: XCTestCase {
    private static let people = "name,age\nAda,36\nAlan,41\nGrace,85\nEdsger,72\nBarbara,29\n"

    @MainActor
    private static func open(_ scratch: ScratchDirectory, _ text: String = people) throws -> (ViewerWindow, FileContent) {
        try GtkTestEnvironment.start()
        let content = FileContent(path: try scratch.write("people.csv", text))
        let viewer = try StagedScreen.show(content, width: 700, height: 500)
        XCTAssertTrue(MainLoop.run(until: { content.feed.state.hasLoadedOnce }))
        return (viewer, content)
    }

    /// Exports to `name` in the scratch folder and waits for the end; returns the file's text.
    @MainActor
    private static func export(_ content: FileContent, viewer: ViewerWindow, to name: String,
                               in scratch: ScratchDirectory) throws -> String {
        let path = scratch.path(name)
        content.exporter.export(to: path)
        XCTAssertNotNil(content.exporter.export, "an export runs")
        XCTAssertTrue(MainLoop.run(until: { content.exporter.export == nil }, timeout: 5), "the export never ended")
        XCTAssertTrue(viewer.toast.shownTitle.hasPrefix("Exported"), viewer.toast.shownTitle)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    func testTheFilteredRecordsAreExportedAsJSONLinesOrCSV() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, content) = try Self.open(scratch)
            defer { viewer.window.close() }
            XCTAssertEqual(try Self.export(content, viewer: viewer, to: "all.csv", in: scratch), Self.people, "every record, as it was")
            XCTAssertEqual(viewer.toast.shownTitle, "Exported 5 records")
            content.filterBar.filter(by: "age > 40")
            XCTAssertTrue(MainLoop.run(until: { content.isSettled && content.filterBar.filter?.progress.isComplete == true }))
            XCTAssertEqual(try Self.export(content, viewer: viewer, to: "old.jsonl", in: scratch),
                           #"{"name":"Alan","age":"41"}"# + "\n" + #"{"name":"Grace","age":"85"}"# + "\n" + #"{"name":"Edsger","age":"72"}"# + "\n")
            XCTAssertEqual(viewer.toast.shownTitle, "Exported 3 records")
            // With a search's "Only Matches", the records both keep.
            content.searchBar.search(for: "a")
            content.searchBar.filterToggle.isActive = true
            XCTAssertTrue(MainLoop.run(until: { content.isSettled && content.model.records.dataSource.itemCount == 2 }))
            XCTAssertEqual(try Self.export(content, viewer: viewer, to: "old-a.tsv", in: scratch), "name\tage\nAlan\t41\nGrace\t85\n")
        }
    }

    func testTheSortedTableIsExportedInItsOrder() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, content) = try Self.open(scratch)
            defer { viewer.window.close() }
            content.showsTable = true
            let table = try XCTUnwrap(content.viewSwitch.table)
            XCTAssertTrue(MainLoop.run(until: { content.feed.state.isExhausted && table.view.pendingWork == nil }))
            table.sort(by: .member("age"), ascending: false)
            XCTAssertTrue(MainLoop.run(until: { content.isSettled }))
            XCTAssertEqual(try Self.export(content, viewer: viewer, to: "by-age.csv", in: scratch),
                           "name,age\nGrace,85\nEdsger,72\nAlan,41\nAda,36\nBarbara,29\n")
        }
    }

    /// Cancelled, an export leaves no file behind and says so; a failure says why.
    func testACancelledOrFailedExportSaysSoAndLeavesNothing() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let rows = (1...200_000).map { "name \($0),\($0)\n" }.joined()
            let (viewer, content) = try Self.open(scratch, "name,n\n" + rows)
            defer { viewer.window.close() }
            let path = scratch.path("big.jsonl")
            content.exporter.export(to: path)
            XCTAssertTrue(MainLoop.run(until: { content.exporter.widget.revealsChild && content.exporter.progressLabel.text.hasPrefix("Exporting to “big.jsonl”…") }),
                          content.exporter.progressLabel.text)
            content.exporter.export?.cancel()
            XCTAssertTrue(MainLoop.run(until: { content.exporter.export == nil }, timeout: 5))
            XCTAssertEqual(viewer.toast.shownTitle, "Export stopped: “big.jsonl” was not written")
            XCTAssertFalse(content.exporter.widget.revealsChild)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path("")), ["people.csv"])
            content.exporter.export(to: scratch.path("no such folder/out.csv"))
            XCTAssertTrue(MainLoop.run(until: { content.exporter.export == nil }, timeout: 5))
            XCTAssertEqual(viewer.toast.shownTitle, "Couldn’t export the records")
        }
    }

    func testCtrlCCopiesSeveralSelectedRecordsAsJSONLines() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, content) = try Self.open(scratch)
            defer { viewer.window.close() }
            content.feed.list.grabFocus()
            try TestInput.pressKeys("Down", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { content.feed.list.selectedItem != nil }))
            try TestInput.pressKeys("shift+Down", in: viewer.window)
            try TestInput.pressKeys("shift+Down", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { content.feed.list.selectedItems.count == 3 }), "\(content.feed.list.selectedItems.map(\.item.id))")
            try TestInput.pressKeys("ctrl+c", in: viewer.window)
            let expected = content.feed.list.selectedItems.map { $0.item.value.json + "\n" }.joined()
            XCTAssertTrue(expected.hasPrefix(#"{"name":"#))
            XCTAssertTrue(MainLoop.run(until: { Clipboard.localText(of: viewer.window) == expected }), "\(String(describing: Clipboard.localText(of: viewer.window)))")
        }
    }
}
