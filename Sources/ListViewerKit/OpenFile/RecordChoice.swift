import RecordFiles

/// Which records the list shows: the search's matches while only they are to show, else those
/// the filter lets through, else every record; in the sort's order once it is made.
@MainActor
public final class RecordChoice {
    /// The filter on fields.
    public let filter: FilterState
    /// The search of the whole file.
    public let search: SearchState
    /// The sort by a field.
    public let sort: SortState
    /// Fills the window with the records chosen; `nil` once they show.
    private var filling: Task<Void, Never>?
    private let records: RecordWindow
    private let place: RecordPlace
    private let changes: FileChanges

    init(filter: FilterState, search: SearchState, sort: SortState, records: RecordWindow, place: RecordPlace, changes: FileChanges) {
        self.filter = filter
        self.search = search
        self.sort = sort
        self.records = records
        self.place = place
        self.changes = changes
    }

    isolated deinit {
        filling?.cancel()
    }

    /// The filter or search whose records show; `nil` for every record.
    public var shown: (any RecordMatching)? {
        search.isShowingOnlyMatches ? search.run?.matching : filter.matching
    }

    /// The filter or search whose records are marked (over the timeline): the search's, else
    /// the filter's; `nil` for none.
    public var marked: (any RecordMatching)? {
        search.run?.matching ?? filter.matching
    }

    /// The records an export saves: those the list shows, in the sort's order while there is one.
    public var exportRecords: RecordExport.Records {
        switch records.selection {
        case .all: .all
        case .matching(let matching): .matching(matching)
        case .sorted(let sort, let descending): .sorted(sort, descending: descending)
        }
    }

    /// Whether the window is being filled with the records chosen.
    public var isChoosing: Bool { filling != nil }

    /// Fills the window with the records chosen now (starting the sort when an order asks for
    /// one), with the selected record still selected — or the next one shown — unless not
    /// `keepingSelection` (a new order starts at the top).
    func choose(keepingSelection: Bool = true) {
        let selected = keepingSelection ? place.selected : nil
        let shown = shown
        let sorted = sort.completeSort(within: shown)
        filling?.cancel()
        filling = Task { [weak self] in
            guard let self else { return }
            defer { if !Task.isCancelled { self.filling = nil } }
            do {
                if let sorted, let order = self.sort.order {
                    try await self.records.showSorted(sorted, descending: !order.ascending)
                } else {
                    try await self.records.showOnlyMatches(of: shown)
                }
                self.changes.post(.request(.loadMore))
                self.changes.post(.chosen)
                if let selected {
                    self.place.go(to: .record(selected), focus: .selection)
                } else if !keepingSelection {
                    self.changes.post(.request(.scrollToStart))
                }
            } catch is CancellationError {
            } catch {
                self.changes.post(.notice(.damaged(String(describing: error))))
            }
        }
    }
}
