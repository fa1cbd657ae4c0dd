import Dispatch
import Foundation

/// Standard input copied, as it arrives, to a temporary file, so that a pipe
/// (`journalctl -o json -f | list-viewer -`) is read, indexed, searched and followed like a
/// growing file. The file is deleted when the spool is let go of, as the application ends.
final class StandardInputSpool: Sendable {
    /// The temporary file.
    let path: String
    private let file: Int32
    private let firstBytes = DispatchSemaphore(value: 0)
    private let end = DispatchSemaphore(value: 0)

    /// Creates the temporary file in `directory`.
    init?(directory: String = NSTemporaryDirectory()) {
        // GIO hands the path back normalised: no doubled slash after a directory that ends in one.
        let pattern = URL(fileURLWithPath: directory).appendingPathComponent("list-viewer-stdin-XXXXXX").path
        var template = Array(pattern.utf8CString)
        let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard file >= 0 else { return nil }
        self.file = file
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    deinit {
        close(file)
        unlink(path)
    }

    /// Copies standard input into the file on a background thread until it ends, or until the
    /// file cannot take more (a full disk): what was copied stays readable.
    func start() {
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            var isFirstChunk = true
            while let count = readChunk(into: &buffer), append(buffer.prefix(count)) {
                if isFirstChunk { firstBytes.signal() }
                isFirstChunk = false
            }
            if isFirstChunk { firstBytes.signal() }
            end.signal()
        }
    }

    /// The number of bytes read from standard input; `nil` at its end or on an error.
    private func readChunk(into buffer: inout [UInt8]) -> Int? {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            return count > 0 ? count : nil
        }
    }

    /// Writes `bytes` at the end of the file.
    /// - Returns: Whether all of them were written.
    private func append(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBytes { chunk in
            var written = 0
            while written < chunk.count {
                let result = write(file, chunk.baseAddress! + written, chunk.count - written)
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { return false }
                written += result
            }
            return true
        }
    }

    /// Waits until the first bytes arrived, or standard input ended without any.
    func waitForFirstBytes() { firstBytes.wait() }

    /// Waits until standard input ends.
    func waitForEnd() { end.wait() }
}
