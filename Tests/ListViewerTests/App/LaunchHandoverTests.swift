import Foundation
import RecordFilesTesting
import XCTest

/// A launch while list-viewer runs hands its whole command line to the running instance, as
/// GNOME apps do: its file opens there, in a tab, with the launch's options, found from the
/// launch's own folder; the launch exits with the status the running one gives. Two real
/// processes on a private D-Bus session, read over AT-SPI (scripts/a11y).
final class LaunchHandoverTests: XCTestCase {
    /// What the script printed, the accessibility tree last, once the running instance's tree
    /// holds `until`.
    private func run(_ script: String, in folder: ScratchDirectory, until: String) throws -> String {
        let run = try ProcessRun("/usr/bin/dbus-run-session",
                                 ["--", "bash", "-c", script, "bash", ProcessRun.listViewer.path,
                                  ProcessRun.repository.appendingPathComponent("scripts/a11y/dump-tree.py").path, until],
                                 in: URL(fileURLWithPath: folder.path(".")))
        XCTAssertEqual(run.status, 0, "the script failed (scripts/setup.sh installs dbus, at-spi2-core and python3-pyatspi): \(run.errors)")
        return run.output
    }

    func testALaunchWithOptionsOpensItsFileInATabOfTheRunningInstance() throws {
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(atPath: scratch.path("first"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch.path("second"), withIntermediateDirectories: true)
        _ = try scratch.write("first/a.jsonl", #"{"name": "alpha"}"# + "\n")
        _ = try scratch.write("second/b.csv", "name,n\nbravo,1\ncharlie,2\ndelta,3\n")
        // The first launch runs; once it shows, a second launch from another folder asks for a
        // relative file, filtered, in the table, and a third one gives options that cannot be read.
        let text = try run(#"""
            viewer=$1 dump=$2 until=$3
            (cd first && exec "$viewer" a.jsonl) &
            app=$!
            trap 'kill $app 2>/dev/null || true' EXIT
            /usr/bin/python3 "$dump" list-viewer a.jsonl > /dev/null
            (cd second && timeout 30 "$viewer" --table --filter 'n = 2' b.csv)
            echo "second launch: $?"
            (cd second && timeout 30 "$viewer" --goto 0 b.csv 2>&1)
            echo "third launch: $?"
            /usr/bin/python3 "$dump" list-viewer "$until"
            kill -0 $app && echo "the first launch still runs"
            """#, in: scratch, until: "1 of 3 records")
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("second launch: 0"), text)
        XCTAssertTrue(lines.contains("third launch: 64"), "options that cannot be read fail the launch that gave them:\n\(text)")
        XCTAssertTrue(lines.contains { $0.contains("--goto takes a record number") }, text)
        XCTAssertTrue(lines.contains("the first launch still runs"), text)
        XCTAssertEqual(lines.filter { $0.contains("frame \"") }.count, 1, "one window:\n\(text)")
        XCTAssertEqual(lines.filter { $0.contains("page tab \"") }.count, 2, "two tabs:\n\(text)")
        XCTAssertTrue(lines.contains { $0.contains(#"Table of “b.csv”"#) }, "the launch's --table:\n\(text)")
        XCTAssertTrue(lines.contains { $0.contains("1 of 3 records") }, "the launch's --filter:\n\(text)")
    }
}
