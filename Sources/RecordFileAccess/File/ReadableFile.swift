import Foundation

/// A regular file opened for reading: the one place where the engine opens a path. Reading,
/// indexing and searching all call into the operating system through it, and every failure
/// leaves as a ``RecordFileError``.
///
/// A compressed file that a ``DecompressedFile`` reads reads as its decompressed bytes, so far:
/// through access points (see ``AccessPointIndex``; it cannot be mapped then), or from its
/// temporary copy (``TemporaryCopy``). Its identity is the compressed file's, with the size of
/// the bytes decompressed so far.
package final class ReadableFile {
    /// The bytes to read at a time for a scan that goes over them right away: they stay in the
    /// core's cache (256 KB) while they are scanned.
    package static let cacheSizedRead = 256 << 10

    /// The path as the caller gave it, for messages.
    package let path: String
    /// The file as it was when opened.
    package let identity: FileIdentity
    /// The open file: for a pass over a compressed file's own bytes (opened with
    /// `decompressing: false`), which reads it with `pread`.
    let descriptor: Int32
    /// Reads a compressed file's decompressed bytes through access points.
    private let decompressed: DecompressedReader?
    /// The compressed file whose temporary copy `descriptor` reads.
    private let copied: FileIdentity?
    /// Where `readChunk` reads from: kept here, and read at with `pread`, so that a reader
    /// moved from sample to sample makes no system call to move.
    private var readPosition = 0

    /// Opens `path`, refusing directories and anything that is not a regular file. Unless
    /// `decompressing` is `false`, a compressed file a ``DecompressedFile`` reads through
    /// access points reads as its decompressed bytes; or, when none does any more, through
    /// `accessPoints`, if they are of that file.
    package init(path: String, decompressing: Bool = true, accessPoints: AccessPointIndex? = nil) throws(RecordFileError) {
        self.path = path
        // O_NONBLOCK keeps the open of a FIFO from waiting for a writer; the file is refused
        // right after, and regular files ignore the flag.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Self.openFailure(errno, path: path) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = RecordFileError(.cannotInspect(errno: errno), path: path)
            close(descriptor)
            throw failure
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            let file = FileIdentity(status)
            if decompressing, let copy = TemporaryCopy.registered(path: path, file: file) {
                // The copy, opened afresh: a position of its own.
                close(descriptor)
                let copyDescriptor = open(copy.file.path, O_RDONLY | O_CLOEXEC)
                guard copyDescriptor >= 0 else { throw Self.openFailure(errno, path: path) }
                self.descriptor = copyDescriptor
                copied = file
                decompressed = nil
                identity = file.withSize(copy.size)
                return
            }
            self.descriptor = descriptor
            copied = nil
            let kept = accessPoints.flatMap { $0.compressedFile.isSameFile(as: file) ? $0 : nil }
            let index = decompressing ? AccessPointIndex.registered(path: path, file: file) ?? kept : nil
            decompressed = index.map { DecompressedReader(index: $0, descriptor: descriptor) }
            identity = index.map { file.withSize($0.readableBytes) } ?? file
        case S_IFDIR:
            close(descriptor)
            throw RecordFileError(.isDirectory, path: path)
        default:
            close(descriptor)
            throw RecordFileError(.notRegularFile, path: path)
        }
    }

    deinit {
        close(descriptor)
    }

    /// Whether the file reads as a compressed file's decompressed bytes.
    package var isDecompressed: Bool { decompressed != nil || copied != nil }

    /// The access points the file is read through, if it reads decompressed.
    package var accessPoints: AccessPointIndex? { decompressed?.index }

    /// Reads up to `destination.count` bytes from the current position.
    /// - Returns: The number of bytes read; 0 at the end of the file as it is now.
    package func readChunk(into destination: UnsafeMutableBufferPointer<UInt8>) throws(RecordFileError) -> Int {
        let count = try readChunk(into: destination, at: readPosition)
        readPosition += count
        return count
    }

    /// The file as it stands now (its size and modification time may have changed since it
    /// was opened).
    package func currentIdentity() -> FileIdentity? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        if let copied { return copied.withSize(Int(status.st_size)) }
        return decompressed.map { FileIdentity(status).withSize($0.readableBytes) } ?? FileIdentity(status)
    }

    /// Reads up to `destination.count` bytes from byte `offset` on, without moving the
    /// position `readChunk` reads from.
    /// - Returns: The number of bytes read; 0 at the end of the file as it is now.
    package func readChunk(into destination: UnsafeMutableBufferPointer<UInt8>, at offset: Int) throws(RecordFileError) -> Int {
        if let decompressed {
            do {
                return try decompressed.read(into: UnsafeMutableRawBufferPointer(destination), at: offset)
            } catch .cannotRead(let code) {
                throw RecordFileError(.cannotRead(errno: code), path: path)
            } catch {
                // The pass that learned the file met no damage up to what may be read.
                throw RecordFileError(.cannotRead(errno: EIO), path: path)
            }
        }
        while true {
            let count = pread(descriptor, destination.baseAddress, destination.count, off_t(offset))
            if count >= 0 { return count }
            guard errno == EINTR else { throw readFailure() }
        }
    }

    /// The file's first `length` bytes mapped into memory, to be read in place; `nil` when
    /// they cannot be (a file read decompressed).
    package func map(length: Int) -> MappedFile? {
        decompressed == nil ? MappedFile(descriptor: descriptor, length: length) : nil
    }

    /// The whole file as it is now mapped into memory (see ``map(length:)``); `nil` when it
    /// cannot be.
    package func mapWhole() -> MappedFile? {
        currentIdentity().flatMap { map(length: $0.size) }
    }

    /// Up to `count` bytes from byte `offset` on (fewer where the file ends): in place where
    /// `mapping` holds all of them, else read into `buffer` (which must hold `count`); `nil`
    /// when they cannot be read.
    package func bytes(at offset: Int, count: Int, from mapping: MappedFile?,
               orInto buffer: UnsafeMutableBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        if let mapping, offset + count <= mapping.bytes.count {
            return UnsafeBufferPointer(rebasing: mapping.bytes[offset..<(offset + count)])
        }
        guard let read = try? readChunk(into: UnsafeMutableBufferPointer(rebasing: buffer[..<count]), at: offset) else { return nil }
        return UnsafeBufferPointer(rebasing: buffer[..<read])
    }

    /// The file's first `count` bytes (fewer in a shorter file), read without moving the
    /// position `readChunk` reads from.
    package func firstBytes(_ count: Int) throws(RecordFileError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var readCount = 0
        while readCount < count {
            let read = try bytes.withUnsafeMutableBufferPointer { buffer throws(RecordFileError) in
                try readChunk(into: UnsafeMutableBufferPointer(rebasing: buffer[readCount...]), at: readCount)
            }
            guard read > 0 else { break }
            readCount += read
        }
        return Array(bytes.prefix(readCount))
    }

    /// Moves the position `readChunk` reads from `count` bytes on.
    package func skip(_ count: Int) {
        readPosition += count
    }

    /// The position `readChunk` reads from.
    package var position: Int { readPosition }

    /// Moves the position `readChunk` reads from to byte `offset`.
    package func seek(to offset: Int) {
        readPosition = offset
    }

    /// The error for a read that failed just now, with the system's reason.
    private func readFailure() -> RecordFileError {
        RecordFileError(.cannotRead(errno: errno), path: path)
    }

    private static func openFailure(_ code: Int32, path: String) -> RecordFileError {
        let problem: RecordFileProblem = switch code {
        case ENOENT: .noSuchFile
        case ENOTDIR: .pathPartNotDirectory
        case EACCES, EPERM: .permissionDenied
        default: .cannotOpen(errno: code)
        }
        return RecordFileError(problem, path: path)
    }
}
