extension RecordReader {
    /// Moves a reader that has read nothing yet so that its next page starts with record
    /// `number`: from the last start `index` knows before it, else from the start of the file,
    /// reading on over the records in between.
    public func skip(to number: Int, using index: RecordIndex?) throws(RecordFileError) {
        var next = 1
        if let checkpoint = index?.checkpoint(atOrBefore: number), try resume(at: checkpoint.start, number: checkpoint.number) {
            next = checkpoint.number
        }
        while next < number {
            let page = try nextPage(maxRecords: min(number - next, 10_000))
            next += page.records.count
            if page.isAtEnd { return }
        }
    }
}
