extension ReadableFile {
    /// Opens `file`'s path again, for reading it elsewhere than its reader does.
    /// - Throws: A `RecordFileError` when it cannot be opened, and `RecordFileProblem/replaced`
    ///   when the path now names another file than the one `file` was.
    package convenience init(reopening file: RecordFile) throws(RecordFileError) {
        try self.init(path: file.path, accessPoints: file.accessPoints)
        guard identity.isSameFile(as: file.identity) else { throw RecordFileError(.replaced, path: file.path) }
    }
}
