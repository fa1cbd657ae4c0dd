import Foundation

/// What a file's searches look for when list-bench is given no needle: three of the file's own
/// words, taken from a sample of its lines spread through the whole file, one in about 1 line in
/// 10, one in about 1 in 1,000, and one that is in none (a rare word with a typo). The counts
/// the searches then find are printed beside them: the rates are aimed at, not promised.
enum SearchNeedles {
    /// How many slices of the file the sample reads, and how long each is.
    private static let slices = 64, sliceLength = 256 << 10

    /// The needles and regular expressions to measure in the file at `path`: those given;
    /// without needles, the three ``chosen(in:)``; without expressions, each needle's own
    /// (``regularExpression(for:)``).
    static func resolved(needles: [String], regularExpressions: [String],
                         in path: String) throws -> (needles: [String], regularExpressions: [String]) {
        let needles = needles.isEmpty ? try chosen(in: path) : needles
        return (needles, regularExpressions.isEmpty ? needles.map(regularExpression(for:)) : regularExpressions)
    }

    /// The three needles of the file at `path`, most common first.
    static func chosen(in path: String) throws -> [String] {
        let lines = try sampleLines(of: path)
        var lineCounts: [String: Int] = [:]
        for line in lines {
            for word in Set(words(in: line)) { lineCounts[word, default: 0] += 1 }
        }
        guard !lineCounts.isEmpty else { fail("\(path) has no words to search for: give --needle") }
        let common = closest(to: Double(lines.count) / 10, in: lineCounts, lines: lines)
        lineCounts[common] = nil
        let rare = lineCounts.isEmpty ? common : closest(to: Double(lines.count) / 1_000, in: lineCounts, lines: lines)
        var absent = rare + "q"
        while linesHolding(absent, in: lines) > 0 { absent += "q" }
        return [common, rare, absent]
    }

    /// `needle` as a regular expression of the same text, between word boundaries where it
    /// starts or ends with a letter or digit: the same needle for `rg -e` and PCRE2 alike.
    static func regularExpression(for needle: String) -> String {
        let special = Set("\\.^$|?*+()[]{}")
        let escaped = needle.map { special.contains($0) ? "\\\($0)" : String($0) }.joined()
        let boundary = { (character: Character?) in character.map { $0.isLetter || $0.isNumber } == true ? "\\b" : "" }
        return boundary(needle.first) + escaped + boundary(needle.last)
    }

    /// The word whose share of lines is nearest `target` by ratio; among equals, the longer one
    /// (then the first in order, so that runs agree). A search finds a word inside longer ones
    /// too (`install` in `installed`), so the 40 words nearest by their own count are counted
    /// again as the search would count them.
    private static func closest(to target: Double, in lineCounts: [String: Int], lines: [ArraySlice<UInt8>]) -> String {
        func distance(_ count: Int) -> Double { abs(log(Double(max(1, count)) / max(1, target))) }
        func ordered(_ left: (word: String, distance: Double), _ right: (word: String, distance: Double)) -> Bool {
            if left.distance != right.distance { return left.distance < right.distance }
            if left.word.utf8.count != right.word.utf8.count { return left.word.utf8.count > right.word.utf8.count }
            return left.word < right.word
        }
        let candidates = lineCounts.map { (word: $0.key, distance: distance($0.value)) }.sorted(by: ordered).prefix(40)
        return candidates.map { (word: $0.word, distance: distance(linesHolding($0.word, in: lines))) }.min(by: ordered)!.word
    }

    /// How many of `lines` hold `word`, anywhere, case matched: its first byte found by
    /// `memchr`, the rest compared (Foundation's generic `firstRange(of:)` took most of a
    /// minute and a half choosing a huge file's needles).
    private static func linesHolding(_ word: String, in lines: [ArraySlice<UInt8>]) -> Int {
        let needle = Array(word.utf8)
        guard let first = needle.first else { return lines.count }
        return lines.count { line in
            line.withUnsafeBufferPointer { bytes in
                guard let base = bytes.baseAddress, needle.count <= bytes.count else { return false }
                let last = bytes.count - needle.count
                var start = 0
                while start <= last, let found = memchr(base + start, Int32(first), last - start + 1) {
                    let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + at, needle, needle.count) == 0 { return true }
                    start = at + 1
                }
                return false
            }
        }
    }

    /// Whole lines from slices spread evenly through the file (the whole of a small file).
    private static func sampleLines(of path: String) throws -> [ArraySlice<UInt8>] {
        guard let handle = FileHandle(forReadingAtPath: path) else { fail("cannot read \(path)") }
        defer { try? handle.close() }
        let size = Int(try handle.seekToEnd())
        let starts = size <= slices * sliceLength ? [0] : (0..<slices).map { $0 * (size - sliceLength) / (slices - 1) }
        var lines: [ArraySlice<UInt8>] = []
        for start in starts {
            try handle.seek(toOffset: UInt64(start))
            let bytes = [UInt8](try handle.read(upToCount: size <= slices * sliceLength ? size : sliceLength) ?? Data())
            var pieces = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
            // A slice's first and last lines are cut, unless the file starts or ends there.
            if start > 0, !pieces.isEmpty { pieces.removeFirst() }
            if start + bytes.count < size, !pieces.isEmpty { pieces.removeLast() }
            lines += pieces
        }
        return lines
    }

    /// A line's words: runs of letters, digits, `-`, `_` and `.` of 4 to 32 bytes that start and
    /// end with a letter or digit and hold a letter.
    private static func words(in line: ArraySlice<UInt8>) -> [String] {
        func isWordByte(_ byte: UInt8) -> Bool {
            byte.isLetterOrDigit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }
        return line.split { !isWordByte($0) }.compactMap { run in
            var word = run
            while let last = word.last, !last.isLetterOrDigit { word.removeLast() }
            while let first = word.first, !first.isLetterOrDigit { word.removeFirst() }
            guard (4...32).contains(word.count), word.contains(where: { ($0 | 0x20) &- UInt8(ascii: "a") < 26 }) else { return nil }
            return String(decoding: word, as: UTF8.self)
        }
    }
}

private extension UInt8 {
    var isLetterOrDigit: Bool { (self | 0x20) &- UInt8(ascii: "a") < 26 || self &- UInt8(ascii: "0") < 10 }
}
