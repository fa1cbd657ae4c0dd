/// A log message's words with their variable parts masked: what lines of one pattern share.
///
/// Words are cut at spaces and tabs (past ``maximumWords``, the rest is one word). A word is
/// variable, and shows as `<*>`, when it holds a digit (numbers, ids, addresses, versions,
/// sizes; but not a name in capitals with a digit at its end: `SOCKS5`), a slash or a backslash
/// (paths, URLs), or is a month's or a weekday's short name (`Jun`, `Fri`: a date written in
/// words); brackets, quotes and punctuation around it stay (`(uid=0)` is `(uid=<*>)`). In
/// `key=value` only the value is looked at (a host's name or an address there is variable
/// too), and so it is in `key:value` when the key is a name as code writes one and the value
/// starts with a digit (`onExtend:1514038530000`). `true`, `false`, `null` and `none` are
/// variable as a value (in `key=value`, or after `key=`, `=` or `key:`), not as words of their
/// own (`down true`). A unit after a variable part is part of it (`1.2 KB`, `40 ms`). Other
/// words are kept as candidates for the pattern's constant words; ``PatternGrouping`` decides
/// from the whole file which vary.
enum MaskedWords {
    /// What a variable part shows as.
    static let wildcard = "<*>"

    /// One piece of a masked word.
    enum Piece {
        /// Bytes kept as written.
        case text(UnsafeBufferPointer<UInt8>)
        /// A variable part.
        case variable
        /// The end of a word.
        case wordEnd
    }

    /// How many words a message has at most: past that, the rest of it is its last word.
    static let maximumWords = 64

    /// Calls `emit` with the pieces of `message`'s masked words, in order.
    @inline(__always)
    static func forEachPiece(of message: UnsafeBufferPointer<UInt8>, _ emit: (Piece) -> Void) {
        var index = 0
        var count = message.count
        var words = 0
        var previous = WordContext.plain
        while count > 0, message[count - 1] == UInt8(ascii: " ") || message[count - 1] == UInt8(ascii: "\t") { count -= 1 }
        while index < count {
            while index < count, message[index] == UInt8(ascii: " ") || message[index] == UInt8(ascii: "\t") { index += 1 }
            guard index < count else { break }
            let start = index
            words += 1
            if words == maximumWords {
                index = count
            } else {
                while index < count, message[index] != UInt8(ascii: " "), message[index] != UInt8(ascii: "\t") { index += 1 }
            }
            previous = maskWord(UnsafeBufferPointer(rebasing: message[start..<index]), after: previous, emit)
            emit(.wordEnd)
        }
    }

    /// The masked words of `message`, as text.
    static func words(of message: UnsafeBufferPointer<UInt8>) -> [String] {
        var words: [String] = []
        var word: [UInt8] = []
        forEachPiece(of: message) { piece in
            switch piece {
            case .text(let bytes): word.append(contentsOf: bytes)
            case .variable: word.append(contentsOf: wildcard.utf8)
            case .wordEnd:
                words.append(String(decoding: word, as: UTF8.self))
                word.removeAll(keepingCapacity: true)
            }
        }
        return words
    }

    /// A hash of `message`'s masked words, and how many words it has.
    @inline(__always)
    static func key(of message: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, wordCount: Int) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var wordCount = 0
        @inline(__always) func mix(_ byte: UInt8) {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        forEachPiece(of: message) { piece in
            switch piece {
            case .text(let bytes): for byte in bytes { mix(byte) }
            case .variable: for byte in wildcard.utf8 { mix(byte) }
            case .wordEnd:
                hash = (hash ^ wordEndMark) &* 0x100_0000_01b3
                wordCount += 1
            }
        }
        return (hash, wordCount)
    }

    /// What a word tells of the word after it.
    private enum WordContext {
        /// A word of its own.
        case plain
        /// A key waiting for its value: `allDrawn=` (in `allDrawn= false`), `=` (in `isOn = true`).
        case key
        /// A variable part, which a unit may follow: `1.2` (in `1.2 KB`).
        case variable
    }

    /// The pieces of one word (what surrounds its core, and the core kept or masked) after a
    /// word that was `previous`; what the word is to the next one.
    @inline(__always)
    private static func maskWord(_ word: UnsafeBufferPointer<UInt8>, after previous: WordContext,
                                 _ emit: (Piece) -> Void) -> WordContext {
        var start = 0, end = word.count
        while start < end - 1, isOpening(word[start]) { start += 1 }
        while end > start + 1, isClosing(word[end - 1]) { end -= 1 }
        if start > 0 { emit(.text(UnsafeBufferPointer(rebasing: word[0..<start]))) }
        let core = UnsafeBufferPointer(rebasing: word[start..<end])
        var context = WordContext.plain
        if let split = keyEnd(in: core) {
            emit(.text(UnsafeBufferPointer(rebasing: core[...split])))
            let value = UnsafeBufferPointer(rebasing: core[(split + 1)...])
            if value.isEmpty {
                context = .key
            } else if isVariable(value) || (core[split] == UInt8(ascii: "=") && (isValueWord(value) || isAddress(value))) {
                emit(.variable)
                context = .variable
            } else {
                emit(.text(value))
            }
        } else if isVariable(core) || (previous == .key && isValueWord(core)) || (previous == .variable && isUnit(core)) {
            emit(.variable)
            context = .variable
        } else {
            emit(.text(core))
        }
        if end < word.count { emit(.text(UnsafeBufferPointer(rebasing: word[end...]))) }
        if context == .plain, word[word.count - 1] == UInt8(ascii: "=") || word[word.count - 1] == UInt8(ascii: ":") { context = .key }
        return context
    }

    /// Where a key ends in a word's core, when the key has no digit: at its `=` (`user=alice`),
    /// or at a `:` after a name as code writes one, with a capital, an underscore or a comma,
    /// before a value that starts with a digit (`onExtend:1514`, `Notification,index:-1`; but
    /// not a host's name and its port, `example.org:443`, `wpad:80`).
    @inline(__always)
    private static func keyEnd(in core: UnsafeBufferPointer<UInt8>) -> Int? {
        if let equals = core.firstIndex(of: UInt8(ascii: "=")) {
            return equals > 0 && !core[..<equals].contains(where: \.isASCIIDigit) ? equals : nil
        }
        guard let colon = core.firstIndex(of: UInt8(ascii: ":")), colon > 0,
              core[..<colon].allSatisfy({ $0.isASCIILetter || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ",") }),
              core[..<colon].contains(where: { !$0.isASCIILowercaseLetter }) else { return nil }
        let value = core[(colon + 1)...]
        let number = value.first == UInt8(ascii: "-") ? value.dropFirst() : value
        guard number.first?.isASCIIDigit == true, !value.contains(UInt8(ascii: "/")) else { return nil }
        return colon
    }

    /// Whether a word's core is a variable part by its look alone.
    @inline(__always)
    private static func isVariable(_ core: UnsafeBufferPointer<UInt8>) -> Bool {
        // A name in capitals with a number: `SOCKS5`, `HTTP2`, `IPV4` (`eth0` is a value).
        if core.count >= 3, core[core.count - 1].isASCIIDigit,
           core.dropLast().allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) { return false }
        return core.contains { $0.isASCIIDigit || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") } || isDateName(core)
    }

    /// A month's or a weekday's short name, capitalised or in capitals: `Jun`, `FRI`.
    @inline(__always)
    private static func isDateName(_ core: UnsafeBufferPointer<UInt8>) -> Bool {
        guard core.count == 3, core[0] >= UInt8(ascii: "A"), core[0] <= UInt8(ascii: "Z") else { return false }
        let packed = UInt64(core[0] | 0x20) << 16 | UInt64(core[1] | 0x20) << 8 | UInt64(core[2] | 0x20)
        return dateNames.contains(packed) && core[1] & 0x20 == core[2] & 0x20
    }

    /// The months' and weekdays' short names, lowercase, a byte each.
    private static let dateNames: Set<UInt64> = Set(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
                                                     "mon", "tue", "wed", "thu", "fri", "sat", "sun"].map(packed))

    /// Whether a word is a unit of size or time that follows a number: `KB`, `MiB`, `ms`, `sec`.
    @inline(__always)
    private static func isUnit(_ core: UnsafeBufferPointer<UInt8>) -> Bool {
        guard (1...4).contains(core.count) else { return false }
        return units.contains(core.reduce(0) { $0 << 8 | UInt64($1) })
    }

    /// Units of size and time, a byte each, as written.
    private static let units: Set<UInt64> = Set(["B", "KB", "kB", "MB", "GB", "TB", "KiB", "MiB", "GiB", "TiB", "ms", "us", "ns",
                                                 "sec", "secs", "s", "min"].map(packed))

    /// A short word's bytes, one per byte of a number.
    private static func packed(_ word: String) -> UInt64 {
        word.utf8.reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// Whether a value has the dots, at sign, slashes or colons of a host's name, an address or
    /// a path: `rhost=mail.example.org`, `from=<ann@example.org>`.
    private static func isAddress(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        value.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ":") }
    }

    /// Whether a masked word is nothing but variable parts and the brackets, quotes and marks
    /// around them: `<*>`, `(<*>`, `<*>),`.
    static func isOnlyVariable(_ word: String) -> Bool {
        word.contains(wildcard) && word.replacing(wildcard, with: "").allSatisfy { "()[]{}<>\"',;:.".contains($0) }
    }

    /// `true`, `false`, `null`, `none` in any case.
    @inline(__always)
    private static func isValueWord(_ core: UnsafeBufferPointer<UInt8>) -> Bool {
        guard (4...5).contains(core.count) else { return false }
        var packed: UInt64 = 0
        for byte in core { packed = packed << 8 | UInt64(byte | 0x20) }
        return valueWords.contains(packed)
    }

    /// `true`, `false`, `null` and `none`, a byte each, lowercase.
    private static let valueWords: [UInt64] = ["true", "false", "null", "none"].map(packed)

    /// What a word's end mixes into a key's hash: more than a byte, so that no byte of a word
    /// (a unit separator, 0x1F) reads as its end.
    private static let wordEndMark: UInt64 = 0x9e37_79b9_7f4a_7c15

    /// The hash ``key(of:)`` gives a message whose masked words are `words` (when they are
    /// valid UTF-8: a message with invalid bytes has its words repaired, its key not).
    static func key(ofWords words: [String]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for word in words {
            for byte in word.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            hash = (hash ^ wordEndMark) &* 0x100_0000_01b3
        }
        return hash
    }

    private static func isOpening(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "<")
    }

    private static func isClosing(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "'") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")
    }
}
