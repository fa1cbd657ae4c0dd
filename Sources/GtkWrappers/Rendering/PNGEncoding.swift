internal import CZlib
import Foundation

/// Pixels as a PNG file, written for speed: 8-bit RGBA, not premultiplied (the pixels GDK's
/// own saver writes), each row unfiltered, compressed at zlib's fastest level.
///
/// GDK's saver tries each of PNG's row filters on every row and compresses at zlib's default
/// level: a list window's 800×700 picture took it 36 ms, this 10 ms, for a file about as
/// large (98 KB against 101 KB). A picture is most of the time a `--snapshot` takes after its
/// frame. The rows are converted and compressed a block at a time, streamed into the file:
/// no copy of the whole picture is made.
package enum PNGEncoding {
    /// The PNG file of `height` rows of `width` pixels, each 4 bytes of blue, green, red and
    /// alpha, the colours premultiplied by alpha (GDK's default memory format, in which
    /// `gdk_texture_download` gives a texture's pixels, and cairo's ARGB32 on a little-endian
    /// processor), each row `rowStride` bytes after the one before (`width * 4` when `nil`);
    /// `nil` when they are too many for a PNG file or for memory.
    package static func png(width: Int, height: Int, rowStride: Int? = nil, premultipliedBGRA pixels: UnsafeRawBufferPointer) -> Data? {
        let stride = rowStride ?? width * 4
        guard width > 0, height > 0, width <= Int(Int32.max) / 4, height <= Int(Int32.max), stride >= width * 4, stride <= Int(Int32.max),
              pixels.count >= stride * (height - 1) + width * 4 else { return nil }
        guard let compressed = compressedRows(width: width, height: height, rowStride: stride, pixels) else { return nil }
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // Bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
        header.append(contentsOf: [8, 6, 0, 0, 0])
        var file = Data(capacity: compressed.count + 64)
        file.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        file.appendChunk("IHDR", header)
        file.appendChunk("IDAT", compressed)
        file.appendChunk("IEND", Data())
        return file
    }

    /// The rows as PNG stores them unfiltered (each a 0, for filter type None, then its pixels
    /// as red, green, blue and alpha, not premultiplied), as one zlib stream at the fastest
    /// level; converted a block of rows at a time into a buffer that is reused.
    private static func compressedRows(width: Int, height: Int, rowStride: Int, _ pixels: UnsafeRawBufferPointer) -> Data? {
        var stream = z_stream()
        guard deflateInit_(&stream, Z_BEST_SPEED, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        let source = pixels.bindMemory(to: UInt8.self)
        let rowLength = 1 + width * 4
        let rowsPerBlock = max(1, 64 * 1024 / rowLength)
        var block = [UInt8](repeating: 0, count: rowLength * rowsPerBlock)
        // A window's picture compresses to a twentieth or less; the buffer doubles when not.
        var compressed = [UInt8](repeating: 0, count: max(64 * 1024, rowLength * height / 16))
        var written = 0
        for first in Swift.stride(from: 0, to: height, by: rowsPerBlock) {
            let rows = min(rowsPerBlock, height - first)
            let flush = first + rows == height ? Z_FINISH : Z_NO_FLUSH
            let compressedAll = block.withUnsafeMutableBufferPointer { input -> Bool in
                for index in 0..<rows {
                    unfilteredRow(source, from: (first + index) * rowStride, width: width, into: input, at: index * rowLength)
                }
                stream.next_in = input.baseAddress
                stream.avail_in = uInt(rows * rowLength)
                while true {
                    if written == compressed.count { compressed.append(contentsOf: repeatElement(0, count: compressed.count)) }
                    let status = compressed.withUnsafeMutableBufferPointer { output -> Int32 in
                        stream.next_out = output.baseAddress! + written
                        stream.avail_out = uInt(output.count - written)
                        defer { written = output.count - Int(stream.avail_out) }
                        return deflate(&stream, flush)
                    }
                    if status == Z_STREAM_ERROR { return false }
                    if flush == Z_FINISH ? status == Z_STREAM_END : stream.avail_in == 0 { return true }
                }
            }
            guard compressedAll else { return nil }
        }
        return Data(compressed[..<written])
    }

    /// The row of `width` pixels at `offset` in `source` as PNG stores it unfiltered, written
    /// at `start` in `target`.
    @inline(__always)
    private static func unfilteredRow(_ source: UnsafeBufferPointer<UInt8>, from offset: Int, width: Int,
                                      into target: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        target[start] = 0
        var to = start + 1
        for from in stride(from: offset, to: offset + width * 4, by: 4) {
            let (blue, green, red, alpha) = (source[from], source[from + 1], source[from + 2], source[from + 3])
            target[to] = unpremultiplied(red, alpha)
            target[to + 1] = unpremultiplied(green, alpha)
            target[to + 2] = unpremultiplied(blue, alpha)
            target[to + 3] = alpha
            to += 4
        }
    }

    /// `channel` of a pixel of `alpha`, divided by its alpha, computed as GDK converts it:
    /// in single precision, rounded to the nearest step (halfway cases go as the floating
    /// point error takes them), an alpha of 0 left as it is.
    @inline(__always)
    private static func unpremultiplied(_ channel: UInt8, _ alpha: UInt8) -> UInt8 {
        guard alpha != 255 else { return channel }
        let opacity = Float(alpha) / 255
        var value = Float(channel) / 255
        if Double(opacity) > 1.0 / 255.0 { value /= opacity }
        return UInt8(min(max(Double(value * 255) + 0.5, 0), 255))
    }
}

private extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }

    /// A PNG chunk: its length, type and data, and the CRC-32 of type and data.
    mutating func appendChunk(_ type: String, _ data: Data) {
        appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        var checksum = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        checksum = data.withUnsafeBytes { bytes in
            crc32(checksum, bytes.bindMemory(to: Bytef.self).baseAddress, uInt(bytes.count))
        }
        append(contentsOf: typeBytes)
        append(data)
        appendBigEndian(UInt32(checksum))
    }
}
