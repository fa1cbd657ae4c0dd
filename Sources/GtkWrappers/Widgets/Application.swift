internal import CGtk


/// A GTK application: one per process, it runs the main loop and owns the windows.
@MainActor
public final class Application: ObjectWrapper {
    /// Creates an application with a reverse-DNS id such as `"org.example.App"`.
    ///
    /// Also bridges Swift's main queue into GLib's loop, so `@MainActor` tasks run while the
    /// application does.
    public init(id: String, allowsMultipleInstances: Bool = false) {
        MainLoopBridge.install()
        let flags = allowsMultipleInstances ? G_APPLICATION_NON_UNIQUE : G_APPLICATION_DEFAULT_FLAGS
        super.init(unsafePointer: gtk_application_new(id, flags), transfer: .full)
    }

    var applicationPointer: UnsafeMutablePointer<GtkApplication> {
        rawPointer.assumingMemoryBound(to: GtkApplication.self)
    }

    /// Calls `handler` when the application starts (or is activated again from outside).
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        connectSignal(rawPointer, "activate", handler: handler)
    }

    /// Runs the main loop until the last window closes or ``quit(status:)`` is called.
    /// - Returns: The process exit status.
    public func run() -> Int32 {
        // Our own command line was parsed already: GApplication sees only the program name.
        var arguments: [UnsafeMutablePointer<CChar>?] = [strdup(CommandLine.arguments.first ?? "app"), nil]
        defer { free(arguments[0]) }
        let status = g_application_run(UnsafeMutablePointer(OpaquePointer(rawPointer)), 1, &arguments)
        return exitStatusOverride ?? status
    }

    private var exitStatusOverride: Int32?

    /// Stops the main loop; ``run()`` then returns `status`.
    public func quit(status: Int32 = 0) {
        exitStatusOverride = status
        g_application_quit(UnsafeMutablePointer(OpaquePointer(rawPointer)))
    }
}
