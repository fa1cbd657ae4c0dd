import Foundation

/// A shell command a test ran failed.
public struct CommandFailure: Error, CustomStringConvertible {
    /// The command.
    public let command: String
    /// Its exit status.
    public let status: Int32

    public var description: String { "\(command) exited with status \(status)" }
}

/// Appends the file at `path`, compressed by `tool` (`gzip`, `zstd -q -19`: a command that
/// writes to standard output with `-c`), to the file at `output`, which it creates if needed:
/// each call adds one gzip member or Zstandard frame after those before.
/// - Throws: ``CommandFailure`` when the tool fails.
public func appendCompressed(_ path: String, by tool: String, to output: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "\(tool) -c \"$0\" >> \"$1\"", path, output]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CommandFailure(command: tool, status: process.terminationStatus) }
}
