internal import CGtk

extension Widget {
    /// The widget's current foreground colour from the theme (it follows dark mode).
    public var foregroundColor: Color {
        var rgba = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widgetPointer), &rgba)
        return Color(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue),
                     alpha: Double(rgba.alpha))
    }
}
