import CPCRE2

/// A log format's regular expression, compiled by PCRE2 once: its named groups, and where each
/// matched in a line. Matching is bounded (PCRE2's match limit), so a pattern that backtracks
/// badly gives up on a line instead of hanging; such a line is read as if no format fitted it.
final class FormatPattern: Sendable {
    /// The compiled code and the match context with its limit: read-only once made, and shared
    /// by the threads that match.
    nonisolated(unsafe) private let code: OpaquePointer
    nonisolated(unsafe) private let context: OpaquePointer
    /// The named groups, in the order they open in the pattern.
    let groups: [(name: String, number: Int)]

    /// How many steps a line's match may take.
    static let matchLimit: UInt32 = 1_000_000

    /// Compiles `pattern`; throws PCRE2's reason and the character where it breaks.
    init(_ pattern: String) throws(LogFormatError.Problem) {
        var errorCode: Int32 = 0
        var errorOffset = 0
        let options = UInt32(PCRE2_UTF) | UInt32(PCRE2_MATCH_INVALID_UTF)
        let compiled = pattern.withCString { text in
            text.withMemoryRebound(to: UInt8.self, capacity: pattern.utf8.count) {
                pcre2_compile_8($0, pattern.utf8.count, options, &errorCode, &errorOffset, nil)
            }
        }
        guard let compiled else {
            var buffer = [UInt8](repeating: 0, count: 256)
            let length = pcre2_get_error_message_8(errorCode, &buffer, buffer.count)
            throw .pattern(reason: String(decoding: buffer.prefix(max(0, Int(length))), as: UTF8.self),
                           characterOffset: pattern.utf8.prefix(errorOffset).count { $0 & 0xC0 != 0x80 })
        }
        _ = pcre2_jit_compile_8(compiled, UInt32(PCRE2_JIT_COMPLETE))
        code = compiled
        context = pcre2_match_context_create_8(nil)
        pcre2_set_match_limit_8(context, Self.matchLimit)
        groups = Self.namedGroups(of: compiled)
    }

    deinit {
        pcre2_code_free_8(code)
        pcre2_match_context_free_8(context)
    }

    /// Where each group matched in `line` when the whole pattern matches it; `nil` when it does
    /// not match or PCRE2 gave up.
    func match(_ line: UnsafeBufferPointer<UInt8>) -> GroupRanges? {
        guard let data = pcre2_match_data_create_from_pattern_8(code, nil) else { return nil }
        defer { pcre2_match_data_free_8(data) }
        // An empty line still needs an address to match at.
        let empty: [UInt8] = [0]
        let result = empty.withUnsafeBufferPointer { zero in
            pcre2_match_8(code, line.baseAddress ?? zero.baseAddress, line.count, 0, 0, data, context)
        }
        guard result > 0 else { return nil }
        let vector = pcre2_get_ovector_pointer_8(data)!
        return GroupRanges(ranges: (0..<Int(result)).map { number in
            vector[2 * number] == cpcre2_unset() ? nil : vector[2 * number]..<vector[2 * number + 1]
        })
    }

    /// Where the groups of a match are, by group number: a list, as a line's match is made for
    /// every entry a text log reads (a dictionary's hashing cost a timeline's samples 5 %).
    struct GroupRanges {
        fileprivate let ranges: [Range<Int>?]

        /// Where group `number` matched; `nil` when it took no part.
        subscript(number: Int) -> Range<Int>? {
            number < ranges.count ? ranges[number] : nil
        }
    }

    /// The named groups of `code` and their numbers, in number order.
    private static func namedGroups(of code: OpaquePointer) -> [(name: String, number: Int)] {
        var count: UInt32 = 0, entrySize: UInt32 = 0
        var table: UnsafePointer<UInt8>?
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMECOUNT), &count)
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMEENTRYSIZE), &entrySize)
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMETABLE), &table)
        guard let table else { return [] }
        return (0..<Int(count)).map { index in
            let entry = table + index * Int(entrySize)
            let number = Int(entry[0]) << 8 | Int(entry[1])
            let name = String(cString: entry + 2)
            return (name, number)
        }.sorted { $0.number < $1.number }
    }
}
