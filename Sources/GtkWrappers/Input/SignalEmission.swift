internal import CGtk

/// Emits `signal(a, b)` with two doubles on `instance` and returns its boolean result.
///
/// `g_signal_emit_by_name` is variadic and does not import; `g_signal_emitv` takes GValues.
@MainActor
func emitDoubleSignal(on instance: UnsafeMutableRawPointer, _ signal: String, _ a: Double, _ b: Double) -> Bool {
    let signalID = g_signal_lookup(signal, G_TYPE_FROM_INSTANCE_SAFE(instance))
    var arguments = [GValue](repeating: GValue(), count: 3)
    g_value_init(&arguments[0], G_TYPE_FROM_INSTANCE_SAFE(instance))
    g_value_set_object(&arguments[0], instance)
    g_value_init(&arguments[1], cgtk_type_double())
    g_value_set_double(&arguments[1], a)
    g_value_init(&arguments[2], cgtk_type_double())
    g_value_set_double(&arguments[2], b)
    var result = GValue()
    g_value_init(&result, cgtk_type_boolean())
    g_signal_emitv(arguments, signalID, 0, &result)
    let handled = g_value_get_boolean(&result) != 0
    for index in arguments.indices { g_value_unset(&arguments[index]) }
    g_value_unset(&result)
    return handled
}

/// Emits a signal that takes no arguments and returns nothing, such as a button's "clicked".
@MainActor
func emitSignal(on instance: UnsafeMutableRawPointer, _ signal: String) {
    let signalID = g_signal_lookup(signal, G_TYPE_FROM_INSTANCE_SAFE(instance))
    var target = GValue()
    g_value_init(&target, G_TYPE_FROM_INSTANCE_SAFE(instance))
    g_value_set_object(&target, instance)
    g_signal_emitv(&target, signalID, 0, nil)
    g_value_unset(&target)
}

/// The GType of an instance (the `G_TYPE_FROM_INSTANCE` macro).
private func G_TYPE_FROM_INSTANCE_SAFE(_ instance: UnsafeMutableRawPointer) -> GType {
    instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
}
