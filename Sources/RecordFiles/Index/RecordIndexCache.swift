import Foundation

/// Record indexes kept on disk between runs, so a file opened again has its record count and
/// every jump ready at once instead of after a scan of the whole file.
///
/// An index is kept per file (its path, device and inode) with the file's size and modification
/// time. Reopened, a file that is unchanged or only grew (its last indexed bytes are the same)
/// takes the kept index and scans only from its last checkpoint on; any other change rebuilds
/// it. A kept file that is damaged, truncated or written by something else is ignored. The
/// folder is capped in size: the indexes used longest ago go first.
public final class RecordIndexCache: Sendable {
    /// The folder the indexes are kept in.
    public let directory: String
    /// The most bytes the kept indexes take together.
    public let capacity: Int

    /// Keeps indexes in `directory` (created when first needed), at most `capacity` bytes.
    public init(directory: String, capacity: Int = 256 << 20) {
        self.directory = directory
        self.capacity = capacity
    }

    /// The cache of an app called `appName`: `$XDG_CACHE_HOME/appName`, with `~/.cache` when
    /// the variable is unset or not an absolute path.
    public static func standard(appName: String,
                                environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordIndexCache {
        let cacheHome = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? "\(environment["HOME"] ?? NSHomeDirectory())/.cache"
        return RecordIndexCache(directory: "\(cacheHome)/\(appName)")
    }

    /// Where the index of `file` is kept.
    func path(for file: RecordFile) -> String {
        let absolute = URL(fileURLWithPath: file.path).standardizedFileURL.path
        let key = Array("\(absolute)\u{0}\(file.identity.device)\u{0}\(file.identity.inode)".utf8)
        let name = String(key.withUnsafeBytes(FNV1a.hash), radix: 16)
        return "\(directory)/\(name).records-index"
    }

    /// The kept index of `file`, if one was kept for the same file laid out the same way;
    /// marks it as used.
    func load(for file: RecordFile) -> SavedIndex? {
        let path = path(for: file)
        KeptIndexWriting.waitUntilWritten(path)
        // A compressed file's size is only what was decompressed when it was opened.
        let limit = file.accessPoints == nil ? SavedIndex.maximumEncodedLength(forFileOf: file.identity.size) : capacity
        guard let data = Self.contents(of: path, atMost: limit),
              let saved = data.withUnsafeBytes(SavedIndex.init(decoding:)),
              saved.identity.isSameFile(as: file.identity), saved.layout == file.layout else { return nil }
        utimes(path, nil)
        return saved
    }

    /// The bytes of the file at `path`, unless it holds more than `limit` (then it is not ours,
    /// or damaged, and is not read at all).
    private static func contents(of path: String, atMost limit: Int) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd(), size <= UInt64(limit), (try? handle.seek(toOffset: 0)) != nil else { return nil }
        return try? handle.readToEnd() ?? Data()
    }

    /// ``save(_:for:)`` on a thread of low priority, after the saves handed over before: the
    /// caller goes on at once. A ``load(for:)`` of the file waits for it, and the process's
    /// end waits for every one.
    func saveInBackground(_ index: SavedIndex, for file: RecordFile) {
        KeptIndexWriting.write(path(for: file)) { [self] in save(index, for: file) }
    }

    /// Keeps `index`, replacing what was kept for its file, then lets go of the indexes used
    /// longest ago while the folder holds more than ``capacity``. Failures only cost the next
    /// run a scan.
    func save(_ index: SavedIndex, for file: RecordFile) {
        let path = path(for: file)
        let partial = "\(path).\(getpid()).partial"
        guard (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)) != nil,
              FileManager.default.createFile(atPath: partial, contents: Data(index.encoded())) else { return }
        guard rename(partial, path) == 0 else {
            unlink(partial)
            return
        }
        evictBeyondCapacity()
    }

    private func evictBeyondCapacity() {
        let folder = URL(fileURLWithPath: directory)
        guard let entries = try? FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey]) else { return }
        let kept = entries.filter { $0.pathExtension == "records-index" }.compactMap { url -> (URL, Date, Int)? in
            guard let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey]) else { return nil }
            return (url, values.contentModificationDate ?? .distantPast, values.fileSize ?? 0)
        }
        var total = kept.reduce(0) { $0 + $1.2 }
        for (url, _, size) in kept.sorted(by: { $0.1 < $1.1 }) where total > capacity {
            try? FileManager.default.removeItem(at: url)
            total -= size
        }
    }
}
