import Synchronization

/// Which file each line of a merged log came from: several logs written as one, in time order
/// (`list-viewer --merge`), each entry whole. The file's reader gives every entry a `file`
/// field, its source's name, before its other fields, and the line it starts on in that source
/// as its ``FileRecord/line``; it reads each entry's fields with the header
/// learnt from its own source (logs of different layouts keep their fields), and cuts entries
/// by ``entries`` (the sources' rule) rather than by one learnt from the mixture; a line where
/// another source's lines begin (or where a source's lines skip) always starts an entry, so that
/// no entry takes in another log's lines, whatever they start with.
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
    /// Each source's header, as its reader learnt it.
    let headers: [TextHeader?]
    /// Runs of lines that follow each other in one source: where each starts in the merged
    /// log (its line and its byte), which source it is from, and the line of that source it
    /// starts with. The last run goes on to ``lineCount``.
    private let runs = Mutex<Runs>(Runs())

    private struct Runs {
        var starts: [Int] = []
        var offsets: [Int] = []
        var sources: [Int] = []
        var sourceLines: [Int] = []
        var lineCount = 0
    }

    /// Creates the sources of a merge, of no lines yet, as the readers of the logs `files`
    /// (text logs) opened them, called `names`.
    package init(names: [String], files: [RecordFile]) {
        self.names = names
        headers = files.map(\.textHeader)
        // Stanzas are cut by their label where every log has the same one.
        let labels = Set(files.map(\.layout.textEntries.headLabel))
        entries = TextEntries(lineBreak: UInt8(ascii: "\n"),
                              headsStartWithTime: files.allSatisfy(\.layout.textEntries.headsStartWithTime),
                              headLabel: labels.count == 1 ? labels.first ?? nil : nil)
    }

    /// The number of lines told so far.
    public var lineCount: Int { runs.withLock { $0.lineCount } }

    /// Tells that the next `count` lines, from byte `offset` of the merged log on, came from
    /// source `source` (an index in ``names``), where they start on line `sourceLine`.
    public func append(lines count: Int, from source: Int, startingOn sourceLine: Int, at offset: Int) {
        precondition(names.indices.contains(source), "source \(source) of \(names.count)")
        guard count > 0 else { return }
        runs.withLock { runs in
            if let last = runs.starts.indices.last, runs.sources[last] == source,
               runs.sourceLines[last] + (runs.lineCount + 1 - runs.starts[last]) == sourceLine {
                runs.lineCount += count
                return
            }
            runs.starts.append(runs.lineCount + 1)
            runs.offsets.append(offset)
            runs.sources.append(source)
            runs.sourceLines.append(sourceLine)
            runs.lineCount += count
        }
    }

    /// Whether a run of lines from one source starts at byte `offset` of the merged log: the
    /// line there starts an entry, whatever it starts with.
    func startsRun(atOffset offset: Int) -> Bool {
        runs.withLock { runs in
            var low = 0, high = runs.offsets.count
            while low < high {
                let middle = (low + high) / 2
                if runs.offsets[middle] < offset { low = middle + 1 } else { high = middle }
            }
            return low < runs.offsets.count && runs.offsets[low] == offset
        }
    }

    /// The header of the source of 1-based line `line`, which reads its entries' fields.
    func header(ofLine line: Int) -> TextHeader? {
        source(ofLine: line).flatMap { headers[$0] }
    }

    /// The index in ``names`` of the source of 1-based line `line`; `nil` for a line not told.
    func source(ofLine line: Int) -> Int? {
        place(ofLine: line)?.source
    }

    /// Where 1-based line `line` of the merged log comes from: its source's index in ``names``
    /// and its line there; `nil` for a line not told.
    public func place(ofLine line: Int) -> (source: Int, line: Int)? {
        runs.withLock { runs in
            guard line >= 1, line <= runs.lineCount else { return nil }
            // The last run that starts at or before the line.
            var low = 0, high = runs.starts.count
            while low < high {
                let middle = (low + high) / 2
                if runs.starts[middle] <= line { low = middle + 1 } else { high = middle }
            }
            guard low > 0 else { return nil }
            let run = low - 1
            return (runs.sources[run], runs.sourceLines[run] + line - runs.starts[run])
        }
    }

    public static func == (left: LineSources, right: LineSources) -> Bool { left === right }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
