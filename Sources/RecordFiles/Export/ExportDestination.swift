import Foundation
import Glibc

/// The file an export writes, through a `TemporaryFile` in its folder that takes its name
/// only once complete: a cancelled or failed export, or one whose program was killed, leaves
/// nothing behind, and never half a file.
final class ExportDestination {
    private let path: String
    private var file: TemporaryFile?
    private let replacing: Bool
    private var pending: [UInt8] = []

    /// The bytes collected before they are written out.
    private static let bufferSize = 1 << 20

    /// Creates the temporary file in `path`'s folder.
    /// - Throws: ``ExportError`` when `path` exists and is not to be replaced, or the folder
    ///   cannot be written to.
    init(path: String, replacing: Bool) throws(ExportError) {
        if !replacing, access(path, F_OK) == 0 { throw ExportError(.exists, path: path) }
        let url = URL(fileURLWithPath: path)
        do {
            file = try TemporaryFile(toPublishIn: url.deletingLastPathComponent().path, prefix: "." + url.lastPathComponent)
        } catch {
            throw ExportError(.cannotWrite(errno: error.errno), path: path)
        }
        self.path = path
        self.replacing = replacing
        pending.reserveCapacity(Self.bufferSize)
    }

    /// Appends `text`.
    func write(_ text: String) throws(ExportError) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= Self.bufferSize { try flush() }
    }

    /// Writes what is left and gives the file its name, with the permissions a new file gets.
    func commit() throws(ExportError) {
        try flush()
        guard let file else { throw ExportError(.cannotWrite(errno: EBADF), path: path) }
        guard fchmod(file.descriptor, 0o666 & ~Self.fileCreationMask()) == 0, fsync(file.descriptor) == 0 else { throw failure(errno) }
        do {
            try file.publish(as: path, replacing: replacing)
        } catch {
            throw failure(error.errno)
        }
        self.file = nil
    }

    /// Lets go of the temporary file, unless committed.
    func discard() {
        file = nil
    }

    /// The process's file creation mask, read without changing it (`umask` would change it for
    /// every thread meanwhile); 022 if it cannot be read.
    private static func fileCreationMask() -> mode_t {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("Umask:") }
        return line.flatMap { mode_t($0.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8) } ?? 0o022
    }

    private func flush() throws(ExportError) {
        guard let file else { throw ExportError(.cannotWrite(errno: EBADF), path: path) }
        do {
            try file.append(pending)
        } catch {
            throw failure(error.errno)
        }
        pending.removeAll(keepingCapacity: true)
    }

    private func failure(_ code: Int32) -> ExportError {
        discard()
        return ExportError(.cannotWrite(errno: code), path: path)
    }
}
