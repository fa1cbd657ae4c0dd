import Foundation

/// The file formats a ``RecordReader`` reads.
public enum RecordFormat: String, CaseIterable, Sendable {
    /// A JSON document: the elements of a top-level array are the records; any other top-level
    /// value is a single record.
    case json
    /// JSON Lines (also called NDJSON): one JSON value per line.
    case jsonl
    /// Comma-separated values with a header row (RFC 4180).
    case csv
    /// A text log, or any file of lines: each entry (a line, with the continuation lines after
    /// it) is a record of the fields its head line writes (see ``TextEntries`` and
    /// ``TextHeader``).
    case text

    /// How many leading bytes ``RecordReader`` reads to detect a format: enough for the first
    /// line of nearly any JSON Lines file.
    public static let detectionLength = 64 * 1024

    /// Picks the format of a file from its name and its first bytes.
    ///
    /// The rule, in order:
    /// 1. The extension `.jsonl` or `.ndjson` means JSON Lines, `.csv` and `.tsv` mean CSV (any
    ///    case).
    /// 2. Content whose first byte after a byte order mark and white space is `[` or `{`, and
    ///    goes on as JSON does (`[INFO]` and `[2025-06-14 15:16:01]` start log lines, and so
    ///    does a value with more text after it on its line, the kernel's
    ///    `[    0.000000] Linux version …`), is JSON Lines when its first line is a complete
    ///    JSON value and the next non-blank line starts with `{` or `[`, and JSON otherwise.
    ///    This applies to `.json` files too: many tools write JSON Lines under that name, and
    ///    such a file cannot be read as one document anyway.
    /// 3. Anything else is JSON when the extension is `.json`; CSV when its first lines split
    ///    evenly at a delimiter (``DelimitedText/looksDelimited(_:)``); text otherwise: a log,
    ///    whose first line is an entry, not a header.
    /// - Parameters:
    ///   - path: The file's path; only its extension is looked at.
    ///   - firstBytes: The file's first bytes; the first 64 KB are plenty.
    public static func detect(path: String, firstBytes: [UInt8]) -> RecordFormat {
        // Step 1: extensions that name one format.
        let pathExtension = URL(fileURLWithPath: path).pathExtension.lowercased()
        switch pathExtension {
        case "jsonl", "ndjson": return .jsonl
        case "csv", "tsv": return .csv
        default: break
        }
        // Step 2: content that starts like a JSON array or object.
        let content = firstBytes.starts(with: byteOrderMark) ? firstBytes.dropFirst(byteOrderMark.count) : firstBytes[...]
        if let start = content.firstIndex(where: { !$0.isJSONWhitespace }),
           content[start] == UInt8(ascii: "[") || content[start] == UInt8(ascii: "{"),
           pathExtension == "json" || opensJSONValue(content[start...]) {
            return startsLikeJSONLines(content[start...]) ? .jsonl : .json
        }
        // Step 3: the name decides the rest.
        if pathExtension == "json" { return .json }
        return DelimitedText.looksDelimited(content) ? .csv : .text
    }

    /// The UTF-8 byte order mark, which some editors write at the start of a file.
    package static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Whether `content`, which starts with `[` or `{`, goes on as JSON does: an array with a
    /// value or its end next, an object with a key or its end; not a log line's `[INFO]` or
    /// `[2025-06-14 15:16:01]`, nor a value with text after it on its line.
    private static func opensJSONValue(_ content: ArraySlice<UInt8>) -> Bool {
        let isLogHead = content.prefix(TextEntries.headLength).withUnsafeBufferPointer { LineHead.stampStart(in: $0) != nil }
        guard !isLogHead, !hasTextAfterFirstValue(content) else { return false }
        guard let next = content.dropFirst().first(where: { !$0.isJSONWhitespace }) else { return true }
        let valueStarts = Array("{[\"-0123456789tfn]}".utf8)
        return content.first == UInt8(ascii: "[") ? valueStarts.contains(next) : next == UInt8(ascii: "\"") || next == UInt8(ascii: "}")
    }

    /// Whether the first line of `content` holds a whole JSON value and more than white space
    /// after it, which neither a JSON document nor JSON Lines has: on its line (the kernel's
    /// `[    0.000000] Linux version …`), or on a line after it that starts no other value
    /// (Xorg's log, whose first line is `[    12.345] ` alone, its banner under it).
    private static func hasTextAfterFirstValue(_ content: ArraySlice<UInt8>) -> Bool {
        let line = content.prefix { $0 != UInt8(ascii: "\n") }
        do {
            _ = try JSONParser.parse(line)
        } catch {
            if case .unexpected(.endAfterValue, _) = error.problem { return true }
            return false
        }
        guard let next = content[line.endIndex...].first(where: { !$0.isJSONWhitespace }) else { return false }
        return next != UInt8(ascii: "{") && next != UInt8(ascii: "[")
    }

    /// Whether the line `content` starts with is a whole JSON value, followed by a line that
    /// starts another.
    private static func startsLikeJSONLines(_ content: ArraySlice<UInt8>) -> Bool {
        guard let lineBreak = content.firstIndex(of: UInt8(ascii: "\n")),
              (try? JSONParser.parse(content[..<lineBreak])) != nil
        else { return false }
        let nextByte = content[(lineBreak + 1)...].first { !$0.isJSONWhitespace }
        return nextByte == UInt8(ascii: "{") || nextByte == UInt8(ascii: "[")
    }
}
