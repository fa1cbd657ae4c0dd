/// Follows JSON text byte by byte just far enough to tell which bytes are inside a string
/// (escaped quotes included), so that commas and brackets there are not taken for structure.
struct JSONStringState {
    /// Whether the last byte moved over left the text inside a string.
    private(set) var isInString = false
    /// Whether the last byte was a backslash in a string, which escapes the next one.
    private(set) var isAfterBackslash = false

    /// Sets whether the text stands inside a string, found for many bytes at once, where no
    /// backslash was.
    mutating func set(isInString: Bool) {
        self.isInString = isInString
        isAfterBackslash = false
    }

    /// Moves over `byte`.
    /// - Returns: Whether the byte belongs to a string, its quotes included.
    @inline(__always)
    mutating func consume(_ byte: UInt8) -> Bool {
        guard isInString else {
            isInString = byte == UInt8(ascii: "\"")
            return isInString
        }
        if isAfterBackslash {
            isAfterBackslash = false
        } else if byte == UInt8(ascii: "\\") {
            isAfterBackslash = true
        } else if byte == UInt8(ascii: "\"") {
            isInString = false
        }
        return true
    }
}
