/// How far a sort of a whole file has got.
public struct SortProgress: Equatable, Sendable {
    /// Records whose keys were read so far.
    public var examinedRecords = 0
    /// Of those, the records that have a value to sort by: none at the end means no record has
    /// the field.
    public var keyedRecords = 0
    /// The bytes of the file read so far.
    public var searchedBytes = 0
    /// The file's size, or the bytes read when more.
    public var totalBytes = 0
    /// Whether every key was read and the records are being put in order.
    public var isOrdering = false
    /// Whether the records are in order: the sort's positions can be read.
    public var isComplete = false
    /// Whether the sort has stopped: complete, cancelled, or failed.
    public var hasEnded = false
    /// Why it failed, if it did.
    public var failure: SortError?

    /// The part done, from 0 to 1: reading the keys is most of a sort.
    public var fraction: Double {
        if isComplete { return 1 }
        let read = totalBytes > 0 ? min(1, Double(searchedBytes) / Double(totalBytes)) : 0
        return isOrdering ? 0.9 : 0.9 * read
    }

    /// Makes progress with nothing read yet.
    public init() {}
}
