import RecordFiles

/// Which of a file's records the list shows, in which order: all of them, those a search or a
/// filter matched, or those a sort put in order. Records are found by their *position* among
/// those shown.
enum RecordSelection {
    case all
    case matching(any RecordMatching)
    /// The records of a complete sort (of every record, or of a search's or filter's matches),
    /// ascending or `descending`.
    case sorted(RecordSort, descending: Bool)

    /// The file the records were chosen in: a search's or filter's, or a sort's; `nil` when
    /// all records show, read from the file as opened.
    var chosenIn: RecordFile? {
        switch self {
        case .all: nil
        case .matching(let search): search.file
        case .sorted(let sort, _): sort.file
        }
    }

    /// The position of record `number`, or of the first shown record after it; past the last
    /// one, the last position.
    func position(ofRecordAtOrAfter number: Int) -> Int {
        switch self {
        case .all: max(0, number - 1)
        case .matching(let search): search.position(ofMatchAtOrAfter: number)
        case .sorted(let sort, let descending): sort.position(ofRecordAtOrAfter: number, descending: descending) ?? 0
        }
    }
}
