import RecordFiles

/// The search of the whole file: the text typed, the query it makes (or why a regular
/// expression does not compile), the run that finds the matching records — of those the filter
/// lets through while there is one — kept up as the file grows, whether only matches show, and
/// the steps from match to match.
@MainActor
public final class SearchState {
    /// What was typed to search for.
    public struct Input: Equatable, Sendable {
        public var text: String
        public var isRegularExpression: Bool

        /// `text`, a regular expression when `isRegularExpression`.
        public init(text: String, isRegularExpression: Bool = false) {
            self.text = text
            self.isRegularExpression = isRegularExpression
        }
    }

    /// What was typed.
    public private(set) var input = Input(text: "")
    /// What the rows highlight, and the run looks for; `nil` for nothing.
    public private(set) var query: SearchQuery?
    /// Why the regular expression typed does not compile, if it does not.
    public private(set) var patternError: SearchPatternError?
    /// The search running or done; `nil` for none, and before the file was read.
    public private(set) var run: MatchingRun?
    /// The position among the matches of the match gone to last.
    public private(set) var currentMatch: Int?
    /// Whether only the matching records are to show (they do while there is a search).
    public var showsOnlyMatches = false {
        didSet { if showsOnlyMatches != oldValue { changes.post(.search(.onlyMatches)) } }
    }
    private var stepping: Task<Void, Never>?
    /// A search started ahead of any view (``startAhead(_:)``), which the first search for its
    /// query takes up.
    private(set) var searchAhead: RecordSearch?
    private let filter: FilterState
    private let place: RecordPlace
    private let opening: FileOpening
    private let index: FileIndexing
    private let changes: FileChanges

    init(filter: FilterState, place: RecordPlace, _ context: PartContext) {
        self.filter = filter
        self.place = place
        (opening, index, changes) = (context.opening, context.index, context.changes)
    }

    isolated deinit {
        stepping?.cancel()
        searchAhead?.cancel()
    }

    /// Whether only the matching records show.
    public var isShowingOnlyMatches: Bool { showsOnlyMatches && run != nil }

    /// Searches for `input` anew, unless it makes the query searched for already.
    public func setInput(_ input: Input) {
        self.input = input
        let query: SearchQuery?
        do {
            query = try Self.query(of: input)
            patternError = nil
        } catch {
            query = nil
            patternError = error
        }
        if query != self.query || patternError != nil {
            start(query)
        }
        changes.post(.search(.input))
    }

    /// Searches the whole file for `query` anew (nothing for `nil`), as last opened.
    private func start(_ query: SearchQuery?) {
        run?.cancel()
        stepping?.cancel()
        currentMatch = nil
        self.query = query
        run = query.flatMap(makeSearch).map { search in
            MatchingRun(search) { [weak self] progress in self?.delivered(progress) }
        }
        run?.start()
        changes.post(.search(.restarted))
    }

    /// What `input` searches for; `nil` for nothing.
    private static func query(of input: Input) throws(SearchPatternError) -> SearchQuery? {
        input.isRegularExpression ? try SearchQuery(regularExpression: input.text) : SearchQuery(input.text)
    }

    /// Starts searching the file as opened for `input`, before any view exists and without
    /// telling anyone: the search the command line asks for runs while the window is built,
    /// and ``setInput(_:)`` takes it up once the first records are in. Nothing starts within a
    /// filter, or before the file was opened.
    func startAhead(_ input: Input) {
        guard run == nil, searchAhead == nil, filter.matching == nil, let file = opening.recordFile,
              let query = try? Self.query(of: input), let search = RecordSearch(query: query, file: file, index: index.index) else { return }
        search.start()
        searchAhead = search
    }

    /// A search for `query`: of the records the filter lets through while there is one, else
    /// of every record (the one started ahead for it, if there is one); `nil` before the file
    /// was read.
    private func makeSearch(for query: SearchQuery) -> (any RecordMatching)? {
        let ahead = searchAhead
        searchAhead = nil
        if let ahead, ahead.query == query, ahead.file == opening.recordFile, ahead.index === index.index, filter.matching == nil {
            return ahead
        }
        ahead?.cancel()
        guard let file = opening.recordFile else { return nil }
        if let within = filter.matching {
            return RecordFilterSearch(filter: nil, query: query, file: file, within: within, index: index.index,
                                      columnName: csvColumnName)
        }
        return RecordSearch(query: query, file: file, index: index.index)
    }

    private func delivered(_ progress: MatchProgress) {
        changes.post(.search(.progress))
        // The file may have grown while the search ran: it goes on with that.
        if progress.hasEnded { keepUp() }
    }

    /// Searches again, within the records the filter now lets through.
    func restart() {
        guard query != nil else { return }
        start(query)
    }

    /// Keeps the search with the file: what a growing file gained is searched on from where the
    /// search stopped; a file read again after it was truncated or replaced is searched again.
    func keepUp() {
        guard let run, !run.keepsUp(with: opening.recordFile, indexed: index.progress) else { return }
        start(query)
    }

    // MARK: Going from match to match

    /// Goes to the matching record after the selected one (before it, backwards), wrapping
    /// around at the file's ends once the search has ended.
    public func step(forward: Bool) {
        guard let search = run?.matching else { return }
        stepping?.cancel()
        let from = place.selected ?? (forward ? 0 : Int.max)
        stepping = Task { [weak self] in
            guard let position = await Self.position(after: from, forward: forward, in: search) else {
                self?.changes.post(.notice(.noMatches))
                return
            }
            guard !Task.isCancelled, let self else { return }
            self.goToMatch(at: position)
        }
    }

    /// Goes to the match at `position` among the matches found, counting it as the current one.
    public func goToMatch(at position: Int) {
        guard let number = run?.matching.match(at: position) else { return }
        currentMatch = position
        changes.post(.search(.currentMatch))
        place.go(to: .record(number), focus: .selection)
    }

    /// The position of the match after record `number` (before it, backwards), waiting for the
    /// search to find one; wraps around once the search has ended; `nil` without matches.
    private static func position(after number: Int, forward: Bool, in search: any RecordMatching) async -> Int? {
        for await progress in search.progressUpdates {
            let position = search.position(ofMatchAtOrAfter: forward ? number + 1 : number)
            let found = search.match(at: position)
            if forward, let found, found > number { return position }
            if !forward, let found {
                if found < number { return position }
                if position > 0 { return position - 1 }
            }
            if progress.hasEnded {
                guard progress.isComplete, progress.matchCount > 0 else { return nil }
                return forward ? 0 : progress.matchCount - 1
            }
        }
        return nil
    }
}
