import CGtk
import GtkList

extension Widget {
    /// Every text a user can see in this widget now, in tree order: the text of each mapped
    /// label (which includes buttons' and check buttons' labels) and each mapped widget's
    /// tooltip. Lets a test assert what a screen says without reading pixels.
    public var shownTexts: [String] {
        var texts: [String] = []
        Self.collectTexts(from: unsafeWidgetPointer, into: &texts, onlyShown: true)
        return texts
    }

    /// The text of every label in the widget's tree, shown or not, this widget included, in
    /// tree order: what a dialog holds on all its pages.
    package var labelTexts: [String] {
        var texts: [String] = []
        Self.collectTexts(from: unsafeWidgetPointer, into: &texts, onlyShown: false)
        return texts
    }

    private static func collectTexts(from widget: UnsafeMutablePointer<GtkWidget>, into texts: inout [String],
                                     onlyShown: Bool) {
        guard !onlyShown || gtk_widget_get_mapped(widget) != 0 else { return }
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
                                      gtk_label_get_type()) != 0,
           let text = gtk_label_get_text(OpaquePointer(widget)), !onlyShown || text.pointee != 0 {
            texts.append(String(cString: text))
        }
        if onlyShown, let tooltip = gtk_widget_get_tooltip_text(widget) {
            texts.append(String(cString: tooltip))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            collectTexts(from: current, into: &texts, onlyShown: onlyShown)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
