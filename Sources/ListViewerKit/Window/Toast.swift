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
    private let bubble: Box

    init() {
        title.addCSSClass("heading")
        detail.addCSSClass(ListStyle.secondaryText)
        detail.wraps = true
        detail.maximumLines = 2
        detail.ellipsis = .end
        let close = Button(iconName: "window-close-symbolic")
        close.addCSSClass("flat")
        close.addCSSClass("circular")
        close.verticalAlignment = .center
        close.tooltip = appTexts.translate("Dismiss")
        close.setAccessibleLabel(appTexts.translate("Dismiss"))
        let text = Box(.vertical, spacing: 2, children: [title, detail])
        text.expandsHorizontally = true
        bubble = Box(.horizontal, spacing: 12, children: [text, close])
        bubble.addCSSClass("viewer-toast")
        // Screen readers hear it when it comes, as they hear a status bar change.
        bubble.setAccessibleRole(.status)
        title.wraps = true
        title.maximumWidthInCharacters = 40
        detail.maximumWidthInCharacters = 40
        revealer = Revealer(child: bubble, transition: .slideUp, durationMilliseconds: 180)
        revealer.horizontalAlignment = .center
        revealer.verticalAlignment = .end
        revealer.setMargins(bottom: 18, start: 12, end: 12)
        // Hidden, it leaves the accessibility tree too.
        revealer.isVisible = false
        widget = revealer
        close.onClicked { [weak self] in self?.hide() }
        revealer.onChildRevealedChange { [weak revealer] in
            guard let revealer, !revealer.revealsChild, !revealer.isChildRevealed else { return }
            revealer.isVisible = false
        }
    }

    /// Shows `title` with `detail` under it for a few seconds, or (`staysUntilHidden`) until
    /// ``hide()`` or the next toast.
    func show(title text: String, detail more: String?, staysUntilHidden: Bool = false) {
        title.text = text
        detail.text = more ?? ""
        detail.isVisible = more != nil
        bubble.setAccessibleLabel(more.map { "\(text). \($0)" } ?? text)
        revealer.isVisible = true
        revealer.revealsChild = true
        hideTask?.cancel()
        guard !staysUntilHidden else { return }
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
