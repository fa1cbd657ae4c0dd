import CPCRE2
import Glibc
import RecordFormats

/// A regular expression compiled by PCRE2 (the syntax of `grep -P`), with its JIT: matched
/// line by line (`^` and `$` at every line), case ignored unless it has a capital letter, and
/// safe on bytes that are not valid UTF-8. Matching gives up on a line past PCRE2's own limits
/// (ten million steps, as `grep -P` has them), so a pattern that backtracks catastrophically
/// cannot hang a search; such lines are counted (``RegexFinder/givenUpLines``), never passed
/// over in silence.
final class SearchPattern: Sendable {
    /// The compiled code: read-only once compiled, and shared by the threads that match it.
    nonisolated(unsafe) let code: OpaquePointer
    /// Texts of which every match holds one (lower-cased when case is ignored), found first in
    /// a file: see ``RequiredLiteral``.
    let requiredLiterals: [[UInt8]]?
    /// Whether the texts are found ignoring case: when the pattern is matched so, or begins
    /// with `(?i)`, which ignores case in all of it.
    let requiredLiteralsIgnoreCase: Bool
    /// Whether the pattern is plain text, or plain texts joined by `|`: its matches are where
    /// ``requiredLiterals`` are found, and a text found needs no matching.
    let isPlainText: Bool

    /// Compiles `text`; throws where it does not compile.
    init(_ text: String, ignoringCase: Bool) throws(SearchPatternError) {
        var errorCode: Int32 = 0
        var errorOffset = 0
        var options = UInt32(PCRE2_UTF) | UInt32(PCRE2_MATCH_INVALID_UTF) | UInt32(PCRE2_MULTILINE)
        if ignoringCase { options |= UInt32(PCRE2_CASELESS) }
        let compiled = text.withCString { pattern in
            pattern.withMemoryRebound(to: UInt8.self, capacity: text.utf8.count) {
                pcre2_compile_8($0, text.utf8.count, options, &errorCode, &errorOffset, nil)
            }
        }
        guard let compiled else {
            throw SearchPatternError(reason: Self.message(for: errorCode),
                                     characterOffset: text.utf8.prefix(errorOffset).count { $0 & 0xC0 != 0x80 })
        }
        // Without the JIT (not built for this processor), PCRE2 interprets the pattern.
        _ = pcre2_jit_compile_8(compiled, UInt32(PCRE2_JIT_COMPLETE))
        code = compiled
        let ignoresCaseThroughout = text.hasPrefix("(?i)")
        requiredLiteralsIgnoreCase = ignoringCase || ignoresCaseThroughout
        requiredLiterals = RequiredLiteral.alternatives(of: ignoresCaseThroughout ? String(text.dropFirst(4)) : text,
                                                        ignoringCase: requiredLiteralsIgnoreCase)
        isPlainText = Self.isPlainText(text, runs: requiredLiterals, ignoringCase: requiredLiteralsIgnoreCase)
    }

    /// Whether `text` is `runs` joined by `|` (lower-cased when case is ignored), in ASCII
    /// without a character a pattern reads otherwise than as itself. (Where case is ignored, a
    /// run keeps only what the text finder folds as PCRE2 does: a branch with more is no run.)
    private static func isPlainText(_ text: String, runs: [[UInt8]]?, ignoringCase: Bool) -> Bool {
        guard let runs, text.utf8.allSatisfy({ $0 < 0x80 }),
              !text.unicodeScalars.contains(where: "\\^$.?*+()[]{}\n\r".unicodeScalars.contains) else { return false }
        let branches = text.split(separator: "|", omittingEmptySubsequences: false)
        return branches.count == runs.count && zip(branches, runs).allSatisfy { branch, run in
            let bytes = Array(branch.utf8)
            return (ignoringCase ? bytes.map(SearchQuery.lowercased) : bytes) == run
        }
    }

    deinit { pcre2_code_free_8(code) }

    /// PCRE2's own words for `errorCode`.
    static func message(for errorCode: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = pcre2_get_error_message_8(errorCode, &buffer, buffer.count)
        return String(decoding: buffer.prefix(max(0, Int(length))), as: UTF8.self)
    }
}

/// Why a regular expression does not compile: PCRE2's reason, and where in the pattern.
public struct SearchPatternError: Error, Equatable, Sendable {
    /// PCRE2's description of the problem (in English).
    public let reason: String
    /// The character of the pattern at which it breaks, from 0.
    public let characterOffset: Int
}

/// Finds where a ``SearchPattern`` matches, with match data of its own: one per thread.
///
/// A buffer is matched whole, which is fastest. Where PCRE2 gives up on it (a limit, or out of
/// stack), it cannot say on which line: the rest of the buffer is then matched line by line,
/// as `grep -P` always does, so each line costly enough to give up on is found, counted and
/// gone past once. A match that runs over a line break is none: from its line on, the lines
/// are matched one by one too.
struct RegexFinder: TextFinder {
    /// Where the last match found ended.
    var lastMatchEnd: Int { pcre2_get_ovector_pointer_8(matchData.data)[1] }
    /// The lines given up on so far: too costly to match within PCRE2's limits.
    private(set) var givenUpLines = 0
    /// Asked between lines matched one at a time: whether to stop (the search was cancelled).
    var isStopped: () -> Bool = { false }

    private let pattern: SearchPattern
    private let matchData: MatchData

    init(_ pattern: SearchPattern) {
        self.pattern = pattern
        matchData = MatchData(pattern)
    }

    mutating func firstMatch(in bytes: UnsafePointer<UInt8>, from start: Int, to end: Int,
                             startsLine: Bool, endsLine: Bool) -> Int? {
        var options: UInt32 = 0
        if !startsLine { options |= UInt32(PCRE2_NOTBOL) }
        if !endsLine { options |= UInt32(PCRE2_NOTEOL) }
        switch matchData.match(pattern, bytes, length: end, from: start, options: options) {
        case .found(let offset) where !spansALineBreak(bytes, from: offset, to: lastMatchEnd):
            return offset
        case .found(let offset):
            // A match lies within one line, as `grep -P` matches (and as a search in chunks of
            // any size must find it): from that match's line, each line on its own.
            let buffer = UnsafeBufferPointer(start: bytes, count: end)
            let lineStart = max(start, (buffer[..<offset].lastIndex(of: JSONLinesStructure.lineFeed) ?? -1) + 1)
            return firstMatchLineByLine(in: bytes, from: lineStart, to: end, startsLine: startsLine || lineStart > start, endsLine: endsLine)
        case .notFound:
            return nil
        case .gaveUp:
            return firstMatchLineByLine(in: bytes, from: start, to: end, startsLine: startsLine, endsLine: endsLine)
        }
    }

    /// Whether the bytes from `start` to `end` hold a line feed.
    private func spansALineBreak(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Bool {
        end > start && memchr(bytes + start, Int32(JSONLinesStructure.lineFeed), end - start) != nil
    }

    /// The first match from `start` on, each line matched on its own; lines given up on are
    /// counted.
    private mutating func firstMatchLineByLine(in bytes: UnsafePointer<UInt8>, from start: Int, to end: Int,
                                               startsLine: Bool, endsLine: Bool) -> Int? {
        let buffer = UnsafeBufferPointer(start: bytes, count: end)
        var lineStart = start
        while lineStart <= end, !isStopped() {
            let lineFeed = JSONLinesStructure.lineFeed(in: buffer, from: lineStart)
            let lineEnd = lineFeed ?? end
            var options: UInt32 = 0
            if !startsLine, lineStart == start { options |= UInt32(PCRE2_NOTBOL) }
            if !endsLine, lineFeed == nil { options |= UInt32(PCRE2_NOTEOL) }
            switch matchData.match(pattern, bytes, length: lineEnd, from: lineStart, options: options) {
            case .found(let offset): return offset
            case .notFound: break
            case .gaveUp: givenUpLines += 1
            }
            guard let lineFeed else { return nil }
            lineStart = lineFeed + 1
        }
        return nil
    }

    /// Where the first match in `line` (a whole line of `bytes`, without its line feed) starts
    /// at or after `start`; `nil` without one. A line too costly to match is counted as given
    /// up on. The bytes before the line are there for look-behind, as in a chunk;
    /// `subjectStart` is where the file's text starts (after a byte order mark): `^` holds there.
    mutating func firstMatch(inLine line: Range<Int>, from start: Int, of bytes: UnsafePointer<UInt8>, subjectStart: Int) -> Int? {
        switch matchData.match(pattern, bytes + subjectStart, length: line.upperBound - subjectStart,
                               from: max(start, line.lowerBound) - subjectStart, options: 0) {
        case .found(let offset): return subjectStart + offset
        case .notFound: return nil
        case .gaveUp:
            givenUpLines += 1
            return nil
        }
    }

    /// Up to the line the bytes end in, unless they end with a line feed.
    func wholeLinesEnd(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        carryStart(in: bytes)
    }

    /// The line the bytes end in, unless they end with a line feed: a line is matched whole.
    func carryStart(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        return ByteScan.lastIndex(of: JSONLinesStructure.lineFeed, in: base, from: 0, before: bytes.count).map { $0 + 1 } ?? 0
    }
}

/// PCRE2's match data, match context and, once a pattern needs more than the machine stack's
/// 32 KB, a JIT stack of its own; freed with the finder.
private final class MatchData {
    let data: OpaquePointer
    let context: OpaquePointer
    private var jitStack: OpaquePointer?
    private var jitStackSize = 0

    /// How big a JIT stack may grow: `grep -P` goes far higher, but a pattern that needs
    /// more than this on one line is one to give up on.
    private static let jitStackLimit = 64 << 20

    enum Outcome {
        case found(Int)
        case notFound
        /// PCRE2 gave up: a limit was reached, or it ran out of memory.
        case gaveUp
    }

    init(_ pattern: SearchPattern) {
        data = pcre2_match_data_create_from_pattern_8(pattern.code, nil)
        context = pcre2_match_context_create_8(nil)
    }

    deinit {
        pcre2_match_data_free_8(data)
        pcre2_match_context_free_8(context)
        if let jitStack { pcre2_jit_stack_free_8(jitStack) }
    }

    /// Matches `pattern` in the `length` bytes at `bytes` from `start` on; where the JIT runs
    /// out of stack, again with a stack twice as big, up to the limit.
    func match(_ pattern: SearchPattern, _ bytes: UnsafePointer<UInt8>, length: Int, from start: Int, options: UInt32) -> Outcome {
        while true {
            let result = pcre2_match_8(pattern.code, bytes, length, start, options, data, context)
            if result >= 0 { return .found(pcre2_get_ovector_pointer_8(data)[0]) }
            if result == PCRE2_ERROR_NOMATCH { return .notFound }
            guard result == PCRE2_ERROR_JIT_STACKLIMIT, growJITStack() else { return .gaveUp }
        }
    }

    /// A JIT stack twice the size of the last (1 MB first); `false` past the limit.
    private func growJITStack() -> Bool {
        let size = jitStackSize == 0 ? 1 << 20 : jitStackSize * 2
        guard size <= Self.jitStackLimit, let stack = pcre2_jit_stack_create_8(32 << 10, size, nil) else { return false }
        pcre2_jit_stack_assign_8(context, nil, UnsafeMutableRawPointer(stack))
        if let jitStack { pcre2_jit_stack_free_8(jitStack) }
        jitStack = stack
        jitStackSize = size
        return true
    }
}

extension SearchPattern {
    /// Whether the pattern matches somewhere in `text`.
    func isFound(in text: String) -> Bool {
        var finder = RegexFinder(self)
        // A zero byte after the text gives even an empty one an address to match at.
        let bytes = Array(text.utf8) + [0]
        return bytes.withUnsafeBufferPointer {
            finder.firstMatch(in: $0.baseAddress!, from: 0, to: $0.count - 1, startsLine: true, endsLine: true) != nil
        }
    }

    /// The ranges of `text` the pattern matches, one after another, for highlighting a row.
    func ranges(in text: String) -> [Range<String.Index>] {
        var finder = RegexFinder(self)
        let utf8 = Array(text.utf8)
        var ranges: [Range<String.Index>] = []
        utf8.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var from = 0
            while from <= bytes.count, let start = finder.firstMatch(in: base, from: from, to: bytes.count, startsLine: true, endsLine: true) {
                let end = max(start, finder.lastMatchEnd)
                let view = text.utf8
                if let lower = view.index(view.startIndex, offsetBy: start, limitedBy: view.endIndex),
                   let upper = view.index(view.startIndex, offsetBy: end, limitedBy: view.endIndex),
                   let range = Range(uncheckedBounds: (lower, upper)).samePosition(in: text), !range.isEmpty {
                    ranges.append(range)
                }
                from = end > start ? end : start + 1
            }
        }
        return ranges
    }
}

private extension Range where Bound == String.Index {
    /// The range on character boundaries of `text`, if its ends are on them.
    func samePosition(in text: String) -> Range<String.Index>? {
        guard let lower = lowerBound.samePosition(in: text), let upper = upperBound.samePosition(in: text) else { return nil }
        return lower..<upper
    }
}
