// libFuzzer target: the kept-index loader on any bytes in the cache file. A file it takes up
// is one it could have written itself: encoding what was decoded gives the same bytes; and
// the cache loads, or refuses, any file without trapping or reading past a bound.
@testable import RecordFiles
@testable import RecordFileAccess
@testable import RecordFormats
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeptIndex(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let saved = bytes.withUnsafeBytes(SavedIndex.init(decoding:)) {
        invariant(saved.encoded() == bytes, "a kept index that does not encode back to its bytes")
        invariant(saved.checkpoints.count == (saved.recordCount + RecordIndex.stride - 1) / RecordIndex.stride, "checkpoints and count disagree")
        invariant(saved.indexedBytes <= saved.identity.size, "indexed past the file's size")
    }
    // Through the cache, for a real file: what is kept there is these bytes.
    let cache = RecordIndexCache(directory: fuzzFolder + "/cache")
    let path = writeFuzzFile("kept.jsonl", Array("{\"a\": 1}\n{\"a\": 2}\n".utf8))
    guard let file = try? RecordReader(path: path).file else { return 0 }
    try? FileManager.default.createDirectory(atPath: cache.directory, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: cache.path(for: file), contents: Data(bytes))
    if let indexer = RecordIndexer(file: file, cache: cache) {
        let progress = indexer.scanToEnd()
        invariant(!progress.isComplete || progress.recordCount == 2, "a kept index made 2 records \(progress.recordCount)")
    }
    return 0
}
