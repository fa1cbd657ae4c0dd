internal import CGtk

/// A piece of text. ``text`` is shown as given; ``setMarkup(_:)`` takes Pango markup.
@MainActor
public final class Label: Widget {
    /// Where text that does not fit is cut.
    public enum Ellipsis: Sendable {
        case none, start, middle, end
        var pangoValue: PangoEllipsizeMode {
            switch self {
            case .none: PANGO_ELLIPSIZE_NONE
            case .start: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .end: PANGO_ELLIPSIZE_END
            }
        }
    }

    /// Creates a label showing `text` literally (no markup), left-aligned.
    public init(_ text: String = "") {
        super.init(unsafePointer: gtk_label_new(nil), transfer: .full)
        self.text = text
        horizontalTextAlignment = 0
    }

    private var labelPointer: OpaquePointer { opaquePointer }

    /// The text, shown literally: `<b>` stays `<b>`.
    public var text: String {
        get { String(cString: gtk_label_get_text(labelPointer)) }
        set {
            // GTK lays the text out again at each call, even for the text it shows: a row bound
            // again to its item keeps its layout.
            let isPlain = gtk_label_get_use_markup(labelPointer) == 0 && gtk_label_get_use_underline(labelPointer) == 0
            if isPlain, newValue.withCString({ strcmp($0, gtk_label_get_label(labelPointer)) == 0 }) { return }
            if !isPlain { gtk_label_set_use_markup(labelPointer, 0) }
            gtk_label_set_text(labelPointer, newValue)
        }
    }

    /// Sets the text from Pango markup (`"<b>bold</b>"`). Escape untrusted parts with
    /// ``escapingMarkup(_:)``.
    public func setMarkup(_ markup: String) {
        gtk_label_set_markup(labelPointer, markup)
    }

    /// Whether long text wraps onto more lines.
    public var wraps: Bool {
        get { gtk_label_get_wrap(labelPointer) != 0 }
        set {
            gtk_label_set_wrap(labelPointer, newValue ? 1 : 0)
            gtk_label_set_wrap_mode(labelPointer, PANGO_WRAP_WORD_CHAR)
        }
    }

    /// The most lines a wrapping, ellipsizing label shows; `-1` for no limit.
    public var maximumLines: Int32 {
        get { gtk_label_get_lines(labelPointer) }
        set { gtk_label_set_lines(labelPointer, newValue) }
    }

    /// Where text that does not fit is cut.
    public var ellipsis: Ellipsis {
        get {
            switch gtk_label_get_ellipsize(labelPointer) {
            case PANGO_ELLIPSIZE_START: .start
            case PANGO_ELLIPSIZE_MIDDLE: .middle
            case PANGO_ELLIPSIZE_END: .end
            default: .none
            }
        }
        set { gtk_label_set_ellipsize(labelPointer, newValue.pangoValue) }
    }

    /// Horizontal alignment of the text inside the label, from 0 (start) to 1 (end).
    public var horizontalTextAlignment: Float {
        get { gtk_label_get_xalign(labelPointer) }
        set { gtk_label_set_xalign(labelPointer, newValue) }
    }

    /// Centers every line of the text.
    public func centerLines() {
        gtk_label_set_justify(labelPointer, GTK_JUSTIFY_CENTER)
        horizontalTextAlignment = 0.5
    }

    /// The widest the label grows before wrapping, in average characters; -1 for no limit.
    public var maximumWidthInCharacters: Int32 {
        get { gtk_label_get_max_width_chars(labelPointer) }
        set { gtk_label_set_max_width_chars(labelPointer, newValue) }
    }

    /// The narrowest the label asks to be, in average characters (an ellipsized label shrinks
    /// to this); -1 for the text's own needs.
    public var widthInCharacters: Int32 {
        get { gtk_label_get_width_chars(labelPointer) }
        set { gtk_label_set_width_chars(labelPointer, newValue) }
    }

    /// Whether the user can select the text (and copy it with Ctrl+C).
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(labelPointer) != 0 }
        set { gtk_label_set_selectable(labelPointer, newValue ? 1 : 0) }
    }

    /// Escapes `text` so it shows literally inside markup.
    public static func escapingMarkup(_ text: String) -> String {
        let escaped = g_markup_escape_text(text, -1)!
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
