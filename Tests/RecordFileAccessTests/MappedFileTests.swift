@testable import RecordFileAccess
import Foundation
import Glibc
import RecordFilesTesting
import XCTest

/// A file read in place, mapped into memory, that another process cuts shorter meanwhile (a
/// log rotated by truncation): the part cut reads as zeros instead of ending the program with
/// SIGBUS, and a search through it goes on and finds what is left.
final class MappedFileTests: XCTestCase {
    private let page = Int(sysconf(Int32(_SC_PAGESIZE)))

    func testAPartCutFromTheFileReadsAsZerosInsteadOfEndingTheProgram() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("cut.txt", String(repeating: "x", count: 4 * page))
        let readable = try ReadableFile(path: path)
        let mapping = try XCTUnwrap(readable.map(length: 4 * page))
        XCTAssertEqual(mapping.bytes[3 * page + 7], UInt8(ascii: "x"), "read before the cut")
        // Cut in the middle of the second page: the rest of that page and the pages after it go.
        XCTAssertEqual(truncate(path, off_t(page + 100)), 0)
        XCTAssertEqual(mapping.bytes[page + 99], UInt8(ascii: "x"), "what is left reads as before")
        XCTAssertEqual(mapping.bytes[page + 100], 0)
        XCTAssertEqual(mapping.bytes[2 * page + 5], 0, "a page cut reads as zeros")
        XCTAssertTrue(mapping.bytes[(page + 100)...].allSatisfy { $0 == 0 }, "every byte cut reads as zeros")
        XCTAssertTrue(mapping.bytes[..<(page + 100)].allSatisfy { $0 == UInt8(ascii: "x") })
    }

    func testMappingsComeAndGoWithoutRunningOutOfGuards() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("many.txt", String(repeating: "y", count: 2 * page))
        let readable = try ReadableFile(path: path)
        for _ in 0..<500 {
            let mapping = try XCTUnwrap(readable.map(length: 2 * page), "a guard is let go with its mapping")
            XCTAssertEqual(mapping.bytes.last, UInt8(ascii: "y"))
        }
        XCTAssertNil(readable.map(length: 0))
    }

    /// A mapping larger than a piece is taken down on another thread once let go, and is gone
    /// soon after: the address range leaves the process's map.
    func testALargeMappingIsUnmappedSoonAfterItIsLetGo() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("large.txt", "z")
        // Sparse: 80 MB of zeros after the first byte, without writing them.
        XCTAssertEqual(truncate(path, off_t(80 << 20)), 0)
        let readable = try ReadableFile(path: path)
        var mapping = try XCTUnwrap(readable.mapWhole())
        let start = UInt(bitPattern: mapping.bytes.baseAddress!)
        XCTAssertEqual(mapping.bytes[0], UInt8(ascii: "z"))
        XCTAssertTrue(try isMapped(start))
        mapping = try XCTUnwrap(readable.map(length: page))
        let deadline = Date(timeIntervalSinceNow: 10)
        while try isMapped(start), Date() < deadline { usleep(10_000) }
        XCTAssertFalse(try isMapped(start), "the large mapping is gone within 10 s")
        XCTAssertEqual(mapping.bytes[0], UInt8(ascii: "z"))
    }

    /// Whether the process's memory map has a region that starts at `address`.
    private func isMapped(_ address: UInt) throws -> Bool {
        let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
        return maps.split(separator: "\n").contains { $0.hasPrefix(String(address, radix: 16) + "-") }
    }
}
