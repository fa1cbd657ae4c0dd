import Foundation
import RecordFiles

/// `list-viewer FILE --export OUT`: the records FILE would show — filtered, searched and sorted
/// as the options ask — written to OUT without a window or a display, as the Export… menu
/// writes them (`.jsonl`, `.csv`, `.tsv`). A text log's records carry their line, fields and
/// text as written.
struct HeadlessExport {
    let options: ViewerOptions
    /// Where the records go.
    let output: String

    /// Exports, telling what failed on standard error. Returns the exit status: 0 once OUT is
    /// written whole, 1 when FILE cannot be read (or decompressed), a sort finds no record with
    /// its field, or OUT cannot be written.
    func run() -> Int32 {
        do {
            try export()
            return 0
        } catch {
            FileHandle.standardError.write(Data("list-viewer: \(error.description)\n".utf8))
            return 1
        }
    }

    /// Why the export stopped, as standard error says it.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private func export() throws(Failure) {
        UserLogFormats.reportProblems()
        TemporaryFile.sweepLeftovers()
        defer { TemporaryFile.removeLeftovers() }
        // Logs merged (`--merge`) into a temporary file first.
        let merged: MergedLogFile?
        do {
            merged = options.merge.isEmpty ? nil : try MergedLogFile(paths: options.merge, logFormats: options.reading.options.logFormats)
        } catch {
            throw Failure(description: error.description)
        }
        guard var path = merged?.path ?? options.file else { throw Failure(description: "no file") }
        // Standard input (`-`), copied whole to a temporary file first.
        let spool = options.readsStandardInput ? StandardInputSpool() : nil
        defer { withExtendedLifetime(spool) {} }
        if options.readsStandardInput {
            guard let spool else { throw Failure(description: appTexts.translate("cannot make a temporary file for standard input")) }
            spool.start()
            spool.waitForEnd()
            path = spool.path
        }
        // Step 1: the file, decompressed and indexed whole.
        let whole: WholeFile
        do {
            whole = try WholeFile(path: path, options: merged?.options ?? options.reading.options)
        } catch {
            throw Failure(description: error.description)
        }
        let file = whole.reader.file
        // (A UTF-16 file has no index: it is read from its start.)
        let indexer = RecordIndexer(file: file)
        indexer?.scanToEnd()
        let index = indexer?.index
        // Step 2: the records chosen, as the window would choose them.
        let columnName: @Sendable (Int) -> String = csvColumnName
        // (The options' validation has read the filter and the pattern already.)
        let filter = options.start.filter.flatMap { try? FieldFilter($0) }
        let query = options.start.search.flatMap { text in
            options.start.regex ? try? SearchQuery(regularExpression: text) : SearchQuery(text)
        }
        let matching: (any RecordMatching)? = if filter != nil || query != nil {
            RecordFilterSearch(filter: filter, query: query, file: file, index: index, columnName: columnName)
        } else {
            nil
        }
        if let matching { try finish(matching) }
        var records = matching.map { RecordExport.Records.matching($0) } ?? .all
        if let key = options.start.sort {
            records = .sorted(try sort(file, within: matching, index: index, by: key), descending: options.start.descending)
        }
        // Step 3: the export.
        let progress = RecordExport(file: file, records: records, to: output, index: index, replacing: true, columnName: columnName)
            .exportToEnd()
        withExtendedLifetime((whole, merged)) {}
        if let failure = progress.failure { throw Failure(description: failure.text) }
    }

    /// Runs a filter or a search to its end; a file that cannot be read to its end fails it.
    private func finish(_ matching: any RecordMatching) throws(Failure) {
        let progress = matching.searchToEnd()
        if let failure = progress.failure { throw Failure(description: failure.text) }
    }

    /// The complete sort of the records `base` matches by the field `key` names.
    private func sort(_ file: RecordFile, within base: (any RecordMatching)?, index: RecordIndex?, by key: String) throws(Failure) -> RecordSort {
        let field = TableField.named(key)
        let sort = RecordSort(file: file, within: base, index: index, columnName: csvColumnName) {
            field.value(ofRecord: $0.value, numbered: $0.number)
        }
        let progress = sort.sortToEnd()
        if let failure = progress.failure { throw Failure(description: "\(FileNotice.sortFailed(failure.text).title): \(failure.text)") }
        if progress.keyedRecords == 0, progress.examinedRecords > 0 {
            throw Failure(description: FileNotice.noFieldToSortBy(field.layoutName).title)
        }
        return sort
    }
}
