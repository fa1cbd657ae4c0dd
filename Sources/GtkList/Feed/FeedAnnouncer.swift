/// Tells screen readers what a finished refresh or page load did: "12 items", "20 more
/// items", "Couldn't load more: …".
///
/// GTK 4.8 has no way to announce a message (`gtk_accessible_announce` arrives in GTK 4.14),
/// so this is a status label that screen readers watch like a live region: invisible on
/// screen, but present in the accessibility tree, with its text and name replaced on each
/// announcement.
@MainActor
final class FeedAnnouncer {
    let widget = Label()
    /// The last announcement, for tests.
    private(set) var lastAnnouncement: String?

    init() {
        widget.setAccessibleRole(.status)
        widget.opacity = 0
        widget.receivesPointerInput = false
        widget.horizontalAlignment = .start
        widget.verticalAlignment = .start
        widget.maximumWidthInCharacters = 1
        widget.ellipsis = .end
    }

    /// Says `message`.
    func announce(_ message: String) {
        lastAnnouncement = message
        widget.text = message
        widget.setAccessibleLabel(message)
    }
}
