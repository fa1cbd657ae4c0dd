/// Which of a file's records the list shows: all of them, or those a search matched. Records
/// are found by their *position* among those shown.
enum RecordSelection {
    case all
    case matching(RecordSearch)

    /// The number of the record at `position` (0-based), if known yet.
    func recordNumber(at position: Int) -> Int? {
        switch self {
        case .all: position + 1
        case .matching(let search):
            search.match(at: position)
        }
    }

    /// The position of record `number`, or of the first shown record after it; past the last
    /// one, the last position.
    func position(ofRecordAtOrAfter number: Int) -> Int {
        switch self {
        case .all: max(0, number - 1)
        case .matching(let search): search.position(ofMatchAtOrAfter: number)
        }
    }
}
