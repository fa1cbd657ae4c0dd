import ListCore
import RecordFiles

/// An open file as its window sees it, in one model: which file it is and how it is read, what
/// reading met, its decompression and index, the window of records the list holds, the place
/// and selection, the records chosen (filter, search, sort), and whether the file's end is
/// followed — each a part with its state and the operations that change it.
///
/// Views and features read the parts, act through their operations, and hear what changed
/// through ``observe(_:)``; none of them knows another. The model draws the consequences of a
/// change itself before any of them hears it (a new filter searches again within it and fills
/// the window anew), and knows when it is settled (``settleState``). It holds no widget: a model
/// with no view reads, searches, sorts and moves as well, arrivals ending at once.
@MainActor
public final class OpenFile {
    /// Which file, and how it is read and titled.
    public let file: FileReference
    /// What reading met.
    public let problems: FileProblems
    /// How the file was last opened.
    public let opening: FileOpening
    /// A compressed file's decompression, which the list reads; `nil` for other files.
    public let decompression: FileDecompression?
    /// Where the file's records start, learnt in the background.
    public let index: FileIndexing
    /// The window of records the list holds.
    public let records: RecordWindow
    /// The place in the file, its moves, and the selection.
    public let place: RecordPlace
    /// Which records show: the filter's, the search's matches, a sort's order.
    public let choice: RecordChoice
    /// Following the file's end as it grows.
    public let follow: FollowState
    private let changes: FileChanges
    private let sequencing: FileSequencing
    private let settling: FileSettling
    /// A timeline of the file started ahead of its view (``startAhead()``), until it is taken.
    private var timelineAhead: RecordTimeline?

    /// Prepares `file`, read once a view asks (``refresh()``); `asks` are applied once the
    /// first records are in; `watch` watches the file while it is followed.
    public init(_ file: FileReference, asks: StartRequests = StartRequests(), watch: @escaping FileWatch = { _, _ in nil }) {
        self.file = file
        let changes = FileChanges()
        self.changes = changes
        problems = FileProblems(path: file.path, changes: changes)
        opening = FileOpening(file)
        decompression = file.decompresses ? FileDecompression(path: file.path) : nil
        // A temporary copy's index is of no use the next time.
        index = FileIndexing(keepsIndexes: file.keepsIndex && decompression == nil)
        let context = PartContext(opening: opening, index: index, changes: changes)
        records = RecordWindow(pages: RecordPages(file: file, opening: opening, index: index, problems: problems),
                               problems: problems, context)
        place = RecordPlace(records: records, index: index, changes: changes)
        let filter = FilterState(context)
        choice = RecordChoice(filter: filter, search: SearchState(filter: filter, place: place, context), sort: SortState(context),
                              records: records, place: place, changes: changes)
        follow = FollowState(path: file.path, watch: watch, records: records, place: place, context)
        sequencing = FileSequencing(asks: asks, name: file.name, records: records, index: index, decompression: decompression,
                                    problems: problems, place: place, choice: choice, follow: follow, changes: changes)
        settling = FileSettling(sequencing: sequencing, records: records, decompression: decompression, index: index,
                                choice: choice, place: place)
        changes.reactions = { [weak sequencing] change in sequencing?.react(to: change) }
        decompression?.onProgress = { [weak changes] in changes?.post(.decompressed) }
        index.onProgress = { [weak changes] in changes?.post(.indexed) }
    }

    isolated deinit {
        // A timeline started ahead that no view took samples no further.
        timelineAhead?.cancel()
    }

    /// The filter on fields.
    public var filter: FilterState { choice.filter }
    /// The search of the whole file.
    public var search: SearchState { choice.search }
    /// The sort by a field.
    public var sort: SortState { choice.sort }

    /// What the command line asked for and is not applied yet.
    public var asks: StartRequests {
        get { sequencing.asks }
        set { sequencing.asks = newValue }
    }

    /// Reads the file again from the window's start, once a compressed file's first lines are
    /// decompressed (its decompression starts the first time).
    /// - Returns: Whether more records may follow.
    /// - Throws: The file's error when not a single record could be read.
    public func refresh() async throws -> Bool {
        try await decompression?.waitForReadableStart()
        return try await records.refresh()
    }

    /// Starts, before any view exists, the work its first view would start once it asks for
    /// records: opening the file, its index (or the index kept from an earlier run), the
    /// timeline's sampling and the search the command line asks for (``asks``), so that they
    /// run on the other cores while GTK starts and the window is built. It tells nothing itself
    /// (the index's progress is heard once the main loop runs): the first ``refresh()`` reads
    /// from the file opened (opened again if it was truncated or replaced meanwhile), the view
    /// that draws the timeline takes the one under way (``takeTimelineStartedAhead(sampling:)``),
    /// and the search asked for, applied once the first records are in, is the one already
    /// under way. A compressed file, a file that cannot be opened or a search within a filter
    /// start as they would without it.
    public func startAhead() {
        // The index waits for an app's start-up to end (``RecordIndexer/start()``), unless the
        // first rows are a filter's or a sort's: their walk of the file goes through it.
        if asks.filter != nil || asks.sort != nil { LowPriorityThreads.runHeldWork() }
        guard decompression == nil else { return }
        records.openAhead()
        if let index = index.index, let recordFile = opening.recordFile {
            let timeline = RecordTimeline(file: recordFile, index: index, timeField: file.timeKey, columnName: csvColumnName)
            timelineAhead = timeline
            // Until a view follows it, it samples on as the index learns more, off the main
            // thread, which is busy starting GTK.
            Task.detached {
                for await progress in index.progressUpdates {
                    timeline.start()
                    if progress.hasEnded { break }
                }
            }
        }
        if let input = asks.search, asks.filter == nil { search.startAhead(input) }
    }

    /// The timeline ``startAhead()`` started, once, for the view that draws it to go on with;
    /// `nil` when there is none, or it does not sample `index` (the file was opened again since,
    /// and it is stopped).
    public func takeTimelineStartedAhead(sampling index: RecordIndex) -> RecordTimeline? {
        guard let ahead = timelineAhead else { return nil }
        timelineAhead = nil
        guard ahead.index === index else {
            ahead.cancel()
            return nil
        }
        return ahead
    }

    /// Reads the next page into the window.
    /// - Returns: Whether more records may follow.
    public func loadNextPage() async throws -> Bool {
        try await records.loadNextPage()
    }

    /// Calls `handler` with each change, after the model's own consequences of it, until the
    /// returned token is cancelled or let go.
    public func observe(_ handler: @escaping (FileChange) -> Void) -> ObservationToken {
        changes.observe(handler)
    }

    /// Tells the user `notice`.
    public func tell(_ notice: FileNotice) {
        changes.post(.notice(notice))
    }

    /// Asks the list that reads the records for `request` (the table, which shows the same
    /// records, asks it to read on).
    public func ask(_ request: ListRequest) {
        changes.post(.request(request))
    }

    /// Whether the file is settled — its first records in, what was asked for applied, and no
    /// decompression, indexing, filter, search, sort, fill or move under way or untold — or
    /// what it waits for.
    public var settleState: SettleState { settling.state }

    /// Keeps the file from settling until the returned hold is released or let go: a part of
    /// the window whose own work the picture is to show (the timeline's bars).
    public func holdSettling(_ reason: String) -> SettleHold {
        settling.hold(reason)
    }
}
