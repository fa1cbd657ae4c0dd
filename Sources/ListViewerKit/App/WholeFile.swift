import RecordFiles

/// A file read from its start to its end without a window (an export, a merge): a compressed
/// file is decompressed whole first.
struct WholeFile {
    /// Reads the file's records.
    let reader: RecordReader
    /// What keeps a compressed file's decompressed bytes readable while the reader reads them.
    let decompressed: DecompressedFile?

    /// Why a file cannot be read, as standard error and a toast say it.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Opens `path`, read as `options` say.
    init(path: String, options: ReadingOptions) throws(Failure) {
        do {
            if let decompressed = try DecompressedFile(compressedPath: path) {
                if let failure = decompressed.decompressToEnd().failure { throw Failure(description: "\(path): \(failure.text)") }
                reader = try decompressed.reader(format: options.format, csvDelimiter: options.csvDelimiter,
                                                 csvHasHeader: options.csvHasHeader, logFormats: options.logFormats)
                self.decompressed = decompressed
            } else {
                reader = try RecordReader(path: path, format: options.format, csvDelimiter: options.csvDelimiter,
                                          csvHasHeader: options.csvHasHeader, columnName: csvColumnName, logFormats: options.logFormats,
                                          lineSources: options.lineSources)
                decompressed = nil
            }
        } catch let error as Failure {
            throw error
        } catch let error as DecompressionError {
            throw Failure(description: "\(path): \(error.text)")
        } catch let error as RecordFileError {
            throw Failure(description: error.text)
        } catch {
            throw Failure(description: "\(error)")
        }
    }
}
