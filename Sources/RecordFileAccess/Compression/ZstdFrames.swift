import CZstd

/// The frames of a Zstandard file, told from their headers without decompressing them.
enum ZstdFrames {
    /// Whether the file at `path` holds more than one frame of data (skippable frames aside):
    /// each can then be entered afresh. `false` also when the frames cannot be told apart.
    static func areSeveral(inFileAt path: String) -> Bool {
        guard let file = try? ReadableFile(path: path, decompressing: false), let size = file.currentIdentity()?.size,
              let mapping = file.map(length: size), let base = mapping.bytes.baseAddress else { return false }
        var offset = 0, dataFrames = 0
        while offset < size {
            let length = ZSTD_findFrameCompressedSize(base + offset, size - offset)
            guard ZSTD_isError(length) == 0, length > 0 else { return false }
            if !isSkippable(UnsafeBufferPointer(rebasing: mapping.bytes[offset...])) {
                dataFrames += 1
                if dataFrames > 1 { return true }
            }
            offset += length
        }
        return false
    }

    /// Whether `bytes` start with a skippable frame's magic number (0x184D2A50 to 0x184D2A5F).
    private static func isSkippable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 4 && bytes[0] & 0xF0 == 0x50 && bytes[1] == 0x2A && bytes[2] == 0x4D && bytes[3] == 0x18
    }
}
