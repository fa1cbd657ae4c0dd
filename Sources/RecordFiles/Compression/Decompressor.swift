/// Turns a compressed stream into its bytes, a piece of input at a time.
protocol Decompressor {
    /// Decompresses `input`, handing each piece of output to `output` as it comes.
    /// - Throws: ``DecompressionError/Problem`` for damaged data, or what `output` throws.
    func decompress(_ input: UnsafeRawBufferPointer,
                    output: (UnsafeRawBufferPointer) throws(DecompressionError.Problem) -> Void) throws(DecompressionError.Problem)
    /// Whether the input so far ends where the data may end: not inside a member or a frame.
    var isAtEnd: Bool { get }
}

/// Bytes decompressors write into before handing them on.
let decompressedPieceSize = 256 << 10
