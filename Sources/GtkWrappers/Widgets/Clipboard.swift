internal import CGtk

/// The clipboard of a widget's display.
@MainActor
public enum Clipboard {
    /// Puts `text` on the clipboard of `widget`'s display (any widget of the window), as Ctrl+C
    /// does.
    public static func setText(_ text: String, from widget: Widget) {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(widget.widgetPointer), text)
    }

    /// The text this process put on the clipboard (of `widget`'s display), if it holds text of
    /// ours: what a test reads back after a Copy.
    public static func localText(of widget: Widget) -> String? {
        let clipboard = gtk_widget_get_clipboard(widget.widgetPointer)
        guard gdk_clipboard_is_local(clipboard) != 0, let content = gdk_clipboard_get_content(clipboard) else { return nil }
        var value = GValue()
        g_value_init(&value, cgtk_type_string())
        defer { g_value_unset(&value) }
        guard gdk_content_provider_get_value(content, &value, nil) != 0 else { return nil }
        return g_value_get_string(&value).map { String(cString: $0) }
    }
}
