import GtkList

/// A window's size and whether it is maximized: what list-viewer remembers between launches.
struct WindowGeometry: Equatable {
    /// The size when not maximized.
    var size: WindowSize
    /// Whether the window is maximized.
    var isMaximized: Bool

    /// What `window` would reopen as, or `nil` when its size is outside what `--size` takes.
    @MainActor
    init?(of window: Window) {
        guard let size = WindowSize(checkingWidth: window.defaultSize.width, height: window.defaultSize.height)
        else { return nil }
        self.init(size: size, isMaximized: window.isMaximized)
    }

    init(size: WindowSize, isMaximized: Bool) {
        self.size = size
        self.isMaximized = isMaximized
    }
}
