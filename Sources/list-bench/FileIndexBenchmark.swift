import CGtk
import Foundation
import GtkList
import GtkListTesting
import ListViewerKit
import RecordFiles

/// A huge JSON Lines file in list-viewer, against `wc -l` and `grep -c` on the same file in the
/// same run: how fast the record index and the whole-file search go, what the index costs per
/// record, how long a jump to a random record takes in the real window, and the longest gap
/// between painted frames while the window indexes and searches as the list scrolls.
@MainActor
struct FileIndexBenchmark {
    struct Result: Codable {
        let file: String
        let fileMegabytes: Double
        let records: Int
        let wcLinesSeconds: Double
        let wcMegabytesPerSecond: Double
        let grepCountSeconds: Double
        let grepMegabytesPerSecond: Double
        let firstRowsMilliseconds: Double
        let indexMegabytesPerSecond: Double
        let indexBytesPerRecord: Double
        /// The index of the same records as CSV (a quoted field with line breaks in every tenth
        /// row) and as a JSON array: formats that need a structural scan, not a newline count.
        let csvIndexMegabytesPerSecond: Double
        let jsonArrayIndexMegabytesPerSecond: Double
        let searchMegabytesPerSecond: Double
        let searchMatches: Int
        /// The median of 20 jumps to random records in the window, once indexed.
        let gotoMilliseconds: Double
        let gotoMaximumMilliseconds: Double
        let longestFrameGapMilliseconds: Double
        /// From the first picture of the file opened again until its whole index is ready (its
        /// record count, the whole-file scroll bar, Ctrl+End): the index kept by the first
        /// window is taken up.
        let reopenReadyMilliseconds: Double
    }

    /// What the search looks for: about one record in a thousand has it.
    static let query = "user-4242"

    static func run(path given: String?) throws -> Result {
        let path = try given ?? generatedFile(.jsonl)
        let size = Double((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
        let megabytes = size / 1_048_576

        // Step 1: the physical anchors, after a first read that fills the page cache.
        _ = try timeCommand("/usr/bin/wc", ["-l", path])
        let wc = try timeCommand("/usr/bin/wc", ["-l", path])
        let grep = try timeCommand("/bin/grep", ["-c", query, path])

        // Step 2: the index and the search alone, on this thread.
        let reader = try RecordReader(path: path)
        guard let indexer = RecordIndexer(file: reader.file) else { fail("\(path) is read as UTF-16, which is not indexed") }
        let indexStart = DispatchTime.now().uptimeNanoseconds
        let indexed = indexer.scanToEnd()
        let indexSeconds = seconds(since: indexStart)
        let search = RecordSearch(query: SearchQuery(query)!, file: reader.file)!
        let searchStart = DispatchTime.now().uptimeNanoseconds
        let searched = search.searchToEnd()
        let searchSeconds = seconds(since: searchStart)
        let csvRate = try indexRate(of: try generatedFile(.csv))
        let jsonArrayRate = try indexRate(of: try generatedFile(.json))

        // Step 3: the window, scrolling every frame while it indexes and then searches.
        let (viewer, file, firstRows) = try openInViewer(path, width: 800)
        let gaps = FrameGapProbe(window: viewer.window)
        let scrolled = file.feed.list.scrolledWindow
        let scrolling = keepScrolling(scrolled)
        MainLoop.run(until: { file.source.indexProgress?.isComplete == true }, timeout: 120)
        file.searchBar.search(for: query)
        MainLoop.run(until: { file.searchBar.search?.progress.isComplete == true }, timeout: 120)
        let longestGap = gaps.longestGap(over: 10)
        scrolled.removeTickCallback(scrolling)

        // Step 4: jumps to random records, as Ctrl+L does, until each is selected.
        var generator = SystemRandomNumberGenerator()
        var jumps: [Double] = []
        for _ in 0..<20 {
            let number = Int.random(in: 1...indexed.recordCount, using: &generator)
            let start = DispatchTime.now().uptimeNanoseconds
            file.navigator.goTo(number)
            MainLoop.run(until: { file.feed.list.selectedItem?.item.id == number }, timeout: 30)
            jumps.append(seconds(since: start) * 1_000)
        }
        viewer.window.close()
        jumps.sort()

        // Step 5: the file opened again, its kept index taken up.
        let (again, reopened, _) = try openInViewer(path, width: 800)
        let pictured = DispatchTime.now().uptimeNanoseconds
        MainLoop.run(until: { reopened.source.indexProgress?.isComplete == true }, timeout: 120)
        let reopenReady = seconds(since: pictured) * 1_000
        again.window.close()

        return Result(file: path, fileMegabytes: megabytes, records: indexed.recordCount,
                      wcLinesSeconds: wc, wcMegabytesPerSecond: megabytes / wc,
                      grepCountSeconds: grep, grepMegabytesPerSecond: megabytes / grep,
                      firstRowsMilliseconds: firstRows,
                      indexMegabytesPerSecond: megabytes / indexSeconds,
                      indexBytesPerRecord: Double(indexer.index.memoryFootprint) / Double(max(1, indexed.recordCount)),
                      csvIndexMegabytesPerSecond: csvRate, jsonArrayIndexMegabytesPerSecond: jsonArrayRate,
                      searchMegabytesPerSecond: megabytes / searchSeconds, searchMatches: searched.matchCount,
                      gotoMilliseconds: (jumps[9] + jumps[10]) / 2, gotoMaximumMilliseconds: jumps.last ?? 0,
                      longestFrameGapMilliseconds: longestGap, reopenReadyMilliseconds: reopenReady)
    }

    private static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
    }

    /// Runs `executable` with its output discarded and returns how long it took, in seconds.
    private static func timeCommand(_ executable: String, _ arguments: [String]) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        process.waitUntilExit()
        return seconds(since: start)
    }

    /// How fast the file at `path` is indexed, in MB/s, on a second pass: the first fills the
    /// page cache, as `wc -l` does for the main file.
    private static func indexRate(of path: String) throws -> Double {
        let reader = try RecordReader(path: path)
        func indexer() -> RecordIndexer { RecordIndexer(file: reader.file)! }
        indexer().scanToEnd()
        let start = DispatchTime.now().uptimeNanoseconds
        let progress = indexer().scanToEnd()
        return Double(progress.indexedBytes) / 1_048_576 / seconds(since: start)
    }

    /// A log in the temporary directory, written once and kept for later runs: 1 GB of JSON
    /// Lines (7.6 million records), or a quarter of that as CSV or as a JSON array.
    private static func generatedFile(_ format: RecordFormat) throws -> String {
        let recordCount = format == .jsonl ? 7_600_000 : 1_900_000
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("list-bench-\(recordCount)-records.\(format.rawValue)").path
        if FileManager.default.fileExists(atPath: path) { return path }
        let partial = path + ".partial"
        guard FileManager.default.createFile(atPath: partial, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: partial])
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: partial))
        var chunk = format == .csv ? "id,time,level,service,user,message\n" : format == .json ? "[\n" : ""
        for number in 1...recordCount {
            chunk += record(number, as: format)
            if format == .json { chunk += number < recordCount ? ",\n" : "\n]\n" }
            if number % 50_000 == 0 {
                try handle.write(contentsOf: Data(chunk.utf8))
                chunk = ""
            }
        }
        try handle.write(contentsOf: Data(chunk.utf8))
        try handle.close()
        try FileManager.default.moveItem(atPath: partial, toPath: path)
        return path
    }

    /// Record `number` of the log, about 150 bytes.
    private static func record(_ number: Int, as format: RecordFormat) -> String {
        let level = ["info", "info", "info", "warn", "error"][number % 5]
        let time = "2026-11-22T10:\(number % 60 / 10)\(number % 10):00.\(number % 1000)Z"
        let message = "GET /v1/items/\(number) returned 200 in \(number % 97) ms"
        switch format {
        case .csv:
            let quoted = number % 10 == 0 ? "\"\(message),\nretried \"\"once\"\"\"" : message
            return "\(number),\(time),\(level),api-\(number % 16),user-\(number % 10_000),\(quoted)\n"
        case .json, .jsonl:
            let line = #"{"id":\#(number),"time":"\#(time)","level":"\#(level)","service":"api-\#(number % 16)","#
                + #""user":"user-\#(number % 10_000)","message":"\#(message)"}"#
            return format == .jsonl ? line + "\n" : line
        }
    }
}
