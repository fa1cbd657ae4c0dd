import RecordFiles

/// Which of a file's records the list shows: all of them, or those a search or a filter
/// matched. Records are found by their *position* among those shown.
enum RecordSelection {
    case all
    case matching(any RecordMatching)

    /// The position of record `number`, or of the first shown record after it; past the last
    /// one, the last position.
    func position(ofRecordAtOrAfter number: Int) -> Int {
        switch self {
        case .all: max(0, number - 1)
        case .matching(let search): search.position(ofMatchAtOrAfter: number)
        }
    }
}
