extension DecompressedFile {
    /// Prepares to decompress `compressedPath`, with a copy (if it needs one) in `directory`'s
    /// file system; `nil` when the file is not compressed (or cannot be read: reading it says
    /// why). The name inside tells the format, as for a reader: a CSV file's quoted fields may
    /// hold line breaks.
    /// - Throws: `DecompressionError` when the copy cannot be made.
    public convenience init?(compressedPath: String, directory: String = TemporaryFile.folder) throws(DecompressionError) {
        try self.init(compressedPath: compressedPath, directory: directory, accessPointSpacing: nil)
    }

    /// Prepares as above, keeping access points at least `accessPointSpacing` decompressed
    /// bytes apart (tests make them dense).
    package convenience init?(compressedPath: String, directory: String, accessPointSpacing: Int?) throws(DecompressionError) {
        let innerName = CompressionFormat.innerName(of: compressedPath)
        try self.init(compressedPath: compressedPath, directory: directory, accessPointSpacing: accessPointSpacing,
                      followsQuotes: { RecordFormat.detect(path: innerName, firstBytes: $0) == .csv })
    }

    /// How the decompressed bytes are laid out, told from their start once it is decompressed.
    public var contentFormat: RecordFormat? {
        firstBytes.map { RecordFormat.detect(path: CompressionFormat.innerName(of: compressedPath), firstBytes: $0) }
    }

    /// A reader of the decompressed bytes, as ``RecordReader/init(path:format:chunkSize:csvDelimiter:csvHasHeader:columnName:logFormats:lineSources:)``
    /// opens one (the name inside tells the format). Its ``RecordReader/file``, and every
    /// index, search or reader made from it, keeps this value alive, and with it the
    /// decompressed bytes (and a copy), however soon the caller lets go of it.
    /// - Throws: `RecordFileError` when the bytes cannot be read.
    public func reader(format: RecordFormat? = nil, csvDelimiter: UInt8? = nil, csvHasHeader: Bool = true,
                       logFormats: [LogFormat] = LogFormat.builtIn) throws(RecordFileError) -> RecordReader {
        try RecordReader(path: path, format: format, chunkSize: 64 << 10, maximumRecordSize: FileBuffer.defaultMaximumRecordSize,
                         csvDelimiter: csvDelimiter, csvHasHeader: csvHasHeader, keeper: self, logFormats: logFormats)
    }
}
