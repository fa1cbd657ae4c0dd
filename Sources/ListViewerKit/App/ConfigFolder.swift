import Foundation

/// Where list-viewer keeps what it remembers between runs: `$XDG_CONFIG_HOME/list-viewer`,
/// with `~/.config` when the variable is unset or relative (the XDG base directory
/// specification ignores relative paths).
enum ConfigFolder {
    /// The path of the file `name` in the folder.
    nonisolated static func path(of name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? "\(environment["HOME"] ?? NSHomeDirectory())/.config"
        return "\(configHome)/list-viewer/\(name)"
    }
}
