import RecordFiles

/// How many records a `.gz` or `.zst` log holds, and its first record.
func summary(ofCompressed path: String) throws -> (records: Int, first: FileRecord?) {
    guard let decompressed = try DecompressedFile(compressedPath: path) else { return (0, nil) }  // not compressed
    let progress = decompressed.decompressToEnd()  // or start(), and follow progressUpdates
    if let failure = progress.failure { throw failure }
    // The reader, and all made from it, keep `decompressed` (and its bytes) alive.
    let reader = try decompressed.reader()
    guard let indexer = RecordIndexer(file: reader.file) else { return (0, nil) }
    return (indexer.scanToEnd().recordCount, try reader.nextPage(maxRecords: 1).records.first)
}
