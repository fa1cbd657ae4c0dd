import Foundation

/// The whole sort keys of a sort's records, and each record's number, kept in a file on disk
/// and mapped into memory once written: a sort keeps only 16 bytes a record in its own memory.
///
/// The files are `TemporaryFile`s, so that nothing is left behind, whatever happens to the
/// process. Written by one thread, then read by any. Every failure is a
/// ``SortError/cannotKeepKeys(folder:errno:)``.
final class SortKeyStore: @unchecked Sendable {
    /// Where each record's key starts in the keys file, and the record's number.
    private struct Slot {
        var keyOffset: UInt64
        var number: UInt64
    }

    private let keysFile: TemporaryFile
    private let slotsFile: TemporaryFile
    private var keysWriter: [UInt8] = []
    private var slotsWriter: [Slot] = []
    private var writtenKeyBytes: UInt64 = 0
    /// How many keys were added.
    private(set) var count = 0
    private var keys: UnsafeRawBufferPointer?
    private var slots: UnsafeBufferPointer<Slot>?
    private var mappedRegions: [(UnsafeMutableRawPointer, Int)] = []
    private let directory: String

    /// Bytes gathered before a write to disk.
    private static let writeSize = 1 << 20

    /// Makes the store's files in `directory`.
    init(directory: String) throws(SortError) {
        self.directory = directory
        do {
            keysFile = try TemporaryFile(in: directory)
            slotsFile = try TemporaryFile(in: directory)
        } catch {
            throw .cannotKeepKeys(folder: directory, errno: error.errno)
        }
    }

    deinit {
        for (address, length) in mappedRegions { munmap(address, length) }
    }

    // MARK: Writing

    /// Keeps `key` as the next record's, record `number`'s.
    func append(_ key: [UInt8], number: Int) throws(SortError) {
        slotsWriter.append(Slot(keyOffset: writtenKeyBytes + UInt64(keysWriter.count), number: UInt64(number)))
        keysWriter += key
        count += 1
        if keysWriter.count >= Self.writeSize { try flushKeys() }
        if slotsWriter.count * MemoryLayout<Slot>.stride >= Self.writeSize { try flushSlots() }
    }

    /// Writes what is gathered and maps both files for reading; no key is added after.
    func finishWriting() throws(SortError) {
        // The end of the last key, as one more slot's start.
        slotsWriter.append(Slot(keyOffset: writtenKeyBytes + UInt64(keysWriter.count), number: 0))
        try flushKeys()
        try flushSlots()
        keys = try map(keysFile, length: Int(writtenKeyBytes)).map { UnsafeRawBufferPointer($0) }
        let slotBytes = (count + 1) * MemoryLayout<Slot>.stride
        slots = try map(slotsFile, length: slotBytes).map { UnsafeBufferPointer(start: $0.baseAddress?.assumingMemoryBound(to: Slot.self), count: count + 1) }
    }

    private func flushKeys() throws(SortError) {
        try write(keysWriter, to: keysFile)
        writtenKeyBytes += UInt64(keysWriter.count)
        keysWriter.removeAll(keepingCapacity: true)
    }

    private func flushSlots() throws(SortError) {
        try write(slotsWriter.withUnsafeBytes { Array($0) }, to: slotsFile)
        slotsWriter.removeAll(keepingCapacity: true)
    }

    private func write(_ bytes: [UInt8], to file: TemporaryFile) throws(SortError) {
        do {
            try file.append(bytes)
        } catch {
            throw .cannotKeepKeys(folder: directory, errno: error.errno)
        }
    }

    private func map(_ file: TemporaryFile, length: Int) throws(SortError) -> UnsafeMutableRawBufferPointer? {
        guard length > 0 else { return nil }
        guard let address = mmap(nil, length, PROT_READ, MAP_SHARED, file.descriptor, 0), address != MAP_FAILED else {
            throw .cannotKeepKeys(folder: directory, errno: errno)
        }
        mappedRegions.append((address, length))
        return UnsafeMutableRawBufferPointer(start: address, count: length)
    }

    // MARK: Reading (once written)

    /// The number of the `ordinal`th record added.
    func number(ofOrdinal ordinal: Int) -> Int {
        Int(slots?[ordinal].number ?? 0)
    }

    /// The whole key of the `ordinal`th record added.
    func key(ofOrdinal ordinal: Int) -> UnsafeRawBufferPointer {
        guard let slots, let keys else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        let start = Int(slots[ordinal].keyOffset), end = Int(slots[ordinal + 1].keyOffset)
        return UnsafeRawBufferPointer(rebasing: keys[start..<end])
    }

    /// How the whole keys of two records compare: below 0, 0 or above 0, as `memcmp`.
    func compareKeys(_ first: Int, _ second: Int) -> Int {
        let left = key(ofOrdinal: first), right = key(ofOrdinal: second)
        let common = min(left.count, right.count)
        if common > 0 {
            let order = memcmp(left.baseAddress!, right.baseAddress!, common)
            if order != 0 { return Int(order) }
        }
        return left.count - right.count
    }
}
