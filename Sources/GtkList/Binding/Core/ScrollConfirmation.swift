/// Makes sure a row GTK was asked to scroll to shows. GTK places rows it has not measured by an
/// estimate of their heights (a section header is taller than an item), and a row a few rows
/// past the visible ones can seem to it on screen already, so that it does not move (found after
/// wheel scrolling to a list's end). After the next frame, while the row is still off screen,
/// the list moves a viewport towards it and asks GTK again. Only the latest scroll is confirmed.
@MainActor
final class ScrollConfirmation {
    private var requests = 0

    /// After `widget`'s next frame, while `side()` says the row is above (negative) or below
    /// (positive) the visible part, scrolls `scrolledWindow` a viewport that way and calls `ask`
    /// again, up to `tries` times; `side()` is `nil` once the row shows.
    func confirm(in scrolledWindow: ScrolledWindow, after widget: Widget, tries: Int = 3,
                 side: @escaping () -> Int?, ask: @escaping () -> Void) {
        requests += 1
        let request = requests
        Task { @MainActor [weak self, weak scrolledWindow, weak widget] in
            await widget?.nextFrame()
            guard let self, self.requests == request, let scrolledWindow, let widget, let direction = side() else { return }
            scrolledWindow.verticalOffset += Double(direction.signum()) * scrolledWindow.visibleHeight
            ask()
            if tries > 1 { self.confirm(in: scrolledWindow, after: widget, tries: tries - 1, side: side, ask: ask) }
        }
    }

    /// Which side of `visible` rows `row` is on: -1 above, 1 below, `nil` inside.
    static func side(of row: Int, outside visible: ClosedRange<Int>) -> Int? {
        row < visible.lowerBound ? -1 : row > visible.upperBound ? 1 : nil
    }
}
