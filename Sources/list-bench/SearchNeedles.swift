import Foundation
import RecordFileAccess
import RecordFiles
import RecordFormats

/// What a file's searches look for when list-bench is given no needle: three of the file's own
/// words, taken from a sample of its records spread through the whole file, one in about 1
/// record in 10, one in about 1 in 1,000, and one that is in none (a rare word with a typo).
/// Records, not lines, as the search counts them: in a JSON array written with indents a key
/// is on one line in ten but in every record. The counts the searches then find are printed
/// beside them: the rates are aimed at, not promised.
enum SearchNeedles {
    /// How many slices of the file the sample reads, and how long each is.
    private static let slices = 64, sliceLength = 256 << 10

    /// The needles and regular expressions to measure in `file`, which `index` has indexed to
    /// its end: those given; without needles, the three ``chosen(in:index:)``; without
    /// expressions, each needle's own (``regularExpression(for:)``).
    static func resolved(needles: [String], regularExpressions: [String],
                         in file: RecordFile, index: RecordIndex) -> (needles: [String], regularExpressions: [String]) {
        let needles = needles.isEmpty ? chosen(in: file, index: index) : needles
        return (needles, regularExpressions.isEmpty ? needles.map(regularExpression(for:)) : regularExpressions)
    }

    /// The three needles of `file`, which `index` has indexed to its end, most common first.
    static func chosen(in file: RecordFile, index: RecordIndex) -> [String] {
        let records = sampleRecords(of: file, index: index)
        var recordCounts: [String: Int] = [:]
        for record in records {
            for word in Set(words(in: record)) { recordCounts[word, default: 0] += 1 }
        }
        guard !recordCounts.isEmpty else { fail("\(file.path) has no words to search for: give --needle") }
        let common = closest(to: Double(records.count) / 10, in: recordCounts, records: records)
        recordCounts[common] = nil
        let rare = recordCounts.isEmpty ? common : closest(to: Double(records.count) / 1_000, in: recordCounts, records: records)
        var absent = rare + "q"
        while recordsHolding(absent, in: records) > 0 { absent += "q" }
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

    /// The word whose share of records is nearest `target` by ratio; among equals, the longer one
    /// (then the first in order, so that runs agree). A search finds a word inside longer ones
    /// too (`install` in `installed`), so the 40 words nearest by their own count are counted
    /// again as the search would count them.
    private static func closest(to target: Double, in recordCounts: [String: Int], records: [ArraySlice<UInt8>]) -> String {
        func distance(_ count: Int) -> Double { abs(log(Double(max(1, count)) / max(1, target))) }
        func ordered(_ left: (word: String, distance: Double), _ right: (word: String, distance: Double)) -> Bool {
            if left.distance != right.distance { return left.distance < right.distance }
            if left.word.utf8.count != right.word.utf8.count { return left.word.utf8.count > right.word.utf8.count }
            return left.word < right.word
        }
        let candidates = recordCounts.map { (word: $0.key, distance: distance($0.value)) }.sorted(by: ordered).prefix(40)
        return candidates.map { (word: $0.word, distance: distance(recordsHolding($0.word, in: records))) }.min(by: ordered)!.word
    }

    /// How many of `records` hold `word`, anywhere, case matched: its first byte found by
    /// `memchr`, the rest compared (Foundation's generic `firstRange(of:)` took most of a
    /// minute and a half choosing a huge file's needles).
    private static func recordsHolding(_ word: String, in records: [ArraySlice<UInt8>]) -> Int {
        let needle = Array(word.utf8)
        guard let first = needle.first else { return records.count }
        return records.count { record in
            record.withUnsafeBufferPointer { bytes in
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

    /// Whole records, as the file's bytes hold them, from slices spread evenly through `file`
    /// (the whole of a small file): each slice starts at a record `index` keeps, and the
    /// boundary scanner the index uses finds the records after it.
    private static func sampleRecords(of file: RecordFile, index: RecordIndex) -> [ArraySlice<UInt8>] {
        guard let readable = try? ReadableFile(reopening: file) else { fail("cannot read \(file.path)") }
        let indexed = index.progress
        let size = indexed.indexedBytes
        let isWhole = size <= slices * sliceLength
        let numbers = isWhole ? [1] : (0..<slices).map { 1 + $0 * (indexed.recordCount - 1) / (slices - 1) }
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: isWhole ? max(size, 1) : sliceLength)
        defer { buffer.deallocate() }
        var records: [ArraySlice<UInt8>] = []
        var sliceStarts = Set<Int>()
        for number in numbers {
            let kept = index.checkpoint(atOrBefore: number)
            let offset = kept?.start.offset ?? file.layout.preambleLength
            guard sliceStarts.insert(offset).inserted else { continue }
            guard let bytes = readable.bytes(at: offset, count: buffer.count, from: nil, orInto: buffer) else { fail("cannot read \(file.path)") }
            var scanner = kept.map { makeBoundaryScanner(for: file.layout, resumingAt: $0.start) } ?? makeBoundaryScanner(for: file.layout)
            var starts: [Int] = []
            scanner.scan(bytes, at: offset) { starts.append($0.offset - offset) }
            // The slice's last record is whole only where the file ends in the slice.
            if offset + bytes.count >= size { starts.append(bytes.count) }
            let slice = Array(bytes)
            records += zip(starts, starts.dropFirst()).map { slice[$0.0..<$0.1] }
        }
        return records
    }

    /// A record's words: runs of letters, digits, `-`, `_` and `.` of 4 to 32 bytes that start and
    /// end with a letter or digit and hold a letter.
    private static func words(in record: ArraySlice<UInt8>) -> [String] {
        func isWordByte(_ byte: UInt8) -> Bool {
            byte.isLetterOrDigit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }
        return record.split { !isWordByte($0) }.compactMap { run in
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
