import Foundation
@testable import ListViewerKit
@testable import RecordFiles
import XCTest

// Shared helpers for the file tests: a temporary directory that cleans up after itself, a
// reader loop that records every page, and short ways to write JSON values.

/// A fresh directory under the system's temporary directory, removed when released.
final class ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("record-file-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` inside the directory.
    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `text` as UTF-8 to `name` and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, Array(text.utf8))
    }

    /// Writes `bytes` to `name` and returns its path.
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}

/// Appends `text` to the file at `path`, as a writer of a growing file would.
func appendText(_ text: String, to path: String) throws {
    let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
}

/// Everything one reading of a file produced.
struct RecordReading {
    var pages: [RecordPage] = []
    /// The error the reading stopped at, if any.
    var error: RecordFileError?

    var records: [FileRecord] { pages.flatMap(\.records) }
    var values: [JSONValue] { records.map(\.value) }
    var warnings: [String] { pages.flatMap(\.warnings).map(\.text) }
}

/// Reads `path` page by page until the end or an error.
func readRecords(
    _ path: String, format: RecordFormat? = nil, chunkSize: Int = 64 * 1024, pageSize: Int = 1000
) throws -> RecordReading {
    let reader = try RecordReader(path: path, format: format, chunkSize: chunkSize)
    return readPages(from: reader, pageSize: pageSize)
}

/// Reads pages from `reader` until the end or an error; stops after 100,000 pages so that a
/// reader that never ends fails the test instead of hanging it.
func readPages(from reader: RecordReader, pageSize: Int) -> RecordReading {
    var reading = RecordReading()
    for _ in 0..<100_000 {
        do {
            let page = try reader.nextPage(maxRecords: pageSize)
            reading.pages.append(page)
            if page.isAtEnd { return reading }
        } catch {
            reading.error = error
            return reading
        }
    }
    XCTFail("the reader never reached the end")
    return reading
}

/// Parses `text` as JSON, failing the test on error.
func jsonValue(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONValue {
    do {
        return try JSONParser.parse(Array(text.utf8))
    } catch {
        XCTFail("invalid test JSON: \(error)", file: file, line: line)
        return .null
    }
}

/// The error `body` throws, failing the test when it throws none.
func recordFileError<Result>(
    file: StaticString = #filePath, line: UInt = #line, _ body: () throws(RecordFileError) -> Result
) -> RecordFileError? {
    do {
        let result = try body()
        XCTFail("expected an error, got \(result)", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

/// An object value with string members, in order, as CSV rows become.
func csvRow(_ members: KeyValuePairs<String, String>) -> JSONValue {
    .object(members.map { (key: $0.key, value: .string($0.value)) })
}

/// A small deterministic random number generator (SplitMix64), so that fuzz inputs repeat.
struct SplitMix64Generator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
