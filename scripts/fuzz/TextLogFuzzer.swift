// libFuzzer target: a text log's lines as the reader learns and reads them — the time stamps
// at their start, the rule that cuts entries, and the header whose fields it reads. Checks:
// - a stamp ends within its line, and its ISO 8601 text reads back as a time;
// - the rule learnt from a log's first bytes is the rule learnt again from the same bytes;
// - an entry's fields are an object whose `time` reads as a time (and is the time read alone,
//   as a timeline samples it), whose `message` is the end of its head line (trimmed; in a log
//   of stanzas, or the line after it), and whose `detail` is the rest of the entry (a stanza's
//   lines that are no field);
// - the pattern learner, held to a few keys, counts every line's message once, finds a pattern
//   for each that matches it, and holds no more keys than its limit;
// - the built-in formats are tried as the reader tries them, and the bytes read as a format
//   file either are refused or give a format whose message is within each line it reads, and
//   whose time read alone is the time it reads with the rest.
@testable import RecordFiles
@testable import RecordFileAccess
@testable import RecordFormats
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextLog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let modified = Int64(input.number(in: 0...255)) * 86_400 * 60
    let bytes = Array(input.rest)
    guard bytes.count <= 1 << 16 else { return 0 }
    bytes.withUnsafeBufferPointer { all in
        // Step 1: the stamp at each line's start.
        forEachLine(in: all) { lineRange in
            let line = UnsafeBufferPointer(rebasing: all[lineRange])
            if let head = LineHead.stampStart(in: line) {
                invariant(head.end <= line.count && head.stamp.end <= head.end, "a stamp past its line")
                let iso = head.stamp.time.iso8601(year: 2024, month: 2, day: 29)
                invariant(RecordTime.seconds(in: .string(iso)) != nil, "\(iso) does not read as a time")
            }
        }
        // Step 2: the rule and the header, learnt twice alike.
        let entries = TextEntries.learn(from: all)
        invariant(entries == TextEntries.learn(from: all), "the rule is learnt differently from the same bytes")
        // The head template tells every line's head as the rule does, its bytes read alone and
        // in place with the bytes after them, as the index reads them.
        var alone = HeadTemplate(), inPlace = HeadTemplate()
        forEachLine(in: all) { lineRange in
            let start = lineRange.lowerBound
            let head = UnsafeBufferPointer(rebasing: all[start..<min(lineRange.upperBound, start + TextEntries.headLength)])
            let expected = entries.isHead(head)
            invariant(alone.isHead(head, by: entries) == expected, "the template tells a head apart from the rule")
            invariant(inPlace.isHead(head, by: entries, readable: all.count - start) == expected,
                      "the template tells a head in place apart from the rule")
        }
        let header = TextHeader.learn(from: all, entries: entries, formats: LogFormat.builtIn, modificationTime: modified)
        invariant(header == TextHeader.learn(from: all, entries: entries, formats: LogFormat.builtIn, modificationTime: modified),
                  "the header is learnt differently")
        // Step 3: the fields of the whole text as one entry, as the reader reads it: without the
        // line ends it ends with, its lines cut by the line break learnt.
        var entryEnd = all.count
        while entryEnd > 0, all[entryEnd - 1] == 0x0A || all[entryEnd - 1] == 0x0D { entryEnd -= 1 }
        let entry = String(decoding: all[..<entryEnd], as: UTF8.self)
        let lineBreak = entries.lineBreak
        guard case .object(let members) = header.fields(of: entry, lineBreak: lineBreak) else {
            invariant(false, "an entry that is not an object")
            return
        }
        let field = { (key: String) in members.first { $0.key == key }?.value }
        let headLine = Array(entry.utf8.prefix { $0 != lineBreak })
        // A learnt header's time is a time; a format's `time` group, and a logfmt line's time
        // pair, keep their text when it is no stamp.
        let isReadByFormat = headLine.withUnsafeBufferPointer { header.format?.messageRange(in: $0) != nil }
        let logfmtPairs = header.isLogfmt ? headLine.withUnsafeBufferPointer { LogfmtLine.pairs(in: $0) } : nil
        if let time = field("time"), !isReadByFormat, logfmtPairs == nil {
            invariant(RecordTime.seconds(in: time) != nil, "time \(time) does not read as one")
        }
        // The time read alone, as a timeline samples it, is the whole record's.
        invariant(header.time(ofEntry: all, lineBreak: lineBreak) == field("time"), "the time read alone is not the record's")
        guard case .string(let message)? = field("message") else {
            invariant(false, "no message")
            return
        }
        // A stanza's message is the line after its head, or the end of its head; a logfmt
        // line's, its first `msg` or `message` pair's value unquoted, or the whole line.
        if let logfmtPairs {
            let messagePair = logfmtPairs.first { ["msg", "message"].contains(String(decoding: headLine[$0.key], as: UTF8.self).lowercased()) }
            let expected = headLine.withUnsafeBufferPointer { line in
                messagePair.map { pair in
                    let value = UnsafeBufferPointer(rebasing: line[pair.value])
                    return pair.isQuoted ? LogfmtLine.unquoted(value) : String(decoding: value, as: UTF8.self)
                } ?? TextHeader.trimmed(String(decoding: line, as: UTF8.self))
            }
            invariant(message == expected, "the logfmt message \(message.debugDescription) is not \(expected.debugDescription)")
        } else {
            let messageLines = header.stanzaLabel == nil ? headLine : Array(entry.utf8)
            invariant(message.isEmpty || messageLines.firstRange(of: Array(message.utf8)) != nil,
                      "the message \(message.debugDescription) is not in its line")
        }
        // A stanza's detail is its lines that are no field, when it has such lines.
        invariant(header.stanzaLabel == nil ? (field("detail") != nil) == entry.utf8.contains(lineBreak)
                  : field("detail") == nil || entry.utf8.contains(lineBreak), "a detail without continuation lines, or the reverse")
        // Step 4: every line's message learnt into patterns, with a small key limit.
        let learner = PatternLearner(keyLimit: 16 + Int(modified % 17))
        var messages: [[UInt8]] = []
        forEachLine(in: all) { lineRange in
            let message = header.patternMessage(ofHead: UnsafeBufferPointer(rebasing: all[lineRange]))
            learner.add(message, line: messages.count + 1)
            invariant(learner.keys.count <= learner.keyLimit, "\(learner.keys.count) keys held past the limit")
            messages.append(Array(message))
        }
        let patterns = learner.patterns()
        invariant(patterns.patterns.reduce(0) { $0 + $1.count } == messages.count, "the patterns do not count every line once")
        for message in messages {
            message.withUnsafeBufferPointer { bytes in
                let words = MaskedWords.words(of: bytes)
                guard let index = patterns.patternIndex(ofBytes: bytes) else {
                    invariant(false, "no pattern for \(message)")
                    return
                }
                invariant(LogPatterns.matches(patterns.words[index], words), "\(patterns.patterns[index].text) does not match \(words)")
            }
        }
    }
    // Step 5: the bytes as a format file; one that loads reads every line within the line.
    if let format = try? LogFormat(json: bytes, path: "fuzz") {
        bytes.withUnsafeBufferPointer { all in
            forEachLine(in: all) { lineRange in
                let line = UnsafeBufferPointer(rebasing: all[lineRange])
                let isoText = { (stamp: LogTimeReader.Stamp) in stamp.time.iso8601(year: 2024) }
                let time = format.readTime(line, isoText: isoText)
                if let read = format.read(line, isoText: isoText) {
                    invariant(read.message.lowerBound >= 0 && read.message.upperBound <= line.count, "a message outside its line")
                    invariant(time == .some(read.members.first { $0.key == "time" }?.value), "the format's time read alone is not its record's")
                } else {
                    invariant(time == nil, "a time read alone from a line the format does not read")
                }
            }
        }
    }
    return 0
}

/// Calls `body` with the range of each line of `all`, without its line feed.
private func forEachLine(in all: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
    var start = 0
    while start < all.count {
        let end = all[start...].firstIndex(of: 0x0A) ?? all.count
        body(start..<end)
        start = end + 1
    }
}
