internal import CGtk

/// A launch's command line as the instance that runs gets it (``Application/onCommandLine(_:)``):
/// this process's own, or that of a later launch handed over to it, whose folder may differ.
/// Valid while the handler runs.
@MainActor
public struct ApplicationCommandLine {
    private let commandLine: UnsafeMutablePointer<GApplicationCommandLine>

    /// The arguments, the program's name first; a file name that is not UTF-8 as a path
    /// ``FilePaths`` made for it.
    public let arguments: [String]
    /// The folder the launch was started in, for its relative paths; `nil` when not known.
    public let directory: String?
    /// Whether the launch is another process's, handed over to this one.
    public let isRemote: Bool

    init(_ commandLine: UnsafeMutablePointer<GApplicationCommandLine>) {
        self.commandLine = commandLine
        var count: Int32 = 0
        let strings = g_application_command_line_get_arguments(commandLine, &count)
        defer { g_strfreev(strings) }
        let directory = g_application_command_line_get_cwd(commandLine).map { String(cString: $0) }
        // File names need not be UTF-8: such a file is opened here, from the launch's folder.
        arguments = (0..<Int(count)).compactMap { index in strings?[index].map { FilePaths.path(fromBytes: $0, relativeTo: directory) } }
        self.directory = directory
        isRemote = g_application_command_line_get_is_remote(commandLine) != 0
    }

    /// Writes `text` to the launch's standard error: the other process's, for a launch handed
    /// over.
    public func printError(_ text: String) {
        cgtk_command_line_print_error(commandLine, text)
    }
}
