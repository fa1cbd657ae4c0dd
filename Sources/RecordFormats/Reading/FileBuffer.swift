import Foundation

/// The bytes of a file that a scanner has read but not yet consumed, refilled a chunk at a time.
///
/// A scanner looks at the unconsumed bytes, asks for another chunk when a record does not end
/// within them, and consumes the record once it has cut it out. Consumed bytes are dropped at
/// the next refill, so the buffer holds the record being cut plus one chunk, never the file.
/// Offsets into the unconsumed bytes stay valid across refills until the bytes are consumed,
/// which lets scanners resume where they stopped instead of starting over.
///
/// The storage is managed by hand: appending a chunk to an `Array` zero-fills it first, which
/// costs more than the read itself in a debug build.
package final class FileBuffer {
    /// How long one record may get before the reader gives up on it. The parsed value takes
    /// several times the bytes, so a bigger record would risk the memory of the whole machine.
    package static let defaultMaximumRecordSize = 256 * 1024 * 1024

    private let file: any ByteSource
    private let chunkSize: Int
    private let maximumRecordSize: Int
    private var storage: UnsafeMutableBufferPointer<UInt8>
    /// `storage[start..<end]` holds the unconsumed bytes.
    private var start = 0
    private var end = 0

    /// Creates an empty buffer over `file`.
    init(file: any ByteSource, chunkSize: Int, maximumRecordSize: Int) {
        self.file = file
        self.chunkSize = max(1, chunkSize)
        self.maximumRecordSize = maximumRecordSize
        self.storage = .allocate(capacity: self.chunkSize)
    }

    deinit {
        storage.deallocate()
    }

    /// The number of unconsumed bytes.
    var count: Int { end - start }

    /// Lends the unconsumed bytes to `body`; they must not be kept past it.
    func withUnconsumedBytes<Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try body(UnsafeBufferPointer(rebasing: storage[start..<end]))
    }

    /// Marks the first `byteCount` unconsumed bytes as consumed.
    func consume(_ byteCount: Int) {
        start += min(byteCount, count)
    }

    /// Forgets every unconsumed byte, for a file that was moved to another position.
    func discardAll() {
        start = 0
        end = 0
    }

    /// Reads the next chunk of the file.
    /// - Parameter line: The line on which the record being cut starts, named in the error when
    ///   that record outgrows the maximum record size.
    /// - Returns: `false` when the file has no more bytes for now; a file that grows later
    ///   yields its new bytes on a later call.
    func refill(forRecordStartingOn line: Int) throws(RecordFileError) -> Bool {
        // Step 1: forget consumed bytes, moving the unconsumed ones to the front.
        if start > 0, let base = storage.baseAddress {
            memmove(base, base + start, count)
            end -= start
            start = 0
        }
        // Step 2: refuse to hold a record longer than the limit.
        guard end < maximumRecordSize else {
            throw RecordFileError(.recordTooLong(maximumBytes: maximumRecordSize), path: file.path, line: line)
        }
        // Step 3: make room for a chunk, doubling so that a long record costs amortized O(1) per byte.
        if storage.count - end < chunkSize {
            let grown = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(storage.count * 2, end + chunkSize))
            if let from = storage.baseAddress, let to = grown.baseAddress { memcpy(to, from, end) }
            storage.deallocate()
            storage = grown
        }
        // Step 4: read.
        let readCount = try file.readChunk(into: UnsafeMutableBufferPointer(rebasing: storage[end..<end + chunkSize]))
        end += readCount
        return readCount > 0
    }

    /// Refills until at least `byteCount` bytes are unconsumed or the file ends.
    func fill(toAtLeast byteCount: Int) throws(RecordFileError) {
        while count < byteCount, try refill(forRecordStartingOn: 1) {}
    }
}
