import CGtk
import Foundation
import GtkList
import GtkListTesting
import ListViewerKit
import RecordFiles

/// A huge file in list-viewer against what people would use instead, on the same file in the
/// same run: `wc -l` for the record index, ripgrep for every search (each needle with its case
/// matched, ignored, and as a regular expression, with both match counts), a plain GTK C
/// program for the first frame with rows and the settled picture. It reports each figure with
/// its anchor and their ratio, since machines differ by 3× and more; then how long a jump to a
/// random record takes in the real window, the longest gap between painted frames while the
/// window indexes and searches as the list scrolls, how soon a reopened file's kept index is
/// ready, and list-viewer's peak memory on the file against a 2 MB one.
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
        /// The searches of the representative needle (the second, about 1 record in 1,000, when
        /// the needles are chosen): with its case matched against `rg -c -F`, ignored against
        /// `rg -ci -F`, and its regular expression against `rg -c -e`. Every search is in
        /// ``searches``.
        let searchNeedle: String
        let searchMatches: Int
        let searchMegabytesPerSecond: Double
        let ripgrepMegabytesPerSecond: Double
        let searchToRipgrep: Double
        let caseInsensitiveSearchNeedle: String
        let caseInsensitiveSearchMegabytesPerSecond: Double
        let caseInsensitiveRipgrepMegabytesPerSecond: Double
        let caseInsensitiveSearchToRipgrep: Double
        let regexPattern: String
        let regexSearchMegabytesPerSecond: Double
        let regexRipgrepMegabytesPerSecond: Double
        let regexSearchToRipgrep: Double
        /// Every needle with its case matched and ignored, every regular expression.
        let searches: [SearchFigure]
        /// The first painted frame with rows, the slower of a tiny file and this one, against
        /// GTK's floor.
        let firstRowsToFloor: Double
        /// The settled picture of this file (index, timeline and a search done) against the
        /// floor plus 1.2 × `wc -l`'s time on the file.
        let settledToBudget: Double
        /// Peak memory while list-viewer indexes, searches, filters and sorts this file, against
        /// the same on its first 2 MB.
        let peakMemory: PeakMemoryBenchmark.Result
        let peakMemoryToSmallFile: Double
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

    /// Measures the file at `given` (else a generated 1.2 GB log of varied records) with
    /// `needles` and `regularExpressions`: without needles, three of the file's own words
    /// (``SearchNeedles``); without expressions, each needle's text as one.
    static func run(path given: String?, needles givenNeedles: [String], regularExpressions givenExpressions: [String]) throws -> Result {
        let path = try given ?? GeneratedLogs.file(.jsonl, records: 6_000_000)
        let megabytes = try fileMegabytes(path)
        // The file indexed once, untimed: the needles are chosen from its records, and step 2's
        // searches number their matches through it.
        let reader = try RecordReader(path: path)
        guard let indexer = RecordIndexer(file: reader.file) else { fail("\(path) is read as UTF-16, which is not indexed") }
        let indexed = indexer.scanToEnd()
        let (needles, expressions) = SearchNeedles.resolved(needles: givenNeedles, regularExpressions: givenExpressions,
                                                            in: reader.file, index: indexer.index)
        let representative = needles[min(1, needles.count - 1)]

        // Step 1: the anchors, after a first read that fills the page cache.
        let wc = CommandAnchors.medianTime(3, "/usr/bin/wc", ["-l", path])
        let firstPicture = FirstPictureBenchmark.run(smallFile: try GeneratedLogs.file(.jsonl, records: 13_000),
                                                     hugeFile: path, needle: representative)
        let peakMemory = try PeakMemoryBenchmark.run(path: path, needle: needles[0])

        // Step 2: the index and the searches alone, on this thread; each the median of three.
        let (indexSeconds, indexToWc) = indexAgainstWc(of: reader.file, path: path)
        let searches = SearchFigure.measureAll(needles: needles, regularExpressions: expressions, in: reader.file,
                                               index: indexer.index, path: path, megabytes: megabytes)
        let representativeIndex = needles.firstIndex(of: representative)!
        let (caseMatched, caseIgnored) = (searches[2 * representativeIndex], searches[2 * representativeIndex + 1])
        let regex = searches[2 * needles.count + min(representativeIndex, expressions.count - 1)]
        let csv = try indexRate(of: try GeneratedLogs.file(.csv, records: 1_900_000))
        let jsonArray = try indexRate(of: try GeneratedLogs.file(.json, records: 1_900_000))
        let text = try indexRate(of: try GeneratedLogs.file(.text, records: 1_900_000))
        // Step 3: the window, scrolling every frame while it indexes (the file opened for the
        // first time) and then searches.
        KeptIndexes.forget()
        let (viewer, file, firstRows) = try openInViewer(path, width: 800)
        let gaps = FrameGapProbe(window: viewer.window)
        let scrolled = file.feed.list.scrolledWindow
        let scrolling = keepScrolling(scrolled)
        MainLoop.run(until: { file.model.index.progress?.isComplete == true }, timeout: 120)
        file.model.search.setInput(SearchState.Input(text: representative))
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
            if !MainLoop.run(until: { isShownAtTop(number, of: indexed.recordCount, in: file) }, timeout: 30) {
                let top = file.feed.list.visibleRows.map { file.model.records.droppedRecords + $0.lowerBound + 1 }
                FileHandle.standardError.write(Data(("list-bench: record \(number) of \(indexed.recordCount) was not shown at the top "
                    + "in 30 s: the top row is \(top.map(String.init) ?? "none"), the selected record "
                    + "\(file.feed.list.selectedItem.map { String($0.item.id) } ?? "none")\n").utf8))
            }
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
                      indexToWc: indexToWc,
                      csvIndexMegabytesPerSecond: csv.rate, csvIndexToWc: csv.toWc,
                      jsonArrayIndexMegabytesPerSecond: jsonArray.rate, jsonArrayIndexToWc: jsonArray.toWc,
                      textIndexMegabytesPerSecond: text.rate, textIndexToWc: text.toWc,
                      searchNeedle: caseMatched.needle, searchMatches: caseMatched.matches,
                      searchMegabytesPerSecond: caseMatched.megabytesPerSecond,
                      ripgrepMegabytesPerSecond: caseMatched.ripgrepMegabytesPerSecond, searchToRipgrep: caseMatched.toRipgrep,
                      caseInsensitiveSearchNeedle: caseIgnored.needle,
                      caseInsensitiveSearchMegabytesPerSecond: caseIgnored.megabytesPerSecond,
                      caseInsensitiveRipgrepMegabytesPerSecond: caseIgnored.ripgrepMegabytesPerSecond,
                      caseInsensitiveSearchToRipgrep: caseIgnored.toRipgrep,
                      regexPattern: regex.needle, regexSearchMegabytesPerSecond: regex.megabytesPerSecond,
                      regexRipgrepMegabytesPerSecond: regex.ripgrepMegabytesPerSecond, regexSearchToRipgrep: regex.toRipgrep,
                      searches: searches, firstRowsToFloor: firstPicture.firstRowsToFloor,
                      settledToBudget: firstPicture.hugeFileMilliseconds / (firstPicture.floorMilliseconds + 1.2 * wc * 1_000),
                      peakMemory: peakMemory, peakMemoryToSmallFile: peakMemory.peakMemoryToSmallFile,
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

    /// How long a fresh index of `file` (at `path`) takes, and how fast that is against
    /// `wc -l` on it: after a first pass of each that fills the page cache, five turns of
    /// `wc -l` then the index, so that a busy spell of a shared machine slows both sides of a
    /// turn. The median index time, and the median of the turns' ratios.
    private static func indexAgainstWc(of file: RecordFile, path: String) -> (seconds: Double, toWc: Double) {
        RecordIndexer(file: file)!.scanToEnd()
        CommandAnchors.time("/usr/bin/wc", ["-l", path])
        var times: [Double] = [], ratios: [Double] = []
        for _ in 0..<5 {
            let wc = CommandAnchors.time("/usr/bin/wc", ["-l", path])
            let indexer = RecordIndexer(file: file)!
            let start = DispatchTime.now().uptimeNanoseconds
            indexer.scanToEnd()
            let index = seconds(since: start)
            times.append(index)
            ratios.append(wc / index)
        }
        return (times.sorted()[2], ratios.sorted()[2])
    }

    /// How fast the file at `path` is indexed, in MB/s and against `wc -l` on it.
    static func indexRate(of path: String) throws -> (rate: Double, toWc: Double) {
        let reader = try RecordReader(path: path)
        let (indexSeconds, toWc) = indexAgainstWc(of: reader.file, path: path)
        return (try fileMegabytes(path) / indexSeconds, toWc)
    }
}
