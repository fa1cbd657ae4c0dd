internal import CGtk

/// The moments of a GtkListItem's life, as a GtkSignalListItemFactory announces them.
package enum ListItemEvent: Sendable {
    /// The list item was made: give it its content.
    case setup
    /// The list item shows another row object than before (or its first).
    case bind
    /// The list item no longer shows the row object it showed.
    case unbind
    /// The list item shows the same row object again, at another position or with another
    /// selection: GTK 4.8 unbinds and binds it again then, which the factory hears as one event.
    case rebind
    /// The list item is about to be destroyed.
    case teardown
}

/// One GtkListItem: the slot of a GtkListView that shows one row at a time.
///
/// GTK owns list items; a cell is valid from its `setup` to its `teardown`. Cells compare equal
/// when they are the same list item.
package struct ListItemCell: Hashable {
    fileprivate let listItem: OpaquePointer

    /// The Swift value the model's row object carries (see ``RowListModel``), if any.
    @MainActor package var payload: AnyObject? { RowObject.payload(of: gtk_list_item_get_item(listItem)) }

    /// The row the cell shows now, or `nil` when it shows none.
    @MainActor package var position: Int? {
        let position = gtk_list_item_get_position(listItem)
        return position == cgtk_invalid_list_position() ? nil : Int(position)
    }

    /// Makes `widget` the cell's content, or empties it.
    @MainActor package func setChild(_ widget: Widget?) {
        gtk_list_item_set_child(listItem, widget?.widgetPointer)
    }

    /// Whether `widget` is the cell's content now.
    @MainActor package func holds(_ widget: Widget) -> Bool {
        gtk_list_item_get_child(listItem) == widget.widgetPointer
    }

    /// Sets whether the row can be selected and activated (headers and footers cannot).
    @MainActor package func setInteractive(_ isInteractive: Bool) {
        gtk_list_item_set_selectable(listItem, isInteractive ? 1 : 0)
        gtk_list_item_set_activatable(listItem, isInteractive ? 1 : 0)
    }
}

/// Makes a GtkSignalListItemFactory whose signals call `handler(event, cell)`.
///
/// GTK 4.8 unbinds and binds a list item again whenever its position or selection changes,
/// though its row object stays: every row after an `items-changed` hears it, for each signal
/// of a change. An unbind is therefore held until the list item's next signal, and an unbind
/// followed by a bind of the same row object is told as one ``ListItemEvent/rebind``, which a
/// handler can answer without filling the row again.
/// - Returns: The factory, owned by the caller.
@MainActor
package func makeListItemFactory(_ handler: @escaping @MainActor (ListItemEvent, ListItemCell) -> Void) -> ObjectWrapper {
    let factory = ObjectWrapper(unsafePointer: UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()!), transfer: .full)
    let unbinds = HeldUnbinds()
    // void (GtkSignalListItemFactory *self, GtkListItem *item), for all four signals.
    func connect(_ signal: String, _ deliver: @escaping @MainActor (ListItemCell, OpaquePointer) -> Void) {
        connectSignal(factory.rawPointer, signal) { arguments in
            if let listItem = arguments.pointer(1) { deliver(ListItemCell(listItem: OpaquePointer(listItem)), OpaquePointer(listItem)) }
            return nil
        }
    }
    connect("setup") { cell, _ in handler(.setup, cell) }
    connect("unbind") { _, listItem in unbinds.hold(listItem, object: gtk_list_item_get_item(listItem)) }
    connect("bind") { cell, listItem in
        switch unbinds.take(listItem) {
        case .some(let object) where object == gtk_list_item_get_item(listItem):
            handler(.rebind, cell)
        case .some:
            handler(.unbind, cell)
            handler(.bind, cell)
        case .none:
            handler(.bind, cell)
        }
    }
    connect("teardown") { cell, listItem in
        if unbinds.take(listItem) != nil { handler(.unbind, cell) }
        handler(.teardown, cell)
    }
    return factory
}

/// The unbinds a factory holds until their list item's next signal: the row object each list
/// item showed.
@MainActor
private final class HeldUnbinds {
    private var objects: [OpaquePointer: UnsafeMutableRawPointer?] = [:]

    func hold(_ listItem: OpaquePointer, object: UnsafeMutableRawPointer?) {
        objects[listItem] = object
    }

    /// The row object the list item showed before its held unbind, if one is held (`.some(nil)`
    /// for none), forgetting it.
    func take(_ listItem: OpaquePointer) -> UnsafeMutableRawPointer?? {
        objects.removeValue(forKey: listItem)
    }
}
