/// One word of a log line's head, after its time stamp, and what kind of field it looks like.
/// Words end at spaces, tabs and pipes (`20171223-22:15:29:606|Step|30002312|…`); a time stamp
/// is one token however many words it has (`Nov  9 12:01:01`, `2017-05-16 00:00:00.008`).
struct HeadToken {
    /// What a token looks like.
    enum Kind: Hashable {
        /// A level word, plain or in brackets, `<…>` or with a colon: `INFO`, `[error]`, `<warn>`.
        case level
        /// A level's single letter, as logcat writes it: `D`, `I`, `W`, `E`.
        case levelLetter
        /// A process and its id: `sshd[123]:`, `kernel:`, `su(pam_unix)[42]:`, with an address:
        /// `launchd[1] (com.apple.xpc.launchd.domain):`.
        case process
        /// Something in brackets: `[main]`, `[QuorumPeer[myid=1]/0.0.0.0:2181]`.
        case bracketed
        /// Digits, perhaps after a minus: a process or thread id, a flag (`-1`).
        case number
        /// A lone `-` or `|` between fields.
        case separator
        /// A time stamp in the head but not at its start: `- 1131566461 2005.11.09 …`.
        case time
        /// A plain word padded to a column's width by two or more spaces: `Info     CBS    …`.
        case column
        /// A word ending with a colon: a logger or a tag, `org.apache.Foo:`, `WindowManager:`.
        case label
        /// A word ending with a bracket it did not open, as klog writes its source: `main.go:42]`.
        case source
        /// Any other word.
        case word

        /// Whether this kind is evidence enough of a header field on its own, where a plain word
        /// could as well be the message's first.
        var isDistinct: Bool { self != .word }

        /// Whether a token of this kind can fill a field learnt as `slot`: a plain word fills a
        /// word's or a column's place, and a separator's (`-` stands for an empty field, as in
        /// `- 1131566461 …` where an alert's name may be).
        func fills(_ slot: Kind) -> Bool {
            switch slot {
            case .word, .column: self != .separator && self != .time
            case .process: self == .process || self == .label
            case .separator: self == .separator || self == .word
            default: self == slot
            }
        }
    }

    /// Where the token is in the line.
    var range: Range<Int>
    var kind: Kind

    /// The tokens of `line` from `start`, at most `limit`: time stamps, pipes, words between
    /// spaces, tabs and pipes, and a bracket with what it holds (brackets may nest) as one.
    static func tokens(of line: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> [HeadToken] {
        var tokens: [HeadToken] = []
        var index = start
        while tokens.count < limit {
            while index < line.count, line[index].isWordSpace { index += 1 }
            guard index < line.count else { break }
            let tokenStart = index
            var known: Kind?
            if line[index] == UInt8(ascii: "|") {
                index += 1
                known = .separator
            } else if let stamp = LogTimeReader.read(line, at: index), let end = stampTokenEnd(in: line, stampEnd: stamp.end) {
                index = end
                known = .time
            } else {
                index = wordEnd(in: line, from: index)
                if let end = addressEnd(in: line, after: index) {
                    index = end
                    known = .process
                } else if let end = paddedColonEnd(in: line, after: index) {
                    index = end
                }
            }
            let range = tokenStart..<index
            var kind = known ?? kind(of: UnsafeBufferPointer(rebasing: line[range]))
            if kind == .word, index + 1 < line.count, line[index] == UInt8(ascii: "\t") || line[index + 1] == UInt8(ascii: " ") {
                kind = .column
            }
            tokens.append(HeadToken(range: range, kind: kind))
        }
        return tokens
    }

    /// Where a time stamp ending at `stampEnd` ends as a token: at the end of its word, or past a
    /// colon that closes it (`update-alternatives 2025-06-24 14:36:53: run with …`); `nil` when
    /// the word goes on.
    private static func stampTokenEnd(in line: UnsafeBufferPointer<UInt8>, stampEnd: Int) -> Int? {
        if stampEnd == line.count || line[stampEnd].endsToken { return stampEnd }
        guard line[stampEnd] == UInt8(ascii: ":"), stampEnd + 1 == line.count || line[stampEnd + 1].isWordSpace else { return nil }
        return stampEnd + 1
    }

    /// Where a tag padded before its colon ends, logcat's `chatty  : …`: past the colon.
    private static func paddedColonEnd(in line: UnsafeBufferPointer<UInt8>, after wordEnd: Int) -> Int? {
        var index = wordEnd
        while index < line.count, line[index] == UInt8(ascii: " ") { index += 1 }
        guard index > wordEnd, index < line.count, line[index] == UInt8(ascii: ":"),
              index + 1 == line.count || line[index + 1].isWordSpace else { return nil }
        return index + 1
    }

    /// Where a process whose name has spaces ends when one starts at `start`: `Google Chrome
    /// Helper[342]:`, up to four plain words, the last one with the process's id.
    static func spacedProcessEnd(in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < line.count, line[start].isASCIILetter else { return nil }
        var end = wordEnd(in: line, from: start)
        for _ in 0..<3 {
            guard isPlain(line[start..<end]), end + 1 < line.count, line[end] == UInt8(ascii: " "),
                  line[end + 1] != UInt8(ascii: " ") else { return nil }
            end = wordEnd(in: line, from: end + 1)
            let word = UnsafeBufferPointer(rebasing: line[start..<end])
            if kind(of: word) == .process, let open = word.lastIndex(of: UInt8(ascii: "[")),
               word[(open + 1)..<(word.count - 2)].allSatisfy(\.isASCIIDigit) {
                return end
            }
        }
        return nil
    }

    /// Letters, digits, spaces, dots and dashes.
    private static func isPlain(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        bytes.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: " ") }
    }

    /// Where a process's address ends, when the word before `wordEnd` is a process and its id
    /// and an address in parentheses follows it: `launchd[1] (com.apple.xpc.launchd.domain):`.
    private static func addressEnd(in line: UnsafeBufferPointer<UInt8>, after wordEnd: Int) -> Int? {
        guard wordEnd + 2 < line.count, line[wordEnd - 1] == UInt8(ascii: "]"), line[wordEnd] == UInt8(ascii: " "),
              line[wordEnd + 1] == UInt8(ascii: "("),
              let close = line[(wordEnd + 2)...].firstIndex(where: { $0 == UInt8(ascii: ")") || $0.isWordSpace }),
              line[close] == UInt8(ascii: ")"), close + 1 < line.count, line[close + 1] == UInt8(ascii: ":") else { return nil }
        return close + 2
    }

    /// Where the word that starts at `start` ends: at a space, tab or pipe outside brackets.
    private static func wordEnd(in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if line[index] == UInt8(ascii: "[") {
            var depth = 0
            while index < line.count {
                if line[index] == UInt8(ascii: "[") { depth += 1 }
                if line[index] == UInt8(ascii: "]") { depth -= 1 }
                index += 1
                if depth == 0 { break }
            }
        }
        while index < line.count, !line[index].endsToken { index += 1 }
        return index
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
        if (first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]).allSatisfy(\.isASCIIDigit) { return .number }
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

extension UInt8 {
    /// A space or a tab.
    var isWordSpace: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
    /// A byte that ends a head's word: a space, a tab or a pipe.
    var endsToken: Bool { isWordSpace || self == UInt8(ascii: "|") }
}
