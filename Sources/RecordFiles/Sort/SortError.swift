/// Why a sort of a whole file has no order.
public enum SortError: Error, Equatable, Sendable {
    /// The records could not be read.
    case reading(RecordFileError)
    /// The keys could not be kept in the temporary folder (`errno`: space, permission).
    case cannotKeepKeys(folder: String, errno: Int32)
    /// More records than a sort takes (``RecordSort/maximumCount``).
    case tooManyRecords
}
