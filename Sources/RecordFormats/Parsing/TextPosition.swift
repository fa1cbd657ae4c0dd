/// A place in a text file: a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars (UTF-8 continuation bytes do not advance them), so an error in
/// `"café", x` points at the `x` an editor shows, not at a byte offset.
struct TextPosition: Equatable {
    /// The first position of a file.
    package static let start = TextPosition(line: 1, column: 1)

    var line: Int
    var column: Int

    /// Moves past one byte.
    mutating func advance(over byte: UInt8) {
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0b1100_0000 != 0b1000_0000 {
            column += 1
        }
    }

    /// The position reached after `bytes`, starting here.
    func advanced(over bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
        var position = self
        for byte in bytes { position.advance(over: byte) }
        return position
    }
}

extension RecordFileError {
    /// A malformed-input error at `position`.
    static func malformed(_ problem: RecordFileProblem, path: String, at position: TextPosition) -> RecordFileError {
        RecordFileError(problem, path: path, line: position.line, column: position.column)
    }
}
