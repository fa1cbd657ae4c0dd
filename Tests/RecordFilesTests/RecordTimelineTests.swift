import Foundation
@testable import RecordFileAccess
@testable import RecordFiles
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// A timeline samples the records at the index's kept starts, thins its samples as they grow
/// past the limit, goes on as the file grows, and sorts records and matches into spans of time.
final class RecordTimelineTests: XCTestCase {
    private static let start = 1_700_000_000

    /// A log of `count` records a second apart from record `first` on, as epoch seconds or ISO text.
    private static func log(_ numbers: ClosedRange<Int>, iso: Bool = false) -> String {
        numbers.map { number in
            let seconds = start + number
            let time = iso ? "\"\(ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: Double(seconds))))\"" : "\(seconds)"
            return #"{"msg": "m\#(number)", "ts": \#(time)}"# + "\n"
        }.joined()
    }

    private func timeline(for path: String, maximumSamples: Int = 16_384) throws -> (RecordTimeline, RecordIndexer) {
        let file = try RecordReader(path: path).file
        let indexer = try XCTUnwrap(RecordIndexer(file: file))
        indexer.scanToEnd()
        return (RecordTimeline(file: file, index: indexer.index, maximumSamples: maximumSamples), indexer)
    }

    func testRecordsAndMatchesFallIntoTheirSpans() throws {
        let scratch = try ScratchDirectory()
        for iso in [false, true] {
            let (timeline, _) = try timeline(for: try scratch.write("log.jsonl", Self.log(1...20_000, iso: iso)))
            let progress = timeline.sampleToEnd()
            XCTAssertTrue(progress.isComplete)
            XCTAssertTrue(progress.hasTimes)
            XCTAssertEqual(timeline.samples.map(\.record), Array(stride(from: 1, through: 20_000, by: 64)))
            XCTAssertEqual(timeline.samples.map(\.seconds), timeline.samples.map { Double(Self.start + $0.record) })
            let histogram = try XCTUnwrap(timeline.histogram(bucketCount: 10, matches: Array(stride(from: 1_000, through: 20_000, by: 1_000))))
            XCTAssertEqual(histogram.start, Double(Self.start + 1))
            XCTAssertEqual(histogram.counts.reduce(0, +), Double(timeline.samples.count * 64), accuracy: 0.001)
            // The records between samples are spread over the time between them: even counts,
            // and the last sample's 64 records at its time.
            for count in histogram.counts.dropLast() { XCTAssertEqual(count, 1_996.8, accuracy: 1) }
            XCTAssertEqual(try XCTUnwrap(histogram.counts.last), 1_996.8 + 64, accuracy: 1)
            // A match takes the time of the sample before it (at most 63 seconds earlier): at
            // most one of the matches at a span's start moves to the span before.
            let matches = Array(stride(from: 1_000, through: 20_000, by: 1_000))
            var exact = [Double](repeating: 0, count: 10)
            for match in matches { exact[histogram.bucket(of: Double(Self.start + match))] += 1 }
            XCTAssertEqual(histogram.matchCounts.reduce(0, +), 20)
            for (estimated, true_) in zip(histogram.matchCounts, exact) { XCTAssertEqual(estimated, true_, accuracy: 1, "\(histogram.matchCounts) against \(exact)") }
            XCTAssertEqual(histogram.firstRecords.first, 1)
            XCTAssertEqual(histogram.firstRecords.compactMap { $0 }, histogram.firstRecords.compactMap { $0 }.sorted())
        }
    }

    /// Each match counts in the span of the last sample at or before it (the first sample's
    /// before the first), as a step through the matches one by one finds it: random samples
    /// (repeated records and times out of order among them) and matches, seeded.
    func testEachMatchCountsAtTheLastSampleAtOrBeforeIt() throws {
        for seed in UInt64(1)...200 {
            var generator = SplitMix64Generator(seed: seed)
            let records = (0..<Int.random(in: 1...40, using: &generator)).map { _ in Int.random(in: 1...500, using: &generator) }.sorted()
            let samples = records.map { RecordTimeline.Sample(record: $0, seconds: Double(Int.random(in: 0...3_600, using: &generator))) }
            let matches = (0..<Int.random(in: 0...300, using: &generator)).map { _ in Int.random(in: 1...520, using: &generator) }.sorted()
            let bucketCount = Int.random(in: 1...30, using: &generator)
            let histogram = TimeHistogram(samples: samples, weight: 64, bucketCount: bucketCount, matches: matches)
            var expected = [Double](repeating: 0, count: bucketCount)
            for match in matches {
                let sample = samples.last { $0.record <= match } ?? samples[0]
                expected[histogram.bucket(of: sample.seconds)] += 1
            }
            XCTAssertEqual(histogram.matchCounts, expected, "seed \(seed)")
        }
    }

    /// While every record is sampled, each counts at its own time: a few records seconds apart
    /// are as many bars, not a line of slivers between them (the last record's bar alone
    /// standing out, as it did).
    func testEachRecordSampledCountsAtItsOwnTime() throws {
        let scratch = try ScratchDirectory()
        let (timeline, _) = try timeline(for: try scratch.write("few.jsonl", Self.log(1...4)))
        timeline.sampleToEnd()
        let histogram = try XCTUnwrap(timeline.histogram(bucketCount: 170, matches: [3]))
        let bars = histogram.counts.indices.filter { histogram.counts[$0] > 0 }
        XCTAssertEqual(bars, [0, 56, 113, 169], "\(histogram.counts)")
        XCTAssertEqual(bars.map { histogram.counts[$0] }, [1, 1, 1, 1])
        XCTAssertEqual(histogram.matchCounts[113], 1)
        XCTAssertEqual(histogram.firstRecords.compactMap { $0 }, [1, 2, 3, 4])
    }

    /// Past the limit, sampling goes from every record to the kept starts, then every other
    /// sample goes and sampling takes every other kept start.
    func testSamplesAreThinnedPastTheLimit() throws {
        let scratch = try ScratchDirectory()
        let (timeline, _) = try timeline(for: try scratch.write("log.jsonl", Self.log(1...3_000)), maximumSamples: 8)
        timeline.sampleToEnd()
        let records = timeline.samples.map(\.record)
        XCTAssertLessThan(records.count, 8)
        XCTAssertGreaterThanOrEqual(records.count, 4)
        let spacing = records[1] - records[0]
        XCTAssertEqual(records, Array(stride(from: 1, through: 3_000, by: spacing)), "evenly spaced: \(records)")
        // Each sample is its record's time, read by the one reader moved from sample to sample.
        XCTAssertEqual(timeline.samples.map(\.seconds), records.map { Double(Self.start + $0) })
        XCTAssertEqual(try XCTUnwrap(timeline.histogram(bucketCount: 1)?.counts.first), Double(records.count * spacing), accuracy: 0.001)
    }

    /// While the index has read half the file, the samples are already spaced as for the whole
    /// file (the records found, scaled by the bytes still to read), not spaced for the half
    /// and thinned again as the index goes on.
    func testSamplesAreSpacedForTheWholeFileWhileItIsIndexed() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", Self.log(1...20_000))
        let (complete, indexer) = try timeline(for: path, maximumSamples: 64)
        complete.sampleToEnd()
        // The index as it stood with half of the file read.
        let whole = indexer.index
        let keptCount = whole.allCheckpoints.count / 2
        var halfway = RecordIndex.Progress()
        halfway.recordCount = keptCount * RecordIndex.stride
        halfway.indexedBytes = whole.allCheckpoints[keptCount].offset
        halfway.totalBytes = whole.progress.totalBytes
        let half = RecordIndex()
        half.restore(Array(whole.allCheckpoints[..<keptCount]), lineMaps: whole.allLineMaps.copy(of: 0..<keptCount), progress: halfway)
        let partial = RecordTimeline(file: complete.file, index: half, maximumSamples: 64)
        XCTAssertFalse(partial.sampleToEnd().isComplete)
        let spacing = complete.samples[1].record - complete.samples[0].record
        XCTAssertEqual(spacing, 512, "20,000 records in fewer than 64 samples")
        XCTAssertEqual(partial.samples.map(\.record), complete.samples.map(\.record).filter { $0 <= halfway.recordCount },
                       "the whole file's spacing at once")
        XCTAssertEqual(partial.samples.map(\.seconds), partial.samples.map { Double(Self.start + $0.record) })
    }

    /// A file expected to hold more records than samples kept is sampled at its kept starts
    /// from the first: the records between are never read (a damaged one among them is not
    /// met), where reading every record up to the limit, to be thinned after, took much of a
    /// huge file's settled picture. With room for every record, the damaged one is met.
    func testAFileOfMoreRecordsThanSamplesIsNotReadRecordByRecord() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", Self.log(1...1) + "{damaged\n" + Self.log(3...20_000))
        let (spaced, _) = try timeline(for: path)
        XCTAssertNil(spaced.sampleToEnd().failure)
        XCTAssertEqual(spaced.samples.map(\.record), Array(stride(from: 1, through: 20_000, by: 64)))
        let (every, _) = try timeline(for: path, maximumSamples: 30_000)
        XCTAssertEqual(every.sampleToEnd().failure?.kind, .malformed)
        XCTAssertEqual(every.samples.count, 19_999)
    }

    /// A record longer than the bytes a sample reads at a time is read on to its end: the time
    /// written after a long message is each sample's own.
    func testARecordLongerThanASamplesReadIsReadToItsEnd() throws {
        let scratch = try ScratchDirectory()
        let message = String(repeating: "x", count: 3 * RecordTimeline.samplingChunkSize)
        let text = (1...2_000).map { #"{"msg": "\#(message)", "ts": \#(Self.start + $0)}"# + "\n" }.joined()
        let (timeline, _) = try timeline(for: try scratch.write("long.jsonl", text), maximumSamples: 16)
        XCTAssertTrue(timeline.sampleToEnd().isComplete)
        let records = timeline.samples.map(\.record)
        XCTAssertEqual(records, Array(stride(from: 1, through: 2_000, by: 256)), "sampled at kept starts")
        XCTAssertEqual(timeline.samples.map(\.seconds), records.map { Double(Self.start + $0) })
    }

    /// A text log's samples, read for the time alone and taken a batch at a time (thinned in
    /// the middle of a batch too), are the times of the records read whole.
    func testATextLogsSamplesAreTheTimesOfItsRecordsReadWhole() throws {
        let scratch = try ScratchDirectory()
        let lines = (0..<40_000).map { number in
            let time = Date(timeIntervalSince1970: Double(Self.start + number * 7))
            let stamp = ISO8601DateFormatter.string(from: time, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate, .withSpaceBetweenDateAndTime, .withTime, .withColonSeparatorInTime])
            return "\(stamp) status installed package-\(number):amd64 1.\(number)" + (number % 50 == 0 ? "\n  more about it" : "")
        }
        let path = try scratch.write("dpkg.log", lines.joined(separator: "\n") + "\n")
        let whole = try readRecords(path, format: .text)
        let seconds = whole.records.map { record -> Double? in
            guard case .object(let members) = record.value, let time = members.first(where: { $0.key == "time" }) else { return nil }
            return RecordTime.seconds(in: time.value)
        }
        XCTAssertEqual(seconds.count, 40_000)
        for maximumSamples in [16_384, 300] {
            let (timeline, _) = try timeline(for: path, maximumSamples: maximumSamples)
            XCTAssertTrue(timeline.sampleToEnd().isComplete)
            let records = timeline.samples.map(\.record)
            XCTAssertGreaterThan(records.count, 100)
            XCTAssertEqual(records, Array(stride(from: 1, through: 40_000, by: records[1] - records[0])), "evenly spaced")
            XCTAssertEqual(timeline.samples.map(\.seconds), records.map { seconds[$0 - 1] }, "\(maximumSamples) samples at most")
        }
    }

    func testSamplingGoesOnWhenTheFileGrows() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", Self.log(1...500))
        let (timeline, indexer) = try timeline(for: path)
        timeline.sampleToEnd()
        XCTAssertEqual(timeline.samples.map(\.record), Array(1...500), "every record of a short file")
        for count in try XCTUnwrap(timeline.histogram(bucketCount: 5)?.counts) { XCTAssertEqual(count, 100, accuracy: 1) }
        try appendText(Self.log(501...1_000), to: path)
        indexer.scanToEnd()
        XCTAssertTrue(timeline.sampleToEnd().isComplete)
        XCTAssertEqual(timeline.samples.map(\.record), Array(1...1_000))
    }

    /// A run started while an app starts (its window's first frame) samples once the start-up
    /// has ended, as the index it samples waits for it too; it does not sample in the idle
    /// class, where it fell behind the index.
    func testARunStartedDuringAnAppsStartUpWaitsForItsEnd() throws {
        let scratch = try ScratchDirectory()
        let (timeline, _) = try timeline(for: try scratch.write("log.jsonl", Self.log(1...100)))
        LowPriorityThreads.yieldFully(for: .seconds(30))
        defer { LowPriorityThreads.stopYieldingFully() }
        timeline.start()
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertTrue(timeline.samples.isEmpty, "held while the start-up lasts")
        LowPriorityThreads.stopYieldingFully()
        let deadline = Date(timeIntervalSinceNow: 10)
        while !timeline.progress.hasEnded, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertEqual(timeline.samples.map(\.record), Array(1...100))
    }

    /// A run started says so at once: whoever reads the progress right after `start()` never
    /// takes the last run's end (a picture of the window taken then showed no timeline).
    func testAStartedRunIsToldBeforeItsThreadRuns() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", Self.log(1...500))
        let (timeline, _) = try timeline(for: path)
        XCTAssertTrue(timeline.sampleToEnd().hasEnded)
        for _ in 0..<50 {
            let run = timeline.progress.run + 1
            timeline.start()
            // The run may have ended already (it has nothing to sample): it is this run's end.
            XCTAssertEqual(timeline.progress.run, run, "the run under way, at once")
            let ended = expectation(description: "the run ends")
            Task {
                for await progress in timeline.progressUpdates where progress.hasEnded && progress.run == run { break }
                ended.fulfill()
            }
            wait(for: [ended], timeout: 10)
        }
    }

    func testAChosenTimeFieldIsSampled() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", (1...100).map { #"{"ts": 1700000000, "at": \#(1_800_000_000 + $0)}"# + "\n" }.joined())
        let file = try RecordReader(path: path).file
        let indexer = try XCTUnwrap(RecordIndexer(file: file))
        indexer.scanToEnd()
        let timeline = RecordTimeline(file: file, index: indexer.index, timeField: "at")
        XCTAssertTrue(timeline.sampleToEnd().hasTimes)
        XCTAssertEqual(timeline.samples.first?.seconds, 1_800_000_001)
        XCTAssertEqual(timeline.samples.count, 100)
        // A chosen field that holds no time: no timeline, and sampling gives up.
        let none = RecordTimeline(file: file, index: indexer.index, timeField: "missing")
        XCTAssertFalse(none.sampleToEnd().hasTimes)
        XCTAssertNil(none.histogram(bucketCount: 3))
    }

    func testRecordsWithoutTimesHaveNoTimeline() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("people.jsonl", (1...10_000).map { #"{"name": "p\#($0)", "time": \#($0)}"# + "\n" }.joined())
        let (timeline, _) = try timeline(for: path)
        let progress = timeline.sampleToEnd()
        XCTAssertFalse(progress.hasTimes, "small numbers are no times")
        XCTAssertTrue(progress.hasEnded)
        XCTAssertNil(timeline.histogram(bucketCount: 10))
    }
}
