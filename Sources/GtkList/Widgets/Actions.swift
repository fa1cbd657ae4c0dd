import CGtk

private typealias ActionHandler = @MainActor () -> Void

private let activateTrampoline: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    _, _, userData in
    let box = SignalClosure<ActionHandler>.from(userData)
    MainActor.assumeIsolated { box.handler() }
}

/// Adds a parameterless GSimpleAction called `name` to an action map (an application or an
/// application window).
@MainActor
func addSimpleAction(to actionMap: OpaquePointer, name: String, handler: @escaping @MainActor () -> Void) {
    let action = g_simple_action_new(name, nil)!
    connectSignal(UnsafeMutableRawPointer(action), "activate", trampoline: activateTrampoline,
                  handler: handler as ActionHandler)
    g_action_map_add_action(actionMap, action)
    g_object_unref(UnsafeMutableRawPointer(action))  // the map holds it now
}
