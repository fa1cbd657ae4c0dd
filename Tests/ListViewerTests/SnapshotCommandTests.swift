import Foundation
import GtkListTesting
import ListViewerKit
import RecordFilesTesting
import XCTest

/// `list-viewer --snapshot` as a user runs it: a separate process that writes a PNG and exits.
final class SnapshotCommandTests: XCTestCase {
    private var viewerBinary: URL {
        // swift test builds every product next to the test bundle.
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("list-viewer")
    }

    /// Runs list-viewer with this process's environment, `environment` set and `removing` unset,
    /// and `input` on its standard input.
    private func runViewer(_ arguments: [String], environment: [String: String] = [:], removing: [String] = [],
                           input: Data? = nil) throws -> (status: Int32, errorOutput: String) {
        let process = Process()
        process.executableURL = viewerBinary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            .filter { !removing.contains($0.key) }
        let inputPipe = input.map { _ in Pipe() }
        if let inputPipe { process.standardInput = inputPipe }
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        if let input, let inputPipe {
            // Small enough for the pipe's buffer: written at once, then the end of input.
            inputPipe.fileHandleForWriting.write(input)
            try inputPipe.fileHandleForWriting.close()
        }
        let errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errorData, as: UTF8.self))
    }

    /// Width and height from a PNG's IHDR chunk.
    private func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count > 24, Array(data.prefix(8)) == signature else { return nil }
        func bigEndian(_ offset: Int) -> Int {
            data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (bigEndian(16), bigEndian(20))
    }

    func testSnapshotWritesAPNGOfTheWindowAndExitsZero() throws {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("list-viewer-snapshot-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try runViewer(["--snapshot", output.path, "--size", "640x480"])
        XCTAssertEqual(result.status, 0, result.errorOutput)
        let size = try XCTUnwrap(pngSize(try Data(contentsOf: output)), "the file is a PNG")
        // The picture is the window's content area: the requested size less the frame.
        XCTAssertTrue((600...640).contains(size.width), "width \(size.width)")
        XCTAssertTrue((440...480).contains(size.height), "height \(size.height)")
    }

    /// Scripted without a session bus (a CI container), a snapshot prints nothing: GTK's
    /// screen-reader bridge would otherwise warn that it cannot reach the bus.
    func testSnapshotWithoutASessionBusPrintsNothing() throws {
        let scratch = try ScratchDirectory()
        let output = scratch.path("quiet.png")
        // A runtime folder without a bus in it.
        let runtime = try ScratchDirectory()
        let result = try runViewer(["--snapshot", output, "--size", "640x480"],
                                   environment: ["XDG_RUNTIME_DIR": runtime.url.path],
                                   removing: ["GTK_A11Y", "DBUS_SESSION_BUS_ADDRESS"])
        XCTAssertEqual(result.status, 0, result.errorOutput)
        XCTAssertEqual(result.errorOutput, "")
        XCTAssertNotNil(pngSize(try Data(contentsOf: URL(fileURLWithPath: output))))
    }

    /// `some-command | list-viewer -`: standard input, spooled to a temporary file that is
    /// gone when the viewer exits, shows as "standard input".
    func testStandardInputIsShownAndItsSpoolDeleted() throws {
        let scratch = try ScratchDirectory()
        let output = scratch.path("stdin.png")
        // The spool's folder, which holds nothing else.
        let spoolDirectory = try ScratchDirectory()
        let lines = (1...40).map { #"{"n": \#($0), "message": "piped record \#($0)"}"# }.joined(separator: "\n") + "\n"
        let result = try runViewer(["-", "--snapshot", output, "--size", "640x480"],
                                   environment: ["TMPDIR": spoolDirectory.url.path], input: Data(lines.utf8))
        XCTAssertEqual(result.status, 0, result.errorOutput)
        // OCR may read a space more or less: compare without them.
        let text = try TextRecognition.text(inPNGAt: output)
        let words = text.filter { !$0.isWhitespace }
        XCTAssertTrue(words.contains("standardinput"), text)
        XCTAssertTrue(words.contains("40items"), text)
        XCTAssertTrue(words.contains("pipedrecord1"), text)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: spoolDirectory.url.path), [], "the spool is deleted")
    }

    func testSnapshotNeitherReadsNorWritesTheRememberedWindowSize() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("list-viewer-config-\(getpid())")
        let output = config.appendingPathComponent("snapshot.png")
        defer { try? FileManager.default.removeItem(at: config) }
        let stateFile = config.appendingPathComponent("list-viewer/state.ini")
        try FileManager.default.createDirectory(at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let remembered = "[window]\nwidth=300\nheight=200\nmaximized=false\n"
        try remembered.write(to: stateFile, atomically: true, encoding: .utf8)

        let result = try runViewer(["--snapshot", output.path], environment: ["XDG_CONFIG_HOME": config.path])
        XCTAssertEqual(result.status, 0, result.errorOutput)
        let size = try XCTUnwrap(pngSize(try Data(contentsOf: output)))
        XCTAssertTrue((WindowSize.standard.width - 40...WindowSize.standard.width).contains(size.width), "width \(size.width)")
        XCTAssertEqual(try String(contentsOf: stateFile, encoding: .utf8), remembered)
    }

    func testBadSizeIsRejectedWithAMessage() throws {
        let result = try runViewer(["--snapshot", "/tmp/never.png", "--size", "huge"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.errorOutput.contains("--size"), result.errorOutput)
    }

    func testSnapshotOfAFileThatCannotBeReadShowsTheErrorAndExitsOne() throws {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("list-viewer-error-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: output) }
        let missing = "/nonexistent/list-viewer-test/data.jsonl"
        let result = try runViewer([missing, "--snapshot", output.path, "--size", "480x400"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorOutput.contains(missing), "the error names the file: \(result.errorOutput)")
        XCTAssertNotNil(pngSize(try Data(contentsOf: output)), "the error page was still drawn")
    }

    /// `--merge` with a log that cannot be read: the merge's page names it, the message goes to
    /// standard error once, and the picture is still drawn.
    func testSnapshotOfAMergeWithALogThatCannotBeReadExitsOneAndSaysWhy() throws {
        let scratch = try ScratchDirectory()
        let log = try scratch.write("a.log", "2025-06-14 10:00:01 one\n")
        let missing = scratch.path("missing.log")
        let output = scratch.path("merge.png")
        let result = try runViewer(["--merge", log, missing, "--snapshot", output, "--size", "480x400"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errorOutput.components(separatedBy: "\(missing): no such file").count, 2,
                       "said once: \(result.errorOutput)")
        XCTAssertTrue(try TextRecognition.text(inPNGAt: output).contains("The logs cannot be merged"))
    }

    func testSnapshotOfAFileWithAnErrorAfterItsRecordsExitsOneAndSaysItOnce() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("list-viewer-late-error-\(getpid()).json")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("list-viewer-late-error-\(getpid()).png")
        defer {
            try? FileManager.default.removeItem(at: data)
            try? FileManager.default.removeItem(at: output)
        }
        try Data(#"[{"name": "Ada"}, {"name": "Grace"}} "#.utf8).write(to: data)
        let result = try runViewer([data.path, "--snapshot", output.path, "--size", "480x400"])
        XCTAssertEqual(result.status, 1, "the records showed, but the file is damaged")
        let messages = result.errorOutput.split(separator: "\n").filter { $0.contains(data.path) }
        XCTAssertEqual(messages.count, 1, "the error is printed once: \(result.errorOutput)")
    }

    /// A damaged line among records with times: the timeline samples past it, and the picture
    /// comes at once (it had waited 100 s for a timeline that stopped there).
    func testSnapshotOfALogWithADamagedLineComesAtOnce() throws {
        let scratch = try ScratchDirectory()
        func lines(_ numbers: ClosedRange<Int>) -> String {
            numbers.map { #"{"ts": "2024-01-01T00:\#(String(format: "%02d", $0 / 60 % 60)):\#(String(format: "%02d", $0 % 60))Z", "msg": "line \#($0)"}"# + "\n" }.joined()
        }
        let data = try scratch.write("damaged.jsonl", lines(1...50) + #"{"ts": }"# + "\n" + lines(52...1_051))
        let start = ContinuousClock.now
        let result = try runViewer([data, "--snapshot", scratch.path("damaged.png"), "--size", "480x400"])
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(30))
        XCTAssertEqual(result.status, 1, "the records showed, but the file is damaged")
        XCTAssertEqual(result.errorOutput.split(separator: "\n").filter { $0.contains(data) }.count, 1, result.errorOutput)
    }

    /// A compressed file cut short: the picture shows what came before, standard error says
    /// why with the file's name, and the status is 1 (it had been 0, with nothing said).
    func testSnapshotOfACutCompressedFileExitsOneAndSaysWhy() throws {
        let scratch = try ScratchDirectory()
        let plain = try scratch.write("log.jsonl", (1...20_000).map { #"{"n": \#($0), "msg": "request \#($0)"}"# + "\n" }.joined())
        for (tool, suffix) in [("gzip", ".gz"), ("zstd -q", ".zst"), ("xz", ".xz")] {
            let path = plain + suffix
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            try appendCompressed(plain, by: tool, to: path)
            let whole = try Data(contentsOf: URL(fileURLWithPath: path))
            try whole.prefix(whole.count * 3 / 4).write(to: URL(fileURLWithPath: path))
            let result = try runViewer([path, "--snapshot", scratch.path("cut.png"), "--size", "480x400"])
            XCTAssertEqual(result.status, 1, tool)
            let lines = result.errorOutput.split(separator: "\n")
            XCTAssertEqual(lines.filter { $0.contains(path) && $0.contains("cut short") }.count, 1, "\(tool): \(result.errorOutput)")
        }
    }

    /// A file whose name is not UTF-8 (Latin-1 `café.jsonl` from an old system) opens: its
    /// name had been repaired with U+FFFD and the file was "not found".
    func testAFileNamedInAnotherEncodingOpens() throws {
        let scratch = try ScratchDirectory()
        let script = #"""
            name=$(printf 'caf\351.jsonl')
            printf '{"msg": "first record"}\n{"msg": "second record"}\n' > "$name"
            exec "$0" "$name" --snapshot latin1.png --size 640x300
            """#
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, viewerBinary.path]
        process.currentDirectoryURL = scratch.url
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, errorText)
        // The title and the rows, each read as lines of their own.
        let picture = try XCTUnwrap(PixelImage(encoded: try Data(contentsOf: URL(fileURLWithPath: scratch.path("latin1.png")))))
        let title = try TextRecognition.text(in: picture.cropped(x: 100, y: 0, width: 440, height: 50), layout: .line)
        XCTAssertTrue(title.filter { !$0.isWhitespace }.contains("2items"), title)
        let rows = try TextRecognition.text(in: picture.cropped(x: 0, y: 50, width: 640, height: 100))
        XCTAssertTrue(rows.filter { !$0.isWhitespace }.contains("secondrecord"), rows)
    }

    /// `--sort` by a field no record has: said, with status 1, and the file's order stays (it
    /// had been ignored in silence).
    func testSortingByAFieldNoRecordHasIsSaid() throws {
        let scratch = try ScratchDirectory()
        let data = try scratch.write("people.jsonl", #"{"name": "Ada"}"# + "\n" + #"{"name": "Alan"}"# + "\n")
        let result = try runViewer([data, "--sort", "nosuchfield", "--snapshot", scratch.path("sorted.png"), "--size", "480x300"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errorOutput.split(separator: "\n").filter { $0.contains("No record has a field “nosuchfield” to sort by") }.count, 1,
                       result.errorOutput)
        let good = try runViewer([data, "--sort", "name", "--descending", "--snapshot", scratch.path("sorted.png"), "--size", "480x300"])
        XCTAssertEqual(good.status, 0, good.errorOutput)
    }

    /// Standard input piped whole: the picture counts all of it.
    func testAPictureOfStandardInputCountsItAll() throws {
        let scratch = try ScratchDirectory()
        let output = scratch.path("stdin.png")
        let lines = (1...1_000_000).map { #"{"n":\#($0)}"# }.joined(separator: "\n") + "\n"
        let result = try runViewer(["-", "--snapshot", output, "--size", "1000x480"], input: Data(lines.utf8))
        XCTAssertEqual(result.status, 0, result.errorOutput)
        // The header bar's title, read as one line.
        let picture = try XCTUnwrap(PixelImage(encoded: try Data(contentsOf: URL(fileURLWithPath: output))))
        let title = picture.cropped(x: 100, y: 0, width: 800, height: 50)
        let words = try TextRecognition.text(in: title, layout: .line).filter { !$0.isWhitespace }
        XCTAssertTrue(words.contains("1,000,000items"), words)
        XCTAssertFalse(words.contains("sofar"), words)
    }

    func testStateAndFileTogetherAreRejected() throws {
        let result = try runViewer(["some.csv", "--state", "empty"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.errorOutput.contains("--state"), result.errorOutput)
    }

    func testGotoShowsThatRecordInThePicture() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("goto-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("records.jsonl")
        let lines = (1...5_000).map { #"{"name": "Entry \#($0) of the log"}"# }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        let output = directory.appendingPathComponent("goto.png")
        let result = try runViewer([file.path, "--goto", "4321", "--snapshot", output.path, "--size", "700x500"])
        XCTAssertEqual(result.status, 0, result.errorOutput)
        let text = try TextRecognition.text(inPNGAt: output.path)
        XCTAssertTrue(text.contains("Entry 4321 of the log"), text)
        XCTAssertFalse(text.contains("Entry 1 of the log"), "the file's start is not shown: \(text)")
    }

    func testGotoNeedsARecordNumberOfAFile() throws {
        let result = try runViewer(["--goto", "0"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.errorOutput.contains("--goto"), result.errorOutput)
    }

    /// `--snapshot-first` pictures the first frame that shows the file's rows, as list-bench
    /// times it: the first records, read by OCR.
    func testSnapshotFirstShowsTheFirstRows() throws {
        let scratch = try ScratchDirectory()
        let file = scratch.path("first.jsonl")
        let lines = (1...20_000).map { #"{"name": "Entry \#($0) of the log"}"# }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: file))
        let output = scratch.path("first.png")
        let result = try runViewer([file, "--snapshot-first", output, "--size", "700x500"])
        XCTAssertEqual(result.status, 0, result.errorOutput)
        let text = try TextRecognition.text(inPNGAt: output)
        XCTAssertTrue(text.contains("Entry 1 of the log"), text)
        XCTAssertTrue(text.contains("Entry 2 of the log"), text)
    }

    func testBothPicturesTogetherAreRejected() throws {
        let result = try runViewer(["some.jsonl", "--snapshot", "/tmp/never.png", "--snapshot-first", "/tmp/never-first.png"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.errorOutput.contains("--snapshot-first"), result.errorOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/never.png"))
    }
}
