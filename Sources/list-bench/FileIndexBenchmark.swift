import CGtk
import Foundation
import GtkList
import GtkListTesting
import ListViewerKit
import RecordFiles

/// A huge file in list-viewer against what people would use instead, on the same file in the
/// same run: `wc -l` for the record index, ripgrep for the search, a plain GTK C program for
/// the first picture. It reports each figure with its anchor and their ratio, since machines
/// differ by 3× and more; then how long a jump to a random record takes in the real window,
/// the longest gap between painted frames while the window indexes and searches as the list
/// scrolls, and how soon a reopened file's kept index is ready.
@MainActor
struct FileIndexBenchmark {
    struct Result: Codable {
        let file: String
        let fileMegabytes: Double
        let records: Int
        let wcMegabytesPerSecond: Double
        let firstRowsMilliseconds: Double
        /// The first picture, whole process, against GTK's floor.
        let firstPicture: FirstPictureBenchmark.Result
        let firstPictureToFloor: Double
        let indexMegabytesPerSecond: Double
        let indexBytesPerRecord: Double
        /// The record index against `wc -l` on the same file.
        let indexToWc: Double
        /// The index of the same records as CSV (a quoted field with line breaks in every tenth
        /// row) and as a JSON array, each against `wc -l` on that file: formats that need a
        /// structural scan, not a newline count.
        let csvIndexMegabytesPerSecond: Double
        let csvIndexToWc: Double
        let jsonArrayIndexMegabytesPerSecond: Double
        let jsonArrayIndexToWc: Double
        let textIndexMegabytesPerSecond: Double
        let textIndexToWc: Double
        /// A needle with a capital (case is matched) against `rg -c`, and one in lower case
        /// (case is ignored) against `rg -ci`.
        let searchNeedle: String
        let searchMatches: Int
        let searchMegabytesPerSecond: Double
        let ripgrepMegabytesPerSecond: Double
        let searchToRipgrep: Double
        let caseInsensitiveSearchNeedle: String
        let caseInsensitiveSearchMegabytesPerSecond: Double
        let caseInsensitiveRipgrepMegabytesPerSecond: Double
        let caseInsensitiveSearchToRipgrep: Double
        /// A regular expression in lower case (case is ignored), against `rg -ci` with it.
        let regexPattern: String
        let regexSearchMegabytesPerSecond: Double
        let regexRipgrepMegabytesPerSecond: Double
        let regexSearchToRipgrep: Double
        /// 20 jumps to random records in the window, once indexed, until each is selected.
        let gotoMedianMilliseconds: Double
        let gotoP95Milliseconds: Double
        let gotoMaximumMilliseconds: Double
        let longestFrameGapMilliseconds: Double
        /// From the first picture of the file opened again until its whole index is ready (its
        /// record count, the whole-file scroll bar, Ctrl+End): the index kept by the first
        /// window is taken up.
        let reopenReadyMilliseconds: Double
    }

    /// What the searches look for in the generated log: each is in about one record in 7,000.
    static let needle = "GET /v1/items/4242"
    static let caseInsensitiveNeedle = "user-4242"
    /// The ten users 4042, 4142, …, 4942: about one record in a thousand.
    static let regexPattern = "user-4[0-9]42\\b"

    static func run(path given: String?) throws -> Result {
        let path = try given ?? GeneratedLogs.file(.jsonl, records: 7_600_000)
        let megabytes = try fileMegabytes(path)

        // Step 1: the anchors, after a first read that fills the page cache.
        let wc = CommandAnchors.medianTime(3, "/usr/bin/wc", ["-l", path])
        let ripgrep = CommandAnchors.ripgrep()
        // rg exits with 1 when nothing matches.
        let rg = CommandAnchors.medianTime(3, ripgrep, ["-c", needle, path], allowing: [0, 1])
        let rgIgnoringCase = CommandAnchors.medianTime(3, ripgrep, ["-ci", caseInsensitiveNeedle, path], allowing: [0, 1])
        let rgRegex = CommandAnchors.medianTime(3, ripgrep, ["-ci", regexPattern, path], allowing: [0, 1])
        let firstPicture = FirstPictureBenchmark.run(smallFile: try GeneratedLogs.file(.jsonl, records: 13_000),
                                                     hugeFile: path)

        // Step 2: the index and the searches alone, on this thread; each the median of three.
        let reader = try RecordReader(path: path)
        guard let indexer = RecordIndexer(file: reader.file) else { fail("\(path) is read as UTF-16, which is not indexed") }
        let indexed = indexer.scanToEnd()
        let indexSeconds = indexTime(of: reader.file)
        let (searchSeconds, searched) = searchTime(needle, in: reader.file, index: indexer.index)
        let (searchIgnoringCaseSeconds, _) = searchTime(caseInsensitiveNeedle, in: reader.file, index: indexer.index)
        let (regexSeconds, _) = searchTime(regexPattern, isRegularExpression: true, in: reader.file, index: indexer.index)
        let csv = try indexRate(of: try GeneratedLogs.file(.csv, records: 1_900_000))
        let jsonArray = try indexRate(of: try GeneratedLogs.file(.json, records: 1_900_000))
        let text = try indexRate(of: try GeneratedLogs.file(.text, records: 1_900_000))
        // Step 3: the window, scrolling every frame while it indexes and then searches.
        let (viewer, file, firstRows) = try openInViewer(path, width: 800)
        let gaps = FrameGapProbe(window: viewer.window)
        let scrolled = file.feed.list.scrolledWindow
        let scrolling = keepScrolling(scrolled)
        MainLoop.run(until: { file.model.index.progress?.isComplete == true }, timeout: 120)
        file.model.search.setInput(SearchState.Input(text: caseInsensitiveNeedle))
        MainLoop.run(until: { file.model.search.run?.matching.progress.isComplete == true }, timeout: 120)
        let longestGap = gaps.longestGap(over: 10)
        scrolled.removeTickCallback(scrolling)

        // Step 4: jumps to random records, as Ctrl+L does, each from a window at rest, until the
        // record is selected and laid out at the top of the view (or on the last screen).
        var generator = SystemRandomNumberGenerator()
        var jumps: [Double] = []
        for _ in 0..<20 {
            MainLoop.run(until: { file.model.settleState == .settled && file.feed.state.phase == .idle }, timeout: 30)
            let number = Int.random(in: 1...indexed.recordCount, using: &generator)
            let start = DispatchTime.now().uptimeNanoseconds
            file.model.place.go(to: .record(number))
            MainLoop.run(until: { isShownAtTop(number, of: indexed.recordCount, in: file) }, timeout: 30)
            jumps.append(seconds(since: start) * 1_000)
        }
        viewer.window.close()
        jumps.sort()

        // Step 5: the file opened again, its kept index taken up.
        let (again, reopened, _) = try openInViewer(path, width: 800)
        let pictured = DispatchTime.now().uptimeNanoseconds
        MainLoop.run(until: { reopened.model.index.progress?.isComplete == true }, timeout: 120)
        let reopenReady = seconds(since: pictured) * 1_000
        again.window.close()

        let wcRate = megabytes / wc
        return Result(file: path, fileMegabytes: megabytes, records: indexed.recordCount,
                      wcMegabytesPerSecond: wcRate, firstRowsMilliseconds: firstRows,
                      firstPicture: firstPicture, firstPictureToFloor: firstPicture.firstPictureToFloor,
                      indexMegabytesPerSecond: megabytes / indexSeconds,
                      indexBytesPerRecord: Double(indexer.index.memoryFootprint) / Double(max(1, indexed.recordCount)),
                      indexToWc: wc / indexSeconds,
                      csvIndexMegabytesPerSecond: csv.rate, csvIndexToWc: csv.toWc,
                      jsonArrayIndexMegabytesPerSecond: jsonArray.rate, jsonArrayIndexToWc: jsonArray.toWc,
                      textIndexMegabytesPerSecond: text.rate, textIndexToWc: text.toWc,
                      searchNeedle: needle, searchMatches: searched.matchCount,
                      searchMegabytesPerSecond: megabytes / searchSeconds, ripgrepMegabytesPerSecond: megabytes / rg,
                      searchToRipgrep: rg / searchSeconds,
                      caseInsensitiveSearchNeedle: caseInsensitiveNeedle,
                      caseInsensitiveSearchMegabytesPerSecond: megabytes / searchIgnoringCaseSeconds,
                      caseInsensitiveRipgrepMegabytesPerSecond: megabytes / rgIgnoringCase,
                      caseInsensitiveSearchToRipgrep: rgIgnoringCase / searchIgnoringCaseSeconds,
                      regexPattern: regexPattern, regexSearchMegabytesPerSecond: megabytes / regexSeconds,
                      regexRipgrepMegabytesPerSecond: megabytes / rgRegex, regexSearchToRipgrep: rgRegex / regexSeconds,
                      gotoMedianMilliseconds: jumps[jumps.count / 2],
                      gotoP95Milliseconds: jumps[Int((Double(jumps.count) * 0.95).rounded(.up)) - 1],
                      gotoMaximumMilliseconds: jumps.last ?? 0,
                      longestFrameGapMilliseconds: longestGap, reopenReadyMilliseconds: reopenReady)
    }

    private static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
    }

    /// Whether record `number` (of `count`) is selected and laid out at the top of the file's
    /// list, or on its last screen for the file's last records.
    private static func isShownAtTop(_ number: Int, of count: Int, in file: FileContent) -> Bool {
        guard file.feed.list.selectedItem?.item.id == number, let rows = file.feed.list.visibleRows else { return false }
        let top = file.model.records.droppedRecords + rows.lowerBound + 1
        return top == number || (count - number < rows.count && (top...(top + rows.count)).contains(number))
    }

    private static func fileMegabytes(_ path: String) throws -> Double {
        Double((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) / 1_048_576
    }

    /// How long a whole-file search for `text` takes, as list-viewer's search bar runs it once
    /// the file is indexed, and what it found.
    static func searchTime(_ text: String, isRegularExpression: Bool = false, in file: RecordFile,
                                   index: RecordIndex) -> (seconds: Double, progress: RecordSearch.Progress) {
        let query = isRegularExpression ? try? SearchQuery(regularExpression: text) : SearchQuery(text)
        guard let query, let search = RecordSearch(query: query, file: file, index: index) else {
            fail("cannot search for \(text)")
        }
        let progress = search.searchToEnd()
        let times = (0..<3).map { _ in
            let search = RecordSearch(query: query, file: file, index: index)!
            let start = DispatchTime.now().uptimeNanoseconds
            search.searchToEnd()
            return seconds(since: start)
        }
        return (times.sorted()[1], progress)
    }

    /// The median of three times a fresh index of `file` takes.
    private static func indexTime(of file: RecordFile) -> Double {
        let times = (0..<3).map { _ in
            let indexer = RecordIndexer(file: file)!
            let start = DispatchTime.now().uptimeNanoseconds
            indexer.scanToEnd()
            return seconds(since: start)
        }
        return times.sorted()[1]
    }

    /// How fast the file at `path` is indexed, in MB/s and against `wc -l` on it, after a
    /// first pass that fills the page cache.
    static func indexRate(of path: String) throws -> (rate: Double, toWc: Double) {
        let reader = try RecordReader(path: path)
        RecordIndexer(file: reader.file)!.scanToEnd()
        let indexSeconds = indexTime(of: reader.file)
        let wc = CommandAnchors.medianTime(3, "/usr/bin/wc", ["-l", path])
        return (try fileMegabytes(path) / indexSeconds, wc / indexSeconds)
    }
}
