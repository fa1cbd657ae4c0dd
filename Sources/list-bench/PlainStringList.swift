import CGtk
import Glibc
import GtkList

private typealias ListItemHandler = @MainActor (OpaquePointer) -> Void

// void (GtkSignalListItemFactory *self, GtkListItem *item, gpointer user_data)
private let listItemTrampoline: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    _, listItem, userData in
    let box = SignalClosure<ListItemHandler>.from(userData)
    nonisolated(unsafe) let listItem = listItem!
    MainActor.assumeIsolated { box.handler(listItem) }
}

/// The baseline: what a C programmer writes — a GtkStringList, a GtkNoSelection, and a signal
/// factory whose setup makes a label and whose bind sets its text.
@MainActor
enum PlainStringList {
    /// The rows as a NULL-terminated array of C strings, as C code would hold them.
    static func strings(rows: Int) -> [UnsafePointer<CChar>?] {
        (0..<rows).map { UnsafePointer(strdup("Row \($0)")) } + [nil]
    }

    static func free(_ strings: [UnsafePointer<CChar>?]) {
        strings.forEach { Glibc.free(UnsafeMutablePointer(mutating: $0)) }
    }

    static func make(strings: [UnsafePointer<CChar>?]) -> ScrolledWindow {
        // gtk_string_list_new copies the strings.
        var strings = strings
        let model = strings.withUnsafeMutableBufferPointer { gtk_string_list_new($0.baseAddress) }!

        let factory = gtk_signal_list_item_factory_new()!
        let setup: ListItemHandler = { listItem in gtk_list_item_set_child(listItem, gtk_label_new(nil)) }
        let bind: ListItemHandler = { listItem in
            let label = OpaquePointer(gtk_list_item_get_child(listItem))
            let item = OpaquePointer(gtk_list_item_get_item(listItem))
            gtk_label_set_text(label, gtk_string_object_get_string(item))
        }
        connectSignal(UnsafeMutableRawPointer(factory), "setup", trampoline: listItemTrampoline, handler: setup)
        connectSignal(UnsafeMutableRawPointer(factory), "bind", trampoline: listItemTrampoline, handler: bind)

        let selection = gtk_no_selection_new(model)  // adopts the model
        let view = gtk_list_view_new(selection, factory)!             // adopts both
        let scrolled = ScrolledWindow()
        scrolled.setChild(Widget(retaining: view))
        return scrolled
    }
}
