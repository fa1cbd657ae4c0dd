import Foundation

/// list-viewer keeps each file's index between runs, so that a file opened again has it at once.
/// A figure of a first open (the pictures, the window that indexes while it scrolls, the memory
/// while it indexes) must not take up an index an earlier run kept: list-bench gives every
/// list-viewer it runs, in this process and in the ones it starts, a cache folder of its own,
/// and empties it before each first open. Reopening takes up what the run before kept.
enum KeptIndexes {
    /// list-bench's cache folder: `XDG_CACHE_HOME` of this process and of the processes it starts.
    static let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent("list-bench-cache").path

    /// Makes ``cacheHome`` the cache of every list-viewer from now on; call it before any
    /// window opens a file, and without touching the user's own cache.
    static func useOwnCache() {
        setenv("XDG_CACHE_HOME", cacheHome, 1)
    }

    /// Forgets every index kept, so that the next file opened is opened for the first time.
    static func forget() {
        try? FileManager.default.removeItem(atPath: "\(cacheHome)/list-viewer")
    }
}
