internal import CGtk
import ListCore

/// A field to type a search into, with a search icon and a clear button. It reports the text a
/// moment after typing stops, so each key press does not start a search.
@MainActor
public final class SearchEntry: Widget {
    /// Creates an empty search field showing `placeholder` while empty.
    public init(placeholder: String) {
        super.init(unsafePointer: gtk_search_entry_new(), transfer: .full)
        var value = GValue()
        g_value_init(&value, cgtk_type_string())
        defer { g_value_unset(&value) }
        g_value_set_string(&value, placeholder)
        g_object_set_property(rawPointer.assumingMemoryBound(to: GObject.self), "placeholder-text", &value)
    }

    /// Calls `handler` when the search text changed and typing paused.
    @discardableResult
    public func onSearchChanged(_ handler: @escaping @MainActor () -> Void) -> HandlerConnection {
        connection(to: "search-changed", handler)
    }

    /// Calls `handler` for Ctrl+G, the "next match" key.
    @discardableResult
    public func onNextMatch(_ handler: @escaping @MainActor () -> Void) -> HandlerConnection {
        connection(to: "next-match", handler)
    }

    /// Calls `handler` for Shift+Ctrl+G, the "previous match" key.
    @discardableResult
    public func onPreviousMatch(_ handler: @escaping @MainActor () -> Void) -> HandlerConnection {
        connection(to: "previous-match", handler)
    }

    private func connection(to signal: String, _ handler: @escaping @MainActor () -> Void) -> HandlerConnection {
        signalConnection(rawPointer, handlerID: connectSignal(rawPointer, signal, handler: handler))
    }
}
