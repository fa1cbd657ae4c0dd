import Foundation
import RecordFiles

/// What reading a file met: errors, damage and warnings. Each reaches standard error once per
/// read, with the file's path; warnings also reach the user (``FileChange/notice(_:)``); and
/// a picture of a file that met an error exits with 1.
@MainActor
public final class FileProblems {
    /// Whether reading the file met an error anywhere, whether or not records came before it:
    /// the latest read's error, or damage its decompression found, which no later read mends
    /// (a read of the first pages, after the decompression told it, had cleared it: a picture
    /// of a damaged file exited with 0 when the file's first read came after the damage).
    public var hasReadError: Bool { latestReadFailed || decompressionFoundDamage }
    private var latestReadFailed = false
    private var decompressionFoundDamage = false
    /// The messages already written to standard error during this read.
    private var reported: Set<String> = []
    private let path: String
    private let changes: FileChanges

    init(path: String, changes: FileChanges) {
        self.path = path
        self.changes = changes
    }

    /// A new read from the start: what the last one met may be mended.
    func beginRead() {
        latestReadFailed = false
        reported = []
    }

    /// A file error (the page after a damaged record meets it again: said once).
    func report(_ error: RecordFileError) {
        latestReadFailed = true
        writeOnce(error.text)
    }

    /// Runs `read`; a file error it meets is reported (``report(_:)``) and reaches the list as
    /// a ``FileLoadError``.
    func reporting<Value>(_ read: () async throws(RecordFileError) -> Value) async throws -> Value {
        do {
            return try await read()
        } catch {
            report(error)
            throw FileLoadError(error)
        }
    }

    /// A compressed file's damage, which ends what can be read of it.
    func report(_ failure: DecompressionError) {
        decompressionFoundDamage = true
        writeOnce(fileMessage(failure.text, path: failure.path, line: nil))
    }

    /// A problem with what was asked of the file (a sort by a field it lacks).
    func reportProblem(_ message: String) {
        latestReadFailed = true
        writeOnce(fileMessage(message, path: path, line: nil))
    }

    /// Something read that the user should know of (invalid UTF-8, a held-back last line):
    /// standard error says it each time, and the user hears of it.
    func warn(_ warning: RecordFileWarning) {
        FileHandle.standardError.write(Data((warning.standardErrorLine + "\n").utf8))
        changes.post(.notice(.damaged(warning.text)))
    }

    private func writeOnce(_ text: String) {
        guard reported.insert(text).inserted else { return }
        FileHandle.standardError.write(Data("list-viewer: \(text)\n".utf8))
    }
}
