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

    /// Underlines the characters at `characters` (counted in Unicode scalars, as
    /// ``text`` holds them) with the red wavy line of a spelling mistake, to show where the text
    /// breaks a rule; `nil` takes the line away. An empty range underlines the character before
    /// it (the text ended too soon).
    public func underlineMistake(at characters: Range<Int>?) {
        guard let delegate = gtk_editable_get_delegate(opaquePointer) else { return }
        let field = UnsafeMutableRawPointer(delegate).assumingMemoryBound(to: GtkText.self)
        guard let characters else {
            gtk_text_set_attributes(field, nil)
            return
        }
        let scalars = Array(text.unicodeScalars)
        let end = min(scalars.count, max(characters.upperBound, characters.lowerBound + 1))
        let start = max(0, min(characters.lowerBound, end - 1))
        // Pango counts UTF-8 bytes.
        let byteOffset = { (scalarCount: Int) in scalars.prefix(scalarCount).reduce(0) { $0 + UTF8.width($1) } }
        let list = pango_attr_list_new()
        for attribute in [pango_attr_underline_new(PANGO_UNDERLINE_ERROR), pango_attr_underline_color_new(0xE0E0, 0x1B1B, 0x2424)] {
            guard let attribute else { continue }
            attribute.pointee.start_index = UInt32(byteOffset(start))
            attribute.pointee.end_index = UInt32(byteOffset(end))
            pango_attr_list_insert(list, attribute)
        }
        gtk_text_set_attributes(field, list)
        pango_attr_list_unref(list)
    }

    /// Calls `handler` when Enter is pressed in the field (its "activate" signal).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> HandlerConnection {
        signalConnection(rawPointer, handlerID: connectSignal(rawPointer, "activate", handler: handler))
    }
}

extension Entry: TextEditing {}
extension SearchEntry: TextEditing {}
