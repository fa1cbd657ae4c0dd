/// Groups messages' masked words into patterns, from the whole file's words alone.
///
/// Messages of one pattern have as many words, and the same word wherever the pattern has a
/// constant one. Among messages of one length the grouping splits on a place only where the
/// words there name the event: the first word (the verb or subject that starts most
/// messages: `Starting …` and `Ending …` are two events), places whose words change
/// together with another place's (`Failed to open file …` and `Failed to close socket …`),
/// and places whose words each come with other words elsewhere, so that an event met once is
/// not a value of a common one of its length (`VM Started …` and `Deletion of … complete`). A
/// place whose words vary on their own — a user's name, a host's, a state — is a variable
/// part, as is a place where a pattern learnt earlier already has `<*>` (but for the first
/// word: messages that start with a variable part are events of their own). Patterns that
/// differ only in words of nothing but variable parts are one (``skeleton(of:keys:)``).
enum PatternGrouping {
    /// Distinct words beyond which a place is not looked at as naming events.
    static let maximumEventWords = 24

    /// The patterns of `keys` (masked words, each met `counts` times), as one pattern's words
    /// per group and, for each key, the index of its group.
    static func group(_ keys: [[String]], counts: [Int]) -> (patterns: [[String]], patternOfKey: [Int]) {
        var patternOfKey = [Int](repeating: 0, count: keys.count)
        var patterns: [[String]] = []
        var patternIndex: [[String]: Int] = [:]  // By their skeletons.
        let byLength = Dictionary(grouping: keys.indices, by: { keys[$0].count })
        for length in byLength.keys.sorted() {
            for cluster in split(byLength[length] ?? [], keys: keys, counts: counts, length: length) {
                let words = collapsed((0..<length).map { place in
                    cluster.variable[place] ? MaskedWords.wildcard : keys[cluster.members[0]][place]
                })
                let skeleton = skeleton(of: cluster, keys: keys)
                let index = patternIndex[skeleton] ?? {
                    patterns.append(words)
                    patternIndex[skeleton] = patterns.count - 1
                    return patterns.count - 1
                }()
                for member in cluster.members { patternOfKey[member] = index }
            }
        }
        return (patterns, patternOfKey)
    }

    /// What patterns of one event share: their words but where every key has a word of nothing
    /// but variable parts and the brackets and marks around them, which a message may leave out
    /// (`0 bytes sent` and `1190 bytes (1.16 KB) sent` are one event, the size in kilobytes
    /// written or not); a pattern of only such words is its own skeleton.
    private static func skeleton(of cluster: Cluster, keys: [[String]]) -> [String] {
        let first = keys[cluster.members[0]]
        let kept = first.indices.filter { place in
            !cluster.members.allSatisfy { member in MaskedWords.isOnlyVariable(keys[member][place]) }
        }
        return kept.isEmpty ? first : kept.map { cluster.variable[$0] ? MaskedWords.wildcard : first[$0] }
    }

    /// Whether one of `words` has a variable part (`rhost=<*>`, `<*>`) and another is the same
    /// but for what is there (`rhost=mail.example.org`): the place holds a variable.
    private static func hasVariableWord(among words: [String], countingBareOnes: Bool = true) -> Bool {
        words.contains { general in
            guard countingBareOnes || general != MaskedWords.wildcard else { return false }
            let wildcards = general.ranges(of: MaskedWords.wildcard)
            guard let first = wildcards.first, let last = wildcards.last else { return false }
            let prefix = general[..<first.lowerBound], suffix = general[last.upperBound...]
            return words.contains { word in
                word != general && word.count >= prefix.count + suffix.count && word.hasPrefix(prefix) && word.hasSuffix(suffix)
            }
        }
    }

    /// `words` with each run of variable words made one: a list of any length is one part
    /// (`fan speeds ( <*> )`), so that patterns of different lengths can be one.
    private static func collapsed(_ words: [String]) -> [String] {
        var result: [String] = []
        for word in words where !(word == MaskedWords.wildcard && result.last == MaskedWords.wildcard) { result.append(word) }
        return result
    }

    /// Keys of one length that make one pattern, and which of its places are variable.
    private struct Cluster {
        var members: [Int]
        var variable: [Bool]
    }

    /// Splits `members` (keys of `length` words) into the clusters of their events.
    private static func split(_ members: [Int], keys: [[String]], counts: [Int], length: Int) -> [Cluster] {
        var done: [Cluster] = []
        var pending = [Cluster(members: members, variable: [Bool](repeating: false, count: length))]
        while var cluster = pending.popLast() {
            let places = wordsByPlace(cluster, keys: keys)
            let varying = (0..<length).filter { !cluster.variable[$0] && places[$0].count > 1 }
            let candidates = varying.filter { place in place == 0 || !hasVariableWord(among: Array(places[place].keys)) }
            let pairable = varying.filter { place in
                place == 0 || !hasVariableWord(among: Array(places[place].keys), countingBareOnes: false)
            }
            guard let place = eventPlace(among: candidates, pairable: pairable, places: places, keys: keys, counts: counts) else {
                for place in varying { cluster.variable[place] = true }
                done.append(cluster)
                continue
            }
            for part in places[place].values {
                pending.append(Cluster(members: part, variable: cluster.variable))
            }
        }
        return done
    }

    /// For each place, the cluster's members by the word they have there.
    private static func wordsByPlace(_ cluster: Cluster, keys: [[String]]) -> [[String: [Int]]] {
        (0..<cluster.variable.count).map { place in
            guard !cluster.variable[place] else { return [:] }
            return Dictionary(grouping: cluster.members, by: { keys[$0][place] })
        }
    }

    /// The place whose words name the events of a cluster, if one does: the first word; one
    /// of two places whose words determine each other (among the `pairable` places, where a
    /// number met in place of words does not make them values: `162 double-hummer alignment
    /// exceptions` and `0 ffffffff ffffffff ffffffff`); of places of a few words
    /// (``maximumAlternatives``: `VM Started …`, `VM Paused …`) each met more than once (a
    /// user's name met once is a value) or of two words, one of them common
    /// (``commonWordCount``: `… by client UpdateAgent.` and once `… by client Licensing.`),
    /// the one of the fewest; else, of places whose words each come with words of their own
    /// elsewhere (``partsDiffer(by:places:keys:)``), the one of the fewest.
    private static func eventPlace(among candidates: [Int], pairable: [Int], places: [[String: [Int]]], keys: [[String]],
                                   counts: [Int]) -> Int? {
        // The first word, unless it is a value in brackets: `(root) CMD …`, `[worker-3] …`.
        if candidates.first == 0, !places[0].keys.allSatisfy(isBracketed) { return 0 }
        let few = candidates.filter { places[$0].count <= maximumEventWords }
        let fewPairable = pairable.filter { places[$0].count <= maximumEventWords }
        for (index, place) in fewPairable.enumerated() {
            for other in fewPairable[(index + 1)...] where places[place].count == places[other].count {
                if determines(place, other, places: places, keys: keys) { return place }
            }
        }
        let alternatives = few.filter { place in
            guard places[place].count <= maximumAlternatives else { return false }
            let wordCounts = places[place].values.map { members in members.reduce(0) { $0 + counts[$1] } }
            return wordCounts.allSatisfy { $0 > 1 } || (wordCounts.count == 2 && wordCounts.max()! >= commonWordCount)
        }
        return (alternatives.isEmpty ? few.filter { partsDiffer(by: $0, places: places, keys: keys) } : alternatives)
            .min { places[$0].count < places[$1].count }
    }

    /// Whether any two words at `place` come with different words at some other place, each
    /// shared by all the keys of its word there (`VM Started (Lifecycle …` and `Deleting
    /// instance files …`: the words after differ too), so that even a word met once there
    /// names an event; a value (a user's name) comes with the same words elsewhere.
    private static func partsDiffer(by place: Int, places: [[String: [Int]]], keys: [[String]]) -> Bool {
        let parts = Array(places[place].values)
        let others = places.indices.filter { $0 != place && !places[$0].isEmpty }
        // For each part, the word its keys share at each other place (`nil` where they differ
        // or it is a variable part), worked out as the pairs need it: a place of values fails
        // at its first pair, before the other parts are looked at.
        var shared = [[String?]?](repeating: nil, count: parts.count)
        func sharedWords(_ part: Int) -> [String?] {
            if let words = shared[part] { return words }
            let members = parts[part]
            let words: [String?] = others.map { other in
                let word = keys[members[0]][other]
                guard word != MaskedWords.wildcard, members.allSatisfy({ keys[$0][other] == word }) else { return nil }
                return word
            }
            shared[part] = words
            return words
        }
        for part in parts.indices {
            for other in parts.indices where other > part {
                let differs = zip(sharedWords(part), sharedWords(other)).contains { pair in
                    guard let word = pair.0, let otherWord = pair.1 else { return false }
                    return word != otherWord
                }
                if !differs { return false }
            }
        }
        return true
    }

    /// How many words a place may have to name events by itself.
    static let maximumAlternatives = 3

    /// How often the other word of a place of two must be met for a word met once there to
    /// name an event: a value rarely has one value nearly always and another once.
    static let commonWordCount = 10

    /// Whether `word` is wrapped in parentheses or brackets, as a value written alone is.
    private static func isBracketed(_ word: String) -> Bool {
        guard let first = word.first, let last = word.last, word.count > 2 else { return false }
        return (first == "(" && last == ")") || (first == "[" && (last == "]" || word.hasSuffix("]:")))
    }

    /// Whether each word at `place` comes with one word at `other` (and as many words are
    /// there): the two change together.
    private static func determines(_ place: Int, _ other: Int, places: [[String: [Int]]], keys: [[String]]) -> Bool {
        var seen = Set<String>()
        for members in places[place].values {
            let word = keys[members[0]][other]
            guard members.allSatisfy({ keys[$0][other] == word }), seen.insert(word).inserted else { return false }
        }
        return true
    }
}
