/// Records over time in equal spans ("buckets"), estimated from a ``RecordTimeline``'s samples:
/// how many records, and how many matches of a search or filter, fall in each span.
public struct TimeHistogram: Equatable, Sendable {
    /// The earliest and latest time sampled, in seconds since 1970.
    public let start: Double
    public let end: Double
    /// About how many records fall in each span.
    public let counts: [Double]
    /// About how many matches fall in each span (all 0 without matches).
    public let matchCounts: [Double]
    /// The first record sampled in each span, where a jump to it goes; `nil` for an empty span.
    public let firstRecords: [Int?]

    /// The largest count, for scaling bars.
    public var largestCount: Double { counts.max() ?? 0 }

    /// The seconds each span covers.
    public var bucketSeconds: Double { counts.isEmpty ? 0 : (end - start) / Double(counts.count) }

    /// The span `seconds` falls in.
    public func bucket(of seconds: Double) -> Int {
        Self.bucket(of: seconds, start: start, end: end, count: counts.count)
    }

    private static func bucket(of seconds: Double, start: Double, end: Double, count: Int) -> Int {
        guard end > start else { return 0 }
        return min(count - 1, max(0, Int((seconds - start) / (end - start) * Double(count))))
    }

    /// Sorts `samples` into `bucketCount` spans, and the matches (record numbers, ascending)
    /// into the span of the sample at or before them. The records between two samples are
    /// spread evenly over the time between them (the last sample stands for `weight`
    /// records), so sparse samples still draw a smooth count; a sample that stands for itself
    /// alone (every record is sampled) counts at its own time.
    init(samples: [RecordTimeline.Sample], weight: Double, bucketCount: Int, matches: [Int]) {
        let count = max(1, bucketCount)
        let times = samples.map(\.seconds)
        let start = times.min() ?? 0, end = times.max() ?? 0
        let bucket = { (seconds: Double) in Self.bucket(of: seconds, start: start, end: end, count: count) }
        var counts = [Double](repeating: 0, count: count)
        var firstRecords = [Int?](repeating: nil, count: count)
        var matchCounts = [Double](repeating: 0, count: count)
        let byRecord = samples.sorted { $0.record < $1.record }
        for (position, sample) in byRecord.enumerated() {
            firstRecords[bucket(sample.seconds)] = min(firstRecords[bucket(sample.seconds)] ?? .max, sample.record)
            let next = byRecord.indices.contains(position + 1) ? byRecord[position + 1] : nil
            let records = next.map { Double($0.record - sample.record) } ?? weight
            // A record out of time order counts at its sample's time.
            let until = max(sample.seconds, next?.seconds ?? sample.seconds)
            let (first, last) = (bucket(sample.seconds), bucket(until))
            guard records > 1, until > sample.seconds, first < last else {
                counts[first] += records
                continue
            }
            let bucketSeconds = (end - start) / Double(count)
            for index in first...last {
                let from = max(sample.seconds, start + Double(index) * bucketSeconds)
                let to = min(until, start + Double(index + 1) * bucketSeconds)
                counts[index] += records * max(0, to - from) / (until - sample.seconds)
            }
        }
        // A match takes the time of the last sample at or before it (the first sample's, before
        // it): the ascending matches up to the next sample are counted, then put in the
        // sample's span at once. Hundreds of thousands of matches cost a comparison each, in
        // the order they lie in memory, and a span's reckoning per sample.
        var counted = 0
        for (position, sample) in byRecord.enumerated() where counted < matches.count {
            var next = counted
            if byRecord.indices.contains(position + 1) {
                let nextSampled = byRecord[position + 1].record
                while next < matches.count, matches[next] < nextSampled { next += 1 }
            } else {
                next = matches.count
            }
            matchCounts[bucket(sample.seconds)] += Double(next - counted)
            counted = next
        }
        self.start = start
        self.end = end
        self.counts = counts
        self.matchCounts = matchCounts
        self.firstRecords = firstRecords
    }
}
