/// Finds where one element of a top-level JSON array ends, byte by byte, without parsing it.
///
/// It tracks just enough of JSON to know which commas and brackets are structural: whether it
/// is inside a string, after a backslash, and which brackets are open. The element ends before
/// the first `,` or `]` outside any string and bracket. A closing bracket that does not match
/// the innermost open one ends the element just after itself: the parser then reports it
/// where it stands, instead of the scan running on to the end of the file.
struct ArrayElementScan {
    /// How many bytes of the element have been scanned; the scan resumes here after a refill.
    private var scanned = 0
    /// The open brackets, innermost last.
    private var openBrackets: [UInt8] = []
    private var strings = JSONStringState()

    /// Scans on through `bytes`, which begin with the element.
    /// - Returns: The element's length once its end is in `bytes`; `nil` to be called again
    ///   with the same bytes and more after them.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        while scanned < bytes.count {
            let byte = bytes[scanned]
            scanned += 1
            if strings.consume(byte) { continue }
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                openBrackets.append(byte)
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard let open = openBrackets.popLast() else {
                    // A `]` at the top closes the array; a `}` there is stray and stays in.
                    return byte == UInt8(ascii: "]") ? scanned - 1 : scanned
                }
                let matches = (open == UInt8(ascii: "[")) == (byte == UInt8(ascii: "]"))
                if !matches { return scanned }
            case UInt8(ascii: ",") where openBrackets.isEmpty:
                return scanned - 1
            default:
                break
            }
        }
        return nil
    }
}
