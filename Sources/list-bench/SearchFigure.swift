import Foundation
import RecordFiles

/// One whole-file search, as list-viewer's search bar runs it once the file is indexed, against
/// ripgrep counting the same needle in the same file in the same run, with what each found.
struct SearchFigure: Codable {
    /// How the needle is matched: its case matched (`rg -c -F`), its case ignored (`rg -ci -F`),
    /// or as a regular expression with its case matched (`rg -c -e`).
    enum Mode: String, Codable, CaseIterable {
        case `case`, ignoreCase, regex
    }

    let needle: String
    let mode: Mode
    /// The records the search found, and the lines ripgrep counted: the same in a file of a
    /// record a line, more lines in one whose records span several.
    let matches: Int
    let ripgrepMatches: Int
    let megabytesPerSecond: Double
    let ripgrepMegabytesPerSecond: Double
    /// ripgrep's time over the search's: above 1, the search is faster.
    let toRipgrep: Double

    /// Every needle with its case matched and ignored, then every regular expression.
    static func measureAll(needles: [String], regularExpressions: [String], in file: RecordFile, index: RecordIndex,
                           path: String, megabytes: Double) -> [SearchFigure] {
        needles.flatMap { needle in
            [Mode.case, .ignoreCase].map { measure(needle, $0, in: file, index: index, path: path, megabytes: megabytes) }
        } + regularExpressions.map { measure($0, .regex, in: file, index: index, path: path, megabytes: megabytes) }
    }

    /// Measures `needle` in `mode` in the indexed `file` at `path`: each side the median of
    /// three runs after one that fills the caches.
    static func measure(_ needle: String, _ mode: Mode, in file: RecordFile, index: RecordIndex,
                        path: String, megabytes: Double) -> SearchFigure {
        let query: SearchQuery?
        do {
            query = mode == .regex ? try SearchQuery(regularExpression: needle, ignoresCase: false)
                : SearchQuery(needle, ignoresCase: mode == .ignoreCase)
        } catch {
            fail("\(needle) is not a valid regular expression: \(error.reason)")
        }
        guard let query, let first = RecordSearch(query: query, file: file, index: index) else { fail("cannot search for \(needle)") }
        let matches = first.searchToEnd().matchCount
        let times = (0..<3).map { _ in
            let search = RecordSearch(query: query, file: file, index: index)!
            let start = DispatchTime.now().uptimeNanoseconds
            search.searchToEnd()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
        }
        let seconds = times.sorted()[1]
        let ripgrep = CommandAnchors.ripgrep()
        let arguments = ripgrepArguments(needle, mode) + [path]
        // rg exits with 1 when nothing matches.
        let ripgrepSeconds = CommandAnchors.medianTime(3, ripgrep, arguments, allowing: [0, 1])
        let ripgrepMatches = Int(CommandAnchors.output(of: ripgrep, arguments, allowing: [0, 1])
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        return SearchFigure(needle: needle, mode: mode, matches: matches, ripgrepMatches: ripgrepMatches,
                            megabytesPerSecond: megabytes / seconds, ripgrepMegabytesPerSecond: megabytes / ripgrepSeconds,
                            toRipgrep: ripgrepSeconds / seconds)
    }

    private static func ripgrepArguments(_ needle: String, _ mode: Mode) -> [String] {
        switch mode {
        case .case: ["-c", "-F", "-e", needle]
        case .ignoreCase: ["-c", "-i", "-F", "-e", needle]
        case .regex: ["-c", "-e", needle]
        }
    }

    /// The lines list-bench prints for `figures`, with a note where the counts differ: the
    /// search counts records, ripgrep lines.
    static func table(_ figures: [SearchFigure]) -> String {
        figures.map { $0.line + "\n" }.joined()
            + (figures.contains { $0.matches != $0.ripgrepMatches }
                ? "  (where the counts differ, the file's records span several lines: the search counts records, rg lines)\n" : "")
    }

    /// A line of the table list-bench prints.
    private var line: String {
        String(format: "  %@ %@: %.2f× rg (%d matches, rg %d; %.0f MB/s, rg %.0f MB/s)", mode.rawValue, needle, toRipgrep,
               matches, ripgrepMatches, megabytesPerSecond, ripgrepMegabytesPerSecond)
    }
}
