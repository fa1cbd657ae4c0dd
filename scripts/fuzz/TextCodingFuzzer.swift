// libFuzzer target: how a file's first bytes are told apart: its compression, its format, a
// CSV file's delimiter, and a UTF-16 file transcoded to UTF-8. Detection always gives an
// answer of its own kind; transcoding gives valid UTF-8 for any bytes, and the reader reads a
// UTF-16 file's records numbered 1…n.
@testable import RecordFiles
@testable import RecordFileAccess
@testable import RecordFormats
import Foundation

private let names = ["a.jsonl", "a.json", "a.csv", "a.tsv", "a", "a.JSON", "a.jsonl.gz"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextCoding(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let name = names[input.number(in: 0...(names.count - 1))]
    let byteOrder = input.number(in: 0...1)
    let chunkSize = input.number(in: 1...64)
    let bytes = Array(input.rest)
    // Step 1: detection, on any first bytes.
    _ = CompressionFormat(firstBytes: bytes)
    _ = RecordFormat.detect(path: name, firstBytes: bytes)
    let delimiter = CSVDialect.detectDelimiter(path: name, firstBytes: bytes)
    invariant(CSVDialect.delimiters.contains(delimiter), "delimiter \(delimiter) is no candidate")
    // Step 2: the bytes as UTF-16 after a byte order mark: valid UTF-8 comes out, whole.
    let mark: [UInt8] = byteOrder == 0 ? [0xFF, 0xFE] : [0xFE, 0xFF]
    let path = writeFuzzFile("utf16-\(name)", mark + bytes)
    if let file = try? ReadableFile(path: path), (try? file.skip(2)) != nil {
        let transcoder = UTF16Transcoder(file: file, byteOrder: byteOrder == 0 ? .littleEndian : .bigEndian)
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize + 3)
        while let count = try? chunk.withUnsafeMutableBufferPointer({ buffer throws(RecordFileError) in try transcoder.readChunk(into: buffer) }),
              count > 0 {
            out += chunk[..<count]
        }
        invariant(String(validating: out, as: UTF8.self) != nil, "the transcoder gave bytes that are not UTF-8")
    }
    // Step 3: read as records, as the app would.
    if let reader = try? RecordReader(path: path, chunkSize: chunkSize) {
        var last = 0
        while let page = try? reader.nextPage(maxRecords: 7) {
            for record in page.records {
                invariant(record.number == last + 1, "record \(record.number) after \(last)")
                last = record.number
            }
            if page.isAtEnd { break }
        }
    }
    return 0
}
