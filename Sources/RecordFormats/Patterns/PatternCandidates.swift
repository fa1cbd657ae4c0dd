/// Patterns indexed by how a message that matches one starts, so that a message is tried only
/// against those it may match (``LogPatterns/matches(_:_:)``): by the first word, and by the
/// first word that is not only variable parts (which a message may leave out before it).
struct PatternCandidates: Sendable {
    private let byFirstWord: [String: [Int]]
    private let byFirstCoreWord: [String: [Int]]

    /// The patterns `indices` of `patterns`.
    init(_ patterns: [[String]], indices: [Int]) {
        byFirstWord = Dictionary(grouping: indices, by: { patterns[$0].first ?? "" })
        byFirstCoreWord = Dictionary(grouping: indices, by: { Self.firstCoreWord(of: patterns[$0]) })
    }

    /// No patterns.
    static let none = PatternCandidates([], indices: [])

    /// Whether there are none.
    var isEmpty: Bool { byFirstWord.isEmpty }

    /// The patterns a message of the masked `words` may match, in order, each once.
    func candidates(for words: [String]) -> [Int] {
        let found = (byFirstWord[words.first ?? ""] ?? []) + (byFirstWord[MaskedWords.wildcard] ?? [])
            + (byFirstCoreWord[Self.firstCoreWord(of: words)] ?? []) + (byFirstCoreWord[MaskedWords.wildcard] ?? [])
        return Array(Set(found)).sorted()
    }

    /// The first word that is not only variable parts; `<*>` when every word is.
    private static func firstCoreWord(of words: [String]) -> String {
        words.first { !MaskedWords.isOnlyVariable($0) } ?? MaskedWords.wildcard
    }
}
