import GtkList

/// A tab of the viewer window: the content's name, and a button that closes the tab.
@MainActor
final class TabLabel {
    let widget = Box(.horizontal, spacing: 4)
    private let label = Label()
    private let closeButton = Button(iconName: "window-close-symbolic")

    /// A tab named `title` whose button calls `close`.
    init(title: String, close: @escaping @MainActor () -> Void) {
        closeButton.addCSSClass("flat")
        closeButton.addCSSClass("circular")
        closeButton.onClicked(close)
        // Named before it is put in the tab: a tooltip set on a widget in a tree asks the
        // window system where the pointer is (``Widget/tooltip``).
        self.title = title
        widget.append(label)
        widget.append(closeButton)
    }

    /// The content's name on the tab.
    var title: String {
        get { label.text }
        set {
            label.text = newValue
            // TRANSLATORS: the button on a tab that closes it; %s is the file's name
            let closing = appTexts.translate("Close “%s”").filling(newValue)
            closeButton.tooltip = closing
            closeButton.setAccessibleLabel(closing)
        }
    }
}
