internal import CGtk

/// The four moments of a GtkListItem's life, as a GtkSignalListItemFactory announces them.
package enum ListItemEvent: String, CaseIterable, Sendable {
    case setup, bind, unbind, teardown
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

/// Makes a GtkSignalListItemFactory whose four signals call `handler(event, cell)`.
/// - Returns: The factory, owned by the caller.
@MainActor
package func makeListItemFactory(_ handler: @escaping @MainActor (ListItemEvent, ListItemCell) -> Void) -> ObjectWrapper {
    let factory = ObjectWrapper(unsafePointer: UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()!), transfer: .full)
    for event in ListItemEvent.allCases {
        // void (GtkSignalListItemFactory *self, GtkListItem *item), for all four signals.
        connectSignal(factory.rawPointer, event.rawValue) { arguments in
            if let listItem = arguments.pointer(1) { handler(event, ListItemCell(listItem: OpaquePointer(listItem))) }
            return nil
        }
    }
    return factory
}
