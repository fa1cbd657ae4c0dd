/// A strict RFC 8259 JSON parser whose errors carry the line and column of the problem.
///
/// Strict means what the RFC says and nothing more: no comments, no trailing commas, no single
/// quotes, no `NaN`, no leading zeros, no raw control characters in strings. Two things are
/// forgiven because a viewer should show what it can: invalid UTF-8 inside strings becomes
/// U+FFFD, and so does a `\u` escape of an unpaired surrogate.
public struct JSONParser {
    /// The deepest nesting accepted. The parser itself does not recurse, but whoever walks,
    /// compares or releases a ``JSONValue`` does, once per level; this bound keeps a hostile
    /// `[[[[…` from overflowing their stack: compared with `==` in a debug build, a value this
    /// deep fits a 512 KB thread stack.
    static let maximumDepth = 256

    private let bytes: UnsafeBufferPointer<UInt8>
    private let extent: JSONExtent
    /// In an object at the top, the name of the members whose values are made; the others'
    /// are checked and passed over.
    private let keptMember: KeptMember?
    private var offset = 0
    private var sawInvalidUTF8 = false

    private init(bytes: UnsafeBufferPointer<UInt8>, extent: JSONExtent, keptMember: KeptMember? = nil) {
        self.bytes = bytes
        self.extent = extent
        self.keptMember = keptMember
    }

    /// The name of the members an object at the top keeps (``parse(_:extent:keptMember:)``),
    /// made once for the many records parsed with it.
    struct KeptMember {
        let name: String
        /// The name's bytes, where it is ASCII: a name of ASCII bytes without an escape is
        /// compared with them as it lies, not made into a string first.
        let ascii: [UInt8]?

        init(_ name: String) {
            self.name = name
            ascii = name.utf8.allSatisfy { $0 < 0x80 } ? Array(name.utf8) : nil
        }
    }

    /// Parses `bytes` as one JSON value, surrounded by optional white space.
    /// - Parameters:
    ///   - bytes: UTF-8 JSON text.
    ///   - path: The file the bytes came from, for error messages; empty for none.
    ///   - line: The line of the file on which `bytes` start, so that errors in an element of a
    ///     big file point into the file.
    ///   - column: The column of the file at which `bytes` start.
    /// - Throws: A `RecordFileError` of kind `malformed` with the line and column of the problem.
    public static func parse(
        _ bytes: some Collection<UInt8>, path: String = "", startingAtLine line: Int = 1, column: Int = 1
    ) throws(RecordFileError) -> JSONValue {
        let extent = JSONExtent.input(path: path, start: TextPosition(line: line, column: column))
        return try Array(bytes).withUnsafeBufferPointer { (buffer) throws(RecordFileError) in
            try parse(buffer, extent: extent).value
        }
    }

    /// Parses `bytes` as one JSON value placed at `extent`.
    ///
    /// With `keptMember`, an object at the top holds only its members of that name: the others
    /// are checked as strictly, so the same text fails with the same error, but their values
    /// (and names, where ASCII) are not made (nor their strings' invalid UTF-8 noted), which
    /// costs a fraction of making them. Any other value at the top is made whole.
    /// - Returns: The value, and whether invalid UTF-8 in its strings was replaced.
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, extent: JSONExtent, keptMember: KeptMember? = nil
    ) throws(RecordFileError) -> (value: JSONValue, sawInvalidUTF8: Bool) {
        var parser = JSONParser(bytes: bytes, extent: extent, keptMember: keptMember)
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { throw parser.unexpected(extent.expectedAfterValue) }
        return (value, parser.sawInvalidUTF8)
    }

    // MARK: Values

    /// An array or object whose elements or members are being parsed.
    ///
    /// The parser keeps open containers on a stack of its own instead of recursing, so that
    /// nesting costs heap, not the stack of whatever thread reads the file.
    private struct OpenContainer {
        let isObject: Bool
        /// Whether the container is inside a member passed over: nothing is kept.
        var passesOver = false
        /// The name of the only members kept, for the object at the top.
        var keptMember: String?
        var elements: [JSONValue] = []
        var members: [(key: String, value: JSONValue)] = []
        /// The name of the member whose value is being parsed, where it is kept.
        var pendingKey = ""
        /// Whether the member whose value is being parsed is kept.
        var isPendingKept = true

        var closer: Unicode.Scalar { isObject ? "}" : "]" }
        var item: JSONItem { isObject ? .objectMember : .arrayElement }
        package var value: JSONValue { isObject ? .object(members) : .array(elements) }
        /// Whether the value being parsed in the container is passed over, not made.
        var passesOverItem: Bool { passesOver || !isPendingKept }

        mutating func add(_ value: JSONValue) {
            guard !passesOverItem else { return }
            if isObject {
                members.append((pendingKey, value))
            } else {
                elements.append(value)
            }
        }
    }

    private mutating func parseValue() throws(RecordFileError) -> JSONValue {
        var open: [OpenContainer] = []
        nextValue: while true {
            // Step 1: read a scalar, or open a container and go on to its first item.
            var value: JSONValue
            skipWhitespace()
            guard let byte = currentByte else { throw unexpected(.value) }
            let passesOver = open.last?.passesOverItem ?? false
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard open.count < Self.maximumDepth else {
                    throw failure(.nestingTooDeep(maximumDepth: Self.maximumDepth))
                }
                offset += 1
                let isObject = byte == UInt8(ascii: "{")
                open.append(OpenContainer(isObject: isObject, passesOver: passesOver,
                                          keptMember: open.isEmpty && isObject ? keptMember?.name : nil))
                skipWhitespace()
                guard consume(open[open.count - 1].closer) else {
                    if open[open.count - 1].isObject { try parseMemberName(of: &open[open.count - 1]) }
                    continue nextValue
                }
                value = open.removeLast().value
            case UInt8(ascii: "\""):
                if passesOver {
                    try skipString()
                    value = .null
                } else {
                    value = .string(try parseString())
                }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if passesOver {
                    _ = try scanNumber()
                    value = .null
                } else {
                    value = .number(try parseNumber())
                }
            case UInt8(ascii: "t"): try parseLiteral("true"); value = .bool(true)
            case UInt8(ascii: "f"): try parseLiteral("false"); value = .bool(false)
            case UInt8(ascii: "n"): try parseLiteral("null"); value = .null
            default: throw unexpected(.value)
            }
            // Step 2: hand the value to its container; on a comma go on to the next item,
            // on a closing bracket hand the finished container to its own container.
            while !open.isEmpty {
                open[open.count - 1].add(value)
                let container = open.count - 1
                if try continuesContainer(closedBy: open[container].closer, after: open[container].item) {
                    if open[container].isObject { try parseMemberName(of: &open[container]) }
                    continue nextValue
                }
                value = open.removeLast().value
            }
            return value
        }
    }

    /// Reads a member name of `container` and the colon after it, as the container's pending
    /// member: only checks the name in a container passed over, and in one that keeps one
    /// member, compares the name of ASCII bytes without an escape with it where it lies.
    private mutating func parseMemberName(of container: inout OpenContainer) throws(RecordFileError) {
        skipWhitespace()
        guard currentByte == UInt8(ascii: "\"") else { throw unexpected(.memberName) }
        if container.passesOver {
            try skipString()
            container.pendingKey = ""
        } else if let kept = container.keptMember {
            if let isKept = isPlainName(equalTo: keptMember?.ascii) {
                container.isPendingKept = isKept
                container.pendingKey = isKept ? kept : ""
            } else {
                container.pendingKey = try parseString()
                container.isPendingKept = container.pendingKey == kept
            }
        } else {
            container.pendingKey = try parseString()
        }
        skipWhitespace()
        guard consume(":") else { throw unexpected(.colonAfterMemberName) }
    }

    /// At a string's opening quote: when the string is ASCII, without an escape or a control
    /// character, and `name` is given, passes over it and tells whether its bytes are `name`'s;
    /// else `nil`, and the string is left to be parsed.
    private mutating func isPlainName(equalTo name: [UInt8]?) -> Bool? {
        guard let name else { return nil }
        var end = offset + 1
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { break }
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
            end += 1
        }
        guard end < bytes.count else { return nil }
        let isName = bytes[(offset + 1)..<end].elementsEqual(name)
        offset = end + 1
        return isName
    }

    /// Reads what follows an element or member: `true` after a comma, `false` after the closer.
    private mutating func continuesContainer(
        closedBy closer: Unicode.Scalar, after item: JSONItem
    ) throws(RecordFileError) -> Bool {
        skipWhitespace()
        if consume(closer) { return false }
        guard consume(",") else {
            throw unexpected(.commaOrCloser(Character(closer), after: item))
        }
        skipWhitespace()
        if currentByte == UInt8(ascii: closer) {
            throw failure(.trailingComma(before: Character(closer)))
        }
        return true
    }

    // MARK: Strings

    private mutating func parseString() throws(RecordFileError) -> String {
        let opening = offset
        offset += 1
        // Most strings have no escapes and are decoded straight from the input; `unescaped`
        // collects the bytes only once a backslash shows up.
        var unescaped: [UInt8] = []
        var hasEscapes = false
        var runStart = offset
        // The hot loop of the parser: it indexes `bytes` itself rather than through
        // `currentByte`, which copies the parser in a debug build.
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\""):
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<offset])
                offset += 1
                guard hasEscapes else { return decode(run) }
                unescaped.append(contentsOf: run)
                return unescaped.withUnsafeBufferPointer { decode($0) }
            case UInt8(ascii: "\\"):
                hasEscapes = true
                unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                try appendEscape(to: &unescaped)
                runStart = offset
            case let control where control < 0x20:
                throw failure(.unescapedInString(describeCurrentByte()))
            default:
                offset += 1
            }
        }
        throw failure(.unterminatedString, at: opening)
    }

    /// Checks the string under the cursor as ``parseString()`` reads it, without making it.
    private mutating func skipString() throws(RecordFileError) {
        let opening = offset
        offset += 1
        var escapes: [UInt8] = []
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\""):
                offset += 1
                return
            case UInt8(ascii: "\\"):
                try appendEscape(to: &escapes)
                escapes.removeAll(keepingCapacity: true)
            case let control where control < 0x20:
                throw failure(.unescapedInString(describeCurrentByte()))
            default:
                offset += 1
            }
        }
        throw failure(.unterminatedString, at: opening)
    }

    private mutating func decode(_ run: UnsafeBufferPointer<UInt8>) -> String {
        let (text, wasRepaired) = UTF8Text.decode(run)
        sawInvalidUTF8 = sawInvalidUTF8 || wasRepaired
        return text
    }

    /// Resolves the escape at the backslash under the cursor and appends its UTF-8 bytes.
    private mutating func appendEscape(to text: inout [UInt8]) throws(RecordFileError) {
        offset += 1
        let simple: UInt8? = switch currentByte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): currentByte
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            text.append(simple)
            offset += 1
            return
        }
        guard consume("u") else { throw unexpected(.escape) }
        let scalar = try parseUnicodeEscape()
        UTF8.encode(scalar) { text.append($0) }
    }

    /// Reads the four hex digits after `\u`, joining a surrogate pair written as two escapes.
    private mutating func parseUnicodeEscape() throws(RecordFileError) -> Unicode.Scalar {
        let unit = try parseHexQuad()
        if let scalar = Unicode.Scalar(unit) { return scalar }
        // A high surrogate must be followed by `\u` and a low one; anything else is unpaired.
        let isHighSurrogate = (0xD800...0xDBFF).contains(unit)
        let pairFollows = offset + 1 < bytes.count
            && bytes[offset] == UInt8(ascii: "\\") && bytes[offset + 1] == UInt8(ascii: "u")
        guard isHighSurrogate, pairFollows else { return "\u{FFFD}" }
        let resume = offset
        offset += 2
        let low = try parseHexQuad()
        guard (0xDC00...0xDFFF).contains(low) else {
            // Not a pair after all: the second escape is read again on its own.
            offset = resume
            return "\u{FFFD}"
        }
        return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
    }

    private mutating func parseHexQuad() throws(RecordFileError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = currentByte, let digit = hexDigitValue(byte) else {
                throw unexpected(.fourHexDigits)
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Numbers and literals

    /// Checks the RFC's number grammar, `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`,
    /// and returns the literal unchanged.
    private mutating func parseNumber() throws(RecordFileError) -> String {
        let literal = try scanNumber()
        return String(decoding: bytes[literal], as: UTF8.self)
    }

    /// Checks the number under the cursor as ``parseNumber()`` reads it; where it is.
    private mutating func scanNumber() throws(RecordFileError) -> Range<Int> {
        let first = offset
        _ = consume("-")
        if consume("0") {
            if isDigit(currentByte) { throw failure(.leadingZero) }
        } else {
            try skipDigits(expected: .digitAfterMinus)
        }
        if consume(".") {
            try skipDigits(expected: .digitAfterDecimalPoint)
        }
        if consume("e") || consume("E") {
            _ = consume("+") || consume("-")
            try skipDigits(expected: .digitInExponent)
        }
        return first..<offset
    }

    /// Skips one or more digits.
    private mutating func skipDigits(expected: JSONExpectation) throws(RecordFileError) {
        let first = offset
        while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        guard offset > first else { throw unexpected(expected) }
    }

    private func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private mutating func parseLiteral(_ literal: StaticString) throws(RecordFileError) {
        let start = offset
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        guard bytes.count - offset >= expected.count,
              bytes[offset..<offset + expected.count].elementsEqual(expected)
        else { throw failure(.expectedLiteral("\(literal)"), at: start) }
        offset += expected.count
    }

    // MARK: Cursor

    private var currentByte: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Steps over `scalar` (ASCII) if it is under the cursor.
    private mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: scalar) else { return false }
        offset += 1
        return true
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count, bytes[offset].isJSONWhitespace {
            offset += 1
        }
    }

    // MARK: Errors

    private func describeCurrentByte() -> ByteDescription {
        ByteDescription.describe(bytes, at: offset, end: extent.endName)
    }

    /// "expected `expectation`, found …" at the cursor.
    private func unexpected(_ expectation: JSONExpectation) -> RecordFileError {
        failure(.unexpected(expectation, found: describeCurrentByte()))
    }

    private func failure(_ problem: RecordFileProblem, at errorOffset: Int? = nil) -> RecordFileError {
        let prefix = UnsafeBufferPointer(rebasing: bytes[..<(errorOffset ?? offset)])
        return .malformed(problem, path: extent.path, at: extent.start.advanced(over: prefix))
    }
}
