/// The labels of a log of stanzas, such as apt's `history.log`: a stanza's first line is a
/// label and a time stamp (`Start-Date: 2025-06-24  14:36:25`), and the lines after it are
/// mostly `Key: value` lines (`Commandline: apt-get install curl`).
enum StanzaLabel {
    /// The longest label, its `: ` included.
    static let maximumLength = 32

    /// The label and `: ` that `line` starts with, when a time stamp follows them.
    static func label(startingStampedLine line: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard let end = keyLine(line)?.valueStart, LogTimeReader.read(line, at: end) != nil else { return nil }
        return Array(line[..<end])
    }

    /// Where the key of a `Key: value` line ends (at its `:`) and its value starts (past the
    /// `: `), when `line` is one: a letter, then letters, digits, `-`, `_`, `.` and single
    /// spaces, a label of at most ``maximumLength`` bytes in all, and a value that may be empty.
    static func keyLine(_ line: UnsafeBufferPointer<UInt8>) -> (keyEnd: Int, valueStart: Int)? {
        guard let first = line.first, first.isASCIILetter else { return nil }
        var index = 1
        while index < min(line.count, maximumLength - 1) {
            let byte = line[index]
            if byte == UInt8(ascii: ":") {
                guard index + 1 == line.count || line[index + 1] == UInt8(ascii: " ") else { return nil }
                return (index, min(index + 2, line.count))
            }
            let isKeyByte = byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: ".") || (byte == UInt8(ascii: " ") && line[index - 1] != UInt8(ascii: " "))
            guard isKeyByte else { return nil }
            index += 1
        }
        return nil
    }
}
