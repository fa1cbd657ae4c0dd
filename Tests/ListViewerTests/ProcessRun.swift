import Foundation

/// A program run to its end, as the tests that drive list-viewer from outside run it: what it
/// wrote and how it ended.
struct ProcessRun {
    let status: Int32
    let output: String
    let errors: String

    /// The repository's folder, for its scripts.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The list-viewer built beside the tests.
    static var listViewer: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("list-viewer")
    }

    /// Runs `executable` with `arguments`, in `folder` when given, without the environment's
    /// `GTK_A11Y` (the tests turn screen readers off; these runs are read over AT-SPI) and the
    /// variables named in `removing`, and with those in `setting`; `input`, when given, is its
    /// standard input.
    init(_ executable: String, _ arguments: [String], in folder: URL? = nil, removing: [String] = [],
         setting: [String: String] = [:], input: Data? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["GTK_A11Y"] = nil
        for name in removing { environment[name] = nil }
        environment.merge(setting) { _, new in new }
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let standardInput = Pipe()
        if input != nil { process.standardInput = standardInput }
        try process.run()
        if let input {
            standardInput.fileHandleForWriting.write(input)
            try standardInput.fileHandleForWriting.close()
        }
        self.output = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        self.errors = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        status = process.terminationStatus
    }
}
