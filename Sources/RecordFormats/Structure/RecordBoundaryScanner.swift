/// Finds where records start in a file's bytes without parsing them: the structural pass behind
/// a `RecordIndex`. Scanners keep their state between calls, so a file is fed a chunk at a time.
///
/// A chunk can also be scanned before the one ahead of it is, on another core: from just after
/// its first line feed, in the state most files are in there (between records, or between two
/// elements of an array), counting lines from 1 (``init(speculatingAt:)``). Once the scan of
/// the chunks before reaches that byte, it checks whether it is really in that state
/// (``line(ifInSpeculatedStateAt:)``); if so, the speculative scan's records and state are
/// exactly what it would have found itself (``adopt(_:startedOnLine:)``).
package protocol RecordBoundaryScanner: Sendable {
    /// Scans the next bytes of the file, which start at byte `offset`, adding the start of each
    /// record found in them to `batch`, in file order.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, into batch: inout RecordStartBatch)

    /// A scanner of the same layout in the speculated state at byte `offset`, just after a line
    /// feed, on line 1.
    func speculating(at offset: Int) -> Self

    /// The line this scanner is on when it stands at byte `offset` (just after a line feed) in
    /// the speculated state; `nil` in any other state.
    func line(ifInSpeculatedStateAt offset: Int) -> Int?

    /// Takes the state of `speculative`, which started where this scanner stands, in the
    /// speculated state on `line`, and has scanned on from there.
    mutating func adopt(_ speculative: Self, startedOnLine line: Int)

    /// The start of the last record found, while the line it is on has not ended: a JSON
    /// Lines reader holds such a line back until it parses (a writer may be in the middle of
    /// it). `nil` in the other formats, whose readers take or refuse a last record at once.
    var unfinishedLineRecord: RecordStart? { get }

    /// A record the reader takes at the end of the file as it is now that the scan has not
    /// counted: a text log's last line, too short yet to tell whether it starts an entry. `nil`
    /// in the other formats.
    var recordAtEnd: RecordStart? { get }

    /// The offset of the line the scan stands in when its first bytes have not told yet whether
    /// it starts a record (a text log's: up to ``TextEntries/headLength`` bytes of it are
    /// looked at; a JSON Lines line's: its white space before the record). A byte at or after it
    /// belongs to a record that is not known until more bytes are scanned. `nil` in the other
    /// formats, which tell a record's start at its first byte.
    var undecidedLineStart: Int? { get }
}

extension RecordBoundaryScanner {
    /// Scans the next bytes of the file, which start at byte `offset`, handing the start of
    /// each record found in them to `onRecords`, in file order, a batch at a time (all before
    /// this returns).
    package mutating func scanInBatches(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int,
                                        onRecords: (UnsafeBufferPointer<RecordStart>) -> Void) {
        RecordStartBatch.gathering(into: onRecords) { batch in scan(bytes, at: offset, into: &batch) }
    }

    /// Scans the next bytes of the file, which start at byte `offset`, calling `onRecord` with
    /// the start of each record found in them, in file order.
    package mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, onRecord: (RecordStart) -> Void) {
        scanInBatches(bytes, at: offset) { $0.forEach(onRecord) }
    }

    var unfinishedLineRecord: RecordStart? { nil }
    var recordAtEnd: RecordStart? { nil }
    var undecidedLineStart: Int? { nil }

    /// Where in `bytes` a speculative scan starts: just after the first line feed.
    package static func speculativeStart(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        JSONLinesStructure.lineFeed(in: bytes, from: 0).map { $0 + 1 }
    }

    /// A record start that a speculative scan, started where this scanner stands on `line`,
    /// found: as this scanner would have found it (a speculative scan counts its lines from 1).
    package func adopted(_ start: RecordStart, startedOnLine line: Int) -> RecordStart {
        RecordStart(offset: start.offset, line: start.line + line - 1, column: start.column)
    }
}

/// The boundary scanner that agrees with how records laid out as `layout` are read: it counts
/// the same records the reader's scanner returns (malformed ones included, which the reader
/// stops at).
package func makeBoundaryScanner(for layout: RecordLayout) -> any RecordBoundaryScanner {
    switch layout.format {
    case .jsonl: JSONLinesBoundaries()
    case .csv: CSVBoundaries(dialect: layout.csvDialect)
    case .json: JSONArrayBoundaries()
    case .text: TextBoundaries(entries: layout.textEntries, lineSources: layout.lineSources)
    }
}

/// The boundary scanner for `layout` that scans on from `start`, a record's start found
/// before: the next bytes it is given begin there, and it finds that record first.
package func makeBoundaryScanner(for layout: RecordLayout, resumingAt start: RecordStart) -> any RecordBoundaryScanner {
    switch layout.format {
    case .jsonl: JSONLinesBoundaries(resumingAt: start)
    case .csv: CSVBoundaries(dialect: layout.csvDialect, resumingAt: start)
    case .json: JSONArrayBoundaries(resumingAt: start)
    case .text: TextBoundaries(entries: layout.textEntries, lineSources: layout.lineSources, resumingAt: start)
    }
}
