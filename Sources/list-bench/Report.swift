import Foundation

/// Everything one run of list-bench measured, with the targets it is judged by.
struct Report: Codable {
    let diff: [DiffBenchmark.Result]
    let applyOverhead: [ApplyOverheadBenchmark.Result]
    let gtk: [GtkBenchmark.Result]
    let refresh: [RefreshBenchmark.Result]
    let paging: PagingBenchmark.Result
    let targets: [Target]

    /// A goal, the figure measured for it, and whether it was met.
    struct Target: Codable {
        let goal: String
        let measured: String
        let met: Bool
    }

    init(diff: [DiffBenchmark.Result], applyOverhead: [ApplyOverheadBenchmark.Result], gtk: [GtkBenchmark.Result],
         refresh: [RefreshBenchmark.Result], paging: PagingBenchmark.Result) {
        self.diff = diff
        self.applyOverhead = applyOverhead
        self.gtk = gtk
        self.refresh = refresh
        self.paging = paging
        var targets: [Target] = []
        for result in applyOverhead {
            targets.append(Target(goal: "apply ≤ 1.2× the bare diff, \(result.name)",
                                  measured: String(format: "%.2f×", result.ratio), met: result.ratio <= 1.2))
        }
        if let big = refresh.first(where: { $0.rows == 1_000_000 }) {
            targets.append(Target(goal: "refreshing 1M rows while scrolling: no frame gap over 33 ms",
                                  measured: String(format: "%.1f ms (scrolling alone %.1f ms)", big.longestFrameGapMilliseconds,
                                                   big.scrollOnlyLongestFrameGapMilliseconds),
                                  met: big.longestFrameGapMilliseconds <= 33))
        }
        if let big = diff.first(where: { $0.count == 100_000 }) {
            targets.append(Target(goal: "diff at 100k ≥ 150× the standard library (first goal 50×)",
                                  measured: String(format: "%.0f×", big.speedup), met: big.speedup >= 150))
            targets.append(Target(goal: "diff at 100k under 25 ms",
                                  measured: String(format: "%.2f ms", big.ours.median), met: big.ours.median < 25))
        }
        func gtkCase(_ kind: GtkBenchmark.Kind, _ rows: Int) -> GtkBenchmark.Result? {
            gtk.first { $0.kind == kind && $0.rows == rows }
        }
        if let small = gtkCase(.ours, 100), let thousand = gtkCase(.ours, 1_000), let large = gtkCase(.ours, 1_000_000) {
            let ratio = large.firstFrameMilliseconds / thousand.firstFrameMilliseconds
            targets.append(Target(goal: "first frame with 1M rows ≤ 1.2× the 1,000-row figure",
                                  measured: String(format: "%.2f×", ratio), met: ratio <= 1.2))
            let memory = large.residentMegabytesAboveBaseline - small.residentMegabytesAboveBaseline
            targets.append(Target(goal: "RSS with 1M rows ≤ 50 MB above 100 rows",
                                  measured: String(format: "%.1f MB", memory), met: memory <= 50))
            targets.append(Target(goal: "scrolling 1M rows: median frame < 8 ms, p95 < 16 ms",
                                  measured: String(format: "%.2f / %.2f ms", large.frameWork.median, large.frameWork.p95),
                                  met: large.frameWork.median < 8 && large.frameWork.p95 < 16))
            if let plain = gtkCase(.plain, 1_000_000) {
                let ratio = large.frameWork.median / max(plain.frameWork.median, 0.001)
                targets.append(Target(goal: "our frames within 1.25× the plain list's (median, 1M rows)",
                                      measured: String(format: "%.2f×", ratio), met: ratio <= 1.25))
            }
        }
        if let thousand = gtkCase(.grid, 1_000), let large = gtkCase(.grid, 1_000_000) {
            let ratio = large.firstFrameMilliseconds / thousand.firstFrameMilliseconds
            targets.append(Target(goal: "grid: first frame with 1M items ≤ 1.2× the 1,000-item figure",
                                  measured: String(format: "%.2f×", ratio), met: ratio <= 1.2))
        }
        targets.append(Target(goal: "appending 50 rows to 1M: one splice, under 1 ms",
                              measured: String(format: "%.0f splice(s), %.3f ms", paging.splicesPerAppend, paging.perAppend.median),
                              met: paging.splicesPerAppend == 1 && paging.perAppend.median < 1))
        self.targets = targets
    }

    /// A short table for people.
    var table: String {
        var lines = ["| measurement | ours | baseline | ratio |", "|---|---|---|---|"]
        for result in diff {
            lines.append(String(format: "| diff, %@ (median) | %.2f ms | %.1f ms (stdlib) | %.0f× |",
                                result.name, result.ours.median, result.standardLibrary.median, result.speedup))
        }
        for result in applyOverhead {
            lines.append(String(format: "| apply, %@ (median) | %.2f ms | %.2f ms (the bare diff) | %.2f× |",
                                result.name, result.applyMilliseconds, result.diffMilliseconds, result.ratio))
        }
        for rows in [100, 1_000, 1_000_000] {
            guard let ours = gtk.first(where: { $0.kind == .ours && $0.rows == rows }),
                  let plain = gtk.first(where: { $0.kind == .plain && $0.rows == rows }) else { continue }
            let label = rows == 1_000_000 ? "1M rows" : "\(rows.formatted()) rows"
            lines.append(String(format: "| first frame, %@ | %.0f ms | %.0f ms (GtkStringList) | %.2f× |", label,
                                ours.firstFrameMilliseconds, plain.firstFrameMilliseconds,
                                ours.firstFrameMilliseconds / plain.firstFrameMilliseconds))
            lines.append(String(format: "| memory above baseline, %@ | %.1f MB | %.1f MB | |", label,
                                ours.residentMegabytesAboveBaseline, plain.residentMegabytesAboveBaseline))
            lines.append(String(format: "| frame work while scrolling, %@ (median / p95) | %.2f / %.2f ms | %.2f / %.2f ms | %.2f× |",
                                label, ours.frameWork.median, ours.frameWork.p95, plain.frameWork.median,
                                plain.frameWork.p95, ours.frameWork.median / max(plain.frameWork.median, 0.001)))
            guard let grid = gtk.first(where: { $0.kind == .grid && $0.rows == rows }) else { continue }
            lines.append(String(format: "| grid: first frame, %@ | %.0f ms | %.0f ms (GtkStringList) | %.2f× |", label,
                                grid.firstFrameMilliseconds, plain.firstFrameMilliseconds,
                                grid.firstFrameMilliseconds / plain.firstFrameMilliseconds))
            lines.append(String(format: "| grid: frame work while scrolling, %@ (median / p95) | %.2f / %.2f ms | %.2f / %.2f ms | %.2f× |",
                                label, grid.frameWork.median, grid.frameWork.p95, plain.frameWork.median,
                                plain.frameWork.p95, grid.frameWork.median / max(plain.frameWork.median, 0.001)))
        }
        for result in refresh {
            let label = String(format: "refresh of %@ rows, %.0f %% updated, %d new, while scrolling", result.rows.formatted(),
                               result.updatedFraction * 100, result.insertedRows)
            lines.append(String(format: "| %@: longest frame gap | %.1f ms | %.1f ms (scrolling alone), %.1f ms (apply on the main thread) | |",
                                label, result.longestFrameGapMilliseconds, result.scrollOnlyLongestFrameGapMilliseconds,
                                result.synchronousApplyLongestFrameGapMilliseconds))
            lines.append(String(format: "| %@: items-changed sent, main-thread work to land it | %d, %.1f ms | | |",
                                label, result.itemsChangedSignals, result.mainThreadApplyMilliseconds))
        }
        lines.append(String(format: "| append 50 rows to 1M (median) | %.3f ms, %.0f splice | | |",
                            paging.perAppend.median, paging.splicesPerAppend))
        lines.append(String(format: "| indexing the ids of 1M rows, when first needed (median) | %.0f ms | | |",
                            paging.initialIndexing.median))
        lines.append("")
        for target in targets {
            lines.append("\(target.met ? "met   " : "MISSED") \(target.goal): \(target.measured)")
        }
        return lines.joined(separator: "\n")
    }
}
