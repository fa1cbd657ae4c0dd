import RecordFiles

/// A file opened, with its index started, while the view that shows it is still being built:
/// the first fill of the window takes both up instead of opening the file again.
@MainActor
final class FileOpenedAhead {
    private var reading: RecordFileReading?
    private let opening: FileOpening
    private let index: FileIndexing
    private let rowKeys: RowKeys

    init(opening: FileOpening, index: FileIndexing, rowKeys: RowKeys) {
        (self.opening, self.index, self.rowKeys) = (opening, index, rowKeys)
    }

    /// Opens the file, starts its index and reads its first page and makes its rows on another
    /// core, once, before the window asks for them. A file that cannot be opened is left to the
    /// fill, which says why.
    /// - Returns: The reading of the first page, `nil` when none started.
    @discardableResult
    func open() -> Task<Void, Never>? {
        guard case .notRead = opening.state, reading == nil, let opened = try? opening.open() else { return nil }
        index.start(file: opened.file)
        reading = opened
        // Taken here: read in the task, the window's page size (isolated to the main actor)
        // would hold the reading until the main thread is free, after the window is built.
        let (pageSize, rowKeys) = (RecordWindow.pageSize, rowKeys)
        return Task.detached { await opened.readAhead(maxRecords: pageSize, titledBy: rowKeys) }
    }

    /// The file opened ahead, once, if it is still the file at its path: what it gained since
    /// is indexed on. A file truncated, replaced or gone meanwhile is opened again.
    func take() -> RecordFileReading? {
        guard let ahead = reading else { return nil }
        reading = nil
        let then = ahead.file.identity
        guard let now = FileIdentity(path: ahead.file.path), now.mayHaveOnlyGrown(since: then) else { return nil }
        if now.size > then.size { index.extend() }
        return ahead
    }
}
