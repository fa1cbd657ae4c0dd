import Synchronization

/// What a pass over a compressed file learned, for reading it at its decompressed offsets:
/// where it can be entered afresh (``AccessPoint``s, in order), and how many of its
/// decompressed bytes can be read so far (up to the end of a whole line while the pass runs).
///
/// While a ``DecompressedFile`` reads its file this way, every ``ReadableFile`` opened on that
/// path reads the decompressed bytes: the reader, the index, searches and look-ups alike.
final class AccessPointIndex: Sendable {
    /// The compressed file's path, as the readers name it.
    let path: String
    /// How it is compressed.
    let format: CompressionFormat
    /// The compressed file (its device and inode).
    let compressedFile: FileIdentity
    private let state = Mutex(State())

    private struct State {
        var points: [AccessPoint] = []
        var readableBytes = 0
    }

    init(path: String, format: CompressionFormat, compressedFile: FileIdentity) {
        self.path = path
        self.format = format
        self.compressedFile = compressedFile
    }

    /// The decompressed bytes that can be read so far.
    var readableBytes: Int { state.withLock { $0.readableBytes } }

    /// The points kept so far.
    var pointCount: Int { state.withLock { $0.points.count } }

    /// The last point at or before decompressed `offset`; the file's start when there is none.
    func point(atOrBefore offset: Int) -> AccessPoint {
        state.withLock { state in
            var low = 0, high = state.points.count
            while low < high {
                let middle = (low + high) / 2
                if state.points[middle].decompressedOffset <= offset { low = middle + 1 } else { high = middle }
            }
            return low > 0 ? state.points[low - 1] : .fileStart
        }
    }

    /// Adds `point`, which lies past all the others.
    func add(_ point: AccessPoint) {
        state.withLock { $0.points.append(point) }
    }

    /// Lets readers read `count` decompressed bytes.
    func setReadableBytes(_ count: Int) {
        state.withLock { $0.readableBytes = count }
    }

    // MARK: The indexes readers find by path

    private struct Registered: @unchecked Sendable {
        weak var index: AccessPointIndex?
    }

    /// Several for one path when it is open more than once: each pass learns the same bytes.
    private static let registered = Mutex<[String: [Registered]]>([:])

    /// Makes readers of `path` read through this index, until ``unregister()``.
    func register() {
        Self.registered.withLock { $0[path, default: []].append(Registered(index: self)) }
    }

    /// Readers of `path` no longer read through this index.
    func unregister() {
        Self.registered.withLock { registered in
            registered[path]?.removeAll { $0.index == nil || $0.index === self }
            if registered[path]?.isEmpty == true { registered[path] = nil }
        }
    }

    /// The index registered for `path` that has learned the most, if one is of `file` (the
    /// same device and inode).
    static func registered(path: String, file: FileIdentity) -> AccessPointIndex? {
        registered.withLock { $0[path] ?? [] }
            .compactMap { $0.index.flatMap { $0.compressedFile.isSameFile(as: file) ? $0 : nil } }
            .max { $0.readableBytes < $1.readableBytes }
    }
}
