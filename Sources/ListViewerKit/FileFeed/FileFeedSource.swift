import GtkList
import Foundation
import ListCore
import Synchronization

/// An opened file as the source of a paging list: the first page on open, more as the list
/// nears its end, and the whole read-so-far again on refresh, applied through the diff so
/// lines appended to a log show up as inserts and nothing else moves.
///
/// The list holds a window of the file's records, at most ``maximumLoadedRecords``. Meanwhile
/// a ``RecordIndex`` learns in the background where every record starts, so the window can move
/// to any record (``jump(to:)``) and grow back towards the start (``loadPreviousPage()``).
@MainActor
public final class FileFeedSource {
    /// Records per page: a few screens, read in well under a frame's worth of time per screen.
    public static let pageSize = 200

    /// The most records kept in the list. Reading a multi-gigabyte file to its end would
    /// otherwise hold every record; past this many, the oldest are let go from the top (the
    /// list keeps its place), and a refresh reads from the start again.
    public var maximumLoadedRecords = 50_000

    /// How many of the file's records come before the first one in the list: let go from the
    /// top to keep the list within its maximum, or skipped by a jump.
    public private(set) var droppedRecords = 0

    /// Where the file's records start, as far as learnt; `nil` before the first read and for
    /// files that are not indexed (UTF-16).
    public var indexProgress: RecordIndex.Progress? { indexer?.index.progress }
    /// Called on the main thread as indexing goes on.
    public var onIndexProgress: @MainActor (RecordIndex.Progress) -> Void = { _ in }
    private var indexer: RecordIndexer?
    private var isIndexing = false

    /// The file's path as given.
    public let path: String
    /// The rows read so far.
    public let dataSource = ListDataSource<RecordItem>()
    /// Called with each warning worth telling the user (invalid UTF-8, a held-back last line).
    /// Whether the latest read met an error anywhere, whether or not records came before it.
    public private(set) var hasReadError = false
    /// Whether the file was empty, or held only white space, at the latest read.
    public private(set) var isBlank = false
    /// The errors already written to standard error.
    private var reportedErrors: Set<String> = []
    public var onWarning: @MainActor (String) -> Void = { _ in }

    private let options: ReadingOptions
    private let titleKey: String?
    private let subtitleKey: String?
    private var reading: RecordFileReading?

    /// Prepares to read `path`; nothing is read until ``refresh()``.
    /// - Parameters:
    ///   - options: The format and CSV dialect; by default detected.
    ///   - titleKey: The field that titles each row (`--title`), or `nil` to guess.
    ///   - subtitleKey: The field under the title (`--subtitle`), or `nil` to guess.
    public init(path: String, options: ReadingOptions = ReadingOptions(), titleKey: String?, subtitleKey: String?) {
        self.path = path
        self.options = options
        self.titleKey = titleKey
        self.subtitleKey = subtitleKey
    }

    /// The file's name, for titles.
    public var fileName: String { URL(fileURLWithPath: path).lastPathComponent }

    /// Reads the file from its start again, as far as the list had got (at least one page).
    /// - Returns: Whether more records may follow.
    /// - Throws: The file's error when not a single record could be read.
    public func refresh() async throws -> Bool {
        // A new read: what the last one met may be mended.
        hasReadError = false
        reportedErrors = []
        let reading = try open()
        isBlank = reading.isBlank
        startIndexing(reading)
        let first = droppedRecords + 1
        if first > 1 { try await skip(reading, to: first) }
        let wanted = max(Self.pageSize, dataSource.itemCount)
        var records: [FileRecord] = []
        var isAtEnd = false
        var failure: RecordFileError?
        while records.count < wanted, !isAtEnd {
            do {
                let page = try await reading.nextPage(maxRecords: min(Self.pageSize, wanted - records.count))
                records += page.records
                isAtEnd = page.isAtEnd
                page.warnings.forEach(warn)
            } catch {
                failure = error
                break
            }
        }
        try Task.checkCancellation()
        self.reading = reading
        droppedRecords = records.first.map { $0.number - 1 } ?? 0
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
        if reading == nil, let last = dataSource.sections.first?.items.last {
            // The window was cut at its end: read on after its last record.
            let reading = try open()
            try await skip(reading, to: last.id + 1)
            self.reading = reading
        }
        guard let reading else { return false }
        let page: RecordPage
        do {
            page = try await reading.nextPage(maxRecords: Self.pageSize)
        } catch {
            report(error)
            throw FileLoadError(error)
        }
        try Task.checkCancellation()
        // A jump while the page was read moved the window: this page is not next to it.
        guard reading === self.reading else { return true }
        if page.isAtEnd { extendIndex() }
        dataSource.append(page.records.map(item))
        let excess = dataSource.itemCount - maximumLoadedRecords
        if excess > 0 {
            dataSource.removeItems(in: 0..<excess, ofSection: 0)
            droppedRecords += excess
        }
        page.warnings.forEach(warn)
        return !page.isAtEnd
    }

    isolated deinit {
        indexer?.cancel()
    }

    /// Moves the window so that it holds record `number` (1-based; past the last record means
    /// the last one) in its first page or so, with some records before it.
    /// - Returns: The record shown, which is `number` unless the file has fewer, and whether more
    ///   records may follow the window.
    public func jump(to number: Int) async throws -> (shown: Int, more: Bool) {
        let target = max(1, indexProgress.map { $0.isComplete ? min(number, max(1, $0.recordCount)) : number } ?? number)
        let first = max(1, target - Self.pageSize / 4)
        let reading = try open()
        try await skip(reading, to: first)
        let page: RecordPage
        do {
            page = try await reading.nextPage(maxRecords: Self.pageSize)
        } catch {
            report(error)
            throw FileLoadError(error)
        }
        try Task.checkCancellation()
        page.warnings.forEach(warn)
        guard let firstRead = page.records.first else {
            // Fewer records than asked for: show the last ones there are.
            return first > 1 ? try await jump(to: first - 1) : (0, false)
        }
        self.reading = reading
        droppedRecords = firstRead.number - 1
        await dataSource.applyInBackground([ListSection(id: "records", items: page.records.map(item))])
        return (min(target, page.records.last?.number ?? target), !page.isAtEnd)
    }

    /// Whether the list holds record `number` now.
    public func holds(record number: Int) -> Bool {
        number > droppedRecords && number <= lastLoadedRecord
    }

    /// The number of the list's last record; 0 when it has none.
    public var lastLoadedRecord: Int { droppedRecords + dataSource.itemCount }

    /// Waits until the index knows where record `number` starts, or has indexed the whole file
    /// (as it is); at once for a file that is not indexed.
    public func waitForIndex(toReach number: Int) async throws {
        while let progress = indexProgress, !progress.isComplete, progress.recordCount < number {
            if !isIndexing { extendIndex() }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Puts the page before the window's first record at its top, letting go of records at its
    /// end beyond the maximum (read again as the list nears its end).
    /// - Returns: How many records were added at the top; 0 at the start of the file.
    public func loadPreviousPage() async throws -> Int {
        guard droppedRecords > 0 else { return 0 }
        let end = droppedRecords + 1
        let first = max(1, end - Self.pageSize)
        let reading = try open()
        try await skip(reading, to: first)
        let page: RecordPage
        do {
            page = try await reading.nextPage(maxRecords: end - first)
        } catch {
            report(error)
            throw FileLoadError(error)
        }
        try Task.checkCancellation()
        guard end == droppedRecords + 1 else { return 0 }  // the window moved meanwhile
        let added = page.records.filter { $0.number < end }.map(item)
        let kept = dataSource.sections.first?.items ?? []
        let keptCount = max(0, min(kept.count, maximumLoadedRecords - added.count))
        if keptCount < kept.count { self.reading = nil }
        droppedRecords -= added.count
        await dataSource.applyInBackground([ListSection(id: "records", items: added + kept.prefix(keptCount))])
        return added.count
    }

    /// Reads over records up to record `number`, using the index where it can.
    private func skip(_ reading: RecordFileReading, to number: Int) async throws {
        do {
            try await reading.skip(to: number, using: indexer?.index)
        } catch {
            report(error)
            throw FileLoadError(error)
        }
    }

    /// Starts learning the file's record starts, anew, in the background.
    private func startIndexing(_ reading: RecordFileReading) {
        indexer?.cancel()
        indexer = nil
        guard reading.canResume else { return }
        indexer = RecordIndexer(path: path, format: reading.format, dialect: reading.csvDialect,
                                skippingFirst: reading.preambleLength)
        isIndexing = false
        extendIndex()
    }

    /// Indexes what the file gained since indexing last ended, unless indexing runs.
    private func extendIndex() {
        guard let indexer, !isIndexing else { return }
        isIndexing = true
        let lastReport = Mutex(ContinuousClock.now)
        indexer.run { [weak self] progress, hasEnded in
            // At most 20 reports a second reach the window, and always the last one.
            let now = ContinuousClock.now
            let isDue = lastReport.withLock { last in
                guard hasEnded || now - last > .milliseconds(50) else { return false }
                last = now
                return true
            }
            guard isDue else { return }
            Task { @MainActor [weak self] in
                guard let self, self.indexer === indexer else { return }
                if hasEnded { self.isIndexing = false }
                self.onIndexProgress(progress)
            }
        }
    }

    private func open() throws -> RecordFileReading {
        do {
            return try RecordFileReading(path: path, options: options)
        } catch {
            report(error)
            throw FileLoadError(error)
        }
    }

    private func item(_ record: FileRecord) -> RecordItem {
        RecordItem(record: record, titleKey: titleKey, subtitleKey: subtitleKey)
    }

    private func warn(_ message: String) {
        FileHandle.standardError.write(Data((appTexts.translate("list-viewer: warning: %s").filling(message) + "\n").utf8))
        onWarning(message)
    }

    /// Every error reaches standard error too, with the file's full path, once: the page after
    /// a damaged record meets the same error again.
    private func report(_ error: RecordFileError) {
        hasReadError = true
        guard reportedErrors.insert(error.description).inserted else { return }
        FileHandle.standardError.write(Data("list-viewer: \(error)\n".utf8))
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
                appTexts.translate("line %1$s, column %2$s: %3$s").filling(lineText, UserLocale.formatted(column), error.reason)
            } ?? appTexts.translate("line %1$s: %2$s").filling(lineText, error.reason)
        } else {
            description = error.description
        }
    }
}
