import Foundation
import RecordFormats
import XCTest

// Shared helpers for the engine's tests: a reader loop that records every page, and the error
// a call throws.

/// Everything one reading of a file produced.
public struct RecordReading {
    public var pages: [RecordPage] = []
    /// The error the reading stopped at, if any.
    public var error: RecordFileError?

    public var records: [FileRecord] { pages.flatMap(\.records) }
    public var values: [JSONValue] { records.map(\.value) }
    public var warnings: [RecordFileWarning] { pages.flatMap(\.warnings) }
}

/// Reads `path` page by page until the end or an error.
public func readRecords(
    _ path: String, format: RecordFormat? = nil, chunkSize: Int = 64 * 1024, pageSize: Int = 1000
) throws -> RecordReading {
    let reader = try RecordReader(path: path, format: format, chunkSize: chunkSize)
    return readPages(from: reader, pageSize: pageSize)
}

/// Reads pages from `reader` until the end or an error; stops after 100,000 pages so that a
/// reader that never ends fails the test instead of hanging it.
public func readPages(from reader: RecordReader, pageSize: Int) -> RecordReading {
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
public func recordFileError<Result>(
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
