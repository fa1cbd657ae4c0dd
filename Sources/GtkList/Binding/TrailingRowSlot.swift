import CGtk

/// The one extra row a ``ListView`` can show after the data source's rows, and which list
/// item currently holds its widget.
///
/// The slot is also the row's payload: the model hands GTK an object carrying the slot itself.
/// GTK may bind the row's new list item before unbinding the old one, so installing the
/// widget first takes it out of wherever it still is.
@MainActor
final class TrailingRowSlot {
    var widget: Widget?
    private(set) var holder: OpaquePointer?

    func install(in listItem: OpaquePointer) {
        guard let widget else { return }
        if let holder { release(from: holder) }
        gtk_list_item_set_child(listItem, widget.widgetPointer)
        holder = listItem
    }

    func release(from listItem: OpaquePointer) {
        guard holder == listItem else { return }
        if let widget, gtk_list_item_get_child(listItem) == widget.widgetPointer {
            gtk_list_item_set_child(listItem, nil)
        }
        holder = nil
    }
}
