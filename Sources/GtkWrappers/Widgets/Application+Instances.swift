internal import CGtk

extension Application {
    /// Whether an instance of the unique application `id` runs in this session: whether its
    /// name is owned on the session bus, where the instance registered it. A launch of `id`
    /// now would hand its command line to that instance and exit. Asks the bus, which must be
    /// reachable (without one GLib would try to start a bus and warn), and waits at most a
    /// second for its answer; `false` when it cannot be asked.
    public static func isRunning(id: String) -> Bool {
        guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(connection)) }
        var name: OpaquePointer? = g_variant_new_string(id)
        let arguments = withUnsafeMutablePointer(to: &name) { g_variant_new_tuple($0, 1) }
        let replyType = g_variant_type_new("(b)")
        defer { g_variant_type_free(replyType) }
        guard let reply = g_dbus_connection_call_sync(connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                      "org.freedesktop.DBus", "NameHasOwner", arguments, replyType,
                                                      G_DBUS_CALL_FLAGS_NONE, 1_000, nil, nil)
        else { return false }
        defer { g_variant_unref(reply) }
        let owned = g_variant_get_child_value(reply, 0)
        defer { g_variant_unref(owned) }
        return g_variant_get_boolean(owned) != 0
    }
}
