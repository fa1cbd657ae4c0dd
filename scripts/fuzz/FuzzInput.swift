// Shared by the RecordFiles fuzz targets: the input read as control bytes, then a file's bytes,
// and the scratch folder each target writes its files in.
import Foundation

/// Reads a fuzzer's input: control bytes first (zero past the end), then the rest.
struct FuzzInput {
    let bytes: [UInt8]
    private var offset = 0

    init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// The next control byte.
    mutating func byte() -> UInt8 {
        defer { offset += 1 }
        return offset < bytes.count ? bytes[offset] : 0
    }

    /// A number in `range`, from the next control byte.
    mutating func number(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(byte()) % (range.count)
    }

    /// What is left after the control bytes.
    var rest: ArraySlice<UInt8> { bytes[min(offset, bytes.count)...] }
}

/// A folder of this process's own, emptied before each input.
let fuzzFolder: String = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("list-viewer-fuzz-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: fuzzFolder) }
    return folder
}()

/// Writes `bytes` to `name` in the fuzz folder and returns its path.
func writeFuzzFile(_ name: String, _ bytes: some Collection<UInt8>) -> String {
    let path = "\(fuzzFolder)/\(name)"
    // A file the fuzzer cannot write would fuzz nothing: that stops it, with the reason.
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { fatalError("cannot write \(path)") }
    return path
}

/// Stops the fuzzer with `message`: a broken invariant is reported as a crash, with its input.
func invariant(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("invariant broken: \(message())") }
}
