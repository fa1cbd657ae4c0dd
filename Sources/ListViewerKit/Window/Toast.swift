import GtkList

/// A short message that slides up at the bottom of the window and hides by itself.
@MainActor
final class Toast {
    /// The widget to put in an overlay over the window's content.
    let widget: Widget
    private let revealer: Revealer
    private let title = Label()
    private let detail = Label()
    private var hideTask: Task<Void, Never>?

    init() {
        title.addCSSClass("heading")
        detail.addCSSClass("dim-label")
        detail.wraps = true
        detail.maximumLines = 2
        detail.ellipsis = .end
        let close = Button(iconName: "window-close-symbolic")
        close.addCSSClass("flat")
        close.addCSSClass("circular")
        close.verticalAlignment = .center
        close.tooltip = appTexts.translate("Dismiss")
        let text = Box(.vertical, spacing: 2, children: [title, detail])
        text.expandsHorizontally = true
        let bubble = Box(.horizontal, spacing: 12, children: [text, close])
        bubble.addCSSClass("app-notification")
        bubble.addCSSClass("viewer-toast")
        bubble.setSizeRequest(width: 360)
        revealer = Revealer(child: bubble, transition: .slideUp, durationMilliseconds: 180)
        revealer.horizontalAlignment = .center
        revealer.verticalAlignment = .end
        revealer.setMargins(bottom: 18)
        widget = revealer
        close.onClicked { [weak self] in self?.hide() }
    }

    /// Shows `title` with `detail` under it for a few seconds.
    func show(title text: String, detail more: String?) {
        title.text = text
        detail.text = more ?? ""
        detail.isVisible = more != nil
        revealer.revealsChild = true
        hideTask?.cancel()
        hideTask = Task { [weak self] in
            try? await Task.sleep(for: .seconds(4))
            guard !Task.isCancelled else { return }
            self?.hide()
        }
    }

    /// Whether the toast is shown.
    var isShown: Bool { revealer.revealsChild }

    /// The title being shown.
    var shownTitle: String { title.text }

    func hide() {
        hideTask?.cancel()
        revealer.revealsChild = false
    }
}
