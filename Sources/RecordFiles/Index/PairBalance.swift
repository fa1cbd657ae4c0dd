/// How a pair of chunks is split between the two cores so that both keep up. The second
/// core's chunk is scanned speculatively and keeps every record start it finds, and the first
/// core takes that up too and hands the records on: for as many bytes their times differ (a
/// tenth to a fifth on short lines), and the faster core would wait for the other. Each pair's
/// times tell the cores' rates; the split follows them, a step at a time, within bounds.
final class PairBalance: @unchecked Sendable {
    /// The first chunk's share of the pair's bytes. Used by the scanning thread alone.
    private(set) var firstShare: Double
    static let shares = 0.35...0.65
    /// How far one pair's rates move the share.
    private static let step = 0.2
    /// Pairs smaller than this say more about the clock than about the cores: not learnt from.
    private static let smallestPairLearntFrom = 1 << 20
    private static let page = 4096

    /// A balance that starts with the first chunk's share of the bytes at `firstShare`.
    init(firstShare: Double = 0.5) {
        self.firstShare = min(Self.shares.upperBound, max(Self.shares.lowerBound, firstShare))
    }

    /// The first chunk's size in a pair of `pairSize` bytes (at least 2): a multiple of the page
    /// size in a pair of a few pages or more, and never all of the pair.
    func firstSize(ofPair pairSize: Int) -> Int {
        let size = Int(Double(pairSize) * firstShare)
        let rounded = pairSize >= 4 * Self.page ? size / Self.page * Self.page : size
        return min(pairSize - 1, max(1, rounded))
    }

    /// Learns from a pair whose chunks were scanned whole: `first` and `second` give each
    /// chunk's bytes and the nanoseconds its core spent on it (waits left out).
    func learn(first: (bytes: Int, nanoseconds: UInt64), second: (bytes: Int, nanoseconds: UInt64)) {
        guard first.bytes + second.bytes >= Self.smallestPairLearntFrom, first.nanoseconds > 0, second.nanoseconds > 0 else { return }
        let firstRate = Double(first.bytes) / Double(first.nanoseconds)
        let secondRate = Double(second.bytes) / Double(second.nanoseconds)
        // Both end together when each has bytes in proportion to its rate.
        let even = firstRate / (firstRate + secondRate)
        firstShare = min(Self.shares.upperBound, max(Self.shares.lowerBound, firstShare + Self.step * (even - firstShare)))
    }
}
