/// Turns bytes that should be UTF-8 into text without ever failing.
enum UTF8Text {
    /// The text of `bytes`, with each invalid sequence replaced by U+FFFD.
    /// - Returns: The text, and whether anything had to be replaced.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> (text: String, wasRepaired: Bool) {
        // Validating first keeps the common, valid case to one pass; only broken input pays for
        // the second, repairing decode.
        if let text = String(validating: bytes, as: UTF8.self) {
            return (text, false)
        }
        return (String(decoding: bytes, as: UTF8.self), true)
    }
}
