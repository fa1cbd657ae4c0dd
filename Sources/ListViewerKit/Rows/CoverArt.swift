import Foundation
import GtkList

/// Draws the card covers: a sky gradient, a sun or moon, and layered hills.
@MainActor
enum CoverArt {
    private struct Palette {
        let skyTop, skyBottom, sun, far, near: Color
    }

    private static func palette(for artwork: FeedItem.Artwork) -> Palette {
        switch artwork {
        case .dawn:
            Palette(skyTop: Color(hex: 0xF9C58D), skyBottom: Color(hex: 0xF492F0), sun: Color(hex: 0xFFF1C1),
                    far: Color(hex: 0x9C6ADE), near: Color(hex: 0x5B3C88))
        case .forest:
            Palette(skyTop: Color(hex: 0xB8E2C8), skyBottom: Color(hex: 0xE8F5E9), sun: Color(hex: 0xFFFFFF),
                    far: Color(hex: 0x4E9F6B), near: Color(hex: 0x1F5C3A))
        case .ocean:
            Palette(skyTop: Color(hex: 0x5DA9E9), skyBottom: Color(hex: 0xBFE3FF), sun: Color(hex: 0xFFFFFF),
                    far: Color(hex: 0x2F6FB2), near: Color(hex: 0x143F73))
        case .dusk:
            Palette(skyTop: Color(hex: 0x2E3A87), skyBottom: Color(hex: 0xF28C6B), sun: Color(hex: 0xFFD27F),
                    far: Color(hex: 0x6B3E75), near: Color(hex: 0x2B1B3D))
        case .aurora:
            Palette(skyTop: Color(hex: 0x0B1D3A), skyBottom: Color(hex: 0x1FA38A), sun: Color(hex: 0xE0FFF6),
                    far: Color(hex: 0x173B4F), near: Color(hex: 0x081822))
        case .desert:
            Palette(skyTop: Color(hex: 0x8EC5FC), skyBottom: Color(hex: 0xFCE9C5), sun: Color(hex: 0xFFF7D6),
                    far: Color(hex: 0xE3A857), near: Color(hex: 0xB86B2E))
        }
    }

    static func draw(_ artwork: FeedItem.Artwork, in context: DrawingContext, width: Double, height: Double) {
        let colors = palette(for: artwork)
        context.saved {
            // Clip everything to a rounded card.
            context.addRoundedRectangle(x: 0, y: 0, width: width, height: height, radius: 8)
            context.clip()
            context.setVerticalGradient(from: colors.skyTop, to: colors.skyBottom, height: height)
            context.paint()

            context.setColor(colors.sun)
            let sunX = width * (0.25 + 0.1 * Double(artwork.rawValue % 3))
            context.addCircle(centerX: sunX, centerY: height * 0.35, radius: height * 0.13)
            context.fill()

            hills(in: context, width: width, height: height, baseline: 0.62, amplitude: 0.16,
                  phase: Double(artwork.rawValue), color: colors.far)
            hills(in: context, width: width, height: height, baseline: 0.78, amplitude: 0.12,
                  phase: Double(artwork.rawValue) + 2, color: colors.near)
        }
    }

    /// A smooth ridge line across the cover, filled down to the bottom with rounded corners.
    private static func hills(in context: DrawingContext, width: Double, height: Double, baseline: Double,
                              amplitude: Double, phase: Double, color: Color) {
        context.setColor(color)
        let steps = 24
        context.move(toX: 0, y: height)
        for step in 0...steps {
            let x = width * Double(step) / Double(steps)
            let wave = (x / width * 2 * .pi * 1.3) + phase
            let y = height * (baseline - amplitude * 0.5 * (sin(wave) + 0.5 * sin(wave * 2.3)))
            context.line(toX: x, y: y)
        }
        context.line(toX: width, y: height)
        context.fill()
    }
}
