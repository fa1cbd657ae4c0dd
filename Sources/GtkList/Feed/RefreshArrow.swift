/// The thin arrow of the refresh indicator: down while pulling, turning up once a release
/// would refresh.
///
/// Drawn with cairo in the theme's foreground colour, with round caps as a pen stroke would
/// have; the half-pixel offsets keep the vertical shaft crisp at scale 1.
@MainActor
final class RefreshArrow {
    let widget: DrawingArea
    private let turn: Animation

    init() {
        widget = DrawingArea(width: 24, height: 28)
        turn = Animation(widget: widget, value: 0)
        widget.setDrawFunction { [weak self] context, width, height in
            guard let self else { return }
            RefreshArrow.draw(in: context, width: width, height: height,
                              angle: self.turn.value * .pi, color: self.widget.foregroundColor)
        }
    }

    /// Points the arrow up (`true`, animated) or down.
    func pointUp(_ isUp: Bool) {
        let target: Double = isUp ? 1 : 0
        turn.animate(to: target, duration: 0.15) { [weak self] _ in self?.widget.queueDraw() }
    }

    private static func draw(in context: DrawingContext, width: Double, height: Double, angle: Double,
                             color: Color) {
        let centerX = (width / 2).rounded(.down) + 0.5
        let centerY = height / 2
        let halfLength = min(height, 28) / 2 - 3
        let headSize = 5.5
        context.saved {
            context.translate(x: centerX, y: centerY)
            context.rotate(by: angle)
            context.setColor(color)
            context.setLineWidth(1.75)
            context.useRoundLineCaps()
            // The shaft, then the two sides of the head at its lower end.
            context.move(toX: 0, y: -halfLength)
            context.line(toX: 0, y: halfLength)
            context.move(toX: -headSize, y: halfLength - headSize)
            context.line(toX: 0, y: halfLength)
            context.line(toX: headSize, y: halfLength - headSize)
            context.stroke()
        }
    }
}
