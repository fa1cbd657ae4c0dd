import Foundation
import GtkList

/// Real X input events for tests, sent through the X server with `xdotool` (XTEST), so GTK
/// receives them exactly as it receives a user's: wheel notches, clicks and key presses.
///
/// Prefer ``TestInput`` in new tests: it sends the same events from the test process, without
/// `xdotool`, aims at widgets rather than window titles, and waits until they have arrived.
@MainActor
public enum XInput {
    /// Why input could not be sent.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Moves the pointer to (`x`, `y`) inside the window titled `title` and turns the wheel
    /// `notches` times, up (`up: true`) or down.
    public static func scrollWheel(in title: String, x: Int, y: Int, up: Bool, notches: Int) throws {
        let window = try windowID(titled: title)
        try xdotool(["mousemove", "--window", window, "\(x)", "\(y)"])
        try xdotool(["click", "--repeat", "\(notches)", "--delay", "30", up ? "4" : "5"])
    }

    /// Drags with the primary button inside the window titled `title`, from (`x`, `fromY`)
    /// straight down or up to `toY`, in small steps as a hand would.
    public static func drag(in title: String, x: Int, fromY: Int, toY: Int) throws {
        let window = try windowID(titled: title)
        try xdotool(["mousemove", "--window", window, "\(x)", "\(fromY)", "mousedown", "1"])
        let step = toY >= fromY ? 10 : -10
        for y in stride(from: fromY + step, through: toY, by: step) {
            try xdotool(["mousemove", "--window", window, "\(x)", "\(y)"])
        }
        try xdotool(["mouseup", "1"])
    }

    /// Moves the pointer into the window titled `title` and presses `keys` (xdotool names, such
    /// as `"F5"` or `"ctrl+r"`). With no window manager, the window under the pointer has focus.
    public static func pressKeys(_ keys: String, in title: String) throws {
        let window = try windowID(titled: title)
        try xdotool(["mousemove", "--window", window, "20", "20"])
        try xdotool(["key", keys])
    }

    private static func windowID(titled title: String) throws -> String {
        let output = try xdotool(["search", "--onlyvisible", "--name", "^\(title)$"])
        guard let id = output.split(separator: "\n").first else {
            throw Failure(description: "no visible window titled \(title)")
        }
        return String(id)
    }

    @discardableResult
    private static func xdotool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(description: "xdotool is needed for input tests (scripts/setup.sh installs it): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "xdotool \(arguments.joined(separator: " ")) failed")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
