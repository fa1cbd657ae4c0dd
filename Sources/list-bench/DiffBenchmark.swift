import Foundation
import ListCore

/// Our diff against the standard library's `CollectionDifference` with `inferringMoves()`, on
/// DifferenceKit's benchmark recipe: delete a block, insert a block, shuffle the start.
struct DiffBenchmark {
    struct Result: Codable {
        let name: String
        let count: Int
        let ours: Timing
        let standardLibrary: Timing
        /// How many times faster ours is, by median.
        let speedup: Double
    }

    /// An item with a UUID id and a content value, as DifferenceKit's benchmark uses.
    struct Row: Identifiable, Equatable, Hashable {
        let id: UUID
        var content: Int
    }

    static func run(runs: Int) -> [Result] {
        [
            measure(name: "5k: delete, insert, shuffle", count: 5_000, delete: 2_000..<3_000,
                    insert: 3_000..<4_000, shuffle: 0..<200, updateEvery: nil, runs: runs),
            measure(name: "100k: delete, insert, shuffle", count: 100_000, delete: 20_000..<30_000,
                    insert: 30_000..<40_000, shuffle: 0..<2_000, updateEvery: nil, runs: runs),
            measure(name: "100k: 10% content updates", count: 100_000, delete: 0..<0,
                    insert: 0..<0, shuffle: 0..<0, updateEvery: 10, runs: runs),
        ]
    }

    /// DifferenceKit's recipe with a fixed seed, so every run diffs the same lists: `count` rows,
    /// a block deleted, a block inserted, the start shuffled, and every `updateEvery`th row changed.
    static func recipe(count: Int, delete: Range<Int>, insert: Range<Int>, shuffle: Range<Int>,
                       updateEvery: Int?) -> (old: [Row], new: [Row]) {
        var generator = SeededGenerator(seed: 42)
        let old = (0..<count).map { Row(id: UUID(generator: &generator), content: $0) }
        var new = old
        new.removeSubrange(delete)
        let inserted = insert.map { Row(id: UUID(generator: &generator), content: -$0) }
        new.insert(contentsOf: inserted, at: min(insert.lowerBound, new.count))
        new[shuffle].shuffle(using: &generator)
        if let updateEvery {
            for index in stride(from: 0, to: new.count, by: updateEvery) { new[index].content += 1 }
        }
        return (old, new)
    }

    private static func measure(name: String, count: Int, delete: Range<Int>, insert: Range<Int>,
                                shuffle: Range<Int>, updateEvery: Int?, runs: Int) -> Result {
        // Step 1: the recipe.
        let (old, new) = recipe(count: count, delete: delete, insert: insert, shuffle: shuffle,
                                updateEvery: updateEvery)

        // Step 2: both diffs, the same number of times.
        var checksum = 0
        let ours = timeRuns(runs) { checksum &+= ListDiff(old: old, new: new).splices.count }
        let standard = timeRuns(runs) {
            // Rows are Hashable by id and content, the standard library's notion of identity.
            checksum &+= new.difference(from: old).inferringMoves().count
        }
        if checksum == Int.min { print(checksum) }  // keeps the work from being optimised away
        let oursTiming = Timing(ours)
        let standardTiming = Timing(standard)
        return Result(name: name, count: count, ours: oursTiming, standardLibrary: standardTiming,
                      speedup: standardTiming.median / max(oursTiming.median, 0.000_1))
    }
}

/// SplitMix64: a small deterministic generator, so benchmark inputs are the same every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension UUID {
    /// A random UUID drawn from `generator`.
    init(generator: inout SeededGenerator) {
        let high = generator.next(), low = generator.next()
        self.init(uuid: (UInt8(truncatingIfNeeded: high), UInt8(truncatingIfNeeded: high >> 8),
                         UInt8(truncatingIfNeeded: high >> 16), UInt8(truncatingIfNeeded: high >> 24),
                         UInt8(truncatingIfNeeded: high >> 32), UInt8(truncatingIfNeeded: high >> 40),
                         UInt8(truncatingIfNeeded: high >> 48), UInt8(truncatingIfNeeded: high >> 56),
                         UInt8(truncatingIfNeeded: low), UInt8(truncatingIfNeeded: low >> 8),
                         UInt8(truncatingIfNeeded: low >> 16), UInt8(truncatingIfNeeded: low >> 24),
                         UInt8(truncatingIfNeeded: low >> 32), UInt8(truncatingIfNeeded: low >> 40),
                         UInt8(truncatingIfNeeded: low >> 48), UInt8(truncatingIfNeeded: low >> 56)))
    }
}
