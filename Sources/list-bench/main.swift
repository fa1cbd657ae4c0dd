import Foundation
import ListViewerKit
import RecordFiles

// list-bench: measures ListCore's diff against the standard library, and GtkList's ListView
// against a plain GtkStringList list, side by side in one run. Prints a table on standard error
// and one JSON document on standard output. Build in release; needs an X display (Xvfb).
//
//   list-bench                      everything (GTK cases run in child processes)
//   list-bench gtk-case KIND ROWS   one GTK case (ours|plain|grid), as JSON
//   list-bench soak [SECONDS] [scattered]   a long scrolling session; memory over time, as JSON
//   list-bench refresh-case ROWS FRACTION INSERTED   frame gaps while a refresh lands, as JSON
//   list-bench apply                what apply costs beyond the diff, as a table
//   list-bench window-churn [WINDOWS]   memory closed feed, list and plain GTK windows leave, as JSON
//   list-bench file-scroll FILE [SECONDS]   list-viewer paging through FILE; memory, as JSON
//   list-bench file-index [FILE] [--needle TEXT]... [--regex PATTERN]...
//                                   index, searches, pictures, memory and jumps in FILE (else a
//                                   generated 1.2 GB log); needles default to three of FILE's
//                                   own words, at about 1 in 10, 1 in 1,000 and no records; as JSON
//   list-bench animated-changes     frame work while small changes animate, against scrolling alone, as JSON
//   list-bench outline-expand       frame gaps while every node of a 100,000-node outline expands and collapses, as JSON
//   list-bench file-filter [FILE EXPRESSION JQ_PROGRAM]   a field filter against jq on FILE (else a
//                                   generated log), as JSON
//   list-bench file-compressed [FILE]   FILE (else a generated log) as .gz and .zst: opening, indexing
//                                   and jumps against gzip -dc and zstd -dc, as JSON
//   list-bench file-sort            a table's sort of a whole file against sort -t, -k, as JSON
//   list-bench index-rate [FILE...]  the record index alone on each FILE (else generated logs) against wc -l
//   list-bench log-patterns [FILE]  a text log's patterns learnt (else a generated 1 GB syslog) against wc -l, and its
//                                   index against wc -l, as JSON
//   list-bench timeline-rate FILE    the timeline's sampling of FILE alone, once indexed, as JSON
//   list-bench search-rate [FILE] [--needle TEXT]... [--regex PATTERN]...
//                                   the searches alone in FILE (else a generated 1.2 GB log) against ripgrep
//
// A compressed FILE (gzip, Zstandard, bzip2, xz) is measured on its decompressed copy (MeasuredFile),
// which the tools it is set beside read.

let arguments = CommandLine.arguments
// Indexes kept by list-viewers this program runs go to a folder of its own, never the user's,
// and none kept by an earlier run is taken up.
KeptIndexes.useOwnCache()
KeptIndexes.forget()
let commands = ["gtk-case", "soak", "refresh-case", "apply", "window-churn", "window-churn-case", "file-scroll", "file-index",
                "animated-changes", "outline-expand", "file-filter", "file-compressed", "file-sort", "index-rate", "log-patterns", "search-rate",
                "timeline-rate"]
if arguments.count >= 2, arguments[1] == "--help" || arguments[1] == "-h" || !commands.contains(arguments[1]) {
    let usage = """
        usage: list-bench [COMMAND ...]   (without a command: the list benchmarks, which need an X display)
        commands: \(commands.joined(separator: ", "))
        each command's arguments: the comment at the top of Sources/list-bench/main.swift
        """
    let asked = arguments[1] == "--help" || arguments[1] == "-h"
    FileHandle.standardError.write(Data(((asked ? "" : "list-bench: no command \(arguments[1])\n") + usage + "\n").utf8))
    exit(asked ? 0 : 2)
}
// The benchmarks that show windows (or run list-viewer's pictures) need an X display: say so,
// rather than stop with GTK's error.
let showsWindows: Set = ["gtk-case", "soak", "refresh-case", "apply", "window-churn", "window-churn-case", "file-scroll",
                         "file-index", "animated-changes", "outline-expand"]
if arguments.count < 2 || showsWindows.contains(arguments[1]), (ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty {
    FileHandle.standardError.write(Data("list-bench: this needs an X display: run it with scripts/with-display.sh, or set DISPLAY\n".utf8))
    exit(1)
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("list-bench: \(message)\n".utf8))
    exit(1)
}

/// Runs one case (`arguments` of this program) in a child process, so each starts from the
/// same memory baseline and its frames are its own, and decodes the JSON it prints.
func runInChildProcess<Result: Decodable>(_ arguments: [String]) -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { fail("cannot start \(arguments.joined(separator: " ")): \(error)") }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let result = try? JSONDecoder().decode(Result.self, from: data)
    else { fail("\(arguments.joined(separator: " ")) failed (is there an X display?)") }
    return result
}

// A file that cannot be read, a command that fails: said in one line, exit 1.
do {
    if arguments.count == 4, arguments[1] == "gtk-case" {
        guard let kind = GtkBenchmark.Kind(rawValue: arguments[2]), let rows = Int(arguments[3]) else {
            fail("usage: list-bench gtk-case ours|plain|grid ROWS")
        }
        let result = try MainActor.assumeIsolated { try GtkBenchmark.run(kind, rows: rows) }
        FileHandle.standardOutput.write(try encoder.encode(result))
        exit(0)
    }

    if arguments.count >= 2, arguments[1] == "soak" {
        let seconds = arguments.count > 2 ? Double(arguments[2]) ?? 180 : 180
        let mode = arguments.count > 3 ? SoakTest.Mode(rawValue: arguments[3]) ?? .realistic : .realistic
        let result = try MainActor.assumeIsolated { try SoakTest.run(seconds: seconds, mode: mode) }
        FileHandle.standardError.write(Data(String(
            format: "soak (\(mode.rawValue)): %.0f s, %d passes over 1M rows, %d pages appended, %d refreshes; RSS %.1f MB after warm-up, grew %.1f MB after it (target < 5 MB)\n",
            result.seconds, result.passes, result.appendedPages, result.refreshes, result.warmUpMegabytes,
            result.growthAfterWarmUpMegabytes).utf8))
        FileHandle.standardOutput.write(try encoder.encode(result))
        exit(result.growthAfterWarmUpMegabytes < 5 ? 0 : 1)
    }

    if arguments.count == 5, arguments[1] == "refresh-case" {
        guard let rows = Int(arguments[2]), let fraction = Double(arguments[3]), let inserted = Int(arguments[4]) else {
            fail("usage: list-bench refresh-case ROWS UPDATED_FRACTION INSERTED")
        }
        let result = try MainActor.assumeIsolated {
            try RefreshBenchmark.run(rows: rows, updatedFraction: fraction, inserted: inserted)
        }
        FileHandle.standardOutput.write(try encoder.encode(result))
        exit(0)
    }

    if arguments.count >= 2, arguments[1] == "apply" {
        for result in ApplyOverheadBenchmark.run(runs: 7) {
            FileHandle.standardError.write(Data(String(format: "%@: apply %.2f ms, diff %.2f ms, %.2f×\n",
                                                       result.name, result.applyMilliseconds, result.diffMilliseconds,
                                                       result.ratio).utf8))
        }
        exit(0)
    }

    if arguments.count >= 3, arguments[1] == "window-churn-case" {
        guard let kind = WindowChurnTest.Kind(rawValue: arguments[2]),
              let windows = arguments.count > 3 ? Int(arguments[3]) : 2_000 else {
            fail("usage: list-bench window-churn-case feed|list|plain [WINDOWS]")
        }
        let result = try MainActor.assumeIsolated { try WindowChurnTest.run(kind, windows: windows, warmUp: 300) }
        FileHandle.standardOutput.write(try encoder.encode(result))
        exit(0)
    }

    if arguments.count >= 2, arguments[1] == "window-churn" {
        guard let windows = arguments.count > 2 ? Int(arguments[2]) : 2_000 else {
            fail("usage: list-bench window-churn [WINDOWS]")
        }
        let results: [WindowChurnTest.Result] = WindowChurnTest.Kind.allCases.map {
            runInChildProcess(["window-churn-case", $0.rawValue, String(windows)])
        }
        let report = WindowChurnReport(results: results)
        FileHandle.standardError.write(Data((report.table + "\n").utf8))
        FileHandle.standardOutput.write(try encoder.encode(report))
        exit(report.passes ? 0 : 1)
    }

    if arguments.count >= 3, arguments[1] == "file-scroll" {
        let seconds = arguments.count > 3 ? Double(arguments[3]) ?? 60 : 60
        let result = try MainActor.assumeIsolated { try FileScrollTest.run(path: arguments[2], seconds: seconds) }
        FileHandle.standardError.write(Data(String(
            format: "file-scroll: %.0f MB file, first rows in %.0f ms; %d records read in %.0f s, %d shown; RSS grew %.1f MB after warm-up\n",
            result.fileMegabytes, result.firstRowsMilliseconds, result.recordsRead, result.seconds,
            result.recordsShown, result.growthAfterWarmUpMegabytes).utf8))
        FileHandle.standardOutput.write(try encoder.encode(result))
        exit(0)
    }

    if arguments.count >= 2, arguments[1] == "outline-expand" {
        let result = try MainActor.assumeIsolated { try OutlineExpansionBenchmark.run() }
        let longest = max(result.expandAllLongestFrameGapMilliseconds, result.collapseAllLongestFrameGapMilliseconds)
        FileHandle.standardError.write(Data(String(
            format: "outline of %d nodes, %d rows expanded: longest frame gap expanding all %.1f ms (expandAll() %.1f ms), collapsing all %.1f ms (collapseAll() %.1f ms); scrolling alone %.1f ms (target ≤ 33 ms); made in %.1f ms, its tree applied again in %.1f ms\n",
            result.nodes, result.rowsExpanded, result.expandAllLongestFrameGapMilliseconds, result.expandAllMilliseconds,
            result.collapseAllLongestFrameGapMilliseconds, result.collapseAllMilliseconds,
            result.scrollOnlyLongestFrameGapMilliseconds, result.makeMilliseconds, result.applyMilliseconds).utf8))
        FileHandle.standardOutput.write(try encoder.encode(result))
        exit(longest <= 33 ? 0 : 1)
    }
    if arguments.count >= 2, arguments[1] == "animated-changes" {
        let result = try MainActor.assumeIsolated { try AnimatedChangesBenchmark.run() }
        FileHandle.standardError.write(Data(String(
            format: "animated changes: median frame work %.2f ms (p95 %.2f) over %d changes; the same changes not animated %.2f ms (p95 %.2f); scrolling alone %.2f ms (p95 %.2f): %.2f× (target ≤ 1.25×)\n",
            result.animatedChangesFrameWork.median, result.animatedChangesFrameWork.p95, result.changes,
            result.plainChangesFrameWork.median, result.plainChangesFrameWork.p95,
            result.scrollingFrameWork.median, result.scrollingFrameWork.p95, result.ratio).utf8))
        FileHandle.standardOutput.write(try encoder.encode(result))
        exit(result.ratio <= 1.25 ? 0 : 1)
    }

    if arguments.count >= 2, arguments[1] == "file-index" {
        let given = SearchArguments(Array(arguments.dropFirst(2)), usage: "list-bench file-index [FILE] [--needle TEXT]... [--regex PATTERN]...")
        let result = try MainActor.assumeIsolated {
            try FileIndexBenchmark.run(path: given.path.map(MeasuredFile.path(for:)), needles: given.needles, regularExpressions: given.regularExpressions)
        }
        let picture = result.firstPicture
        FileHandle.standardError.write(Data((String(
            format: "file-index: %.0f MB, %d records\n  first rows %.2f× GTK's floor (%.0f ms; tiny file %.0f ms, this file %.0f ms)\n  settled picture %.2f× the floor plus 1.2 × wc -l (tiny file %.0f ms, this file %.0f ms; %.2f× the floor)\n  index %.2f× wc -l (%.0f MB/s, wc -l %.0f MB/s); CSV %.2f×, JSON array %.2f×, text log %.2f×\n",
            result.fileMegabytes, result.records, result.firstRowsToFloor, picture.floorMilliseconds,
            picture.smallFileFirstRowsMilliseconds, picture.hugeFileFirstRowsMilliseconds, result.settledToBudget,
            picture.smallFileMilliseconds, picture.hugeFileMilliseconds, result.firstPictureToFloor,
            result.indexToWc, result.indexMegabytesPerSecond, result.wcMegabytesPerSecond,
            result.csvIndexToWc, result.jsonArrayIndexToWc, result.textIndexToWc)
            + SearchFigure.table(result.searches)
            + String(format: "  go to a record: p95 %.0f ms, at most %.0f ms; longest frame gap %.1f ms; reopened index ready %.0f ms after the first picture\n  peak memory %.2f× a 2 MB file's (%.0f MB, %.0f MB; filter %@, sort by %@)\n",
                     result.gotoP95Milliseconds, result.gotoMaximumMilliseconds, result.longestFrameGapMilliseconds,
                     result.reopenReadyMilliseconds, result.peakMemoryToSmallFile, result.peakMemory.hugeFilePeakMegabytes,
                     result.peakMemory.smallFilePeakMegabytes, result.peakMemory.filter, result.peakMemory.sortField)).utf8))
        FileHandle.standardOutput.write(try encoder.encode(result))
        exit(0)
    }

    if arguments.count >= 2, arguments[1] == "file-filter" {
        // list-bench file-filter [FILE EXPRESSION JQ_PROGRAM]
        let given = arguments.count > 4 ? (MeasuredFile.path(for: arguments[2]), arguments[3], arguments[4]) : nil
        let result = try FileFilterBenchmark.run(path: given?.0, expression: given?.1 ?? FileFilterBenchmark.expression,
                                                 jqProgram: given?.2 ?? FileFilterBenchmark.jqProgram)
        FileHandle.standardError.write(Data(String(
            format: "file-filter: %.0f MB\n  filter %.2f× jq (%.0f MB/s, jq %.0f MB/s; %d and %d records)\n",
            result.fileMegabytes, result.filterToJq, result.filterMegabytesPerSecond, result.jqMegabytesPerSecond,
            result.filterMatches, result.jqMatches).utf8))
        FileHandle.standardOutput.write(try encoder.encode(result))
        exit(result.filterMatches == result.jqMatches ? 0 : 1)
    }

    if arguments.count >= 2, arguments[1] == "file-compressed" {
        let result = try CompressedFileBenchmark.run(path: arguments.count > 2 ? MeasuredFile.path(for: arguments[2]) : nil)
        var table = String(format: "file-compressed: %.0f MB, %d records\n", result.fileMegabytes, result.records)
        for kind in result.kinds {
            table += String(format: "  %@ (%.0f MB%@, %d access points): opening %.2f× the tool (%.2f s), index %.2f s, jumps p95 %.0f ms (at most %.0f), %.0f× the tool's %.0f ms\n",
                            kind.name, kind.compressedMegabytes, kind.readsACopy ? ", read from a copy" : "", kind.accessPoints, kind.passToTool,
                            kind.passSeconds, kind.indexSeconds, kind.jumpP95Milliseconds, kind.jumpMaximumMilliseconds, kind.jumpToTool,
                            kind.toolJumpMilliseconds)
        }
        FileHandle.standardError.write(Data(table.utf8))
        FileHandle.standardOutput.write(try encoder.encode(result))
        exit(0)
    }

    if arguments.count == 2, arguments[1] == "file-sort" {
        let result = try FileSortBenchmark.run()
        FileHandle.standardError.write(Data(String(
            format: "file-sort: %.0f MB CSV, %d records, by %@\n  CSV %.2f× sort -t, %@ (%.2f s, sort %.2f s), JSON Lines %.2f× (%.2f s); %.1f bytes a record in memory\n",
            result.csvMegabytes, result.records, result.column, result.csvSortToSort, result.sortKeyOption, result.csvSortSeconds,
            result.sortSeconds, result.jsonLinesSortToSort, result.jsonLinesSortSeconds, result.memoryBytesPerRecord).utf8))
        FileHandle.standardOutput.write(try encoder.encode(result))
        exit(0)
    }

    if arguments.count >= 2, arguments[1] == "index-rate" {
        // The generated logs unless files are given: JSON Lines, CSV, a JSON array and a text log.
        let paths = arguments.count > 2 ? arguments.dropFirst(2).map(MeasuredFile.path(for:))
            : try [RecordFormat.jsonl, .csv, .json, .text].map { try GeneratedLogs.file($0, records: 1_900_000) }
        for path in paths {
            let (rate, toWc) = try FileIndexBenchmark.indexRate(of: path)
            FileHandle.standardError.write(Data(String(format: "%@: index %.0f MB/s, %.2f× wc -l\n", path, rate, toWc).utf8))
        }
        exit(0)
    }

    if arguments.count >= 2, arguments[1] == "log-patterns" {
        let result = try LogPatternsBenchmark.run(path: arguments.count > 2 ? MeasuredFile.path(for: arguments[2]) : nil)
        FileHandle.standardError.write(Data(String(
            format: "log-patterns: %.0f MB, %d entries, %d patterns\n  %.0f MB/s on two cores, %.2f× wc -l (%.0f MB/s); memory grew %.1f MB\n",
            result.fileMegabytes, result.entries, result.patterns, result.megabytesPerSecond, result.toWc,
            result.wcMegabytesPerSecond, result.memoryGrowthMegabytes).utf8))
        FileHandle.standardOutput.write(try encoder.encode(result))
        exit(0)
    }

    if arguments.count >= 2, arguments[1] == "timeline-rate" {
        guard arguments.count == 3 else { fail("usage: list-bench timeline-rate FILE") }
        let result = try TimelineRateBenchmark.run(path: MeasuredFile.path(for: arguments[2]))
        FileHandle.standardError.write(Data(String(format: "timeline-rate: %@: %d samples in %.1f ms, %.2f µs a sample\n",
                                                   result.path, result.samples, result.milliseconds, result.microsecondsPerSample).utf8))
        FileHandle.standardOutput.write(try encoder.encode(result))
        exit(0)
    }

    if arguments.count >= 2, arguments[1] == "search-rate" {
        let given = SearchArguments(Array(arguments.dropFirst(2)), usage: "list-bench search-rate [FILE] [--needle TEXT]... [--regex PATTERN]...")
        let path = try given.path.map(MeasuredFile.path(for:)) ?? GeneratedLogs.file(.jsonl, records: 6_000_000)
        let file = try RecordReader(path: path).file
        guard let indexer = RecordIndexer(file: file) else { fail("\(path) is read as UTF-16, which is not indexed") }
        indexer.scanToEnd()
        let megabytes = Double((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) / 1_048_576
        let (needles, expressions) = SearchNeedles.resolved(needles: given.needles, regularExpressions: given.regularExpressions,
                                                            in: file, index: indexer.index)
        let searches = SearchFigure.measureAll(needles: needles, regularExpressions: expressions, in: file, index: indexer.index,
                                               path: path, megabytes: megabytes)
        FileHandle.standardError.write(Data(("search-rate: \(path)\n" + SearchFigure.table(searches)).utf8))
        FileHandle.standardOutput.write(try encoder.encode(searches))
        exit(0)
    }

    let diff = DiffBenchmark.run(runs: 7)
    let applyOverhead = ApplyOverheadBenchmark.run(runs: 7)
    var gtk: [GtkBenchmark.Result] = []
    for rows in [100, 1_000, 1_000_000] {
        for kind in [GtkBenchmark.Kind.plain, .ours, .grid] { gtk.append(runInChildProcess(["gtk-case", kind.rawValue, String(rows)])) }
    }
    let refresh: [RefreshBenchmark.Result] = [
        runInChildProcess(["refresh-case", "100000", "0.1", "0"]),
        runInChildProcess(["refresh-case", "1000000", "0.01", "1000"]),
    ]
    let report = Report(diff: diff, applyOverhead: applyOverhead, gtk: gtk, refresh: refresh,
                        paging: PagingBenchmark.run())
    FileHandle.standardError.write(Data((report.table + "\n").utf8))
    FileHandle.standardOutput.write(try encoder.encode(report))
    print()
} catch let error as RecordFileError {
    fail(error.text)
} catch {
    fail("\(error)")
}

