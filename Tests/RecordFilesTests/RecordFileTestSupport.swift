import Foundation
@testable import RecordFiles
import XCTest

// Shared helpers for the engine's tests: a reader loop that records every page, the error a
// call throws, and a seeded random number generator.

/// Everything one reading of a file produced.
struct RecordReading {
    var pages: [RecordPage] = []
    /// The error the reading stopped at, if any.
    var error: RecordFileError?

    var records: [FileRecord] { pages.flatMap(\.records) }
    var values: [JSONValue] { records.map(\.value) }
    var warnings: [RecordFileWarning] { pages.flatMap(\.warnings) }
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
