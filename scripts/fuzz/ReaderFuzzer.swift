// libFuzzer target: the JSON, JSON Lines and CSV readers on arbitrary bytes, with small chunk
// and page sizes so records split across buffer refills. Built by scripts/fuzz.sh together
// with the RecordFiles sources; a trap or a broken invariant is reported as a crash.
import Foundation

let scratchFile = FileManager.default.temporaryDirectory
    .appendingPathComponent("reader-fuzzer-\(getpid()).data").path

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The first byte picks the format, the chunk size and the page size; the rest is the file.
    let control = bytes[0]
    let format = RecordFormat.allCases[Int(control) % RecordFormat.allCases.count]
    let chunkSize = 1 + Int(control >> 2) % 9
    let pageSize = 1 + Int(control >> 5)
    FileManager.default.createFile(atPath: scratchFile, contents: Data(bytes.dropFirst()))
    guard let reader = try? RecordReader(path: scratchFile, format: format, chunkSize: chunkSize) else {
        return 0
    }
    var lastNumber = 0
    for _ in 0..<10_000 {
        guard let page = try? reader.nextPage(maxRecords: pageSize) else { break }
        for record in page.records {
            if record.number != lastNumber + 1 { fatalError("record numbers skip: \(lastNumber) → \(record.number)") }
            lastNumber = record.number
            if record.line < 1 { fatalError("line \(record.line) before the first") }
            _ = record.value.compactJSON(limit: 120)
        }
        if page.isAtEnd { break }
    }
    return 0
}
