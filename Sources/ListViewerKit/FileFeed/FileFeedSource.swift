import GtkList
import Foundation
import ListCore

/// An opened file as the source of a paging list: the first page on open, more as the list
/// nears its end, and the whole read-so-far again on refresh, applied through the diff so
/// lines appended to a log show up as inserts and nothing else moves.
@MainActor
public final class FileFeedSource {
    /// Records per page: a few screens, read in well under a frame's worth of time per screen.
    public static let pageSize = 200

    /// The most records kept in the list. Reading a multi-gigabyte file to its end would
    /// otherwise hold every record; past this many, the oldest are let go from the top (the
    /// list keeps its place), and a refresh reads from the start again.
    public var maximumLoadedRecords = 50_000

    /// How many records were let go from the top to keep the list within its maximum.
    public private(set) var droppedRecords = 0

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
        droppedRecords = 0
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
        guard let reading else { return false }
        let page: RecordPage
        do {
            page = try await reading.nextPage(maxRecords: Self.pageSize)
        } catch {
            report(error)
            throw FileLoadError(error)
        }
        try Task.checkCancellation()
        dataSource.append(page.records.map(item))
        let excess = dataSource.itemCount - maximumLoadedRecords
        if excess > 0 {
            dataSource.removeItems(in: 0..<excess, ofSection: 0)
            droppedRecords += excess
        }
        page.warnings.forEach(warn)
        return !page.isAtEnd
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
