/// What one core searches with: its own file descriptor and buffer (or the file mapped, which
/// both cores share). Each worker is used by one thread at a time.
final class ChunkWorker: @unchecked Sendable {
    let readable: ReadableFile
    let mapping: MappedFile?
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// A regular expression's finder, matched on the lines where the text it holds was found.
    var confirmer: RegexFinder?

    init(readable: ReadableFile, mapping: MappedFile?, capacity: Int, confirmer: RegexFinder?) {
        self.readable = readable
        self.mapping = mapping
        self.confirmer = confirmer
        buffer = .allocate(capacity: capacity)
    }

    deinit { buffer.deallocate() }

    /// The bytes a piece of `range` may hold, with the `reach` of a match past its end: all of
    /// them where the mapping holds them, else the buffer's.
    func pieceSize(for range: Range<Int>, reach: Int) -> Int {
        range.upperBound + reach <= mapping?.bytes.count ?? 0 ? range.count + reach : buffer.count
    }

    /// Up to `count` bytes of the file from byte `start` on, fewer where it ends; `nil` when
    /// they cannot be read.
    func bytes(at start: Int, count: Int) -> UnsafeBufferPointer<UInt8>? {
        readable.bytes(at: start, count: count, from: mapping, orInto: buffer)
    }
}
