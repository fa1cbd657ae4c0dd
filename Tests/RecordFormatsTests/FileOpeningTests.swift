import Foundation
@testable import RecordFileAccess
@testable import RecordFormats
import RecordFilesTesting
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
        XCTAssertEqual(error, RecordFileError(.noSuchFile, path: path))
    }

    func testAPathThroughAFile() throws {
        let file = try directory.write("plain.txt", "x")
        let error = openingError(file + "/inside.json")
        XCTAssertEqual(error?.kind, .missing)
        XCTAssertEqual(error, RecordFileError(.pathPartNotDirectory, path: file + "/inside.json"))
    }

    func testADirectory() {
        let error = openingError(directory.url.path)
        XCTAssertEqual(error?.kind, .isDirectory)
        XCTAssertEqual(error, RecordFileError(.isDirectory, path: directory.url.path))
    }

    func testAFileWithoutReadPermission() throws {
        let path = try directory.write("secret.jsonl", "{\"a\":1}\n")
        XCTAssertEqual(chmod(path, 0), 0)
        if getuid() != 0 {
            let error = openingError(path)
            XCTAssertEqual(error?.kind, .notReadable)
            XCTAssertEqual(error, RecordFileError(.permissionDenied, path: path))
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
        XCTAssertEqual(error, RecordFileError(.permissionDenied, path: path))
    }

    func testPipesAndDevicesAreRefusedWithoutBlocking() throws {
        let fifo = directory.path("pipe")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        for path in [fifo, "/dev/null"] {
            let error = openingError(path)
            XCTAssertEqual(error?.kind, .notReadable)
            XCTAssertEqual(error, RecordFileError(.notRegularFile, path: path))
        }
    }

}
