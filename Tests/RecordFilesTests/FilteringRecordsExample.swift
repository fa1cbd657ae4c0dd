import RecordFiles

/// The numbers of the ERROR records of a JSON Lines log slower than 100 ms.
func slowErrors(in path: String) throws -> [Int] {
    let file = try RecordReader(path: path).file
    let filter = try FieldFilter("level = ERROR and latency_ms > 100")
    guard let search = RecordFilterSearch(filter: filter, file: file) else { return [] }
    search.searchToEnd()  // or start() and follow `progressUpdates` on a background thread
    return search.matches
}
