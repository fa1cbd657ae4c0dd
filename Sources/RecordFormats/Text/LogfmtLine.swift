/// A line of `key=value` pairs, as logfmt writes a log entry (Go's kit and slog, logrus's text
/// form, Heroku): `ts=2025-06-14T15:16:01Z level=info msg="server started" port=8080`. Pairs are
/// separated by spaces; a value is bare up to the next space, or quoted, with `\"` and `\\`
/// escaped inside, or empty (`err=`).
struct LogfmtLine {
    /// A pair's key and value, where they are in the line; a quoted value's range is inside
    /// its quotes, as written (escapes and all).
    struct Pair {
        let key: Range<Int>
        let value: Range<Int>
        let isQuoted: Bool
    }

    /// How many pairs a line must have at least to be read as logfmt.
    static let leastPairs = 2

    /// The pairs of `line`, or `nil` unless it is all pairs (``leastPairs`` or more), white
    /// space around them aside. With `mayBeCut`, a last quoted value that the line's end cuts
    /// off counts (a line sampled to a length).
    static func pairs(in line: UnsafeBufferPointer<UInt8>, mayBeCut: Bool = false) -> [Pair]? {
        var pairs: [Pair] = []
        var position = 0
        let space = UInt8(ascii: " "), equals = UInt8(ascii: "="), quote = UInt8(ascii: "\"")
        while true {
            while position < line.count, line[position] == space || line[position] == UInt8(ascii: "\t") { position += 1 }
            guard position < line.count else { break }
            let keyStart = position
            while position < line.count, line[position] > space, line[position] != equals, line[position] != quote { position += 1 }
            guard position > keyStart, position < line.count, line[position] == equals else { return nil }
            let key = keyStart..<position
            position += 1
            if position < line.count, line[position] == quote {
                let valueStart = position + 1
                position = valueStart
                while position < line.count, line[position] != quote { position += line[position] == UInt8(ascii: "\\") ? 2 : 1 }
                guard position < line.count || mayBeCut else { return nil }
                pairs.append(Pair(key: key, value: valueStart..<min(position, line.count), isQuoted: true))
                position += 1
                // A quoted value ends a pair: white space or the line's end follows.
                guard position >= line.count || line[position] == space || line[position] == UInt8(ascii: "\t") else { return nil }
            } else {
                let valueStart = position
                while position < line.count, line[position] != space, line[position] != UInt8(ascii: "\t") {
                    guard line[position] != quote else { return nil }
                    position += 1
                }
                pairs.append(Pair(key: key, value: valueStart..<position, isQuoted: false))
            }
        }
        return pairs.count >= leastPairs ? pairs : nil
    }

    /// The text of a quoted value as written inside its quotes: its escapes undone (`\"`, `\\`,
    /// `\n`, `\t`, `\r`; any other escaped byte stands for itself).
    static func unquoted(_ value: UnsafeBufferPointer<UInt8>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.count)
        var index = 0
        while index < value.count {
            var byte = value[index]
            if byte == UInt8(ascii: "\\"), index + 1 < value.count {
                index += 1
                switch value[index] {
                case UInt8(ascii: "n"): byte = UInt8(ascii: "\n")
                case UInt8(ascii: "t"): byte = UInt8(ascii: "\t")
                case UInt8(ascii: "r"): byte = UInt8(ascii: "\r")
                default: byte = value[index]
                }
            }
            bytes.append(byte)
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
