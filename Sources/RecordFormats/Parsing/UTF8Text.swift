/// Turns bytes that should be UTF-8 into text without ever failing.
enum UTF8Text {
    /// The text of `bytes`, with each invalid sequence replaced by U+FFFD.
    /// - Returns: The text, and whether anything had to be replaced.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> (text: String, wasRepaired: Bool) {
        // Decoding repairs what is broken; the text is the bytes exactly only when nothing was.
        // (`String(validating:as:)` is generic and not specialized: it looked up type metadata
        // for every string, a sixth of the time of parsing a record.)
        let text = String(decoding: bytes, as: UTF8.self)
        let isExact = bytes.allSatisfy { $0 < 0x80 } || text.utf8.elementsEqual(bytes)
        return (text, !isExact)
    }
}
