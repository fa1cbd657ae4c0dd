import CGtk
import GtkList

extension Widget {
    /// The text of every label in the widget's tree, this widget included, in tree order:
    /// what a test reads to check what a window or dialog says.
    package var labelTexts: [String] {
        var texts: [String] = []
        func collect(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
                                          gtk_label_get_type()) != 0 {
                texts.append(String(cString: gtk_label_get_text(OpaquePointer(widget))))
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                collect(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        collect(unsafeWidgetPointer)
        return texts
    }
}
