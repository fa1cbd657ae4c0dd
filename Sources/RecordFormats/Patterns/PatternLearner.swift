/// Learns a log's patterns from its messages, one at a time, in memory bounded by the number of
/// patterns rather than by the file.
///
/// Each message is counted under its masked words (``MaskedWords``). When more than
/// ``keyLimit`` distinct ones are held, they are grouped into patterns (``PatternGrouping``),
/// which take their place and their counts, and a later message one of them matches counts
/// there; should even the patterns be more than half the limit, the rarest of each length merge
/// into one pattern of only variable words.
///
/// One thread at a time uses a learner (a scan hands one to its helper thread for a chunk).
final class PatternLearner: @unchecked Sendable {
    /// One set of masked words met, and how often.
    struct Key {
        var words: [String]
        /// The hash of the message's masked bytes (``MaskedWords/key(of:)``), which finds it
        /// again however its words were repaired.
        var hash: UInt64
        var count: Int
        /// The first message met with these words, and the line it is on.
        var sample: String
        var sampleLine: Int
    }

    /// How many distinct masked messages are held before they are grouped.
    let keyLimit: Int
    private(set) var keys: [Key] = []
    private var keyIndex: [UInt64: Int] = [:]
    /// The keys that are patterns with variable parts: a new message one of them matches counts
    /// there.
    private var patternKeys = PatternCandidates.none

    /// A learner that groups its keys past `keyLimit` of them (at least ``smallestKeyLimit``).
    init(keyLimit: Int = 20_000) {
        self.keyLimit = max(Self.smallestKeyLimit, keyLimit)
    }

    /// The smallest limit: half of it holds a pattern for each length a message can have.
    static let smallestKeyLimit = 4 * MaskedWords.maximumWords

    /// Counts the message `message`, written on line `line`.
    func add(_ message: UnsafeBufferPointer<UInt8>, line: Int) {
        let key = MaskedWords.key(of: message)
        if let index = keyIndex[key.hash] {
            keys[index].count += 1
            return
        }
        let words = MaskedWords.words(of: message)
        if let index = patternKey(matching: words) {
            keys[index].count += 1
            return
        }
        keyIndex[key.hash] = keys.count
        keys.append(Key(words: words, hash: key.hash, count: 1, sample: String(decoding: message, as: UTF8.self), sampleLine: line))
        if keys.count > keyLimit { consolidate() }
    }

    /// The pattern key that `words` match, if one does.
    private func patternKey(matching words: [String]) -> Int? {
        guard !patternKeys.isEmpty else { return nil }
        return patternKeys.candidates(for: words).first { LogPatterns.matches(keys[$0].words, words) }
    }

    /// Takes in what `other` learnt of another part of the same file, whose line numbers
    /// `fileLine` turns into the file's.
    func absorb(_ other: PatternLearner, fileLine: (Int) -> Int) {
        for var key in other.keys {
            key.sampleLine = fileLine(key.sampleLine)
            if let index = keyIndex[key.hash] {
                keys[index].count += key.count
                if key.sampleLine < keys[index].sampleLine {
                    keys[index].sample = key.sample
                    keys[index].sampleLine = key.sampleLine
                }
            } else {
                keyIndex[key.hash] = keys.count
                keys.append(key)
            }
        }
        if keys.count > keyLimit { consolidate() }
    }

    /// The patterns learnt so far.
    func patterns() -> LogPatterns {
        let grouping = PatternGrouping.group(keys.map(\.words), counts: keys.map(\.count))
        return LogPatterns(keys: keys, grouping: grouping)
    }

    /// Replaces the keys with their patterns; the rarest merge when those are still too many.
    private func consolidate() {
        let grouping = PatternGrouping.group(keys.map(\.words), counts: keys.map(\.count))
        var merged = grouping.patterns.map { Key(words: $0, hash: MaskedWords.key(ofWords: $0), count: 0, sample: "", sampleLine: .max) }
        for (key, pattern) in zip(keys, grouping.patternOfKey) {
            merged[pattern].count += key.count
            if key.sampleLine < merged[pattern].sampleLine {
                merged[pattern].sample = key.sample
                merged[pattern].sampleLine = key.sampleLine
            }
        }
        if merged.count > keyLimit / 2 {
            merged = Self.mergingRarest(merged, keeping: keyLimit / 2)
        }
        keys = merged
        keyIndex = Dictionary(keys.indices.map { (keys[$0].hash, $0) }, uniquingKeysWith: { first, _ in first })
        patternKeys = PatternCandidates(keys.map(\.words), indices: keys.indices.filter { index in
            keys[index].words.contains { $0.contains(MaskedWords.wildcard) }
        })
    }

    /// `keys` with all but the `kept` most frequent merged into one key of variable words per
    /// length.
    private static func mergingRarest(_ keys: [Key], keeping kept: Int) -> [Key] {
        let byCount = keys.sorted { $0.count > $1.count }
        var result = Array(byCount.prefix(kept))
        var rest: [Int: Key] = [:]
        for key in byCount.dropFirst(kept) {
            let words = [String](repeating: MaskedWords.wildcard, count: key.words.count)
            rest[key.words.count, default: Key(words: words, hash: MaskedWords.key(ofWords: words), count: 0, sample: key.sample,
                                               sampleLine: key.sampleLine)].count += key.count
        }
        result += rest.keys.sorted().compactMap { rest[$0] }
        return result
    }
}
