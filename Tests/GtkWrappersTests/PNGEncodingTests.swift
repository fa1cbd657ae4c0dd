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
                // Premultiplied blue, green, red and alpha: no channel above its alpha; every
                // alpha, the opaque and the clear ones most often, as in a window's picture.
                let pixels = (0..<width * height).flatMap { _ -> [UInt8] in
                    let alpha: UInt8 = switch random.next() % 4 {
                    case 0: 255
                    case 1: 0
                    default: UInt8(random.next() % 256)
                    }
                    return (0..<3).map { _ in UInt8(random.next() % (UInt64(alpha) + 1)) } + [alpha]
                }
                let ours = try XCTUnwrap(pixels.withUnsafeBytes { PNGEncoding.png(width: width, height: height, premultipliedBGRA: $0) })
                let gdks = Self.gdkPNG(width: width, height: height, premultipliedBGRA: pixels)
                let decoded = try XCTUnwrap(Self.straightRGBA(ofPNG: ours), "seed \(seed): GdkPixbuf reads the file")
                XCTAssertEqual(decoded.width, width)
                XCTAssertEqual(decoded.height, height)
                XCTAssertEqual(decoded.pixels, try XCTUnwrap(Self.straightRGBA(ofPNG: gdks)).pixels, "seed \(seed), \(width)×\(height)")
            }
        }
    }

    func testNoPixelsMakeNoFile() {
        XCTAssertNil([UInt8]().withUnsafeBytes { PNGEncoding.png(width: 0, height: 0, premultipliedBGRA: $0) })
        XCTAssertNil([UInt8](repeating: 0, count: 12).withUnsafeBytes { PNGEncoding.png(width: 2, height: 2, premultipliedBGRA: $0) },
                     "fewer bytes than pixels")
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
