import CGtk
import GtkList

extension Widget {
    /// Every text a user can see in this widget now, in tree order: the text of each mapped
    /// label (which includes buttons' and check buttons' labels) and inscription (a table's
    /// cells), and each mapped widget's tooltip. Lets a test assert what a screen says without reading pixels.
    public var shownTexts: [String] {
        Self.descendants(of: unsafeWidgetPointer, entering: { gtk_widget_get_mapped($0) != 0 }).flatMap { widget in
            [Self.labelText(of: widget).flatMap { $0.isEmpty ? nil : $0 },
             gtk_widget_get_tooltip_text(widget).map { String(cString: $0) }].compactMap { $0 }
        }
    }

    /// The text of every label in the widget's tree, shown or not, this widget included, in
    /// tree order: what a dialog holds on all its pages.
    package var labelTexts: [String] {
        Self.descendants(of: unsafeWidgetPointer, entering: { _ in true }).compactMap(Self.labelText)
    }

    /// `widget` and the widgets inside it, in tree order, leaving out each widget (and what is
    /// inside it) that `entering` refuses.
    static func descendants(of widget: UnsafeMutablePointer<GtkWidget>,
                            entering: (UnsafeMutablePointer<GtkWidget>) -> Bool) -> [UnsafeMutablePointer<GtkWidget>] {
        guard entering(widget) else { return [] }
        var found = [widget]
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            found += descendants(of: current, entering: entering)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    /// The text of `widget` when it is a label or an inscription (a table's one-line cell).
    static func labelText(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0 {
            return gtk_label_get_text(OpaquePointer(widget)).map { String(cString: $0) }
        }
        guard g_type_check_instance_is_a(instance, gtk_inscription_get_type()) != 0 else { return nil }
        return gtk_inscription_get_text(OpaquePointer(widget)).map { String(cString: $0) } ?? ""
    }
}
