import Foundation
import ListCore
import RecordFiles

/// The window of records the list holds: the first page on open, more as the list nears its
/// end, and the whole read-so-far again on refresh, applied through the diff so lines appended
/// to a log show up as inserts and nothing else moves.
///
/// It holds at most ``maximumLoadedRecords`` of the records shown: all of the file's, only those
/// a search or filter matched (``showOnlyMatches(of:)``), or those of a sort in its order
/// (``showSorted(_:descending:)``). Meanwhile the file's index learns where every record starts,
/// so the window can move to any record (``jump(to:)``) and grow back towards the start
/// (``loadPreviousPage()``).
@MainActor
public final class RecordWindow {
    /// Records per page: a few screens. GTK 4.8's list view makes a row for every item up to
    /// 200 around its place, so a page lands a few records a frame (``rowPacing``).
    public static let pageSize = 100
    /// Records in a window moved to a record: fewer than a page, so it shows sooner; more follow.
    static let movedWindowSize = 40

    /// The most records kept in the list. Reading a multi-gigabyte file to its end would
    /// otherwise hold every record; past this many, the oldest are let go from the top (the
    /// list keeps its place), and a refresh reads from the start again.
    public var maximumLoadedRecords = 50_000
    /// How many of the records shown come before the first one in the window: let go from the
    /// top to keep it within its maximum, or skipped by a jump.
    public private(set) var droppedRecords = 0
    /// The records the window holds, which the list shows.
    public let dataSource = ListDataSource<RecordItem>()
    /// Which records the window shows, in which order.
    private(set) var selection = RecordSelection.all
    /// The state of the list that shows the window (loading, exhausted, failed), as it last
    /// told it (``listStateDidChange(_:)``).
    public private(set) var listState = FeedState()
    /// The reading that continues after the window's last record, when all records show.
    private var reading: RecordFileReading?
    /// The file as opened ahead of the first fill, with its index started (``openAhead()``).
    private let openedAhead: FileOpenedAhead
    /// Counts the times the window was filled anew (a refresh, a jump, other records chosen):
    /// a page read meanwhile belongs to the window before, even where the counts agree.
    private var windowGeneration = 0
    /// Counts the fills begun anew (a refresh, a jump, other records chosen): a refresh gives
    /// way to one begun while it read, whose records are the newer.
    private var fillsBegun = 0
    /// Puts a page's records into the list a few a frame, as its view lays them out.
    let rowPacing = RowPacing()
    /// The window's fills under way: a page next to the window is read once they are over.
    private let fills = WindowFills()
    private let pages: RecordPages
    private let opening: FileOpening
    private let index: FileIndexing
    private let problems: FileProblems
    private let changes: FileChanges

    init(pages: RecordPages, problems: FileProblems, _ context: PartContext) {
        self.pages = pages
        self.problems = problems
        (opening, index, changes) = (context.opening, context.index, context.changes)
        openedAhead = FileOpenedAhead(opening: context.opening, index: context.index, rowKeys: pages.rowKeys)
    }

    /// Whether a page's rows are still landing in the list, a few a frame.
    var isFilling: Bool { fills.landing > 0 }

    /// Returns once the window's fills are over and their rows landed.
    func waitUntilFilled() async {
        await fills.waitUntilNoneUnderWay()
    }

    /// Whether the window holds record `number` now.
    public func holds(record number: Int) -> Bool { dataSource.contains(id: number) }

    /// The number of the window's last record; 0 when it has none.
    public var lastLoadedRecord: Int { dataSource.sections.first?.items.last?.id ?? 0 }

    /// The last record the window holds: its row has landed in the list, or is still landing
    /// there a few a frame after those that fill the view (the title names the window's records
    /// from the start, not as they land).
    var lastRecordInWindow: Int { max(lastLoadedRecord, fills.landingLastRecord ?? 0) }

    /// How many records the file has, as far as known: counted by the index, or read so far
    /// (those of a page still landing included).
    public var knownRecordCount: Int { max(index.progress?.recordCount ?? 0, lastRecordInWindow) }

    /// How many records a sort put in order, while the window shows them; `nil` otherwise. Then
    /// the window is read by position in the order (``jump(toPosition:)``), not by record number.
    var sortedCount: Int? {
        if case .sorted(let sort, _) = selection { sort.count } else { nil }
    }

    /// The list that shows the window changed state.
    public func listStateDidChange(_ state: FeedState) {
        listState = state
        changes.post(.listState)
    }

    // MARK: Reading

    /// Opens the file anew and reads the records shown again, from the window's first one, as
    /// far as the list had got (at least one page); the index starts from scratch.
    /// - Returns: Whether more records may follow.
    /// - Throws: The file's error when not a single record could be read.
    public func refresh() async throws -> Bool {
        try await fills.during { try await refillFromTheWindowsStart() }
    }

    /// Opens the file and starts its index before the first fill, which takes both up: what a
    /// view would start once it asks for records starts while it is being built.
    /// - Returns: The reading of the first page, `nil` when none started.
    @discardableResult
    func openAhead() -> Task<Void, Never>? {
        openedAhead.open()
    }

    /// The body of ``refresh()``, a fill of the window.
    private func refillFromTheWindowsStart() async throws -> Bool {
        problems.beginRead()
        let opened: RecordFileReading
        if let ahead = openedAhead.take() {
            opened = ahead
        } else {
            opened = try await problems.reporting { () async throws(RecordFileError) in try opening.open() }
            index.start(file: opened.file)
            if let chosenIn = selection.chosenIn, !opened.file.mayHaveOnlyGrown(since: chosenIn) {
                // The records chosen are the file's before it was truncated or replaced: told
                // that its index started anew, the choice chooses again in the file read now
                // and fills the window itself (``FileSequencing``); its rows stay until then.
                changes.post(.indexed)
                return true
            }
        }
        fillsBegun += 1
        let (begun, selection) = (fillsBegun, selection)
        let wanted = max(Self.pageSize, dataSource.itemCount)
        let read = await pages.read(selection, at: droppedRecords, count: wanted, pageSize: Self.pageSize,
                                    continuing: droppedRecords == 0 ? opened : nil)
        try Task.checkCancellation()
        // A fill begun while the file was read stands: what this one read is let go.
        guard begun == fillsBegun else { return true }
        if read.items.isEmpty, read.failure == nil, droppedRecords > 0 {
            // The file shrank below the window's start (truncated or replaced): from its start.
            droppedRecords = 0
            return try await refillFromTheWindowsStart()
        }
        reading = read.reading
        windowGeneration += 1
        let items = Array(read.items.suffix(maximumLoadedRecords))
        if dataSource.itemCount == 0 {
            await replaceRows(with: items)
        } else {
            await dataSource.applyInBackground([ListSection(id: "records", items: items)])
        }
        if let failure = read.failure {
            problems.report(failure)
            // Rows before the error stay; with none the error page says what went wrong.
            if read.items.isEmpty { throw FileLoadError(failure) }
            // Otherwise the next page throws it again, and the footer shows it with Retry.
            return true
        }
        return !read.isAtEnd
    }

    /// Appends the next page.
    /// - Returns: Whether more records may follow.
    public func loadNextPage() async throws -> Bool {
        var position: Int
        var page: RecordPages.Page
        repeat {
            await fills.waitUntilNoneUnderWay()
            // A refresh cancels a load before it fills the window: the page is not read then.
            try Task.checkCancellation()
            position = droppedRecords + dataSource.itemCount
            let generation = windowGeneration
            let continuing = reading
            let selection = selection
            page = try await problems.reporting { () async throws(RecordFileError) in
                try await pages.read(selection, at: position, count: Self.pageSize, continuing: continuing)
            }
            try Task.checkCancellation()
            // The window was filled anew while the page was read (a jump, other records
            // chosen, a page put at its top): this page is not next to it, the one after the
            // new window is read. A reading the window kept went on past its end: the page is
            // read afresh.
            if generation == windowGeneration { break }
            if let continuing, continuing === reading { reading = nil }
        } while true
        reading = page.reading
        if page.isAtEnd { index.extend() }
        let generation = windowGeneration
        let landed = await rowPacing.append(page.items, to: dataSource) { generation == windowGeneration }
        if !landed, page.reading === reading { reading = nil }  // cut short by a page put at the top
        let excess = dataSource.itemCount - maximumLoadedRecords
        if excess > 0 {
            dataSource.removeItems(in: 0..<excess, ofSection: 0)
            droppedRecords += excess
        }
        return !page.isAtEnd
    }

    /// Moves the window so that it starts with record `number` (1-based); the records before it
    /// are read as the list nears its top (``loadPreviousPage()``). Past the last record shown,
    /// the last one; when only matches show, the first match at or after `number`.
    /// - Returns: The record shown in its place, and whether more records may follow the window.
    func jump(to number: Int) async throws -> (shown: Int, more: Bool) {
        if case .all = selection, let progress = index.progress, progress.isComplete {
            return try await show(position: min(number, max(1, progress.recordCount)) - 1)
        }
        return try await show(position: selection.position(ofRecordAtOrAfter: number))
    }

    /// Moves the window so that it starts with the record at `position` (0-based) among those
    /// shown, as in a sort's order.
    /// - Returns: The record shown in its place, and whether more records may follow the window.
    func jump(toPosition position: Int) async throws -> (shown: Int, more: Bool) {
        try await show(position: position)
    }

    /// Shows only the records `matching` matches (as it finds them), or all records for `nil`,
    /// from the first.
    func showOnlyMatches(of matching: (any RecordMatching)?) async throws {
        try await show(matching.map { .matching($0) } ?? .all)
    }

    /// Shows the records of `sort`, complete, in its order, ascending or `descending`, from
    /// the first.
    func showSorted(_ sort: RecordSort, descending: Bool) async throws {
        try await show(.sorted(sort, descending: descending))
    }

    private func show(_ selection: RecordSelection) async throws {
        try await fills.during {
            self.selection = selection
            reading = nil
            droppedRecords = 0
            // A page being read belongs to the records shown before.
            windowGeneration += 1
            _ = try await fillWindow(from: 0)
        }
    }

    /// Fills the window with a page from `position` on.
    private func show(position: Int) async throws -> (shown: Int, more: Bool) {
        try await fills.during { try await fillWindow(from: position) }
    }

    /// The body of ``show(position:)``, a fill of the window.
    private func fillWindow(from position: Int) async throws -> (shown: Int, more: Bool) {
        fillsBegun += 1
        let first = max(0, position)
        let selection = selection
        let page = try await problems.reporting { () async throws(RecordFileError) in
            try await pages.read(selection, at: first, count: Self.movedWindowSize, continuing: nil)
        }
        try Task.checkCancellation()
        if page.items.isEmpty, first > 0 {
            // Fewer records than asked for: show the last ones there are.
            return try await fillWindow(from: first - 1)
        }
        reading = page.reading
        droppedRecords = first
        windowGeneration += 1
        await replaceRows(with: page.items)
        let shown = page.items.dropFirst(position - first).first ?? page.items.last
        return (shown?.id ?? 0, !page.isAtEnd)
    }

    /// Puts the page before the window's first record at its top, letting go of records at its
    /// end beyond the maximum (read again as the list nears its end).
    /// - Returns: How many records were added at the top; 0 at the start.
    func loadPreviousPage() async throws -> Int {
        await fills.waitUntilNoneUnderWay()
        try Task.checkCancellation()
        guard droppedRecords > 0 else { return 0 }
        let end = droppedRecords
        let first = max(0, end - Self.pageSize)
        let generation = windowGeneration
        let selection = selection
        let page = try await problems.reporting { () async throws(RecordFileError) in
            try await pages.read(selection, at: first, count: end - first, continuing: nil)
        }
        try Task.checkCancellation()
        guard generation == windowGeneration, end == droppedRecords else { return 0 }  // the window moved meanwhile
        let added = Array(page.items.prefix(end - first))
        let kept = dataSource.sections.first?.items ?? []
        let keptCount = max(0, min(kept.count, maximumLoadedRecords - added.count))
        if keptCount < kept.count { reading = nil }
        droppedRecords -= added.count
        windowGeneration += 1
        _ = try await fills.during {
            await dataSource.applyInBackground([ListSection(id: "records", items: added + kept.prefix(keptCount))])
        }
        return added.count
    }

    /// Puts `items` in place of the window's rows: those that fill the view at once, the rest a
    /// few a frame after, a fill under way until they landed or the window was filled anew.
    private func replaceRows(with items: [RecordItem]) async {
        let generation = windowGeneration
        fills.forgetLanding()
        await rowPacing.fill(dataSource, with: items, sectionID: "records",
                             while: { [weak self] in self?.windowGeneration == generation }) { [fills] rest in
            fills.start(landingUpTo: items.last?.id, rest)
        }
    }
}
