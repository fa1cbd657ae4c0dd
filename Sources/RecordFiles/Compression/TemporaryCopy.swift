import Foundation
import Synchronization

/// A temporary file that a compressed file is decompressed into, named after the file inside
/// (`list-viewer-Ab12Cd.jsonl` for `app.jsonl.zst`, so its format is told the same way), and
/// deleted when let go of, or by ``removeAll()`` as the application ends.
final class TemporaryCopy: Sendable {
    /// The copy's path.
    let path: String
    private let descriptor: Int32
    /// The copies not let go of yet.
    private static let live = Mutex<Set<String>>([])

    /// Creates an empty copy of `compressedPath`'s inner file in `directory`.
    init(of compressedPath: String, in directory: String) throws(DecompressionError) {
        let inner = URL(fileURLWithPath: CompressionFormat.innerName(of: compressedPath)).pathExtension
        let suffix = inner.isEmpty || inner.count > 8 || !inner.allSatisfy({ $0.isLetter || $0.isNumber }) ? "" : "." + inner
        let pattern = URL(fileURLWithPath: directory).appendingPathComponent("list-viewer-XXXXXX" + suffix).path
        var template = Array(pattern.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, Int32(suffix.utf8.count)) }
        guard descriptor >= 0 else { throw DecompressionError(.cannotWrite(errno: errno), path: compressedPath) }
        self.descriptor = descriptor
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        Self.live.withLock { _ = $0.insert(path) }
    }

    deinit {
        close(descriptor)
        unlink(path)
        Self.live.withLock { _ = $0.remove(path) }
    }

    /// Deletes every copy not let go of yet.
    static func removeAll() {
        live.withLock { paths in
            paths.forEach { unlink($0) }
            paths.removeAll()
        }
    }

    /// Appends `bytes` to the copy.
    func append(_ bytes: some Collection<UInt8>) throws(DecompressionError.Problem) {
        let failure: Int32? = bytes.withContiguousStorageIfAvailable { buffer -> Int32? in
            var written = 0
            while written < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return errno }
                written += count
            }
            return nil
        } ?? nil
        if let failure { throw .cannotWrite(errno: failure) }
    }
}
