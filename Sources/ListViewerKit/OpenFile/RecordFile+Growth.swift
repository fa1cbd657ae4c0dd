import RecordFiles

extension RecordFile {
    /// Whether this is the file `earlier` was, laid out as it was and no smaller: what was
    /// learnt of `earlier` (its matches, a sort) still holds, and only what lies past its end
    /// is new.
    func mayHaveOnlyGrown(since earlier: RecordFile) -> Bool {
        layout == earlier.layout && identity.mayHaveOnlyGrown(since: earlier.identity)
    }
}
