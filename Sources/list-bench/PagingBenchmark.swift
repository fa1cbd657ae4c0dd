import ListCore

/// Appending 50-row pages to a list of a million rows: one splice each, and its cost.
struct PagingBenchmark {
    struct Result: Codable {
        let rows: Int
        let pageSize: Int
        let appends: Int
        let splicesPerAppend: Double
        let perAppend: Timing
        /// Creating the data source over the rows: it indexes every id to refuse duplicates.
        let initialIndexing: Timing
    }


    static func run() -> Result {
        let rows = 1_000_000, pageSize = 50, appends = 200
        let items = (0..<rows).map { BenchRow(id: $0) }
        // A million rows are indexed when first needed (here, a look-up by id), not when shown.
        let indexing = timeRuns(5) { _ = ListDataSource(sections: [ListSection(id: "all", items: items)]).contains(id: 0) }
        let source = ListDataSource(sections: [ListSection(id: "all", items: items)])
        var splices = 0
        let observation = source.observe { splices += $0.splices.count }
        defer { observation.cancel() }
        var next = rows
        let times = timeRuns(appends) {
            source.append((next..<next + pageSize).map { BenchRow(id: $0) })
            next += pageSize
        }
        return Result(rows: rows, pageSize: pageSize, appends: appends,
                      splicesPerAppend: Double(splices) / Double(appends), perAppend: Timing(times),
                      initialIndexing: Timing(indexing))
    }
}
