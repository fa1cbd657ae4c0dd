import Foundation
import GtkWrappers
import XCTest

/// A file name that is not UTF-8 becomes a path a String holds and that opens the same file;
/// a UTF-8 name stays as it is.
final class FilePathsTests: XCTestCase {
    func testANameThatIsNotUTF8OpensTheSameFileAndShowsWithAReplacementCharacter() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-paths-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // "café.log" in Latin-1: the é is the single byte 0xE9.
        let name: [CChar] = Array("caf".utf8CString.dropLast()) + [CChar(bitPattern: 0xE9)] + Array(".log".utf8CString)
        let absolute = Array(folder.utf8CString.dropLast()) + [CChar(UInt8(ascii: "/"))] + name
        let descriptor = open(absolute, O_CREAT | O_WRONLY, 0o600)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        _ = "latin-1 named\n".withCString { write(descriptor, $0, 14) }
        close(descriptor)

        let path = name.withUnsafeBufferPointer { FilePaths.path(fromBytes: $0.baseAddress!, relativeTo: folder) }
        XCTAssertTrue(path.hasPrefix("/proc/self/fd/"), path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "latin-1 named\n")
        XCTAssertEqual(FilePaths.displayName(of: path), "caf\u{FFFD}.log")

        let plain = "plain.log".withCString { FilePaths.path(fromBytes: $0) }
        XCTAssertEqual(plain, "plain.log", "UTF-8 stays as it is")
        XCTAssertNil(FilePaths.displayName(of: plain))
    }
}
