import Foundation
@testable import RecordFileAccess
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// RecordReading a big file page by page keeps memory bounded: the reader holds a chunk and a
/// record, not the file.
final class MemoryTests: XCTestCase {
    /// The size of the generated file. Big enough that reading it whole would show plainly in
    /// the peak resident memory, small enough to read in a few seconds in a debug build.
    private static let fileSize = 200 * 1024 * 1024
    /// How much the peak resident memory may grow while reading.
    private static let allowedGrowth = 60 * 1024 * 1024

    /// A field of `/proc/self/status`, such as `VmHWM` (peak resident memory), in bytes.
    private func processStatus(_ field: String) throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix(field + ":") })
        let kilobytes = try XCTUnwrap(Int(line.split(separator: " ").dropFirst().first ?? ""))
        return kilobytes * 1024
    }

    /// Writes `text` to `/proc/self/clear_refs`; "5" resets the peak resident memory to the
    /// current one (proc(5)), so that earlier tests' peaks do not hide this one's.
    private func resetPeakResidentMemory() throws {
        try "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// Writes about `size` bytes of JSON Lines, one megabyte at a time.
    private func writeJSONLines(to path: String, size: Int) throws -> Int {
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        defer { try? handle.close() }
        let payload = String(repeating: "0123456789", count: 15)
        var written = 0
        var lineCount = 0
        var block = ""
        while written < size {
            block.removeAll(keepingCapacity: true)
            while block.utf8.count < 1024 * 1024 {
                lineCount += 1
                block += "{\"id\":\(lineCount),\"name\":\"item \(lineCount)\",\"payload\":\"\(payload)\"}\n"
            }
            try handle.write(contentsOf: Data(block.utf8))
            written += block.utf8.count
        }
        return lineCount
    }

    func testReadingABigFileKeepsPeakMemoryBounded() throws {
        let directory = try ScratchDirectory()
        let path = directory.path("big.jsonl")
        let lineCount = try writeJSONLines(to: path, size: Self.fileSize)

        try resetPeakResidentMemory()
        let before = try processStatus("VmHWM")
        let reader = try RecordReader(path: path)
        var recordCount = 0
        var lastRecord: FileRecord?
        while true {
            let page = try reader.nextPage(maxRecords: 1000)
            recordCount += page.records.count
            lastRecord = page.records.last ?? lastRecord
            if page.isAtEnd { break }
        }
        let growth = try processStatus("VmHWM") - before

        XCTAssertEqual(recordCount, lineCount)
        XCTAssertEqual(lastRecord?.line, lineCount)
        XCTAssertLessThan(growth, Self.allowedGrowth, "peak resident memory grew by \(growth / 1024 / 1024) MB")
    }
}
