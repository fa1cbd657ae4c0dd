import CGtk
import Foundation
import GtkListTesting
@testable import GtkWrappers
import RecordFilesTesting
import XCTest

/// The PNG files pictures are written as hold the pixels GDK's own saver writes.
final class PNGEncodingTests: XCTestCase {
    func testAFileHoldsThePixelsGDKsSaverWritesWhateverTheirAlpha() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            for seed: UInt64 in 1...8 {
                var random = SplitMix64Generator(seed: seed)
                let (width, height) = (Int(random.next() % 40) + 1, Int(random.next() % 30) + 1)
                try Self.assertFileHoldsGDKsPixels(width: width, height: height, rowPadding: 0, random: &random, "seed \(seed)")
            }
        }
    }

    /// Rows with bytes after their pixels (a cairo image's stride), many blocks of rows, and
    /// noise that compresses to more than the room first set aside for it.
    func testRowsWithPaddingAndPicturesOfManyBlocksKeepEveryPixel() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            for seed: UInt64 in 1...3 {
                var random = SplitMix64Generator(seed: seed)
                let (width, height) = (Int(random.next() % 300) + 200, Int(random.next() % 200) + 150)
                try Self.assertFileHoldsGDKsPixels(width: width, height: height, rowPadding: Int(random.next() % 3) * 4 + 4,
                                                   random: &random, "seed \(seed)")
            }
        }
    }

    /// Random premultiplied pixels, each row followed by `rowPadding` bytes that are not
    /// pixels, written by ``PNGEncoding`` and by GDK's saver, decode to the same pixels.
    private static func assertFileHoldsGDKsPixels(width: Int, height: Int, rowPadding: Int, random: inout SplitMix64Generator,
                                                  _ context: String) throws {
        // Premultiplied blue, green, red and alpha: no channel above its alpha; every alpha,
        // the opaque and the clear ones most often, as in a window's picture.
        let pixels = (0..<width * height).flatMap { _ -> [UInt8] in
            let alpha: UInt8 = switch random.next() % 4 {
            case 0: 255
            case 1: 0
            default: UInt8(random.next() % 256)
            }
            return (0..<3).map { _ in UInt8(random.next() % (UInt64(alpha) + 1)) } + [alpha]
        }
        var padded: [UInt8] = []
        for row in 0..<height {
            padded += pixels[row * width * 4..<(row + 1) * width * 4]
            padded += repeatElement(0xAB, count: rowPadding)
        }
        let ours = try XCTUnwrap(padded.withUnsafeBytes {
            PNGEncoding.png(width: width, height: height, rowStride: width * 4 + rowPadding, premultipliedBGRA: $0)
        })
        let gdks = gdkPNG(width: width, height: height, premultipliedBGRA: pixels)
        let decoded = try XCTUnwrap(straightRGBA(ofPNG: ours), "\(context): GdkPixbuf reads the file")
        XCTAssertEqual(decoded.width, width, context)
        XCTAssertEqual(decoded.height, height, context)
        XCTAssertEqual(decoded.pixels, try XCTUnwrap(straightRGBA(ofPNG: gdks)).pixels, "\(context), \(width)×\(height)")
    }

    func testNoPixelsMakeNoFile() {
        XCTAssertNil([UInt8]().withUnsafeBytes { PNGEncoding.png(width: 0, height: 0, premultipliedBGRA: $0) })
        XCTAssertNil([UInt8](repeating: 0, count: 12).withUnsafeBytes { PNGEncoding.png(width: 2, height: 2, premultipliedBGRA: $0) },
                     "fewer bytes than pixels")
        XCTAssertNil([UInt8](repeating: 0, count: 32).withUnsafeBytes { PNGEncoding.png(width: 2, height: 2, rowStride: 4, premultipliedBGRA: $0) },
                     "rows that overlap")
    }

    /// The PNG file GDK's own saver writes of these pixels.
    private static func gdkPNG(width: Int, height: Int, premultipliedBGRA pixels: [UInt8]) -> Data {
        let bytes = pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        let texture = gdk_memory_texture_new(Int32(width), Int32(height), cgtk_memory_format_default(), bytes, gsize(width * 4))!
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let png = gdk_texture_save_to_png_bytes(texture)!
        defer { g_bytes_unref(png) }
        var size: gsize = 0
        return Data(bytes: g_bytes_get_data(png, &size)!, count: Int(size))
    }

    /// The pixels of a PNG file as stored, red, green, blue and alpha, not premultiplied (as
    /// GdkPixbuf reads them), or `nil` when it cannot be read.
    private static func straightRGBA(ofPNG data: Data) -> (width: Int, height: Int, pixels: [UInt8])? {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        let stream = g_memory_input_stream_new_from_bytes(bytes)
        defer { g_object_unref(UnsafeMutableRawPointer(stream)) }
        guard let pixbuf = gdk_pixbuf_new_from_stream(stream, nil, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let (width, height) = (Int(gdk_pixbuf_get_width(pixbuf)), Int(gdk_pixbuf_get_height(pixbuf)))
        let (stride, start) = (Int(gdk_pixbuf_get_rowstride(pixbuf)), gdk_pixbuf_get_pixels(pixbuf)!)
        guard gdk_pixbuf_get_has_alpha(pixbuf) != 0 else { return nil }
        let pixels = (0..<height).flatMap { row in Array(UnsafeBufferPointer(start: start + row * stride, count: width * 4)) }
        return (width, height, pixels)
    }
}
