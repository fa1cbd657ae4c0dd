import CGtk
import Foundation
import GtkList

/// An image as pixels in memory: what a widget rendered, or a golden image read from disk.
///
/// Pixels are GDK's default memory format (B8G8R8A8, premultiplied alpha), four bytes each, rows
/// without padding. Equal pictures have equal bytes; PNG files round-trip exactly for opaque
/// pixels.
public struct PixelImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes, row by row.
    public let bytes: [UInt8]

    /// Creates an image from raw pixels; `bytes` must hold `width * height * 4` bytes.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "PixelImage needs width × height × 4 bytes")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Renders `widget` as it is on screen now (wait for ``MainLoop/waitUntilDrawn(_:timeout:)``
    /// first).
    @MainActor
    public init(rendering widget: Widget) throws(RenderError) {
        let texture = try WidgetRenderer.renderTexture(of: widget)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        self.init(texture: texture)
    }

    /// Renders `widget` right after its next paint (`Widget.painted(then:)`), so that a redraw
    /// queued in between — a count updating — cannot drop the render nodes the picture is
    /// drawn from; `nil` when no frame was painted within `timeout` seconds.
    @MainActor
    public static func renderedAfterNextPaint(of widget: Widget, timeout: TimeInterval = 5) throws(RenderError) -> PixelImage? {
        var rendered: Result<PixelImage, RenderError>?
        Task { @MainActor in
            rendered = await widget.painted { Result { () throws(RenderError) in try PixelImage(rendering: widget) } }
                ?? .failure(.drewNothing)
        }
        guard MainLoop.run(until: { rendered != nil }, timeout: timeout), let rendered else { return nil }
        return try rendered.get()
    }

    /// Reads a PNG (or any format GDK reads) from encoded data; `nil` if it is not an image.
    public init?(encoded data: Data) {
        let encoded = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(encoded) }
        guard let texture = gdk_texture_new_from_bytes(encoded, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        self.init(texture: texture)
    }

    private init(texture: OpaquePointer) {
        let pixels = TexturePixels(texture: texture)
        self.init(width: pixels.width, height: pixels.height, bytes: pixels.bytes)
    }

    /// The part of the image at (`x`, `y`) of size `width` × `height`, cut to the image's bounds.
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> PixelImage {
        let left = min(max(0, x), self.width), top = min(max(0, y), self.height)
        let right = min(self.width, max(left, x + width)), bottom = min(self.height, max(top, y + height))
        var cut: [UInt8] = []
        cut.reserveCapacity((right - left) * (bottom - top) * 4)
        for row in top..<bottom {
            cut += bytes[(row * self.width + left) * 4..<(row * self.width + right) * 4]
        }
        return PixelImage(width: right - left, height: bottom - top, bytes: cut)
    }

    /// The image as PNG data.
    public func pngData() -> Data {
        bytes.withUnsafeBytes { PNGEncoding.png(width: width, height: height, premultipliedBGRA: $0) } ?? Data()
    }

    /// The four bytes (blue, green, red, alpha) of the pixel at (`x`, `y`).
    public func pixel(x: Int, y: Int) -> ArraySlice<UInt8> {
        let offset = (y * width + x) * 4
        return bytes[offset..<offset + 4]
    }
}
