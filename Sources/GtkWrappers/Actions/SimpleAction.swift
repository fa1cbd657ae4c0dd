internal import CGtk

/// A new action without parameter or state named `name` (no prefix), which calls `handler`
/// when activated; the caller adds it to an action map and releases its reference.
func makeSimpleAction(_ name: String, handler: @escaping @MainActor () -> Void) -> OpaquePointer {
    let action = g_simple_action_new(name, nil)!
    // void (GSimpleAction *action, GVariant *parameter, gpointer user_data)
    connectSignal(UnsafeMutableRawPointer(action), "activate") { _ in
        handler()
        return nil
    }
    return action
}

/// Adds an action named `name` that calls `handler` to `map` (a GActionMap).
func addSimpleAction(to map: OpaquePointer, _ name: String, handler: @escaping @MainActor () -> Void) {
    let action = makeSimpleAction(name, handler: handler)
    g_action_map_add_action(map, action)
    g_object_unref(UnsafeMutableRawPointer(action))  // the map keeps its own reference
}
