import CSIMD
import Glibc
import RecordFormats

/// Finds a search's text in a file's bytes sixty-four bytes at a time, as ripgrep's `memchr`
/// crate does: two of the needle's bytes, the pair seen together least often in a sample of
/// the file, are looked for at their distance from each other with Swift's `SIMD16`, and only
/// where both are does the whole needle get compared. Case is folded for ASCII letters when
/// the query ignores it, without copying the bytes searched.
///
/// Text that makes most offsets candidates which then fail late (a needle of 10,000 `a`s in
/// lines of `a`s) would cost the text's length times the needle's. Once the comparisons
/// outgrow the bytes passed, the rest is searched with Knuth, Morris and Pratt's automaton,
/// which looks at each byte a bounded number of times: the worst case stays linear.
struct NeedleFinder: TextFinder, Sendable {
    /// The bytes looked for, lower-cased when case is ignored.
    private let needle: [UInt8]
    private let ignoresCase: Bool
    /// The two bytes tested first, and where they are in the needle.
    private let first: (offset: Int, byte: UInt8)
    private let second: (offset: Int, byte: UInt8)
    /// For each length of the needle's start matched, the length of its longest proper
    /// prefix that is also its suffix: where matching goes on after a mismatch.
    private let fallbacks: [Int32]

    /// A finder for `query`, tuned on `sample`, some of the bytes it will search.
    init(_ query: SearchQuery, sample: UnsafeBufferPointer<UInt8>) {
        self.init(needle: query.needle, ignoringCase: query.ignoresCase, sample: sample)
    }

    /// A finder for `needle` (lower-cased when `ignoringCase`), tuned on `sample`.
    init(needle: [UInt8], ignoringCase: Bool, sample: UnsafeBufferPointer<UInt8>) {
        self.needle = needle
        ignoresCase = ignoringCase
        let pair = Self.rarestPair(of: needle, ignoringCase: ignoringCase, in: sample)
        first = (pair.0, needle[pair.0])
        second = (pair.1, needle[pair.1])
        fallbacks = Self.fallbacks(of: needle)
    }

    /// The bytes that may hold a match must be at least this many.
    var length: Int { needle.count }

    func firstMatch(in bytes: UnsafePointer<UInt8>, from start: Int, to end: Int,
                    startsLine: Bool, endsLine: Bool) -> Int? {
        firstMatch(in: bytes, from: start, to: end)
    }

    /// The last bytes, too few to hold the needle: it may begin in them.
    func carryStart(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        max(0, bytes.count - (needle.count - 1))
    }

    /// The offset of the first match that starts at or after `start` and ends by `end` in
    /// `bytes`, or `nil`.
    func firstMatch(in bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        ignoresCase ? firstMatch(in: bytes, from: start, to: end, folding: FoldsCase.self)
            : firstMatch(in: bytes, from: start, to: end, folding: KeepsCase.self)
    }

    /// ``firstMatch(in:from:to:)``, with the bytes looked at first folded as `Folding` says:
    /// built for each, a search that keeps case does no folding at all.
    @inline(__always)
    private func firstMatch<Folding: CandidateFolding>(in bytes: UnsafePointer<UInt8>, from start: Int, to end: Int,
                                                       folding: Folding.Type) -> Int? {
        let last = end - needle.count  // the last offset a match can start at
        guard start <= last else { return nil }
        var position = start
        // Where case is ignored, a small letter's capital is a candidate too.
        let foldsFirst = ignoresCase && first.byte.isASCIILowercaseLetter
        let foldsSecond = ignoresCase && second.byte.isASCIILowercaseLetter
        // The bytes full comparisons may cost (at most the needle's length each) before the
        // rest is searched byte by byte: a few times the bytes passed, and some to start with.
        var comparedBytes = 0
        @inline(__always)
        func isOverBudget(at offset: Int) -> Bool {
            comparedBytes > 4 * (offset - start) + 8 * needle.count + 1024
        }
        // The two bytes, sixteen and sixty-four of each, and their capitals where case is
        // folded. (Swift's SIMD types are written out, not generic: a generic vector's
        // comparison goes lane by lane, and so does a SIMD64's `|`.)
        let firstCapital = foldsFirst ? first.byte - 0x20 : first.byte
        let secondCapital = foldsSecond ? second.byte - 0x20 : second.byte
        let narrow = (SIMD16<UInt8>(repeating: first.byte), SIMD16<UInt8>(repeating: firstCapital),
                      SIMD16<UInt8>(repeating: second.byte), SIMD16<UInt8>(repeating: secondCapital))
        let wide = (SIMD64<UInt8>(repeating: first.byte), SIMD64<UInt8>(repeating: firstCapital),
                    SIMD64<UInt8>(repeating: second.byte), SIMD64<UInt8>(repeating: secondCapital))
        // The offsets from `offset` on, sixteen (or sixty-four) of them, where both bytes are,
        // as bits.
        @inline(__always)
        func candidates(at offset: Int) -> UInt64 {
            let a = UnsafeRawPointer(bytes + offset + first.offset).loadUnaligned(as: SIMD16<UInt8>.self)
            let b = UnsafeRawPointer(bytes + offset + second.offset).loadUnaligned(as: SIMD16<UInt8>.self)
            let both = Folding.equal(a, narrow.0, narrow.1) .& Folding.equal(b, narrow.2, narrow.3)
            return UInt64(csimd_lane_bits(unsafeBitCast(both, to: SIMD16<Int8>.self)))
        }
        @inline(__always)
        func wideCandidates(at offset: Int) -> UInt64 {
            let a = UnsafeRawPointer(bytes + offset + first.offset).loadUnaligned(as: SIMD64<UInt8>.self)
            let b = UnsafeRawPointer(bytes + offset + second.offset).loadUnaligned(as: SIMD64<UInt8>.self)
            let both = Folding.equal(a, wide.0, wide.1) .& Folding.equal(b, wide.2, wide.3)
            return csimd_lane_bits64(unsafeBitCast(both, to: SIMD64<Int8>.self))
        }
        // The first match among the candidates `lanes` (bits) from `offset` on.
        @inline(__always)
        func firstMatch(among lanes: UInt64, at offset: Int) -> Int? {
            var lanes = lanes
            while lanes != 0 {
                let candidate = offset + lanes.trailingZeroBitCount
                if matches(at: bytes + candidate) { return candidate }
                comparedBytes += needle.count
                lanes &= lanes &- 1
            }
            return nil
        }
        // Sixty-four offsets at a time, as memchr does with the widest vectors: one test for
        // them all (two comparisons where the processor has AVX-512, eight otherwise).
        while position + 64 <= last + 1 {
            let lanes = wideCandidates(at: position)
            if lanes != 0 {
                if let match = firstMatch(among: lanes, at: position) { return match }
                if isOverBudget(at: position) { return automatonMatch(in: bytes, from: position + 64, to: end) }
            }
            position += 64
        }
        while position + 16 <= last + 1 {
            if let match = firstMatch(among: candidates(at: position), at: position) { return match }
            if isOverBudget(at: position) { return automatonMatch(in: bytes, from: position + 16, to: end) }
            position += 16
        }
        while position <= last {
            if matches(at: bytes + position) { return position }
            position += 1
        }
        return nil
    }

    /// The first match from `start` on, found by the automaton: each byte is looked at a
    /// bounded number of times, whatever the text.
    private func automatonMatch(in bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var matched = 0
        var position = start
        while position < end {
            let byte = ignoresCase ? SearchQuery.lowercased(bytes[position]) : bytes[position]
            while matched > 0, needle[matched] != byte { matched = Int(fallbacks[matched - 1]) }
            if needle[matched] == byte { matched += 1 }
            if matched == needle.count { return position + 1 - needle.count }
            position += 1
        }
        return nil
    }

    /// For each prefix of `needle`, the length of its longest proper prefix that is also its
    /// suffix (Knuth, Morris and Pratt's failure function).
    private static func fallbacks(of needle: [UInt8]) -> [Int32] {
        var fallbacks = [Int32](repeating: 0, count: needle.count)
        var length = 0
        for index in needle.indices.dropFirst() {
            while length > 0, needle[index] != needle[length] { length = Int(fallbacks[length - 1]) }
            if needle[index] == needle[length] { length += 1 }
            fallbacks[index] = Int32(length)
        }
        return fallbacks
    }

    @inline(__always)
    private func matches(at candidate: UnsafePointer<UInt8>) -> Bool {
        if ignoresCase {
            for index in needle.indices where SearchQuery.lowercased(candidate[index]) != needle[index] { return false }
            return true
        }
        return memcmp(candidate, needle, needle.count) == 0
    }

    /// The two positions of `needle` whose bytes, at that distance, are found together least
    /// often in `sample`; among equals, the bytes rarer in text, then the pair farther apart.
    /// Pairs are made of the sixteen positions with the bytes rarest in the sample, one of
    /// them among the rarest four. Each pair is counted at the places of its byte among the
    /// rarest four, not at every offset of the sample: up to sixty pairs over a 32 KB sample
    /// took about as long as searching a 400 KB file.
    static func rarestPair(of needle: [UInt8], ignoringCase: Bool, in sample: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        guard needle.count > 1 else { return (0, 0) }
        func fold(_ byte: UInt8) -> UInt8 { ignoringCase ? SearchQuery.lowercased(byte) : byte }
        var counts = [Int](repeating: 0, count: 256)
        for byte in sample { counts[Int(fold(byte))] += 1 }
        let starts = needle.indices.sorted { (counts[Int(needle[$0])], commonness(needle[$0])) < (counts[Int(needle[$1])], commonness(needle[$1])) }
        var best: (pair: (Int, Int), score: (Int, Int, Int))?
        for i in starts.prefix(4) {
            let places = sample.indices.filter { fold(sample[$0]) == needle[i] }
            for j in starts.prefix(16) where needle[j] != needle[i] {
                let (low, high) = (min(i, j), max(i, j))
                // A pair starting at `start` is looked at while `start + high` is in the sample.
                var together = 0
                for place in places {
                    let start = place - i
                    if start >= 0, start + high < sample.count, fold(sample[start + j]) == needle[j] { together += 1 }
                }
                let score = (together, commonness(needle[low]) + commonness(needle[high]), -(high - low))
                if best == nil || score < best!.score { best = ((low, high), score) }
            }
        }
        // A needle of one repeated byte: its ends.
        return best?.pair ?? (0, needle.count - 1)
    }

    /// How often `byte` turns up in logs and data files, roughly: a rank from rare (0) to
    /// common, for choosing among bytes a sample cannot tell apart.
    static func commonness(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "e"), UInt8(ascii: "t"), UInt8(ascii: "a"),
             UInt8(ascii: "o"), UInt8(ascii: "i"), UInt8(ascii: "n"), UInt8(ascii: "s"), UInt8(ascii: "r"):
            6
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ":"), UInt8(ascii: ","):
            5
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"),
             UInt8(ascii: "_"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            4
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            2
        case 0x80...:
            1
        default:
            3
        }
    }
}

/// How the bytes tested first are compared: with the needle's byte alone, or also with its
/// capital where the needle's byte is a small letter and case is ignored.
private protocol CandidateFolding {
    static func equal(_ bytes: SIMD16<UInt8>, _ byte: SIMD16<UInt8>, _ capital: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>>
    static func equal(_ bytes: SIMD64<UInt8>, _ byte: SIMD64<UInt8>, _ capital: SIMD64<UInt8>) -> SIMDMask<SIMD64<Int8>>
}

private enum KeepsCase: CandidateFolding {
    @inline(__always)
    static func equal(_ bytes: SIMD16<UInt8>, _ byte: SIMD16<UInt8>, _ capital: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>> {
        bytes .== byte
    }
    @inline(__always)
    static func equal(_ bytes: SIMD64<UInt8>, _ byte: SIMD64<UInt8>, _ capital: SIMD64<UInt8>) -> SIMDMask<SIMD64<Int8>> {
        bytes .== byte
    }
}

private enum FoldsCase: CandidateFolding {
    @inline(__always)
    static func equal(_ bytes: SIMD16<UInt8>, _ byte: SIMD16<UInt8>, _ capital: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>> {
        (bytes .== byte) .| (bytes .== capital)
    }
    @inline(__always)
    static func equal(_ bytes: SIMD64<UInt8>, _ byte: SIMD64<UInt8>, _ capital: SIMD64<UInt8>) -> SIMDMask<SIMD64<Int8>> {
        (bytes .== byte) .| (bytes .== capital)
    }
}
