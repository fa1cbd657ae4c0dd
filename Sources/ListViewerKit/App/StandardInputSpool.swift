import Dispatch
import Foundation
import RecordFiles

/// Standard input copied, as it arrives, to a ``TemporaryFile``, so that a pipe
/// (`journalctl -o json -f | list-viewer -`) is read, indexed, searched and followed like a
/// growing file. The file has no name: it is gone with the process, however it ends.
final class StandardInputSpool: Sendable {
    /// The path that reads the temporary file while the spool lives.
    var path: String { file.path }
    private let file: TemporaryFile
    private let firstBytes = DispatchSemaphore(value: 0)
    private let end = DispatchSemaphore(value: 0)

    /// Creates the temporary file in `directory`.
    init?(directory: String = TemporaryFile.folder) {
        guard let file = try? TemporaryFile(in: directory) else { return nil }
        self.file = file
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
        (try? file.append(bytes)) != nil
    }

    /// Waits until the first bytes arrived, or standard input ended without any.
    func waitForFirstBytes() { firstBytes.wait() }

    /// Waits until standard input ends.
    func waitForEnd() { end.wait() }
}
