import Synchronization

/// What a pass over a compressed file learned, for reading it at its decompressed offsets:
/// where it can be entered afresh (``AccessPoint``s, in order), and how many of its
/// decompressed bytes can be read so far (up to the end of a whole line while the pass runs).
///
/// While a ``DecompressedFile`` reads its file this way, every ``ReadableFile`` opened on that
/// path reads the decompressed bytes: the reader, the index, searches and look-ups alike.
package final class AccessPointIndex: Sendable {
    /// The compressed file's path, as the readers name it.
    package let path: String
    /// How it is compressed.
    let format: CompressionFormat
    /// The compressed file (its device and inode).
    let compressedFile: FileIdentity
    private let state = Mutex(State())

    private struct State {
        var points: [AccessPoint] = []
        var readableBytes = 0
        /// The first decompressed bytes.
        var head: [UInt8] = []
        /// Cursors of readers let go of, the latest last.
        var parked: [DecodingCursor] = []
    }

    /// The first decompressed bytes kept: what every reader reads first, to tell the format.
    static let headSize = 64 << 10
    /// The most cursors parked.
    static let parkedLimit = 4

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

    /// Keeps the start of `bytes`, the next decompressed ones, while the head is not full.
    func keepHead(_ bytes: UnsafeRawBufferPointer) {
        state.withLock { state in
            guard state.head.count < Self.headSize else { return }
            state.head += bytes.prefix(Self.headSize - state.head.count)
        }
    }

    /// Copies the kept head's bytes from `offset` into all of `destination`; `false` when
    /// the head does not hold them all.
    func copyFromHead(into destination: UnsafeMutableRawBufferPointer, at offset: Int) -> Bool {
        state.withLock { state in
            guard offset + destination.count <= state.head.count else { return false }
            state.head.withUnsafeBytes { destination.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[offset..<(offset + destination.count)])) }
            return true
        }
    }

    /// Parks `cursor` for a later reader, letting go of the oldest beyond the limit.
    func park(_ cursor: DecodingCursor) {
        state.withLock { state in
            state.parked.append(cursor)
            if state.parked.count > Self.parkedLimit { state.parked.removeFirst() }
        }
    }

    /// Takes out the parked cursor nearest before `offset`, if one stands within `distance`
    /// of it.
    func takeParkedCursor(reaching offset: Int, within distance: Int) -> DecodingCursor? {
        state.withLock { state in
            let candidates = state.parked.indices.filter {
                state.parked[$0].position <= offset && offset - state.parked[$0].position <= distance
            }
            guard let nearest = candidates.max(by: { state.parked[$0].position < state.parked[$1].position }) else { return nil }
            return state.parked.remove(at: nearest)
        }
    }

    // MARK: The indexes readers find by path

    private static let registry = PathRegistry<AccessPointIndex>()

    /// Makes readers of `path` read through this index, until ``unregister()``.
    func register() {
        Self.registry.register(self, for: path)
    }

    /// Readers of `path` no longer read through this index.
    func unregister() {
        Self.registry.unregister(self, for: path)
    }

    /// The index registered for `path` that has learned the most, if one is of `file` (the
    /// same device and inode).
    static func registered(path: String, file: FileIdentity) -> AccessPointIndex? {
        registry.entries(for: path).filter { $0.compressedFile.isSameFile(as: file) }.max { $0.readableBytes < $1.readableBytes }
    }
}
