import Foundation

/// How a value sorts, as bytes that compare as the values do: numbers by value before text in
/// natural order, missing values last.
///
/// Text sorts as people expect, like Finder and `localizedStandardCompare`: case, accents and
/// width aside, and runs of digits by their value ("file 9" before "file 10"). Values that
/// differ only in case or accents are equal: a sort keeps them in file order. Text that reads
/// as a decimal number (every value of a CSV file is text) sorts as that number; `null`,
/// empty text and no value at all are missing.
///
/// The bytes make the order total and cheap to compare many times, and let a sort of a whole
/// file keep them on disk.
public struct SortKey: Comparable, Hashable, Sendable {
    /// The key's bytes; keys compare as these do, byte by byte.
    public let bytes: [UInt8]

    /// The key of `value`; `nil` stands for no such field.
    public init(_ value: JSONValue?) {
        var bytes: [UInt8] = []
        switch value {
        case .none, .null?: Self.appendMissing(to: &bytes)
        case .number(let literal)?:
            if let number = Double(literal), !number.isNaN { Self.append(number, to: &bytes) } else { Self.appendText(literal, to: &bytes) }
        case .string(let text)?: Self.appendString(text, to: &bytes)
        case .bool(let flag)?: Self.appendText(flag ? "true" : "false", to: &bytes)
        case let nested?: Self.appendText(nested.compactJSON(limit: Self.nestedTextLimit), to: &bytes)
        }
        self.bytes = bytes
    }

    /// Whether the value sorts as a number.
    public var isNumber: Bool { bytes.first == Marker.number }

    /// Whether the value is missing (no field, `null` or empty text).
    public var isMissing: Bool { bytes.first == Marker.missing }

    public static func < (lhs: SortKey, rhs: SortKey) -> Bool {
        lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }

    /// The longest text of a nested value that sorts: its start decides, as in a cell.
    static let nestedTextLimit = 200

    /// The bytes that open each kind of key and part, in the order they sort. A text's parts
    /// alternate, so a run of other characters after digits needs no marker: its bytes are
    /// above both markers that may stand in its place, as UTF-8 has no byte 0xFF.
    private enum Marker {
        /// A number: it sorts before text.
        static let number: UInt8 = 0x00
        /// Ends a text's parts: a text that is a start of another sorts first.
        static let end: UInt8 = 0x01
        /// A run of digits, by value.
        static let digits: UInt8 = 0x02
        /// Escapes a byte of text below 0x04, so that each sorts above the markers.
        static let escape: UInt8 = 0x03
        /// No value: after everything.
        static let missing: UInt8 = 0xFF
    }

    private static func appendMissing(to bytes: inout [UInt8]) {
        bytes.append(Marker.missing)
    }

    /// A string: missing when blank, a number when written as one in decimal, else text.
    private static func appendString(_ text: String, to bytes: inout [UInt8]) {
        var utf8 = Array(text.utf8)
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        let start = utf8.firstIndex { !isBlank($0) } ?? utf8.endIndex
        let end = (utf8.lastIndex { !isBlank($0) }).map { $0 + 1 } ?? start
        if start == end { return appendMissing(to: &bytes) }
        if let number = decimalNumber(utf8[start..<end]) { return append(number, to: &bytes) }
        if utf8.allSatisfy({ $0 < 0x80 }) {
            for index in utf8.indices where (0x41...0x5A).contains(utf8[index]) { utf8[index] |= 0x20 }
            return appendParts(of: utf8, to: &bytes)
        }
        appendText(text, to: &bytes)
    }

    /// `text` as text, folded.
    private static func appendText(_ text: String, to bytes: inout [UInt8]) {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        appendParts(of: Array(folded.precomposedStringWithCanonicalMapping.utf8), to: &bytes)
    }

    /// Folded text as runs of digits (by value: a marker, their count, then the digits, leading
    /// zeros dropped) and runs of other bytes (as they are, the lowest escaped), then the end.
    private static func appendParts(of folded: [UInt8], to bytes: inout [UInt8]) {
        let isDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) }
        var index = folded.startIndex
        while index < folded.endIndex {
            var runEnd = index
            let runIsDigits = isDigit(folded[index])
            while runEnd < folded.endIndex, isDigit(folded[runEnd]) == runIsDigits { runEnd += 1 }
            let run = folded[index..<runEnd]
            if runIsDigits {
                let significant = run.drop { $0 == 0x30 }
                bytes.append(Marker.digits)
                appendLength(max(1, significant.count), to: &bytes)
                if significant.isEmpty { bytes.append(0x30) } else { bytes += significant }
            } else {
                for byte in run {
                    if byte <= Marker.escape { bytes += [Marker.escape, byte] } else { bytes.append(byte) }
                }
            }
            index = runEnd
        }
        bytes.append(Marker.end)
    }

    /// A count that sorts by value: one byte below 255, else 255 and four more.
    private static func appendLength(_ count: Int, to bytes: inout [UInt8]) {
        guard count >= 255 else { return bytes.append(UInt8(count)) }
        let capped = UInt32(clamping: count)
        bytes += [255, UInt8(capped >> 24), UInt8(capped >> 16 & 0xFF), UInt8(capped >> 8 & 0xFF), UInt8(capped & 0xFF)]
    }

    /// A number as eight bytes whose order is the numbers' (the sign bit flipped, and every bit
    /// of a negative number); -0 is 0.
    private static func append(_ number: Double, to bytes: inout [UInt8]) {
        let bits = (number == 0 ? 0 : number).bitPattern
        let ordered = bits >> 63 == 1 ? ~bits : bits | (1 << 63)
        bytes.append(Marker.number)
        for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(ordered >> UInt64(shift) & 0xFF)) }
    }

    /// `text` as a number when it is written as one in decimal (`-12`, `3.5`, `1e3`), never
    /// `inf`, `nan` or hexadecimal, which `Double.init` would also take.
    private static func decimalNumber(_ text: ArraySlice<UInt8>) -> Double? {
        let allowed = text.allSatisfy { (0x30...0x39).contains($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E || $0 == 0x45 || $0 == 0x65 }
        guard allowed, text.contains(where: { (0x30...0x39).contains($0) }),
              let number = Double(String(decoding: text, as: UTF8.self)), number.isFinite else { return nil }
        return number
    }
}
