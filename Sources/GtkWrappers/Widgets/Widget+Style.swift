internal import CGtk

extension Widget {
    /// The widget's current foreground colour from the theme (it follows dark mode).
    public var foregroundColor: Color {
        var rgba = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widgetPointer), &rgba)
        return Color(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue),
                     alpha: Double(rgba.alpha))
    }

    /// Sets the label screen readers announce for the widget.
    public func setAccessibleLabel(_ label: String) {
        var property = GTK_ACCESSIBLE_PROPERTY_LABEL
        var value = GValue()
        g_value_init(&value, cgtk_type_string())
        g_value_set_string(&value, label)
        gtk_accessible_update_property_value(OpaquePointer(rawPointer), 1, &property, &value)
        g_value_unset(&value)
    }
}
