/// Finds where records start in a file's bytes without parsing them: the structural pass behind
/// a ``RecordIndex``. Scanners keep their state between calls, so a file is fed a chunk at a time.
protocol RecordBoundaryScanner: Sendable {
    /// Scans the next bytes of the file, which start at byte `offset`, calling `onRecord` with
    /// the start of each record found in them, in file order.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, onRecord: (RecordStart) -> Void)
}

/// The boundary scanner that agrees with how records laid out as `layout` are read: it counts
/// the same records the reader's scanner returns (malformed ones included, which the reader
/// stops at).
func makeBoundaryScanner(for layout: RecordLayout) -> any RecordBoundaryScanner {
    switch layout.format {
    case .jsonl: JSONLinesBoundaries()
    case .csv: CSVBoundaries(dialect: layout.csvDialect)
    case .json: JSONArrayBoundaries()
    }
}

/// The boundary scanner for `layout` that scans on from `start`, a record's start found
/// before: the next bytes it is given begin there, and it finds that record first.
func makeBoundaryScanner(for layout: RecordLayout, resumingAt start: RecordStart) -> any RecordBoundaryScanner {
    switch layout.format {
    case .jsonl: JSONLinesBoundaries(resumingAt: start)
    case .csv: CSVBoundaries(dialect: layout.csvDialect, resumingAt: start)
    case .json: JSONArrayBoundaries(resumingAt: start)
    }
}
