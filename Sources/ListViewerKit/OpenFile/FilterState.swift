import RecordFiles

/// The filter on fields (`level = ERROR and latency_ms > 100`): the text typed, why it cannot be
/// read if it cannot, and the run that finds the records passing the last expression that could,
/// over the whole file, kept up as the file grows. The list and its searches keep to them.
@MainActor
public final class FilterState {
    /// The text typed.
    public private(set) var text = ""
    /// Why ``text`` cannot be read, if it cannot; the last filter that could stays.
    public private(set) var expressionError: FieldFilterError?
    /// The filter running or done; `nil` for none, and before the file was read or for files
    /// that are not indexed.
    public private(set) var run: MatchingRun?
    private let opening: FileOpening
    private let index: FileIndexing
    private let changes: FileChanges

    init(_ context: PartContext) {
        (opening, index, changes) = (context.opening, context.index, context.changes)
    }

    /// The filter applied, if any.
    public var matching: RecordFilterSearch? { run?.matching as? RecordFilterSearch }

    /// Filters by `text` (nothing for white space alone). An expression that cannot be read
    /// keeps the last filter that could, so typing does not flash the whole file between two.
    public func setText(_ text: String) {
        self.text = text
        var expression: FieldFilter?
        do {
            expression = text.allSatisfy(\.isWhitespace) ? nil : try FieldFilter(text)
            expressionError = nil
        } catch {
            expressionError = error
        }
        if expressionError == nil, expression != matching?.filter {
            apply(expression)
        }
        changes.post(.filter(.input))
    }

    /// Starts the filter of the whole file for `expression` (none for `nil`), as last opened.
    private func apply(_ expression: FieldFilter?) {
        run?.cancel()
        run = nil
        if let expression, let file = opening.recordFile, file.layout.canResume,
           let filter = RecordFilterSearch(filter: expression, file: file, index: index.index, columnName: csvColumnName) {
            let run = MatchingRun(filter) { [weak self] progress in self?.delivered(progress) }
            self.run = run
            run.start()
        }
        changes.post(.filter(.restarted))
    }

    private func delivered(_ progress: MatchProgress) {
        changes.post(.filter(.progress))
        // The file may have grown while the filter ran: it goes on with that.
        if progress.hasEnded { keepUp() }
    }

    /// Keeps the filter with the file: what a growing file gained is filtered on from where it
    /// stopped; a file read again after it was truncated or replaced is filtered again.
    func keepUp() {
        guard let run, !run.keepsUp(with: opening.recordFile, indexed: index.progress) else { return }
        apply(matching?.filter)
    }
}
