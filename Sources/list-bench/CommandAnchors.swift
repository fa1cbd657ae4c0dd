import Foundation

/// The programs list-bench measures list-viewer against, run as whole processes on the same
/// file in the same run: `wc`, `grep`, ripgrep, a plain GTK C program, and list-viewer itself.
enum CommandAnchors {
    /// The folder of this source file's package, for the anchor sources it ships.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `executable` (a path, or a name looked up on `PATH`) with its output discarded and
    /// returns how long it took, in seconds; fails the benchmark when it cannot start or fails.
    @discardableResult
    static func time(_ executable: String, _ arguments: [String], allowing statuses: Set<Int32> = [0]) -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable.contains("/") ? executable : "/usr/bin/env")
        process.arguments = executable.contains("/") ? arguments : [executable] + arguments
        process.standardOutput = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        do { try process.run() } catch { fail("cannot run \(executable): \(error)") }
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
        guard statuses.contains(process.terminationStatus) else {
            fail("\(executable) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return seconds
    }

    /// The median of `runs` timed runs, after one untimed run that fills caches.
    static func medianTime(_ runs: Int, _ executable: String, _ arguments: [String],
                           allowing statuses: Set<Int32> = [0]) -> Double {
        time(executable, arguments, allowing: statuses)
        let times = (0..<runs).map { _ in time(executable, arguments, allowing: statuses) }.sorted()
        return times[times.count / 2]
    }

    /// ripgrep's path; setup installs Debian's `ripgrep`.
    static func ripgrep() -> String {
        for folder in ["/usr/bin", "/usr/local/bin"] where FileManager.default.isExecutableFile(atPath: folder + "/rg") {
            return folder + "/rg"
        }
        fail("ripgrep (rg) is not installed: run scripts/setup.sh ripgrep, or scripts/bench.sh")
    }

    /// `list-viewer`, built beside this program (scripts/bench.sh builds both).
    static func listViewer() -> String {
        let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("list-viewer").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            fail("list-viewer is not built beside list-bench: swift build -c release --product list-viewer")
        }
        return path
    }

    /// The GTK floor program (`scripts/bench/gtk-list-floor.c`), compiled with the system's C
    /// compiler against GTK 4 into a temporary folder.
    static func gtkFloor() -> String {
        let source = packageRoot.appendingPathComponent("scripts/bench/gtk-list-floor.c").path
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("list-bench-gtk-list-floor").path
        time("/bin/sh", ["-c", "cc -O2 -o \"$1\" \"$2\" $(pkg-config --cflags --libs gtk4)", "sh", binary, source])
        return binary
    }
}
