import RecordFiles

/// What follows what in an open file: the consequences the model draws itself from each
/// change, before anyone else hears of it, and what the command line asked for, once the first
/// records are in.
@MainActor
final class FileSequencing {
    /// What the command line asked for and is not applied yet.
    var asks: StartRequests
    /// Showing the record asked for whole (`--details`), while it waits for the list to arrive.
    private var showingWhole: Task<Void, Never>?
    /// Whether a list that read to a compressed file's end before it was all decompressed was
    /// told to read on.
    private var hasCaughtUpWithDecompression = false
    private let name: String
    private let records: RecordWindow
    private let index: FileIndexing
    private let decompression: FileDecompression?
    private let problems: FileProblems
    private let place: RecordPlace
    private let choice: RecordChoice
    private let follow: FollowState
    private let changes: FileChanges

    init(asks: StartRequests, name: String, records: RecordWindow, index: FileIndexing, decompression: FileDecompression?,
         problems: FileProblems, place: RecordPlace, choice: RecordChoice, follow: FollowState, changes: FileChanges) {
        self.asks = asks
        self.name = name
        self.records = records
        self.index = index
        self.decompression = decompression
        self.problems = problems
        self.place = place
        self.choice = choice
        self.follow = follow
        self.changes = changes
    }

    /// Draws the consequences of `change`.
    func react(to change: FileChange) {
        switch change {
        case .indexed:
            // The filter first: a search within it goes on with what it adds.
            choice.filter.keepUp()
            choice.search.keepUp()
            if choice.sort.fileWasReplaced() { choice.choose() }
        case .decompressed:
            decompressionDidProgress()
        case .listState:
            startWhatWasAskedFor()
            // While following, each load that ends leaves the list at its end.
            if records.listState.footer != .loading, !records.listState.isRefreshing { follow.loadEnded() }
        case .filter(.restarted):
            choice.search.restart()
            choice.choose()
        case .filter(.progress), .search(.progress):
            // A sort of the records found sorts again when they grew since.
            if choice.sort.missesMatches() { choice.choose() }
        case .search(.restarted):
            if choice.search.showsOnlyMatches { choice.choose() }
        case .search(.onlyMatches):
            choice.choose()
        case .sort(.order):
            choice.choose(keepingSelection: false)
        case .sort(.progress(let field)):
            sortDidProgress(of: field)
        default:
            break
        }
    }

    /// Once the first records are in (and a compressed file is all decompressed): the filter,
    /// the search, the sort and the record the command line asked for, each forgotten before
    /// it is applied.
    private func startWhatWasAskedFor() {
        guard records.listState.hasLoadedOnce, decompression?.hasEnded != false else { return }
        if decompression != nil, !hasCaughtUpWithDecompression {
            // A list that read to the copy's end before it was whole reads on.
            hasCaughtUpWithDecompression = true
            if records.listState.isExhausted { changes.post(.request(.loadMore)) }
        }
        if let text = asks.filter {
            asks.filter = nil
            choice.filter.setText(text)
        }
        if let input = asks.search {
            asks.search = nil
            choice.search.setInput(input)
        }
        if let sort = asks.sort {
            asks.sort = nil
            let field = TableField.named(sort.key, in: records.dataSource.sections.first?.items.first?.value)
            choice.sort.setOrder(SortState.Order(field: field, ascending: sort.ascending))
        }
        let goesToRecord = asks.record != nil
        if asks.showsDetails, showingWhole == nil {
            showingWhole = showWhole(record: asks.record)
        }
        if let number = asks.record {
            asks.record = nil
            place.go(to: .record(number))
        }
        follow.firstLoadEnded(sentElsewhere: goesToRecord)
    }

    /// Shows record `number` (the first shown, without one) whole, once the list stopped moving
    /// to it; until then the file is not settled (what was asked for is not done).
    private func showWhole(record number: Int?) -> Task<Void, Never> {
        Task { [weak self] in
            await self?.place.waitUntilStill()
            guard let self else { return }
            let items = records.dataSource.sections.lazy.flatMap(\.items)
            let item = number == nil ? items.first : items.first { $0.id == number }
            item.map(place.activate)
            asks.showsDetails = false
        }
    }

    /// More was decompressed: the index and a list at its end go on with it; at the end, what
    /// was asked for starts, and the user hears how big a copy on disk is, or why it stopped
    /// early.
    private func decompressionDidProgress() {
        guard let decompression, let progress = decompression.delivered else { return }
        index.extend()
        if records.listState.hasLoadedOnce, records.listState.isExhausted { changes.post(.request(.loadMore)) }
        guard progress.hasEnded else { return }
        startWhatWasAskedFor()
        if let failure = progress.failure {
            problems.report(failure)
            changes.post(.notice(.damaged(failure.text)))
        } else if progress.isComplete, records.listState.hasLoadedOnce, decompression.readsACopy {
            changes.post(.notice(.decompressed(name: name, bytes: progress.decompressedBytes)))
        }
    }

    /// The sort by `field` ended: its records show once it is complete; without a record to
    /// sort (the field's name was likely mistyped) or after a failure, the file's order stays.
    private func sortDidProgress(of field: TableField) {
        guard let progress = choice.sort.progress(of: field), progress.hasEnded else { return }
        if progress.isComplete, progress.keyedRecords == 0, progress.examinedRecords > 0 {
            choice.sort.clearOrder()
            let notice = FileNotice.noFieldToSortBy(field.layoutName)
            problems.reportProblem(notice.title)
            changes.post(.notice(notice))
        } else if progress.isComplete {
            choice.choose(keepingSelection: false)
        } else if let failure = progress.failure {
            choice.sort.clearOrder()
            changes.post(.notice(.sortFailed(failure.text)))
        }
    }
}
