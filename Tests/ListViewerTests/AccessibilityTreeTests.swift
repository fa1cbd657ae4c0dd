import Foundation
import RecordFilesTesting
import XCTest

/// What screen readers get from list-viewer over AT-SPI, read from the running app under a
/// private D-Bus session (scripts/a11y): names, roles, states and announcements.
final class AccessibilityTreeTests: XCTestCase {
    /// The app's accessibility tree, one line per object (`role "name" states`), once a line
    /// holds `until`.
    private func tree(until: String, _ arguments: [String]) throws -> [String] {
        let run = try ProcessRun("/bin/bash", [ProcessRun.repository.appendingPathComponent("scripts/a11y/dump-app.sh").path,
                                               "list-viewer", until, ProcessRun.listViewer.path, "--size", "480x600"] + arguments)
        XCTAssertEqual(run.status, 0, "the AT-SPI dump failed (scripts/setup.sh installs dbus, "
                       + "at-spi2-core and python3-pyatspi): \(run.errors)")
        let text = run.output
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.contains(until) }, "never saw “\(until)” in:\n\(text)")
        return lines
    }

    /// No GTK type name and no mnemonic underscore is read aloud, and no list item is nameless.
    private func assertReadsWell(_ lines: [String], file: StaticString = #filePath, line: UInt = #line) {
        // A tooltip of the button under the pointer is GTK's own window, which GTK 4.8 names by
        // its type and an app cannot rename.
        for entry in lines where !entry.contains(#""GtkTooltipWindow""#) {
            guard let name = entry.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first else { continue }
            XCTAssertNil(name.range(of: #"^Gtk[A-Z]"#, options: .regularExpression), "a type name: \(entry)", file: file, line: line)
            XCTAssertNil(name.range(of: #"(^|\s)_\w"#, options: .regularExpression), "a mnemonic: \(entry)", file: file, line: line)
            XCTAssertFalse(entry.contains(#"list item """#), "a nameless row: \(entry)", file: file, line: line)
        }
    }

    func testTheDemoNamesItsListRowsAndHeadingsAndFocusesARow() throws {
        let lines = try tree(until: #"heading "Top stories"#, [])
        assertReadsWell(lines)
        XCTAssertTrue(lines.contains { $0.contains(#"list "Stories""#) }, "the list has a name")
        XCTAssertTrue(lines.contains { $0.contains(#"heading "Featured. Wallpapers picked by the community""#) })
        XCTAssertTrue(lines.contains { $0.contains(#"list item "Incremental builds get twice as fast"#) })
        let focused = lines.filter { $0.hasSuffix("focused focusable") || $0.contains(" focused ") }
        XCTAssertEqual(focused.count, 1, "\(focused)")
        XCTAssertTrue(focused.first?.contains("list item") == true, "the first focus is a row, not an invisible stop: \(focused)")
        XCTAssertTrue(lines.contains { $0.contains(#"push button "Refresh""#) })
        let header = lines.first { $0.contains(#"list item "Top stories"#) }
        XCTAssertEqual(header?.hasSuffix("focusable"), false, "a header row does not claim the focus it refuses: \(header ?? "")")
    }

    func testTheWallpapersGridNamesItsCellsAndSaysWhichIsSelected() throws {
        let lines = try tree(until: #"table cell "Quiet pines"#, ["--state", "wallpapers"])
        assertReadsWell(lines)
        XCTAssertTrue(lines.contains { $0.contains(#"list "Wallpapers""#) }, "the grid has a name")
        XCTAssertTrue(lines.contains { $0.contains(#"heading "Featured. Wallpapers picked by the community""#) })
        let cells = lines.filter { $0.contains("table cell ") }
        XCTAssertEqual(cells.count, 6, "\(cells)")
        XCTAssertTrue(cells.contains { $0.contains(#""Quiet pines. Submitted by a forest ranger in Finland""#) && $0.contains("selected") },
                      "the selected wallpaper says so: \(cells)")
        XCTAssertEqual(cells.filter { $0.contains("selected") }.count, 1, "\(cells)")
    }

    func testTheDetailsPaneReadsEachFieldAndSaysWhichOpen() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("people.jsonl", #"{"name": "Ada", "born": {"year": 1815, "city": "London"}}"# + "\n")
        let lines = try tree(until: #"list item "born: {2 fields}""#, [path, "--details"])
        assertReadsWell(lines)
        XCTAssertTrue(lines.contains { $0.contains(#"list "Fields""#) }, "the fields have a name")
        let name = lines.first { $0.contains(#"list item "name: Ada""#) }
        XCTAssertEqual(name?.hasSuffix("focusable"), true, "a plain value has nothing to open: \(name ?? "")")
        let born = lines.first { $0.contains(#"list item "born: {2 fields}""#) }
        XCTAssertEqual(born?.hasSuffix("focusable expandable"), true, "an object opens, and is closed: \(born ?? "")")
    }

    func testAFailedPageIsAnnouncedAndItsRetryIsNamed() throws {
        let lines = try tree(until: #"status bar "Couldn’t load more"#, ["--state", "load-more-error"])
        assertReadsWell(lines)
        XCTAssertTrue(lines.contains { $0.contains(#"push button "Retry""#) }, "Retry, without its underscore")
    }

    func testAListThatLoadsMoreIsBusy() throws {
        let lines = try tree(until: "busy", ["--state", "loading-more"])
        assertReadsWell(lines)
        XCTAssertTrue(lines.contains { $0.contains(#"list "Stories""#) && $0.contains("busy") }, lines.joined(separator: "\n"))
        // The last section's header is pinned over the list, and read once, in the list.
        XCTAssertEqual(lines.filter { $0.contains(#"label "From the community""#) }.count, 1, lines.joined(separator: "\n"))
    }

    func testAFileWithItsSearchBarReadsWell() throws {
        let scratch = try ScratchDirectory()
        let lines = (1...300).map { #"{"name": "Entry \#($0)", "level": "\#($0 % 10 == 0 ? "error" : "info")"}"# }
        let path = try scratch.write("service.jsonl", lines.joined(separator: "\n") + "\n")
        let tree = try tree(until: #"status bar "30 matches""#, [path, "--search", "error"])
        assertReadsWell(tree)
        for expected in [#"entry "Search""#, #"push button "Previous Match""#, #"push button "Next Match""#,
                         #"push button "Only Matches""#, #"push button "Close the Search""#, #"list "service.jsonl""#] {
            XCTAssertTrue(tree.contains { $0.contains(expected) }, "\(expected) in:\n\(tree.joined(separator: "\n"))")
        }
    }

    func testATextLogsPatternsPaneReadsWell() throws {
        let scratch = try ScratchDirectory()
        let lines = (0..<120).map { n in
            String(format: "Jun 14 15:%02d:%02d bastion sshd[%d]: ", n / 60, n % 60, 1_000 + n)
                + (n % 3 == 0 ? "Invalid user guest from 10.0.0.\(n)" : "Failed password for root from 10.0.1.\(n) port \(40_000 + n) ssh2")
        }
        let path = try scratch.write("auth.log", lines.joined(separator: "\n") + "\n")
        let tree = try tree(until: #"status bar "2 patterns in 120 entries""#, [path, "--patterns"])
        assertReadsWell(tree)
        // The header bar's toggle reads as a button (GTK 4.8), the pane's list and rows by their patterns.
        for expected in [#"push button "Patterns""#, #"list "Patterns""#, #"label "Patterns""#,
                         #"list item "Failed password for root from <*> port <*>"#, #"list item "Invalid user guest from <*>"#] {
            XCTAssertTrue(tree.contains { $0.contains(expected) }, "\(expected) in:\n\(tree.joined(separator: "\n"))")
        }
    }
}
