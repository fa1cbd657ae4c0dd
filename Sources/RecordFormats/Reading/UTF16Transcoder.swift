/// Reads a UTF-16 file (after its byte order mark) as UTF-8, a chunk at a time, so that the
/// scanners, which read UTF-8, read spreadsheet exports saved as "Unicode text" too.
///
/// Pairs of bytes and surrogate pairs split between chunks are carried over; an unpaired
/// surrogate becomes U+FFFD, as invalid UTF-8 does.
final class UTF16Transcoder: ByteSource {
    /// The order of the two bytes of each code unit.
    enum ByteOrder {
        case littleEndian, bigEndian
    }

    private let file: ReadableFile
    private let byteOrder: ByteOrder
    /// Raw bytes read but not yet decoded: an odd byte, or a high surrogate waiting for its pair.
    private var carried: [UInt8] = []
    /// UTF-8 decoded but not yet handed out.
    private var pending: [UInt8] = []
    private var pendingStart = 0

    var path: String { file.path }

    init(file: ReadableFile, byteOrder: ByteOrder) {
        self.file = file
        self.byteOrder = byteOrder
    }

    /// The byte order a file's first bytes announce, or `nil` when they are no UTF-16 byte
    /// order mark.
    static func byteOrder(announcedBy firstBytes: some Collection<UInt8>) -> ByteOrder? {
        switch Array(firstBytes.prefix(2)) {
        case [0xFF, 0xFE]: .littleEndian
        case [0xFE, 0xFF]: .bigEndian
        default: nil
        }
    }

    func readChunk(into destination: UnsafeMutableBufferPointer<UInt8>) throws(RecordFileError) -> Int {
        while pendingStart == pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingStart = 0
            // Each code unit of two bytes gives at most three bytes of UTF-8.
            var raw = [UInt8](repeating: 0, count: max(4, destination.count))
            let readCount = try raw.withUnsafeMutableBufferPointer { (buffer) throws(RecordFileError) in
                try file.readChunk(into: buffer)
            }
            guard readCount > 0 else { return 0 }
            decode(carried + raw[..<readCount])
        }
        let count = min(destination.count, pending.count - pendingStart)
        for index in 0..<count { destination[index] = pending[pendingStart + index] }
        pendingStart += count
        return count
    }

    /// Appends the UTF-8 of `bytes` to `pending`, carrying over what cannot be decoded yet.
    private func decode(_ bytes: [UInt8]) {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 0
        while index + 1 < bytes.count {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(byteOrder == .littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        carried = Array(bytes[index...])
        // A high surrogate at the very end waits for its pair in the next chunk.
        if let last = units.last, UTF16.isLeadSurrogate(last) {
            units.removeLast()
            carried = (byteOrder == .littleEndian ? [UInt8(last & 0xFF), UInt8(last >> 8)]
                                                  : [UInt8(last >> 8), UInt8(last & 0xFF)]) + carried
        }
        pending += Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
