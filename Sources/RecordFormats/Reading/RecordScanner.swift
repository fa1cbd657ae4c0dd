/// A record cut out of a file by a scanner, before the reader numbers it.
struct ScannedRecord {
    /// The 1-based line on which the record starts.
    var line: Int
    package var value: JSONValue
    /// A text log's entry as written.
    var text: String? = nil
}

/// Cuts one format's records out of a file's bytes, a record at a time.
///
/// Scanners keep their place between calls, so a record split across chunks is scanned once,
/// and a call that finds the end of the file can be repeated after the file has grown.
protocol RecordScanner {
    /// What the scanner noticed besides records.
    var notes: ScanNotes { get set }

    /// Cuts the next record out of `buffer`, refilling it as needed.
    /// - Returns: The record, or `nil` when the file as it is now holds no further complete record.
    /// - Throws: A `RecordFileError` for malformed input or a failed read.
    mutating func nextRecord(from buffer: FileBuffer) throws(RecordFileError) -> ScannedRecord?

    /// Reads what must be known before reading may resume mid-file (a CSV header row).
    mutating func readPreamble(from buffer: FileBuffer) throws(RecordFileError)

    /// Prepares to read on from `start`, a record's start, after the buffer was emptied and the
    /// file moved there.
    mutating func resume(at start: RecordStart)

    /// Lets each record hold only its field named `field`, where the scanner can read that
    /// field alone for less than the whole record (a text log's `time`, a JSON Lines object's
    /// member); other scanners, and other fields, keep reading whole records.
    mutating func keepOnly(field: String)
}

extension RecordScanner {
    func readPreamble(from buffer: FileBuffer) throws(RecordFileError) {}

    func keepOnly(field: String) {}
}
