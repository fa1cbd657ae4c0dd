/// Makes sure a row GTK was asked to scroll to shows, and stays shown while the list settles.
///
/// Two things undo GTK's scroll to a row. GTK places rows it has not measured by an estimate of
/// their heights (a section header is taller than an item), and a row a few rows past the
/// visible ones can seem to it on screen already, so that it does not move. And a wheel's
/// scroll can still be settling (GTK's deceleration, its snap back from the end) when the
/// scroll is asked for, and carries the list on past the row a few frames later (both found
/// after wheel scrolling to a list's end). So for a few frames after the scroll, while the row
/// is off screen, the list moves a viewport towards it and asks GTK again. Only the latest
/// scroll is watched, and none once the user scrolls again: the list is theirs then.
@MainActor
final class ScrollConfirmation {
    /// How many frames a scroll is watched: about a third of a second.
    static let watchedFrames = 20
    private var requests = 0

    /// Confirms the scrolls of `scrolledWindow`'s list, hearing the user's own scrolling there.
    init(scrolledWindow: ScrolledWindow) {
        ScrollController(attachedTo: scrolledWindow).onScroll { [weak self] _, _, _ in
            self?.requests += 1  // a new scroll of the user's ends the watch
            return false
        }
    }

    /// Watches the next ``watchedFrames`` frames of `widget`: while `side()` says the row is
    /// above (negative) or below (positive) the visible part, scrolls `scrolledWindow` a
    /// viewport that way and calls `ask` again, at most `tries` times; `side()` is `nil` while
    /// the row shows.
    func confirm(in scrolledWindow: ScrolledWindow, after widget: Widget, tries: Int = 3,
                 side: @escaping () -> Int?, ask: @escaping () -> Void) {
        requests += 1
        let request = requests
        Task { @MainActor [weak self, weak scrolledWindow, weak widget] in
            var triesLeft = tries
            for _ in 0..<Self.watchedFrames where triesLeft > 0 {
                await widget?.nextFrame()
                guard let self, self.requests == request, let scrolledWindow else { return }
                guard let direction = side() else { continue }
                scrolledWindow.stopKineticMotion()
                scrolledWindow.verticalOffset += Double(direction.signum()) * scrolledWindow.visibleHeight
                ask()
                triesLeft -= 1
            }
        }
    }

    /// Which side of `visible` rows `row` is on: -1 above, 1 below, `nil` inside.
    static func side(of row: Int, outside visible: ClosedRange<Int>) -> Int? {
        row < visible.lowerBound ? -1 : row > visible.upperBound ? 1 : nil
    }
}
