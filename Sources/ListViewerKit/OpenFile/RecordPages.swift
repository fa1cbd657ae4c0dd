import RecordFiles

/// Reads pages of the records a window shows, by their position among them: on from a
/// reading of the file with all records shown, else each record found through the index, off
/// the main thread.
@MainActor
final class RecordPages {
    /// Records read for the window, and the reading that continues after them.
    struct Page {
        var records: [FileRecord]
        var isAtEnd: Bool
        var reading: RecordFileReading?
    }

    /// Records read for the window a page at a time, and the error that ended the reading
    /// early, if one did.
    struct Pages {
        var records: [FileRecord] = []
        var isAtEnd = false
        var reading: RecordFileReading?
        var failure: RecordFileError?
    }

    private let file: FileReference
    private let opening: FileOpening
    private let index: FileIndexing
    private let problems: FileProblems

    init(file: FileReference, opening: FileOpening, index: FileIndexing, problems: FileProblems) {
        self.file = file
        self.opening = opening
        self.index = index
        self.problems = problems
    }

    /// Up to `count` of the records `selection` shows, from `position` on. With all records
    /// shown, `continuing` (a reading that stands at that position) saves a new one.
    func read(_ selection: RecordSelection, at position: Int, count: Int,
              continuing: RecordFileReading?) async throws(RecordFileError) -> Page {
        switch selection {
        case .all:
            let reading: RecordFileReading
            if let continuing {
                reading = continuing
            } else {
                reading = try opening.reopen()
                try await reading.skip(to: position + 1, using: index.index)
            }
            let page = try await reading.nextPage(maxRecords: count)
            page.warnings.forEach(problems.warn)
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

    /// Up to `count` of the records `selection` shows, from `position` on, read `pageSize` at a
    /// time, each page continuing the reading of the one before (the first, `continuing`); an
    /// error ends them, with the records read before it.
    func read(_ selection: RecordSelection, at position: Int, count: Int, pageSize: Int,
              continuing: RecordFileReading?) async -> Pages {
        var pages = Pages()
        while pages.records.count < count, !pages.isAtEnd {
            do {
                let page = try await read(selection, at: position + pages.records.count,
                                          count: min(pageSize, count - pages.records.count),
                                          continuing: pages.reading ?? continuing)
                (pages.isAtEnd, pages.reading) = (page.isAtEnd, page.reading)
                pages.records += page.records
            } catch {
                pages.failure = error
                break
            }
        }
        return pages
    }

    /// The records numbered `numbers` of `file`, in that order, each found through the index,
    /// read off the main thread.
    private func readRecords(numbered numbers: [Int], in file: RecordFile) async throws(RecordFileError) -> [FileRecord] {
        let index = index.index
        let read = await Task.detached {
            Result { () throws(RecordFileError) in
                try RecordLookup(file: file, index: index, columnName: csvColumnName).records(numberedInOrder: numbers)
            }
        }.value
        let (records, warnings) = try read.get()
        warnings.forEach(problems.warn)
        return records
    }

    /// `record` as a row of the list, titled as the file asks.
    func item(_ record: FileRecord) -> RecordItem {
        RecordItem(record: record, titleKey: file.titleKey, subtitleKey: file.subtitleKey, timeKey: file.timeKey)
    }
}
