import Foundation
import Glibc

/// The file an export writes, through a temporary file beside it that takes its name only once
/// complete: a cancelled or failed export leaves nothing behind, and never half a file.
final class ExportDestination {
    private let path: String
    private let temporaryPath: String
    private let descriptor: Int32
    private var pending: [UInt8] = []
    private var isOpen = true

    /// The bytes collected before they are written out.
    private static let bufferSize = 1 << 20

    /// Creates the temporary file in `path`'s folder.
    /// - Throws: ``ExportError`` when `path` exists and is not to be replaced, or the folder
    ///   cannot be written to.
    init(path: String, replacing: Bool) throws(ExportError) {
        if !replacing, access(path, F_OK) == 0 { throw ExportError(.exists, path: path) }
        let url = URL(fileURLWithPath: path)
        var template = Array(url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).XXXXXX").path.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw ExportError(.cannotWrite(errno: errno), path: path) }
        self.path = path
        self.descriptor = descriptor
        temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        pending.reserveCapacity(Self.bufferSize)
    }

    deinit { discard() }

    /// Appends `text`.
    func write(_ text: String) throws(ExportError) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= Self.bufferSize { try flush() }
    }

    /// Writes what is left and gives the file its name, with the permissions a new file gets.
    func commit() throws(ExportError) {
        try flush()
        guard fchmod(descriptor, 0o666 & ~Self.fileCreationMask()) == 0, fsync(descriptor) == 0 else { throw failure() }
        isOpen = false
        guard close(descriptor) == 0, rename(temporaryPath, path) == 0 else {
            let code = errno
            unlink(temporaryPath)
            throw ExportError(.cannotWrite(errno: code), path: path)
        }
    }

    /// Removes the temporary file, unless committed.
    func discard() {
        guard isOpen else { return }
        isOpen = false
        close(descriptor)
        unlink(temporaryPath)
    }

    /// The process's file creation mask, read without changing it (`umask` would change it for
    /// every thread meanwhile); 022 if it cannot be read.
    private static func fileCreationMask() -> mode_t {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("Umask:") }
        return line.flatMap { mode_t($0.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8) } ?? 0o022
    }

    private func flush() throws(ExportError) {
        var written = 0
        while written < pending.count {
            let count = pending.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            guard count > 0 else {
                if count < 0, errno == EINTR { continue }
                throw failure()
            }
            written += count
        }
        pending.removeAll(keepingCapacity: true)
    }

    private func failure() -> ExportError {
        let code = errno
        discard()
        return ExportError(.cannotWrite(errno: code), path: path)
    }
}
