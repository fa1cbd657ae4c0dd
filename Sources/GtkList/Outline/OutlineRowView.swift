import ListCore

/// One row of an outline: the node's indentation, its disclosure triangle (or the triangle's
/// room, for a leaf), then the row its item's adapter made.
@MainActor
final class OutlineRowView<Item: ListItem>: RowView {
    let widget: Widget
    /// The row the item's adapter made and fills.
    let content: RowView
    private let disclosure = Button(iconName: "pan-end-symbolic")
    private var shownID: Item.ID?
    /// How the triangle stands now; `nil` before the first row.
    private var shownPlace: Place?

    /// A row around `content`; a click on the triangle calls `toggle` with the shown node's id.
    init(content: RowView, toggle: @escaping @MainActor (Item.ID) -> Void) {
        self.content = content
        disclosure.addCSSClass("flat")
        disclosure.addCSSClass("gtklistkit-disclosure")
        disclosure.verticalAlignment = .center
        // The keyboard stays on the row: Left and Right do what the triangle does.
        disclosure.isFocusable = false
        disclosure.takesFocusOnClick = false
        // The row itself tells screen readers whether it is expanded.
        disclosure.setAccessibleRole(.presentation)
        content.widget.expandsHorizontally = true
        widget = Box(.horizontal, children: [disclosure, content.widget])
        widget.addCSSClass("gtklistkit-outline-row")
        disclosure.onClicked { [weak self] in
            guard let id = self?.shownID else { return }
            toggle(id)
        }
    }

    /// Shows `entry`'s place in the tree: indented `indentation` pixels per level, with a
    /// triangle pointing at the item (collapsed) or down (expanded) when it has children. What
    /// the row showed already is left as it is: GTK 4.8 binds every row after a change again.
    func show(_ entry: OutlineEntry<Item>, indentation: Int) {
        shownID = entry.id
        let place = Place(margin: Int32(clamping: entry.depth * indentation), hasChildren: entry.hasChildren,
                          isExpanded: entry.isExpanded)
        guard place != shownPlace else { return }
        if place.margin != shownPlace?.margin { disclosure.setMargins(start: place.margin) }
        if place.hasChildren != shownPlace?.hasChildren {
            disclosure.opacity = place.hasChildren ? 1 : 0
            disclosure.receivesPointerInput = place.hasChildren
        }
        // Setting an icon looks it up again, even the same one.
        if place.isExpanded != shownPlace?.isExpanded {
            disclosure.setIconName(place.isExpanded ? "pan-down-symbolic" : "pan-end-symbolic")
        }
        shownPlace = place
        // No tooltip: GTK 4.8 asks the X server where the pointer is whenever a tooltip is set,
        // a round trip for every row bound. The row tells screen readers what the triangle does.
    }

    /// How the triangle stands.
    private struct Place: Equatable {
        let margin: Int32
        let hasChildren: Bool
        let isExpanded: Bool
    }
}
