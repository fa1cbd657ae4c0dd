internal import CGtk
import ListCore

/// A widget that edits one line of text (GtkEditable): ``Entry`` and ``SearchEntry``.
@MainActor
public protocol TextEditing: Widget {}

extension TextEditing {
    /// The text typed in; set from code, the cursor goes to its end, where typing goes on.
    public var text: String {
        get { String(cString: gtk_editable_get_text(opaquePointer)) }
        set {
            gtk_editable_set_text(opaquePointer, newValue)
            gtk_editable_set_position(opaquePointer, -1)
        }
    }

    /// How many characters wide the field is at least.
    public var widthInCharacters: Int32 {
        get { gtk_editable_get_width_chars(opaquePointer) }
        set { gtk_editable_set_width_chars(opaquePointer, newValue) }
    }

    /// How many characters wide the field grows when there is room.
    public var maximumWidthInCharacters: Int32 {
        get { gtk_editable_get_max_width_chars(opaquePointer) }
        set { gtk_editable_set_max_width_chars(opaquePointer, newValue) }
    }

    /// Selects all of the text, so that typing replaces it.
    public func selectAll() { gtk_editable_select_region(opaquePointer, 0, -1) }

    /// Calls `handler` when Enter is pressed in the field (its "activate" signal).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> HandlerConnection {
        signalConnection(rawPointer, handlerID: connectSignal(rawPointer, "activate", handler: handler))
    }
}

extension Entry: TextEditing {}
extension SearchEntry: TextEditing {}
