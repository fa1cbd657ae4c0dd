import Synchronization

/// Which file each line of a merged log came from: several logs written as one, in time order
/// (`list-viewer --merge`), each entry whole. The file's reader gives every entry a `file`
/// field, its source's name, before its other fields, and cuts entries by ``entries`` (the
/// sources' rule) rather than by one learnt from the mixture.
///
/// The merge tells it the lines of each entry it writes, in order; runs of lines from one
/// source are kept, not lines, so a merge of rotated logs (one run each) costs next to nothing.
/// Read from any thread.
public final class LineSources: Hashable, Sendable {
    /// The sources' names, as the `file` field gives them.
    public let names: [String]
    /// How the merged log's lines make entries: heads start with a time stamp only when they do
    /// in every source, so that no source's entry takes in the next one's lines.
    public let entries: TextEntries
    /// The first line of each run of lines from one source, with that source's index in
    /// ``names``; the last run goes on to ``lineCount``.
    private let runs = Mutex<(starts: [Int], sources: [Int], lineCount: Int)>(([], [], 0))

    /// Creates the sources of a merge, of no lines yet, whose entries are cut by the rules
    /// `rules` (one per source).
    public init(names: [String], rules: [TextEntries]) {
        self.names = names
        entries = TextEntries(lineBreak: UInt8(ascii: "\n"), headsStartWithTime: rules.allSatisfy(\.headsStartWithTime))
    }

    /// The number of lines told so far.
    public var lineCount: Int { runs.withLock { $0.lineCount } }

    /// Tells that the next `count` lines came from source `source` (an index in ``names``).
    public func append(lines count: Int, from source: Int) {
        precondition(names.indices.contains(source), "source \(source) of \(names.count)")
        guard count > 0 else { return }
        runs.withLock { runs in
            if runs.sources.last != source {
                runs.starts.append(runs.lineCount + 1)
                runs.sources.append(source)
            }
            runs.lineCount += count
        }
    }

    /// The name of the source of 1-based line `line`; `nil` for a line not told.
    public func name(ofLine line: Int) -> String? {
        runs.withLock { runs in
            guard line >= 1, line <= runs.lineCount else { return nil }
            // The last run that starts at or before the line.
            var low = 0, high = runs.starts.count
            while low < high {
                let middle = (low + high) / 2
                if runs.starts[middle] <= line { low = middle + 1 } else { high = middle }
            }
            return low == 0 ? nil : names[runs.sources[low - 1]]
        }
    }

    public static func == (left: LineSources, right: LineSources) -> Bool { left === right }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
