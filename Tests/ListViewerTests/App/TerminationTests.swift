import Foundation
import RecordFilesTesting
import XCTest

/// However list-viewer ends — `kill`, Ctrl+C, a closed terminal, or `SIGKILL` — it leaves no
/// temporary file behind: standard input's spool and a `.zst` file's copy had stayed in
/// `$TMPDIR` (600–800 MB and 300 MB). `SIGTERM`, `SIGINT` and `SIGHUP` close its windows as
/// Ctrl+Q does. Real processes on a private D-Bus session, read over AT-SPI (scripts/a11y).
final class TerminationTests: XCTestCase {
    func testNoTemporaryFileOutlivesListViewerWhateverEndsIt() throws {
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(atPath: scratch.path("tmp"), withIntermediateDirectories: true)
        let lines = (1...3_000).map { #"{"n": \#($0), "msg": "line \#($0)"}"# }.joined(separator: "\n") + "\n"
        let plain = try scratch.write("one-frame.jsonl", lines)
        try appendCompressed(plain, by: "zstd -q", to: scratch.path("one-frame.jsonl.zst"))
        let run = try ProcessRun("/usr/bin/dbus-run-session",
                                 ["--", "bash", "-c", Self.script, "bash", ProcessRun.listViewer.path,
                                  ProcessRun.repository.appendingPathComponent("scripts/a11y/dump-tree.py").path],
                                 in: URL(fileURLWithPath: scratch.path(".")))
        XCTAssertEqual(run.status, 0, run.errors)
        let report = run.output.split(separator: "\n").map(String.init)
        for signal in ["TERM", "INT", "HUP"] {
            for input in ["stdin", "zst"] {
                XCTAssertTrue(report.contains("\(input) \(signal): ended 0, 0 files left"), "\(input) \(signal):\n\(run.output)")
            }
        }
        for input in ["stdin", "zst"] {
            XCTAssertTrue(report.contains("\(input) KILL: ended 137, 0 files left"), "\(input) KILL:\n\(run.output)")
        }
        XCTAssertTrue(report.contains("while running: 0 files"), run.output)
    }

    /// Runs list-viewer on standard input and on a one-frame `.zst` file with `TMPDIR` in
    /// `./tmp`, ends each with each signal once it shows its file, and reports how it ended and
    /// what `TMPDIR` holds then.
    private static let script = #"""
        viewer=$1 dump=$2
        export TMPDIR=$PWD/tmp
        count() { find "$TMPDIR" -mindepth 1 | wc -l; }
        for signal in TERM INT HUP KILL; do
            for input in stdin zst; do
                if [ $input = stdin ]; then
                    # A pipe that stays open: standard input is still being read when it ends.
                    rm -f in && mkfifo in
                    "$viewer" - < in &
                    exec 3> in
                    seq 1 5000 | sed 's/.*/{"n": &}/' >&3
                    name="standard input"
                else
                    "$viewer" one-frame.jsonl.zst &
                    name="one-frame.jsonl.zst"
                fi
                app=$!
                /usr/bin/python3 "$dump" list-viewer "$name" > /dev/null
                [ $signal = TERM ] && [ $input = stdin ] && echo "while running: $(count) files"
                kill -s $signal $app
                timeout 20 tail --pid=$app -f /dev/null
                wait $app
                status=$?
                [ $input = stdin ] && exec 3>&-
                echo "$input $signal: ended $status, $(count) files left"
            done
        done
        """#
}
