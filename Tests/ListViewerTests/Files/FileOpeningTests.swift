import Foundation
@testable import ListViewerKit
@testable import RecordFiles
import XCTest

/// Files that cannot be read at all: each fails when the reader is created, with a clear
/// one-line message.
final class FileOpeningTests: XCTestCase {
    private var directory: ScratchDirectory!

    override func setUpWithError() throws {
        directory = try ScratchDirectory()
    }

    override func tearDown() {
        directory = nil
    }

    private func openingError(_ path: String, file: StaticString = #filePath, line: UInt = #line) -> RecordFileError? {
        recordFileError(file: file, line: line) { () throws(RecordFileError) in try RecordReader(path: path) }
    }

    func testAMissingFile() {
        let path = directory.path("nothing.json")
        let error = openingError(path)
        XCTAssertEqual(error?.kind, .missing)
        XCTAssertNil(error?.line)
        XCTAssertEqual(error?.text, "\(path): no such file")
    }

    func testAPathThroughAFile() throws {
        let file = try directory.write("plain.txt", "x")
        let error = openingError(file + "/inside.json")
        XCTAssertEqual(error?.kind, .missing)
        XCTAssertEqual(error?.text, "\(file)/inside.json: no such file (a part of the path is not a directory)")
    }

    func testADirectory() {
        let error = openingError(directory.url.path)
        XCTAssertEqual(error?.kind, .isDirectory)
        XCTAssertEqual(error?.text, "\(directory.url.path): is a directory, not a file")
    }

    func testAFileWithoutReadPermission() throws {
        let path = try directory.write("secret.jsonl", "{\"a\":1}\n")
        XCTAssertEqual(chmod(path, 0), 0)
        if getuid() != 0 {
            let error = openingError(path)
            XCTAssertEqual(error?.kind, .notReadable)
            XCTAssertEqual(error?.text, "\(path): permission denied")
        } else {
            // Root reads files whatever their mode, so mode 000 blocks nothing: the reader
            // must simply read it.
            XCTAssertEqual(try readRecords(path).values, [jsonValue(#"{"a":1}"#)])
        }
    }

    func testAFileEvenRootMayNotRead() throws {
        // The kernel refuses reads of this write-only control file to everyone, root included,
        // which makes it the one permission failure a test running as root can see. Debian's
        // kernels have it (CONFIG_COMPACTION); where one does not, this fails as "no such file".
        let path = "/proc/sys/vm/compact_memory"
        let error = openingError(path)
        XCTAssertEqual(error?.kind, .notReadable)
        XCTAssertEqual(error?.text, "\(path): permission denied")
    }

    func testPipesAndDevicesAreRefusedWithoutBlocking() throws {
        let fifo = directory.path("pipe")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        for path in [fifo, "/dev/null"] {
            let error = openingError(path)
            XCTAssertEqual(error?.kind, .notReadable)
            XCTAssertEqual(error?.text, "\(path): is not a regular file (a device, pipe or socket)")
        }
    }

    func testDescriptionsShowWhateverLocationIsKnown() {
        XCTAssertEqual(RecordFileError(.unexpected(.commaOrBracketAfterArrayElement, found: .character("}")),
                                       path: "data.json", line: 12, column: 7).text,
                       "data.json:12:7: expected ',' or ']' after an array element, found '}'")
        XCTAssertEqual(RecordFileError(.unclosedQuotedField, path: "data.csv", line: 3).text,
                       "data.csv:3: this quoted field is never closed: the file ends before its closing quote")
        XCTAssertEqual(RecordFileError(.leadingZero, path: "", line: 1, column: 2).text,
                       "1:2: a number may not have a leading zero")
        XCTAssertEqual(RecordFileError(.noSuchFile, path: "").text, "no such file")
    }
}
