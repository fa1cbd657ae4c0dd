import GtkList
import Foundation
import ListCore
import RecordFiles

/// An opened file as the source of a paging list: the first page on open, more as the list
/// nears its end, and the whole read-so-far again on refresh, applied through the diff so
/// lines appended to a log show up as inserts and nothing else moves.
///
/// The list holds a window of the records shown, at most ``maximumLoadedRecords``: all of the
/// file's, only those a search matched (``showOnlyMatches(of:)``), or those of a sort in its
/// order (``showSorted(_:)``). Meanwhile a
/// ``RecordIndex`` learns in the background where every record starts, so the window can move
/// to any record (``jump(to:)``) and grow back towards the start (``loadPreviousPage()``).
@MainActor
public final class FileFeedSource {
    /// Records per page: a few screens. GTK 4.8's list view makes a row for every item up to
    /// 200 around its place, so a page's rows are what one frame lays out and binds.
    public static let pageSize = 100
    /// Records in a window moved to a record: fewer than a page, so the record shows sooner;
    /// the feed reads on from there.
    static let movedWindowSize = 40

    /// The most records kept in the list. Reading a multi-gigabyte file to its end would
    /// otherwise hold every record; past this many, the oldest are let go from the top (the
    /// list keeps its place), and a refresh reads from the start again.
    public var maximumLoadedRecords = 50_000

    /// How many of the records shown come before the first one in the list: let go from the
    /// top to keep the list within its maximum, or skipped by a jump.
    public private(set) var droppedRecords = 0

    /// Where the file's records start, as far as learnt; `nil` before the first read and for
    /// files that are not indexed (UTF-16).
    public var indexProgress: RecordIndex.Progress? { indexing.progress }
    /// Whether indexing has ended (or there is none) and the window was told its last progress.
    var isIndexSettled: Bool { indexing.isSettled }
    /// Called on the main thread as indexing goes on.
    public var onIndexProgress: @MainActor (RecordIndex.Progress) -> Void {
        get { indexing.onProgress }
        set { indexing.onProgress = newValue }
    }
    private let indexing: FileIndexing

    /// The file's path as given.
    public let path: String
    /// The rows read so far.
    public let dataSource = ListDataSource<RecordItem>()
    /// Whether the latest read met an error anywhere, whether or not records came before it.
    public private(set) var hasReadError = false
    /// Whether the file was empty, or held only white space, at the latest read.
    public private(set) var isBlank = false
    /// Called with each warning worth telling the user (invalid UTF-8, a held-back last line).
    public var onWarning: @MainActor (String) -> Void = { _ in }
    /// The errors already written to standard error.
    private var reportedErrors: Set<String> = []

    private let options: ReadingOptions
    private let titleKey: String?
    private let subtitleKey: String?
    /// The field that holds each record's time (`--time`), or `nil` to guess.
    let timeKey: String?
    /// Which records the list shows.
    private(set) var selection = RecordSelection.all
    /// The reading that continues after the window's last record, when all records show.
    private var reading: RecordFileReading?
    /// The file as it was last opened (at the latest refresh), for searching it.
    private(set) var openedFile: RecordFile?
    /// Counts the times the window was filled anew (a refresh, a jump, other records chosen):
    /// a page read meanwhile belongs to the window before, even where the counts agree.
    private var windowGeneration = 0
    /// The window's fills under way: a page next to the window is read once they are over.
    private let fills = WindowFills()

    /// Prepares to read `path`; nothing is read until ``refresh()``.
    /// - Parameters:
    ///   - options: The format and CSV dialect; by default detected.
    ///   - titleKey: The field that titles each row (`--title`), or `nil` to guess.
    ///   - subtitleKey: The field under the title (`--subtitle`), or `nil` to guess.
    ///   - timeKey: The field that holds each record's time (`--time`), or `nil` to guess.
    ///   - name: What titles call the file; by default its file name.
    ///   - keepsIndex: Whether the file's index is kept for the next time it is opened (not
    ///     for a temporary file).
    public init(path: String, options: ReadingOptions = ReadingOptions(), titleKey: String?, subtitleKey: String?,
                timeKey: String? = nil, name: String? = nil, keepsIndex: Bool = true) {
        self.timeKey = timeKey
        self.path = path
        indexing = FileIndexing(keepsIndexes: keepsIndex)
        fileName = name ?? URL(fileURLWithPath: path).lastPathComponent
        self.options = options
        self.titleKey = titleKey
        self.subtitleKey = subtitleKey
    }

    isolated deinit {
        indexing.stop()
    }

    /// The file's name, for titles.
    public let fileName: String

    /// Whether the list holds record `number` now.
    public func holds(record number: Int) -> Bool { dataSource.contains(id: number) }

    /// The number of the list's last record; 0 when it has none.
    public var lastLoadedRecord: Int { dataSource.sections.first?.items.last?.id ?? 0 }

    /// How many records the file has, as far as known: counted by the index, or read so far.
    public var knownRecordCount: Int { max(indexing.progress?.recordCount ?? 0, lastLoadedRecord) }

    // MARK: Reading

    /// Reads the records shown again, from the window's first one, as far as the list had got
    /// (at least one page), and the file's index from scratch.
    /// - Returns: Whether more records may follow.
    /// - Throws: The file's error when not a single record could be read.
    public func refresh() async throws -> Bool {
        try await fills.during { try await refillFromTheWindowsStart() }
    }

    /// The body of ``refresh()``, a fill of the window.
    private func refillFromTheWindowsStart() async throws -> Bool {
        // A new read: what the last one met may be mended.
        hasReadError = false
        reportedErrors = []
        let opened = try await reportingErrors { () async throws(RecordFileError) in try open() }
        isBlank = opened.isBlank
        openedFile = opened.file
        indexing.start(file: opened.file)
        let wanted = max(Self.pageSize, dataSource.itemCount)
        var records: [FileRecord] = []
        var isAtEnd = false
        var failure: RecordFileError?
        var continuing: RecordFileReading?
        while records.count < wanted, !isAtEnd {
            do {
                let page = try await readPage(at: droppedRecords + records.count,
                                              count: min(Self.pageSize, wanted - records.count),
                                              continuing: continuing ?? (droppedRecords == 0 ? opened : nil))
                records += page.records
                isAtEnd = page.isAtEnd
                continuing = page.reading
            } catch {
                failure = error
                break
            }
        }
        try Task.checkCancellation()
        if records.isEmpty, failure == nil, droppedRecords > 0 {
            // The file shrank below the window's start (truncated or replaced): from its start.
            droppedRecords = 0
            return try await refillFromTheWindowsStart()
        }
        reading = continuing
        windowGeneration += 1
        await dataSource.applyInBackground([ListSection(id: "records", items: records.suffix(maximumLoadedRecords).map(item))])
        if let failure {
            report(failure)
            // Rows before the error stay; with none the error page says what went wrong.
            if records.isEmpty { throw FileLoadError(failure) }
            // Otherwise the next page throws it again, and the footer shows it with Retry.
            return true
        }
        return !isAtEnd
    }

    /// Appends the next page.
    /// - Returns: Whether more records may follow.
    public func loadNextPage() async throws -> Bool {
        var position: Int
        var page: Page
        repeat {
            await fills.waitUntilNoneUnderWay()
            // A refresh cancels a load before it fills the window: the page is not read then.
            try Task.checkCancellation()
            position = droppedRecords + dataSource.itemCount
            let generation = windowGeneration
            let continuing = reading
            page = try await reportingErrors { () async throws(RecordFileError) in
                try await readPage(at: position, count: Self.pageSize, continuing: continuing)
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
        if page.isAtEnd { indexing.extend() }
        dataSource.append(page.records.map(item))
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
    public func jump(to number: Int) async throws -> (shown: Int, more: Bool) {
        if case .all = selection, let progress = indexing.progress, progress.isComplete {
            return try await show(position: min(number, max(1, progress.recordCount)) - 1)
        }
        return try await show(position: selection.position(ofRecordAtOrAfter: number))
    }

    /// How many records a sort put in order, while the list shows them; `nil` otherwise. Then
    /// the list is read by position in the order (``jump(toPosition:)``), not by record number.
    var sortedCount: Int? {
        if case .sorted(let sort, _) = selection { sort.count } else { nil }
    }

    /// Moves the window so that it starts with the record at `position` (0-based) among those
    /// shown, as in a sort's order.
    /// - Returns: The record shown in its place, and whether more records may follow the window.
    func jump(toPosition position: Int) async throws -> (shown: Int, more: Bool) {
        try await show(position: position)
    }

    /// Shows only the records `search` matches (as it finds them), or all records for `nil`,
    /// from the first.
    public func showOnlyMatches(of search: (any RecordMatching)?) async throws {
        try await show(search.map { .matching($0) } ?? .all)
    }

    /// Shows the records of `sort`, complete, in its order, ascending or `descending`, from
    /// the first.
    public func showSorted(_ sort: RecordSort, descending: Bool) async throws {
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
        let first = max(0, position)
        let page = try await reportingErrors { () async throws(RecordFileError) in
            try await readPage(at: first, count: Self.movedWindowSize, continuing: nil)
        }
        try Task.checkCancellation()
        if page.records.isEmpty, first > 0 {
            // Fewer records than asked for: show the last ones there are.
            return try await fillWindow(from: first - 1)
        }
        reading = page.reading
        droppedRecords = first
        windowGeneration += 1
        await dataSource.applyInBackground([ListSection(id: "records", items: page.records.map(item))])
        let shown = page.records.dropFirst(position - first).first ?? page.records.last
        return (shown?.number ?? 0, !page.isAtEnd)
    }

    /// Puts the page before the window's first record at its top, letting go of records at its
    /// end beyond the maximum (read again as the list nears its end).
    /// - Returns: How many records were added at the top; 0 at the start.
    public func loadPreviousPage() async throws -> Int {
        await fills.waitUntilNoneUnderWay()
        try Task.checkCancellation()
        guard droppedRecords > 0 else { return 0 }
        let end = droppedRecords
        let first = max(0, end - Self.pageSize)
        let generation = windowGeneration
        let page = try await reportingErrors { () async throws(RecordFileError) in
            try await readPage(at: first, count: end - first, continuing: nil)
        }
        try Task.checkCancellation()
        guard generation == windowGeneration, end == droppedRecords else { return 0 }  // the window moved meanwhile
        let added = page.records.prefix(end - first).map(item)
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

    /// Indexes what the file gained since indexing last ended (a followed file that grew),
    /// whatever the list is doing: searches and filters go on with what the index adds.
    func extendIndex() {
        indexing.extend()
    }

    /// Waits until the index knows where record `number` starts, or has indexed the whole file
    /// (as it is); at once for a file that is not indexed.
    public func waitForIndex(toReach number: Int) async throws {
        try await indexing.wait(untilItReaches: number)
    }

    /// The filter on fields whose records the list and its searches keep to, if any (see
    /// ``setFilter(_:)``).
    private(set) var filter: RecordFilterSearch?

    /// Keeps the list and its searches to the records that pass `expression` (from now on:
    /// show them with ``showOnlyMatches(of:)``), or to every record for `nil`; the last filter
    /// stops. The filter of the whole file, read as it was last opened, is started here;
    /// `nil` before the file was read and for files that are not indexed.
    @discardableResult
    func setFilter(_ expression: FieldFilter?) -> RecordFilterSearch? {
        filter?.cancel()
        filter = nil
        guard let expression, let openedFile, openedFile.layout.canResume else { return nil }
        filter = RecordFilterSearch(filter: expression, file: openedFile, index: indexing.index, columnName: csvColumnName)
        filter?.start()
        return filter
    }

    /// A search of the whole file for `query`, read as the file was last opened: of the
    /// records the filter lets through while there is one, else of every record, faster where
    /// the file's index reaches; `nil` before the file was read and for files that are not
    /// indexed. Start it with ``RecordMatching/start()``.
    func makeSearch(for query: SearchQuery) -> (any RecordMatching)? {
        guard let openedFile else { return nil }
        if let filter {
            return RecordFilterSearch(filter: nil, query: query, file: openedFile, within: filter, index: indexing.index,
                                      columnName: csvColumnName)
        }
        return RecordSearch(query: query, file: openedFile, index: indexing.index)
    }

    /// What is known of where the file's records start; `nil` before the first read and for
    /// files that are not indexed. Each refresh starts a new one.
    var index: RecordIndex? { indexing.index }

    /// A timeline of the file, read as it was last opened, sampled through its index; `nil`
    /// before the file was read and for files that are not indexed. Start it with
    /// ``RecordTimeline/start()``.
    func makeTimeline() -> RecordTimeline? {
        guard let openedFile, let index = indexing.index else { return nil }
        return RecordTimeline(file: openedFile, index: index, timeField: timeKey, columnName: csvColumnName)
    }

    /// A sort of the records `base` matches (every record for `nil`) by what `key` reads off
    /// each record, of the file as it was last opened, through its index; `nil` before the
    /// file was read. Its keys go to the cache folder, on disk where the temporary folder may be
    /// memory (tmpfs). Start it with ``RecordSort/start()``.
    func makeSort(within base: (any RecordMatching)?, key: @escaping @Sendable (FileRecord) -> JSONValue?) -> RecordSort? {
        let folder = FileIndexing.cache.directory
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let directory = FileManager.default.isWritableFile(atPath: folder) ? folder : FileManager.default.temporaryDirectory.path
        return openedFile.map { RecordSort(file: $0, within: base, index: indexing.index, columnName: csvColumnName, directory: directory, key: key) }
    }

    /// An export of `records` of the file, read as it was last opened, to `path` (replacing a
    /// file there); `nil` before the file was read. Start it with ``RecordExport/start()``.
    func makeExport(of records: RecordExport.Records, to path: String) -> RecordExport? {
        openedFile.map { RecordExport(file: $0, records: records, to: path, index: indexing.index, replacing: true, columnName: csvColumnName) }
    }

    /// Keeps `matching`, a search or a filter of this file, with the file as it was last
    /// opened: what a file that grew gained (as far as indexed) is searched on from where the
    /// search stopped.
    /// - Returns: `false` when the file was truncated or replaced since: a search of it must
    ///   start again.
    func keepUp(_ matching: any RecordMatching) -> Bool {
        guard let file = openedFile else { return true }
        guard file.layout == matching.file.layout, file.identity.mayHaveOnlyGrown(since: matching.file.identity) else {
            return false
        }
        let progress = matching.progress
        if progress.hasEnded, progress.isComplete, let indexed = indexProgress, indexed.indexedBytes > progress.searchedBytes {
            matching.start()
        }
        return true
    }

    /// Runs `read`; a file error it meets reaches standard error and the window (as a
    /// ``FileLoadError``).
    private func reportingErrors<Value>(_ read: () async throws(RecordFileError) -> Value) async throws -> Value {
        do {
            return try await read()
        } catch {
            report(error)
            throw FileLoadError(error)
        }
    }

    // MARK: Pages

    /// Records read for the window, and the reading that continues after them.
    private struct Page {
        var records: [FileRecord]
        var isAtEnd: Bool
        var reading: RecordFileReading?
    }

    /// Up to `count` records shown from `position` on. With all records shown, `continuing`
    /// (a reading that stands at that position) saves a new one.
    private func readPage(at position: Int, count: Int, continuing: RecordFileReading?) async throws(RecordFileError) -> Page {
        switch selection {
        case .all:
            let reading: RecordFileReading
            if let continuing {
                reading = continuing
            } else {
                reading = try reopen()
                try await reading.skip(to: position + 1, using: indexing.index)
            }
            let page = try await reading.nextPage(maxRecords: count)
            page.warnings.forEach(warn)
            return Page(records: page.records, isAtEnd: page.isAtEnd, reading: reading)
        case .matching(let search):
            // Matches still being found: wait for some, or for the search's end.
            await search.waitUntilFound(position + 1)
            let numbers = search.matches(at: position..<position + count)
            let records = try await readRecords(numbered: Array(numbers), in: search.file)
            let isAtEnd = search.progress.isComplete && position + records.count >= search.progress.matchCount
            return Page(records: records, isAtEnd: isAtEnd, reading: nil)
        case .sorted(let sort, let descending):
            let records = try await readRecords(numbered: sort.records(at: position..<position + count, descending: descending), in: sort.file)
            return Page(records: records, isAtEnd: position + records.count >= sort.count, reading: nil)
        }
    }

    /// The records numbered `numbers` of `file`, in that order, each found through the index,
    /// read off the main thread.
    private func readRecords(numbered numbers: [Int], in file: RecordFile) async throws(RecordFileError) -> [FileRecord] {
        let index = indexing.index
        let read = await Task.detached {
            Result { () throws(RecordFileError) in
                try RecordLookup(file: file, index: index, columnName: csvColumnName).records(numberedInOrder: numbers)
            }
        }.value
        let (records, warnings) = try read.get()
        warnings.forEach(warn)
        return records
    }

    /// Opens the file anew, learning its layout.
    private func open() throws(RecordFileError) -> RecordFileReading {
        try RecordFileReading(path: path, options: options)
    }

    /// Opens the file as it was last opened, so that its index holds for the reading.
    private func reopen() throws(RecordFileError) -> RecordFileReading {
        guard let openedFile else { return try open() }
        return try RecordFileReading(reopening: openedFile)
    }

    private func item(_ record: FileRecord) -> RecordItem {
        RecordItem(record: record, titleKey: titleKey, subtitleKey: subtitleKey, timeKey: timeKey)
    }

    private func warn(_ warning: RecordFileWarning) {
        let message = warning.text
        FileHandle.standardError.write(Data((appTexts.translate("list-viewer: warning: %s").filling(message) + "\n").utf8))
        onWarning(message)
    }

    /// A problem with what was asked of the file (a sort by a field it lacks): standard error
    /// says it once, with the file's path, and a picture of it exits with 1.
    func reportProblem(_ message: String) {
        hasReadError = true
        let text = fileMessage(message, path: path, line: nil)
        guard reportedErrors.insert(text).inserted else { return }
        FileHandle.standardError.write(Data("list-viewer: \(text)\n".utf8))
    }

    /// A compressed file's damage, which ends what can be read of it: standard error says it
    /// once, with the file's path, and a picture of it exits with 1.
    func reportDecompressionFailure(_ failure: DecompressionError) {
        hasReadError = true
        let text = fileMessage(failure.text, path: failure.path, line: nil)
        guard reportedErrors.insert(text).inserted else { return }
        FileHandle.standardError.write(Data("list-viewer: \(text)\n".utf8))
    }

    /// Every error reaches standard error too, with the file's full path, once: the page after
    /// a damaged record meets the same error again.
    private func report(_ error: RecordFileError) {
        hasReadError = true
        let text = error.text
        guard reportedErrors.insert(text).inserted else { return }
        FileHandle.standardError.write(Data("list-viewer: \(text)\n".utf8))
    }
}

/// A file error as the window shows it. The window's title names the file, so a malformed
/// record is placed by line and column alone; other errors keep the path, which says where
/// the file was looked for.
struct FileLoadError: Error, CustomStringConvertible {
    let description: String

    init(_ error: RecordFileError) {
        if error.kind == .malformed, let line = error.line {
            let lineText = UserLocale.formatted(line)
            description = error.column.map { column in
                // TRANSLATORS: where a file is damaged, then why: "line 3, column 7: expected ..."
                appTexts.translate("line %1$s, column %2$s: %3$s").filling(lineText, UserLocale.formatted(column), error.problem.text)
            } ?? appTexts.translate("line %1$s: %2$s").filling(lineText, error.problem.text)
        } else {
            description = error.text
        }
    }
}
