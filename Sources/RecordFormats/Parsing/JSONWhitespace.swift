extension UInt8 {
    /// Whether the byte is JSON white space: space, tab, line feed or carriage return.
    var isJSONWhitespace: Bool {
        self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09
    }
}
