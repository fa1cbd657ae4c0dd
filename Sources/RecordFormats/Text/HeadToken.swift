/// One word of a log line's head, after its time stamp, and what kind of field it looks like.
struct HeadToken {
    /// What a token looks like.
    enum Kind: Hashable {
        /// A level word, plain or in brackets, `<…>` or with a colon: `INFO`, `[error]`, `<warn>`.
        case level
        /// A level's single letter, as logcat writes it: `D`, `I`, `W`, `E`.
        case levelLetter
        /// A process and its id: `sshd[123]:`, `kernel:`… with the id: `su(pam_unix)[42]:`.
        case process
        /// Something in brackets: `[main]`, `[QuorumPeer[myid=1]/0.0.0.0:2181]`.
        case bracketed
        /// Digits: a process or thread id.
        case number
        /// A lone `-` or `|` between fields.
        case separator
        /// A word ending with a colon: a logger or a tag, `org.apache.Foo:`, `WindowManager:`.
        case label
        /// A word ending with a bracket it did not open, as klog writes its source: `main.go:42]`.
        case source
        /// Any other word.
        case word

        /// Whether this kind is evidence enough of a header field on its own, where a plain word
        /// could as well be the message's first.
        var isDistinct: Bool { self != .word }
    }

    /// Where the token is in the line.
    var range: Range<Int>
    var kind: Kind

    /// The tokens of `line` from `start`, at most `limit`: words between spaces, and a bracket
    /// with what it holds (brackets may nest) as one.
    static func tokens(of line: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> [HeadToken] {
        var tokens: [HeadToken] = []
        var index = start
        while tokens.count < limit {
            while index < line.count, line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t") { index += 1 }
            guard index < line.count else { break }
            let tokenStart = index
            if line[index] == UInt8(ascii: "[") {
                var depth = 0
                while index < line.count {
                    if line[index] == UInt8(ascii: "[") { depth += 1 }
                    if line[index] == UInt8(ascii: "]") { depth -= 1 }
                    index += 1
                    if depth == 0 { break }
                }
            }
            while index < line.count, line[index] != UInt8(ascii: " "), line[index] != UInt8(ascii: "\t") { index += 1 }
            let range = tokenStart..<index
            tokens.append(HeadToken(range: range, kind: kind(of: UnsafeBufferPointer(rebasing: line[range]))))
        }
        return tokens
    }

    /// What the word `bytes` looks like.
    static func kind(of bytes: UnsafeBufferPointer<UInt8>) -> Kind {
        guard let first = bytes.first, let last = bytes.last else { return .word }
        let colon = UInt8(ascii: ":"), closing = UInt8(ascii: "]")
        if bytes.count == 1 {
            if first == UInt8(ascii: "-") || first == UInt8(ascii: "|") { return .separator }
            if "VDIWEFA".utf8.contains(first) { return .levelLetter }
        }
        if LogLevel(word: levelWord(in: bytes), lettersCount: false) != nil { return .level }
        if first == UInt8(ascii: "[") && last == closing { return .bracketed }
        if bytes.allSatisfy(\.isASCIIDigit) { return .number }
        if last == colon, bytes.count > 1 {
            return bytes.count > 2 && bytes[bytes.count - 2] == closing && bytes.contains(UInt8(ascii: "[")) ? .process : .label
        }
        if last == closing, !bytes.contains(UInt8(ascii: "[")) { return .source }
        return .word
    }

    /// The word without the brackets, angle brackets or colon a level may be written with.
    static func levelWord(in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var word = bytes[...]
        if word.last == UInt8(ascii: ":") || word.last == UInt8(ascii: ",") { word = word.dropLast() }
        if let first = word.first, let last = word.last, word.count > 2,
           (first == UInt8(ascii: "[") && last == UInt8(ascii: "]")) || (first == UInt8(ascii: "<") && last == UInt8(ascii: ">"))
            || (first == UInt8(ascii: "(") && last == UInt8(ascii: ")")) {
            word = word.dropFirst().dropLast()
        }
        return UnsafeBufferPointer(rebasing: word)
    }
}
