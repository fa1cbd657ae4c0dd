/// The patterns of a log's messages: each with its constant words and `<*>` for the variable
/// parts, how many entries have it and a sample, most frequent first; and the pattern of any
/// message.
public struct LogPatterns: Sendable {
    /// One pattern.
    public struct Pattern: Hashable, Sendable {
        /// The pattern's words, `<*>` for a variable part, joined by spaces.
        public let text: String
        /// How many entries have it.
        public let count: Int
        /// The first entry's message.
        public let sample: String
        /// The line of the file that message is on (1-based).
        public let sampleLine: Int
    }

    /// The patterns, most frequent first (of as frequent ones, the one met first).
    public let patterns: [Pattern]
    /// Each pattern's words.
    let words: [[String]]
    private let patternOfKey: [UInt64: Int]
    /// The patterns a message may match, by how it starts.
    private let candidates: PatternCandidates

    /// No patterns.
    public static let none = LogPatterns(keys: [], grouping: ([], []))

    /// The patterns of `keys` as `grouping` grouped them.
    init(keys: [PatternLearner.Key], grouping: (patterns: [[String]], patternOfKey: [Int])) {
        var counts = [Int](repeating: 0, count: grouping.patterns.count)
        var samples = [Int?](repeating: nil, count: grouping.patterns.count)
        for (keyIndex, pattern) in grouping.patternOfKey.enumerated() {
            counts[pattern] += keys[keyIndex].count
            if samples[pattern].map({ keys[$0].sampleLine > keys[keyIndex].sampleLine }) ?? true {
                samples[pattern] = keyIndex
            }
        }
        let firstLine = samples.map { $0.map { keys[$0].sampleLine } ?? .max }
        let order = grouping.patterns.indices.sorted {
            counts[$0] != counts[$1] ? counts[$0] > counts[$1] : firstLine[$0] < firstLine[$1]
        }
        var rank = [Int](repeating: 0, count: order.count)
        for (position, index) in order.enumerated() { rank[index] = position }
        patterns = order.map { index in
            let sample = samples[index].map { keys[$0] }
            return Pattern(text: grouping.patterns[index].joined(separator: " "), count: counts[index],
                           sample: sample?.sample ?? "", sampleLine: sample?.sampleLine ?? 0)
        }
        let words = order.map { grouping.patterns[$0] }
        self.words = words
        var patternOfKey: [UInt64: Int] = [:]
        for (key, pattern) in zip(keys, grouping.patternOfKey) {
            patternOfKey[key.hash] = rank[pattern]
        }
        self.patternOfKey = patternOfKey
        candidates = PatternCandidates(words, indices: Array(words.indices))
    }

    /// The index in ``patterns`` of the pattern of `message`, if it has one (a message met
    /// after the patterns were learnt may have none).
    public func patternIndex(ofMessage message: String) -> Int? {
        var message = message
        return message.withUTF8 { patternIndex(ofBytes: $0) }
    }

    /// The index in ``patterns`` of the pattern of the message `bytes`, if it has one.
    func patternIndex(ofBytes bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let key = MaskedWords.key(of: bytes)
        if let index = patternOfKey[key.hash] { return index }
        let masked = MaskedWords.words(of: bytes)
        return candidates.candidates(for: masked).first { Self.matches(words[$0], masked) }
    }

    /// Whether `pattern`'s words match `words`: a constant word is the same word, a variable
    /// part one word or more; or else, as patterns that differ only in words of nothing but
    /// variable parts are one (``PatternGrouping``), whether they match without such words, a
    /// variable part then standing for any number of words (`bytes sent` matches `bytes (1.16
    /// KB) sent`, `fan speeds ( <*> )` matches `fan speeds ( )`).
    static func matches(_ pattern: [String], _ words: [String]) -> Bool {
        matches(pattern, words, wildcardMatchesNothing: false)
            || matches(pattern.filter { $0 == MaskedWords.wildcard || !MaskedWords.isOnlyVariable($0) },
                       words.filter { !MaskedWords.isOnlyVariable($0) }, wildcardMatchesNothing: true)
    }

    private static func matches(_ pattern: [String], _ words: [String], wildcardMatchesNothing: Bool) -> Bool {
        // Which numbers of words the pattern's words so far can match.
        var reachable = [Bool](repeating: false, count: words.count + 1)
        reachable[0] = true
        for word in pattern {
            var next = [Bool](repeating: false, count: words.count + 1)
            if word == MaskedWords.wildcard {
                var isReachableBefore = false
                for end in 0...words.count {
                    if wildcardMatchesNothing { isReachableBefore = isReachableBefore || reachable[end] }
                    next[end] = isReachableBefore
                    isReachableBefore = isReachableBefore || reachable[end]
                }
            } else {
                for end in 0..<words.count where reachable[end] && words[end] == word { next[end + 1] = true }
            }
            reachable = next
        }
        return reachable[words.count]
    }

    /// The pattern of `message`, if it has one.
    public func pattern(ofMessage message: String) -> Pattern? {
        patternIndex(ofMessage: message).map { patterns[$0] }
    }
}
