#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The thread that created a data source: the only one allowed to change it.
///
/// Swift 6 already refuses to share a data source across threads at compile time; this check
/// catches what gets past it (`nonisolated(unsafe)`, C callbacks), where a change from another
/// thread would otherwise corrupt the snapshot silently.
struct OwningThread {
    private let thread = pthread_self()

    /// Whether the caller runs on the owning thread.
    var isCurrent: Bool { pthread_equal(thread, pthread_self()) != 0 }
}
