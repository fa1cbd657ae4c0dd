import Foundation

/// Whether this process can reach a D-Bus session bus, as GLib looks for one: an address in
/// `DBUS_SESSION_BUS_ADDRESS`, or the socket `$XDG_RUNTIME_DIR/bus`. Without either, GLib
/// would try to start a bus with `dbus-launch` and warn when that fails.
enum SessionBus {
    /// A bus address nothing can listen at (`/dev/null` is no folder): GLib fails to connect
    /// to it at once, and goes on without a bus.
    static let unreachableAddress = "unix:path=/dev/null/no-session-bus"

    static func isReachable(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return true }
        guard let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") else { return false }
        var status = stat()
        return stat("\(runtime)/bus", &status) == 0 && status.st_mode & S_IFMT == S_IFSOCK
    }
}
