/// Where a ``FileBuffer`` gets its bytes: a file as it is, or a file transcoded to UTF-8.
protocol ByteSource: AnyObject {
    /// The file's path as the caller gave it, for errors.
    var path: String { get }

    /// Reads up to `destination.count` bytes from the current position.
    /// - Returns: The number of bytes read; 0 at the end of the source as it is now.
    func readChunk(into destination: UnsafeMutableBufferPointer<UInt8>) throws(RecordFileError) -> Int
}

extension ReadableFile: ByteSource {}
