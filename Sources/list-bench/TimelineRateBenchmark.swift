import Foundation
import RecordFiles
import RecordFormats

/// How long a file's timeline takes to sample it, alone, once the file is indexed: the median
/// of seven runs, each with a timeline of its own, and the samples it kept. A settled window
/// waits for this beside the index.
enum TimelineRateBenchmark {
    struct Result: Codable {
        let path: String
        let samples: Int
        let milliseconds: Double
        /// Microseconds a sample.
        let microsecondsPerSample: Double
    }

    static func run(path: String) throws -> Result {
        let file = try RecordReader(path: path).file
        guard let indexer = RecordIndexer(file: file) else { fail("\(path) is read as UTF-16, which is not indexed") }
        indexer.scanToEnd()
        var samples = 0
        let median = Timing(timeRuns(7) {
            samples = RecordTimeline(file: file, index: indexer.index).sampleToEnd().sampleCount
        }).median
        return Result(path: path, samples: samples, milliseconds: median, microsecondsPerSample: median * 1_000 / Double(max(1, samples)))
    }
}
