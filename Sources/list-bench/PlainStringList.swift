import CGtk
import Glibc
import GtkList

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
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "setup", unsafeBitCast(setupRow, to: GCallback.self), nil, nil, GConnectFlags(0))
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "bind", unsafeBitCast(bindRow, to: GCallback.self), nil, nil, GConnectFlags(0))

        let selection = gtk_no_selection_new(model)  // adopts the model
        let view = gtk_list_view_new(selection, factory)!  // adopts the factory
        let scrolled = ScrolledWindow()
        scrolled.setChild(Widget(unsafeWidget: view, transfer: .full))
        return scrolled
    }
}

// void (GtkSignalListItemFactory *self, GtkListItem *item, gpointer user_data): a label per row.
private let setupRow: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    _, listItem, _ in
    gtk_list_item_set_child(listItem, gtk_label_new(nil))
}

// The same signature for "bind": the row's string into its label.
private let bindRow: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    _, listItem, _ in
    let label = OpaquePointer(gtk_list_item_get_child(listItem))
    let item = OpaquePointer(gtk_list_item_get_item(listItem))
    gtk_label_set_text(label, gtk_string_object_get_string(item))
}
