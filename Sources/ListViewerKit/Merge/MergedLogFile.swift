import Foundation
import GtkList
import RecordFiles

/// Text logs shown as one (`--merge`, Merge Open Logs): their entries written in time order to
/// a temporary file that goes with the app, each entry's `file` its log's name. A compressed
/// log is decompressed whole first; the others are read on as they grow
/// (``mergeAvailable()``).
final class MergedLogFile {
    /// The merged file.
    var path: String { output.path }
    /// How the merged file is read: a text log whose entries carry their `file`.
    let options: ReadingOptions
    /// What titles call the merged file: the first log's name and how many more there are.
    let name: String
    /// The logs merged, as given.
    let sourcePaths: [String]
    /// The logs' readers, with what keeps a compressed log's decompressed copy readable while
    /// the merge reads on.
    private let sources: [WholeFile]
    private let merge: LogMerge
    private let output: TemporaryFile

    /// Reads the logs at `paths` as text logs, with `logFormats`, and merges what they hold.
    /// - Throws: The first log that cannot be read, or a temporary file that cannot be made
    ///   or written.
    init(paths: [String], logFormats: [LogFormat]) throws(WholeFile.Failure) {
        let reading = ReadingOptions(format: .text, logFormats: logFormats)
        var sources: [WholeFile] = []
        for path in paths { sources.append(try WholeFile(path: path, options: reading)) }
        do {
            output = try TemporaryFile()
        } catch {
            throw WholeFile.Failure(description: appTexts.translate("cannot make a temporary file for the merged logs"))
        }
        merge = LogMerge(zip(Self.names(of: paths), sources).map { (name: $0, reader: $1.reader) }, into: output)
        options = ReadingOptions(format: .text, logFormats: logFormats, lineSources: merge.lineSources)
        name = Self.title(for: paths)
        sourcePaths = paths
        self.sources = sources
        try mergeAvailable()
    }

    /// Appends, in time order, the entries the logs gained since the last merge.
    /// - Returns: How many entries were appended.
    @discardableResult
    func mergeAvailable() throws(WholeFile.Failure) -> Int {
        do {
            return try merge.mergeAvailable()
        } catch {
            let reason = error.readError?.text ?? String(cString: strerror(error.writeErrno ?? EIO))
            throw WholeFile.Failure(description: "\(error.path): \(reason)")
        }
    }

    /// Reads and merges the logs at `paths` on a thread of its own, as ``init(paths:logFormats:)``
    /// does, while the caller's thread goes on (a window stays responsive).
    static func merging(paths: [String], logFormats: [LogFormat]) async throws(WholeFile.Failure) -> MergedLogFile {
        let result: Result<MergedLogFile, WholeFile.Failure> = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                do throws(WholeFile.Failure) {
                    continuation.resume(returning: .success(try MergedLogFile(paths: paths, logFormats: logFormats)))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }

    /// What titles call the logs at `paths` shown as one: the first one's name and how many
    /// more there are.
    static func title(for paths: [String]) -> String {
        // TRANSLATORS: the title of logs shown as one: the first log's name, and how many more
        appTexts.translate("%1$s and %2$d more log", "%1$s and %2$d more logs", count: paths.count - 1)
            .filling(names(of: paths)[0], UserLocale.formatted(paths.count - 1))
    }

    /// The logs' names as their entries' `file` gives them: each file's name, or its whole
    /// path where two logs have the same name.
    static func names(of paths: [String]) -> [String] {
        let names = paths.map { FilePaths.displayName(of: $0) ?? URL(fileURLWithPath: $0).lastPathComponent }
        return zip(paths, names).map { path, name in names.filter { $0 == name }.count > 1 ? path : name }
    }
}
