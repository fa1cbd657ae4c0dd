/// A compressed stream decoded a step at a time, which a reader can enter afresh at an
/// ``AccessPoint``.
protocol StreamDecoder: AnyObject {
    /// Decodes from `input` into `output`, stopping early where the stream can be entered
    /// afresh (the end of a deflate block; of a Zstandard frame).
    func decode(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> DecodeStep
    /// Whether the input so far ends where the data may end: not inside a member or a frame.
    var isAtEnd: Bool { get }
    /// Starts afresh at `point`: the next input is the compressed file from
    /// `point.compressedOffset` on. `byteBefore` is the compressed byte before that offset,
    /// whose last `point.bits` bits start the block.
    func restart(at point: AccessPoint, byteBefore: UInt8)
}

/// What one ``StreamDecoder/decode(_:into:)`` did.
struct DecodeStep {
    /// Bytes of input taken.
    var consumed = 0
    /// Bytes of output written (also before a failure).
    var produced = 0
    /// Set where the stream can be entered afresh right after this step: the bits of the last
    /// byte taken that belong to what follows (gzip), or 0.
    var entryBits: Int?
    /// Why the data cannot be decoded on, if it cannot.
    var failure: DecompressionError.Problem?
}
