import Foundation
import Synchronization

/// A note, in ``TemporaryFile/folder``, of a named temporary file under way: removed with the
/// file, and otherwise found by the next start, which removes the file if the process that made
/// it is gone. Only an export to a folder that cannot hold unnamed files needs one.
///
/// The folder is shared with other users: a note is only followed when this user wrote it,
/// and only to a file of this user's whose name marks it as ours (``marker``).
struct LeftoverRecord {
    /// What every noted file's name holds.
    static let marker = ".list-viewer-partial-"
    /// The note's path: `list-viewer-leftover-PID-RANDOM`.
    private let path: String
    private static let prefix = "list-viewer-leftover-"
    /// The notes this process wrote and has not removed: what it removes as it ends, without
    /// listing a folder that may hold thousands of files.
    private static let notesOfThisProcess = Mutex<Set<String>>([])

    /// Notes that `name` is a temporary file of this process; `nil` when the note cannot be
    /// written (the file is then only removed by this process).
    init?(naming name: String) {
        path = "\(TemporaryFile.folder)/\(Self.prefix)\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        guard FileManager.default.createFile(atPath: path, contents: Data(name.utf8), attributes: [.posixPermissions: 0o600])
        else { return nil }
        Self.notesOfThisProcess.withLock { _ = $0.insert(path) }
    }

    /// Removes the note (its file was published or removed).
    func remove() {
        unlink(path)
        Self.notesOfThisProcess.withLock { _ = $0.remove(path) }
    }

    /// Removes the files this process noted, and their notes.
    static func removeAllOfThisProcess() {
        notesOfThisProcess.withLock { notes in
            notes.forEach(removeFile(notedIn:))
            notes = []
        }
    }

    /// Removes the files noted by processes that no longer run, and their notes.
    static func sweep() {
        for (note, pid) in notes() where kill(pid, 0) != 0 && errno == ESRCH { removeFile(notedIn: note) }
    }

    /// The notes in the folder, each with the process that wrote it.
    private static func notes() -> [(path: String, pid: pid_t)] {
        let folder = TemporaryFile.folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.compactMap { name in
            guard name.hasPrefix(prefix), let pid = name.dropFirst(prefix.count).split(separator: "-").first.flatMap({ pid_t($0) })
            else { return nil }
            return ("\(folder)/\(name)", pid)
        }
    }

    private static func removeFile(notedIn note: String) {
        guard isOwnFile(note) else { return }
        if let data = FileManager.default.contents(atPath: note), let name = String(data: data, encoding: .utf8),
           URL(fileURLWithPath: name).lastPathComponent.contains(marker), isOwnFile(name) {
            unlink(name)
        }
        unlink(note)
    }

    /// Whether `path` is a regular file of this user's (not a link to one).
    private static func isOwnFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && status.st_uid == getuid()
    }
}
