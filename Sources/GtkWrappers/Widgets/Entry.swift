internal import CGtk
import ListCore

/// A one-line text field.
@MainActor
public final class Entry: Widget {
    private var entryPointer: UnsafeMutablePointer<GtkEntry> { rawPointer.assumingMemoryBound(to: GtkEntry.self) }

    /// Creates an empty field showing `placeholder` while empty.
    public init(placeholder: String = "") {
        super.init(unsafePointer: gtk_entry_new(), transfer: .full)
        gtk_entry_set_placeholder_text(entryPointer, placeholder)
    }

    /// The text typed in.
    public var text: String {
        get { String(cString: gtk_editable_get_text(opaquePointer)) }
        set { gtk_editable_set_text(opaquePointer, newValue) }
    }

    /// Tells input methods and on-screen keyboards that only digits belong here.
    public func expectDigits() {
        gtk_entry_set_input_purpose(entryPointer, GTK_INPUT_PURPOSE_DIGITS)
    }

    /// How many characters wide the field asks to be.
    public var widthInCharacters: Int32 {
        get { gtk_editable_get_width_chars(opaquePointer) }
        set { gtk_editable_set_width_chars(opaquePointer, newValue) }
    }

    /// Selects all of the text, so that typing replaces it.
    public func selectAll() { gtk_editable_select_region(opaquePointer, 0, -1) }

    /// Calls `handler` when Enter is pressed in the field.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> HandlerConnection {
        signalConnection(rawPointer, handlerID: connectSignal(rawPointer, "activate", handler: handler))
    }
}
