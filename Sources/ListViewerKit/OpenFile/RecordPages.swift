import RecordFiles

/// Reads pages of the records a window shows, by their position among them, as rows: on from
/// a reading of the file with all records shown, else each record found through the index, off
/// the main thread. The rows' titles and fields are made off the main thread too: for a page of
/// 100 records they took 5 ms of it, before a first frame could start.
@MainActor
final class RecordPages {
    /// Records read for the window, as rows, and the reading that continues after them.
    struct Page {
        var items: [RecordItem]
        var isAtEnd: Bool
        var reading: RecordFileReading?
    }

    /// Records read for the window a page at a time, as rows, and the error that ended the
    /// reading early, if one did.
    struct Pages {
        var items: [RecordItem] = []
        var isAtEnd = false
        var reading: RecordFileReading?
        var failure: RecordFileError?
    }

    /// The fields the rows are titled by.
    let rowKeys: RowKeys
    private let opening: FileOpening
    private let index: FileIndexing
    private let problems: FileProblems

    init(file: FileReference, opening: FileOpening, index: FileIndexing, problems: FileProblems) {
        rowKeys = RowKeys(file)
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
            let (items, page) = try await reading.nextRows(maxRecords: count, titledBy: rowKeys)
            page.warnings.forEach(problems.warn)
            return Page(items: items, isAtEnd: page.isAtEnd, reading: reading)
        case .matching(let search):
            // Matches still being found: wait for some, or for the search's end.
            await search.waitUntilFound(position + 1)
            let numbers = search.matches(at: position..<position + count)
            let items = try await readItems(numbered: Array(numbers), in: search.file)
            let isAtEnd = search.progress.isComplete && position + items.count >= search.progress.matchCount
            return Page(items: items, isAtEnd: isAtEnd, reading: nil)
        case .sorted(let sort, let descending):
            let items = try await readItems(numbered: sort.records(at: position..<position + count, descending: descending), in: sort.file)
            return Page(items: items, isAtEnd: position + items.count >= sort.count, reading: nil)
        }
    }

    /// Up to `count` of the records `selection` shows, from `position` on, read `pageSize` at a
    /// time, each page continuing the reading of the one before (the first, `continuing`); an
    /// error ends them, with the records read before it.
    func read(_ selection: RecordSelection, at position: Int, count: Int, pageSize: Int,
              continuing: RecordFileReading?) async -> Pages {
        var pages = Pages()
        while pages.items.count < count, !pages.isAtEnd {
            do {
                let page = try await read(selection, at: position + pages.items.count,
                                          count: min(pageSize, count - pages.items.count),
                                          continuing: pages.reading ?? continuing)
                (pages.isAtEnd, pages.reading) = (page.isAtEnd, page.reading)
                pages.items += page.items
            } catch {
                pages.failure = error
                break
            }
        }
        return pages
    }

    /// The rows of the records numbered `numbers` of `file`, in that order, each found through
    /// the index, read off the main thread.
    private func readItems(numbered numbers: [Int], in file: RecordFile) async throws(RecordFileError) -> [RecordItem] {
        let index = index.index
        let keys = rowKeys
        let read = await Task.detached {
            Result { () throws(RecordFileError) in
                let (records, warnings) = try RecordLookup(file: file, index: index, columnName: csvColumnName).records(numberedInOrder: numbers)
                return (records.map(keys.item), warnings)
            }
        }.value
        let (items, warnings) = try read.get()
        warnings.forEach(problems.warn)
        return items
    }
}
