import CFileMapping
import Glibc

/// A file's bytes mapped into memory and read in place instead of copied, as ripgrep reads a
/// single file. A part that another process cut from the file meanwhile reads as zeros instead
/// of ending the program (see the CFileMapping shim); whoever reads it learns of the cut from
/// the file itself.
package final class MappedFile: @unchecked Sendable {
    /// The bytes mapped, from the file's first one.
    package let bytes: UnsafeBufferPointer<UInt8>
    private let slot: Int32

    /// Maps the first `length` bytes of the file open at `descriptor`; `nil` for an empty
    /// length, or when the system cannot map it.
    init?(descriptor: Int32, length: Int) {
        guard length > 0 else { return nil }
        cfm_install()
        guard let address = mmap(nil, length, PROT_READ, MAP_SHARED, descriptor, 0), address != MAP_FAILED else { return nil }
        slot = cfm_guard(address, length)
        guard slot >= 0 else {
            munmap(address, length)
            return nil
        }
        madvise(address, length, MADV_SEQUENTIAL)
        bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: length)
    }

    /// Unmaps the bytes; more than a piece (``unmappedAtATime``) on a thread of low priority:
    /// taking down a gigabyte's pages costs 15–20 ms, which the work that read them (a search,
    /// whose results are complete) would otherwise wait for. Nothing reads the bytes once
    /// their last owner lets them go. Held back while an app starts, as an index is: the
    /// thread holds the process's memory map while it unmaps, and the window's allocations
    /// would wait for a thread in the idle class.
    deinit {
        cfm_unguard(slot)
        let (address, length) = (UInt(bitPattern: bytes.baseAddress!), bytes.count)
        guard length > Self.unmappedAtATime else { return Self.unmap(address: address, length: length) }
        LowPriorityThreads.startAfterStartUp { Self.unmap(address: address, length: length) }
    }

    /// Unmaps `length` bytes from `address` a piece at a time: unmapping holds the process's
    /// memory map, which the other threads' page faults and allocations (the window's among
    /// them) wait for meanwhile.
    private static func unmap(address: UInt, length: Int) {
        let start = UnsafeMutableRawPointer(bitPattern: address)!
        for offset in stride(from: 0, to: length, by: unmappedAtATime) {
            munmap(start + offset, min(unmappedAtATime, length - offset))
        }
    }

    /// The bytes unmapped at a time: a multiple of any page size.
    private static let unmappedAtATime = 64 << 20
}
