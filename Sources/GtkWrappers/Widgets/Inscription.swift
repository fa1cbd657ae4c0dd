internal import CGtk

/// One line of text sized by a number of characters, not by the text: a GtkInscription, GTK
/// 4.8's cheap label for the cells of long lists and tables.
@MainActor
public final class Inscription: Widget {
    /// Creates an empty inscription that cuts what does not fit at its end with "…".
    public init() {
        super.init(unsafePointer: gtk_inscription_new(nil), transfer: .full)
        gtk_inscription_set_text_overflow(opaquePointer, GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END)
        // GTK places an inscription's text by its x alignment alone, 0 being the left: the
        // start, as a label's, is the right in a right-to-left language.
        if isRightToLeft { gtk_inscription_set_xalign(opaquePointer, 1) }
        connectSignal(rawPointer, "direction-changed") { arguments in
            guard let instance = arguments.pointer(0) else { return nil }
            let inscription = OpaquePointer(instance)
            let wasRightToLeft = arguments.enumValue(1) == Int32(GTK_TEXT_DIR_RTL.rawValue)
            if wasRightToLeft != (gtk_widget_get_direction(instance.assumingMemoryBound(to: GtkWidget.self)) == GTK_TEXT_DIR_RTL) {
                gtk_inscription_set_xalign(inscription, 1 - gtk_inscription_get_xalign(inscription))
            }
            return nil
        }
    }

    /// The text, shown literally: the attributes of markup shown before go with it (GTK would
    /// keep them, over the same byte ranges of the new text).
    public var text: String {
        get { gtk_inscription_get_text(opaquePointer).map { String(cString: $0) } ?? "" }
        set {
            gtk_inscription_set_attributes(opaquePointer, nil)
            gtk_inscription_set_text(opaquePointer, newValue)
        }
    }

    /// The width it asks for at least, in average characters.
    public var minimumCharacters: Int {
        get { Int(gtk_inscription_get_min_chars(opaquePointer)) }
        set { gtk_inscription_set_min_chars(opaquePointer, UInt32(clamping: newValue)) }
    }

    /// The width it would like, in average characters.
    public var naturalCharacters: Int {
        get { Int(gtk_inscription_get_nat_chars(opaquePointer)) }
        set { gtk_inscription_set_nat_chars(opaquePointer, UInt32(clamping: newValue)) }
    }

    /// Horizontal alignment of the text, from 0 (start) to 1 (end).
    public var horizontalTextAlignment: Float {
        get { isRightToLeft ? 1 - gtk_inscription_get_xalign(opaquePointer) : gtk_inscription_get_xalign(opaquePointer) }
        set { gtk_inscription_set_xalign(opaquePointer, isRightToLeft ? 1 - newValue : newValue) }
    }

    /// Shows `markup`: Pango markup, which must be valid.
    public func setMarkup(_ markup: String) {
        gtk_inscription_set_markup(opaquePointer, markup)
    }
}
