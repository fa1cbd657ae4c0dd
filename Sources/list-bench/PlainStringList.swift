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

        let factory = makeListItemFactory { event, listItem in
            switch event {
            case .setup:
                gtk_list_item_set_child(listItem, gtk_label_new(nil))
            case .bind:
                let label = OpaquePointer(gtk_list_item_get_child(listItem))
                let item = OpaquePointer(gtk_list_item_get_item(listItem))
                gtk_label_set_text(label, gtk_string_object_get_string(item))
            case .unbind, .teardown:
                break
            }
        }
        g_object_ref(factory.objectPointer)  // gtk_list_view_new adopts a reference

        let selection = gtk_no_selection_new(model)  // adopts the model
        let view = gtk_list_view_new(selection, factory.opaquePointer)!
        let scrolled = ScrolledWindow()
        scrolled.setChild(Widget(retaining: view))
        return scrolled
    }
}
