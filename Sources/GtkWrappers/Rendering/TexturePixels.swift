internal import CGtk
import Foundation

/// A texture's pixels in GDK's default memory format: four bytes each (blue, green, red and
/// alpha, the colours premultiplied by alpha), rows without padding.
package struct TexturePixels {
    package let width: Int
    package let height: Int
    package let bytes: [UInt8]

    /// The pixels of `texture`, a `GdkTexture`.
    package init(texture: OpaquePointer) {
        width = Int(gdk_texture_get_width(texture))
        height = Int(gdk_texture_get_height(texture))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { [width] in gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        bytes = pixels
    }

    /// The pixels as a PNG file (``PNGEncoding``); `nil` when there are none, or too many.
    package var png: Data? {
        bytes.withUnsafeBytes { PNGEncoding.png(width: width, height: height, premultipliedBGRA: $0) }
    }
}
