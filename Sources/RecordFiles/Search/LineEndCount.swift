import RecordFormats

/// Counts the line ends in bytes handed to it in order, as a file's records' line numbers count
/// them: a CSV file's carriage return and line feed once, at the line feed, even where the two
/// are handed apart.
struct LineEndCount {
    let ends: LineEnds
    /// The line ends counted, the last byte handed counted as one if it is a carriage return.
    private(set) var counted = 0
    private var endsWithCarriageReturn = false

    init(_ ends: LineEnds) {
        self.ends = ends
    }

    /// Counts the line ends in `bytes`, which follow those handed before.
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch ends {
        case .byte(let byte):
            counted += ByteCount.occurrences(of: byte, in: bytes)
        case .csv:
            guard let first = bytes.first, let last = bytes.last else { return }
            let lineFeed = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
            let carriageReturns = ByteCount.occurrences(of: carriageReturn, in: bytes)
            counted += ByteCount.occurrences(of: lineFeed, in: bytes)
            if carriageReturns > 0 { counted += carriageReturns - ByteCount.pairs(of: carriageReturn, lineFeed, in: bytes) }
            if endsWithCarriageReturn, first == lineFeed { counted -= 1 }
            endsWithCarriageReturn = last == carriageReturn
        }
    }

    /// The line ends in the bytes handed, `next` being the byte after them (`nil` at the end of
    /// the file).
    func total(followedBy next: UInt8?) -> Int {
        counted - (endsWithCarriageReturn && next == UInt8(ascii: "\n") ? 1 : 0)
    }
}
