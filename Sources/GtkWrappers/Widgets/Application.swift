internal import CGtk
import Foundation

/// A GTK application: one per process, it runs the main loop and owns the windows.
///
/// A unique application (the default) registers its id on the session bus: a second launch
/// hands its activation, the files it was asked to open, or its whole command line, to the
/// running instance and exits. Without a session bus every launch runs on its own.
@MainActor
public final class Application: ObjectWrapper {
    /// Creates an application.
    ///
    /// - Parameters:
    ///   - id: A reverse-DNS id such as `"org.example.App"`, which the desktop file shares.
    ///   - allowsMultipleInstances: Every launch runs on its own, never talking to another.
    ///   - opensFiles: The application opens files: ``run(opening:)`` hands them to
    ///     ``onOpen(_:)`` (in the running instance, for a second launch) instead of activating.
    ///   - handlesCommandLine: The application reads its own command line:
    ///     ``run(arguments:)`` hands each launch's arguments to ``onCommandLine(_:)`` (in the
    ///     running instance, for a second launch, which waits for its exit status) instead of
    ///     activating or opening.
    ///
    /// Also bridges Swift's main queue into GLib's loop, so `@MainActor` tasks run while the
    /// application does.
    public init(id: String, allowsMultipleInstances: Bool = false, opensFiles: Bool = false, handlesCommandLine: Bool = false) {
        MainLoopBridge.install()
        var flags = allowsMultipleInstances ? G_APPLICATION_NON_UNIQUE : G_APPLICATION_DEFAULT_FLAGS
        if opensFiles { flags = GApplicationFlags(flags.rawValue | G_APPLICATION_HANDLES_OPEN.rawValue) }
        if handlesCommandLine { flags = GApplicationFlags(flags.rawValue | G_APPLICATION_HANDLES_COMMAND_LINE.rawValue) }
        super.init(unsafePointer: gtk_application_new(id, flags), transfer: .full)
    }

    var applicationPointer: UnsafeMutablePointer<GtkApplication> {
        rawPointer.assumingMemoryBound(to: GtkApplication.self)
    }

    private var gApplication: UnsafeMutablePointer<GApplication> { UnsafeMutablePointer(OpaquePointer(rawPointer)) }

    /// Calls `handler` when the application starts (or is activated again from outside).
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        connectSignal(rawPointer, "activate", handler: handler)
    }

    /// Calls `handler` with the paths of the files to open, in the instance that runs: this
    /// launch's files, or those of a later launch handed over to it. Files that are not on the
    /// local file system are left out.
    public func onOpen(_ handler: @escaping @MainActor ([String]) -> Void) {
        // void (GApplication *self, GFile **files, gint n_files, gchar *hint)
        connectSignal(rawPointer, "open") { arguments in
            let files = arguments.pointer(1)?.assumingMemoryBound(to: OpaquePointer?.self)
            let paths = (0..<Int(arguments.int(2))).compactMap { index -> String? in
                guard let cPath = g_file_get_path(files?[index]) else { return nil }
                defer { g_free(cPath) }
                return FilePaths.path(fromBytes: cPath)
            }
            handler(paths)
            return nil
        }
    }

    /// Calls `handler` with each launch's command line, in the instance that runs: this
    /// launch's, or that of a later launch handed over to it; the launch exits with the status
    /// `handler` returns. For an application made with `handlesCommandLine`.
    public func onCommandLine(_ handler: @escaping @MainActor (ApplicationCommandLine) -> Int32) {
        // gint (GApplication *self, GApplicationCommandLine *command_line)
        connectSignal(rawPointer, "command-line") { arguments in
            guard let commandLine = arguments.pointer(1) else { return nil }
            arguments.returnInt(handler(ApplicationCommandLine(commandLine.assumingMemoryBound(to: GApplicationCommandLine.self))))
            return nil
        }
    }

    /// Registers the application (with the session bus, when unique and one is there) and
    /// starts it up, as ``run(opening:)`` does first; for driving an application without its
    /// main loop, as tests do.
    public func register() throws {
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(gApplication, nil, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw ApplicationError(description: message)
        }
    }

    /// Activates the registered application, as a launch without files does.
    public func activate() { g_application_activate(gApplication) }

    /// Asks the registered application to open the files at `paths` (absolute), as a launch
    /// with those files does: ``onOpen(_:)``'s handlers hear them.
    public func open(_ paths: [String]) {
        var files: [OpaquePointer?] = paths.map { g_file_new_for_path($0) }
        defer { files.forEach { g_object_unref(UnsafeMutableRawPointer($0)) } }
        g_application_open(gApplication, &files, Int32(files.count), "")
    }

    /// Runs the main loop until the last window closes or ``quit(status:)`` is called; a
    /// second launch of a unique application hands `paths` (or its activation) to the
    /// running instance and returns at once. An application runs once.
    /// - Parameter paths: Files to open, for an application that ``init(id:allowsMultipleInstances:opensFiles:handlesCommandLine:)``
    ///   made with `opensFiles`; relative paths are taken from the current folder.
    /// - Returns: The process exit status.
    public func run(opening paths: [String] = []) -> Int32 {
        // Our own command line was parsed already: GApplication sees the program name and the
        // files, made absolute so that none reads as an option and the running instance,
        // whose folder may differ, finds them.
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let absolute = paths.map { URL(fileURLWithPath: $0, relativeTo: folder).standardizedFileURL.path }
        return run(arguments: [CommandLine.arguments.first ?? "app"] + absolute)
    }

    /// Runs the main loop as ``run(opening:)`` does, with `arguments` (the program's name
    /// first) as GApplication's command line: for an application made with
    /// `handlesCommandLine`, the process's own, which reach ``onCommandLine(_:)`` in this
    /// instance or the one already running. An application runs once: GApplication reads its
    /// options only once, and a second run would stop the process with a clear message rather
    /// than read freed memory.
    /// - Returns: The process exit status.
    public func run(arguments: [String]) -> Int32 {
        var arguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        return run(argumentCount: Int32(arguments.count - 1), arguments: &arguments)
    }

    /// Runs the main loop as ``run(arguments:)`` does, with this process's own command line
    /// byte for byte: a file name that is not UTF-8 reaches ``onCommandLine(_:)`` whole, also
    /// in an instance already running (see ``FilePaths``).
    /// - Returns: The process exit status.
    public func runWithProcessArguments() -> Int32 {
        run(argumentCount: CommandLine.argc, arguments: CommandLine.unsafeArgv)
    }

    private func run(argumentCount: Int32, arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
        precondition(!hasRun, "Application.run: an application runs once; make another Application for another run")
        hasRun = true
        let status = g_application_run(gApplication, argumentCount, arguments)
        return exitStatusOverride ?? status
    }

    private var exitStatusOverride: Int32?
    private var hasRun = false

    /// Stops the main loop; ``run(opening:)`` then returns `status`.
    public func quit(status: Int32 = 0) {
        exitStatusOverride = status
        g_application_quit(gApplication)
    }
}

/// Why an application could not register.
public struct ApplicationError: Error, CustomStringConvertible {
    public let description: String
}
