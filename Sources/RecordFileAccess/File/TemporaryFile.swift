import CFileMapping
import Foundation
import Synchronization

/// A file the engine writes for itself: standard input's spool, a decompressed copy, sort keys,
/// an export under way. The one place that makes temporary files.
///
/// A temporary file has no name: it is made unnamed (`O_TMPFILE`), or named and unlinked at
/// once where the file system cannot make one unnamed, so it is gone as soon as the program
/// ends, however it ends — also when killed with `SIGKILL`. Readers that open files by path
/// open it as ``path`` (`/proc/self/fd/N`, which names the file while it is open).
///
/// An export needs its name in the end: `publish(as:replacing:)` links the finished file
/// under it (`linkat`). Where a folder cannot hold unnamed files (FAT, some network file
/// systems), an export's file is named beside its destination from the start; such a file is
/// removed by ``removeLeftovers()`` as the application ends, and at the next start if it was
/// killed before it could (see ``sweepLeftovers()``).
public final class TemporaryFile: Sendable {
    /// The folder temporary files are made in: `$TMPDIR`, or `/tmp`.
    public static var folder: String {
        let directory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        return directory ?? "/tmp"
    }

    /// The file's descriptor, open for reading and writing, closed when this value goes.
    public let descriptor: Int32
    /// A path that opens this same file for as long as this value lives.
    public let path: String
    /// The name the file has until it is published, if the file system could not make it
    /// unnamed and it must be linked in the end.
    private let interimName: String?
    private let leftoverRecord: LeftoverRecord?

    /// Makes an empty file in `directory`'s file system that nothing else can open by name.
    /// - Throws: The `errno` of the failure.
    public init(in directory: String = TemporaryFile.folder) throws(TemporaryFileError) {
        let descriptor = cfm_open_unnamed(directory, 0o600)
        if descriptor >= 0 {
            self.descriptor = descriptor
        } else {
            // Step 2: no unnamed files here; a named one, unlinked at once.
            let (named, name) = try Self.makeNamed(in: directory, prefix: ".list-viewer-")
            unlink(name)
            self.descriptor = named
        }
        path = "/proc/self/fd/\(self.descriptor)"
        interimName = nil
        leftoverRecord = nil
    }

    /// Makes an empty file to be published in `directory` in the end, as an export is; where
    /// it must be named meanwhile (or `unnamed` is `false`, as tests of such folders ask), its
    /// name starts with `prefix`.
    package init(toPublishIn directory: String, prefix: String, unnamed: Bool = true) throws(TemporaryFileError) {
        let descriptor = unnamed ? cfm_open_unnamed(directory, 0o600) : -1
        if descriptor >= 0 {
            self.descriptor = descriptor
            interimName = nil
            leftoverRecord = nil
        } else {
            let (named, name) = try Self.makeNamed(in: directory, prefix: prefix + LeftoverRecord.marker)
            self.descriptor = named
            interimName = name
            leftoverRecord = LeftoverRecord(naming: name)
        }
        path = "/proc/self/fd/\(self.descriptor)"
    }

    deinit {
        close(descriptor)
        if let interimName { unlink(interimName) }
        leftoverRecord?.remove()
    }

    /// Appends all of `bytes`.
    /// - Throws: The `errno` of the failure (a full disk: `ENOSPC`).
    public func append(_ bytes: some Collection<UInt8>) throws(TemporaryFileError) {
        var failure: TemporaryFileError?
        let wasContiguous = bytes.withContiguousStorageIfAvailable { buffer -> Void in
            do throws(TemporaryFileError) { try write(UnsafeRawBufferPointer(buffer)) } catch { failure = error }
        } != nil
        if !wasContiguous { try append(Array(bytes)) }
        if let failure { throw failure }
    }

    private func write(_ bytes: UnsafeRawBufferPointer) throws(TemporaryFileError) {
        var written = 0
        while written < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw TemporaryFileError(errno: count < 0 ? errno : ENOSPC) }
            written += count
        }
    }

    /// Gives the finished file the name `destination`, replacing a file there when `replacing`;
    /// the file keeps no other name.
    package func publish(as destination: String, replacing: Bool) throws(TemporaryFileError) {
        if let interimName {
            if !replacing, access(destination, F_OK) == 0 { throw TemporaryFileError(errno: EEXIST) }
            guard rename(interimName, destination) == 0 else { throw TemporaryFileError(errno: errno) }
            leftoverRecord?.remove()
            return
        }
        // An unnamed file is linked under a name of its own first, then renamed over the
        // destination: `linkat` never replaces a file.
        if !replacing {
            guard linkat(AT_FDCWD, path, AT_FDCWD, destination, AT_SYMLINK_FOLLOW) == 0 else { throw TemporaryFileError(errno: errno) }
            return
        }
        let directory = URL(fileURLWithPath: destination).deletingLastPathComponent().path
        let interim = "\(directory)/.list-viewer-\(getpid())-\(descriptor)-\(UInt32.random(in: 0...UInt32.max))"
        guard linkat(AT_FDCWD, path, AT_FDCWD, interim, AT_SYMLINK_FOLLOW) == 0 else { throw TemporaryFileError(errno: errno) }
        guard rename(interim, destination) == 0 else {
            let code = errno
            unlink(interim)
            throw TemporaryFileError(errno: code)
        }
    }

    /// A named file in `directory`, and its name.
    private static func makeNamed(in directory: String, prefix: String) throws(TemporaryFileError) -> (Int32, String) {
        var template = Array("\(directory)/\(prefix)XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw TemporaryFileError(errno: errno) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return (descriptor, template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    }

    // MARK: Leftovers

    /// Removes every named file this process still has under way: call it as the application
    /// ends (also on `SIGTERM`, `SIGINT` and `SIGHUP`).
    public static func removeLeftovers() {
        LeftoverRecord.removeAllOfThisProcess()
    }

    /// Removes the named files that processes which are gone left behind (killed with
    /// `SIGKILL` during an export to a folder without unnamed files): call it as the
    /// application starts.
    public static func sweepLeftovers() {
        LeftoverRecord.sweep()
    }
}

/// Why a temporary file could not be made or written.
public struct TemporaryFileError: Error, Equatable, Sendable {
    /// The system's reason.
    public let errno: Int32
}
