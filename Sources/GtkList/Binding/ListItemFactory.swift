import CGtk

/// The four moments of a GtkListItem's life, as a GtkSignalListItemFactory announces them.
package enum ListItemEvent: String, CaseIterable {
    case setup, bind, unbind, teardown
}

private typealias ListItemHandler = @MainActor (OpaquePointer) -> Void

// All four factory signals share one C signature:
// void (GtkSignalListItemFactory *self, GtkListItem *item, gpointer user_data)
private let listItemTrampoline: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    _, listItem, userData in
    let box = SignalClosure<ListItemHandler>.from(userData)
    nonisolated(unsafe) let listItem = listItem!  // GTK calls factories on the main thread
    MainActor.assumeIsolated { box.handler(listItem) }
}

/// Makes a GtkSignalListItemFactory whose signals call `handler(event, listItem)`.
/// - Returns: The factory, owned by the caller (transfer full).
@MainActor
package func makeListItemFactory(_ handler: @escaping @MainActor (ListItemEvent, OpaquePointer) -> Void) -> ObjectWrapper {
    let factory = ObjectWrapper(unsafePointer: UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()!), transfer: .full)
    for event in ListItemEvent.allCases {
        let forward: ListItemHandler = { listItem in handler(event, listItem) }
        connectSignal(factory.rawPointer, event.rawValue, trampoline: listItemTrampoline, handler: forward)
    }
    return factory
}
