import Foundation
import CGtk
import GtkList

/// How readable one shown text is: the WCAG contrast ratio between its glyphs and what is
/// behind them, measured on rendered pixels.
public struct TextContrast: Sendable, CustomStringConvertible {
    /// The label's text.
    public let text: String
    /// From 1 (invisible) to 21 (black on white). WCAG AA asks 4.5 for text under 18 pt
    /// (14 pt bold), 3 for larger text.
    public let ratio: Double

    public var description: String { "“\(text)” \(String(format: "%.2f", ratio)):1" }

    /// The WCAG contrast ratio of two colours given as red, green, blue bytes.
    public static func ratio(_ first: (UInt8, UInt8, UInt8), _ second: (UInt8, UInt8, UInt8)) -> Double {
        let lighter = max(luminance(first), luminance(second)), darker = min(luminance(first), luminance(second))
        return (lighter + 0.05) / (darker + 0.05)
    }

    private static func luminance(_ color: (UInt8, UInt8, UInt8)) -> Double {
        func linear(_ byte: UInt8) -> Double {
            let channel = Double(byte) / 255
            return channel <= 0.039_28 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.0) + 0.7152 * linear(color.1) + 0.0722 * linear(color.2)
    }
}

extension Widget {
    /// The contrast of every label shown in this widget, rendered right after its next paint
    /// (wait for the screen first). Inside each label's box, the most common colour is taken as
    /// the background and the pixel that differs most from it as the text's colour: glyph stems
    /// reach the text's full colour, anti-aliased edges only come between.
    @MainActor
    public func textContrasts() throws(RenderError) -> [TextContrast] {
        guard let image = try PixelImage.renderedAfterNextPaint(of: self) else { throw .drewNothing }
        var contrasts: [TextContrast] = []
        let shown = Self.descendants(of: unsafeWidgetPointer) { gtk_widget_get_mapped($0) != 0 && gtk_widget_get_opacity($0) > 0 }
        for label in shown {
            guard let text = Self.labelText(of: label), !text.trimmingCharacters(in: .whitespaces).isEmpty,
                  let bounds = Self.visibleBounds(of: label, in: unsafeWidgetPointer),
                  let ratio = Self.contrast(in: image, x: Int(bounds.origin.x), y: Int(bounds.origin.y),
                                            width: Int(bounds.size.width), height: Int(bounds.size.height))
            else { continue }
            contrasts.append(TextContrast(text: text, ratio: ratio))
        }
        return contrasts
    }

    /// The label's box in `root`'s coordinates, or `nil` when an ancestor (a scrolled list)
    /// cuts part of it off: a partly hidden label cannot be measured fairly.
    private static func visibleBounds(of label: UnsafeMutablePointer<GtkWidget>,
                                      in root: UnsafeMutablePointer<GtkWidget>) -> graphene_rect_t? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(label, root, &bounds) != 0 else { return nil }
        var ancestor = gtk_widget_get_parent(label)
        while let current = ancestor, current != root {
            var clip = graphene_rect_t()
            if gtk_widget_get_overflow(current) == GTK_OVERFLOW_HIDDEN,
               gtk_widget_compute_bounds(current, root, &clip) != 0 {
                var inside = graphene_rect_t()
                graphene_rect_intersection(&bounds, &clip, &inside)
                guard inside.size.width >= bounds.size.width - 0.5, inside.size.height >= bounds.size.height - 0.5
                else { return nil }
            }
            ancestor = gtk_widget_get_parent(current)
        }
        return bounds
    }

    private static func contrast(in image: PixelImage, x: Int, y: Int, width: Int, height: Int) -> Double? {
        let left = max(0, x), right = min(image.width, x + width), top = max(0, y), bottom = min(image.height, y + height)
        guard left < right, top < bottom else { return nil }
        let columns = left..<right, rows = top..<bottom
        var counts: [UInt32: Int] = [:]
        for row in rows {
            for column in columns {
                let pixel = image.pixel(x: column, y: row)
                let key = UInt32(pixel[pixel.startIndex + 2]) << 16 | UInt32(pixel[pixel.startIndex + 1]) << 8
                    | UInt32(pixel[pixel.startIndex])
                counts[key, default: 0] += 1
            }
        }
        guard let background = counts.max(by: { $0.value < $1.value })?.key else { return nil }
        func rgb(_ key: UInt32) -> (UInt8, UInt8, UInt8) {
            (UInt8(key >> 16 & 0xFF), UInt8(key >> 8 & 0xFF), UInt8(key & 0xFF))
        }
        return counts.keys.map { TextContrast.ratio(rgb($0), rgb(background)) }.max()
    }
}
