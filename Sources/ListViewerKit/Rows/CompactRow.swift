import GtkList

/// One line: an icon, a name, and a detail at the end.
@MainActor
final class CompactRow: RowView {
    let widget: Widget
    private let icon = Image(iconName: "package-x-generic-symbolic")
    private let title = Label()
    private let detail = Label()

    init() {
        icon.setAccessibleRole(.presentation)  // the name says it
        title.expandsHorizontally = true
        title.ellipsis = .end
        detail.addCSSClass(ListStyle.secondaryText)
        detail.addCSSClass("numeric")
        let box = Box(.horizontal, spacing: 12, children: [icon, title, detail])
        box.setMargins(top: 8, bottom: 8, start: 18, end: 18)
        widget = box
    }

    func show(_ item: FeedItem) {
        guard case .compact(let iconName, let name, let trailing) = item.content else { return }
        icon.setIconName(iconName)
        title.text = name
        detail.text = trailing
    }
}
