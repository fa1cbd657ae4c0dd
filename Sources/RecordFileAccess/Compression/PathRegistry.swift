import Synchronization

/// What readers of a path find by it while it lives, held weakly: how a ``DecompressedFile``
/// lets every ``ReadableFile`` of its compressed file read the decompressed bytes instead.
final class PathRegistry<Entry: AnyObject & Sendable>: Sendable {
    private struct Weak: @unchecked Sendable {
        weak var entry: Entry?
    }

    /// Several for one path when it is open more than once.
    private let entries = Mutex<[String: [Weak]]>([:])

    /// Makes `entry` found by `path`, until ``unregister(_:for:)`` or until it goes.
    func register(_ entry: Entry, for path: String) {
        entries.withLock { $0[path, default: []].append(Weak(entry: entry)) }
    }

    /// `entry` is no longer found by `path`.
    func unregister(_ entry: Entry, for path: String) {
        entries.withLock { entries in
            entries[path]?.removeAll { $0.entry == nil || $0.entry === entry }
            if entries[path]?.isEmpty == true { entries[path] = nil }
        }
    }

    /// The entries registered for `path` that still live.
    func entries(for path: String) -> [Entry] {
        entries.withLock { $0[path] ?? [] }.compactMap(\.entry)
    }
}
