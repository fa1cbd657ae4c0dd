import Foundation

/// The programs list-bench measures list-viewer against, run as whole processes on the same
/// file in the same run: `wc`, `grep`, ripgrep, a plain GTK C program, and list-viewer itself.
enum CommandAnchors {
    /// The folder of this source file's package, for the anchor sources it ships.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `executable` (a path, or a name looked up on `PATH`) with its output discarded and
    /// returns how long it took, in seconds; fails the benchmark when it cannot start or fails.
    /// It is started with `posix_spawnp`, as a shell starts it (Foundation's `Process` spends
    /// tens of milliseconds closing file descriptors first, which would flatter list-viewer).
    /// `environment` adds to (or replaces in) the variables it inherits.
    @discardableResult
    static func time(_ executable: String, _ arguments: [String], allowing statuses: Set<Int32> = [0],
                     environment: [String: String] = [:]) -> Double {
        run(executable, arguments, allowing: statuses, environment: environment).seconds
    }

    /// Runs `executable` as ``time(_:_:allowing:)`` does; how long it took, in seconds, and its
    /// peak resident memory, in megabytes.
    static func run(_ executable: String, _ arguments: [String], allowing statuses: Set<Int32> = [0],
                    environment: [String: String] = [:]) -> (seconds: Double, peakMegabytes: Double) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { $1 }
        let envp = variables.map { strdup("\($0)=\($1)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { fail("cannot run \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        guard statuses.contains(exitStatus) else {
            fail("\(executable) \(arguments.joined(separator: " ")) exited with \(exitStatus)")
        }
        return (seconds, Double(usage.ru_maxrss) / 1024)
    }

    /// What `executable` writes to its standard output; fails the benchmark when it cannot
    /// start or exits with a status not in `statuses`.
    static func output(of executable: String, _ arguments: [String], allowing statuses: Set<Int32> = [0]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { fail("cannot run \(executable): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard statuses.contains(process.terminationStatus) else {
            fail("\(executable) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The median of `runs` timed runs, after one untimed run that fills caches.
    static func medianTime(_ runs: Int, _ executable: String, _ arguments: [String],
                           allowing statuses: Set<Int32> = [0], environment: [String: String] = [:]) -> Double {
        time(executable, arguments, allowing: statuses, environment: environment)
        let times = (0..<runs).map { _ in time(executable, arguments, allowing: statuses, environment: environment) }.sorted()
        return times[times.count / 2]
    }

    /// A command that ``alternatedMedianTimes(_:_:environment:)`` times.
    struct TimedCommand {
        let executable: String
        let arguments: [String]
        var statuses: Set<Int32> = [0]
        /// Runs before each run, untimed.
        var prepare: () -> Void = {}
    }

    /// The median time of each of `commands` over `runs` rounds, each round running every
    /// command once in turn, after a round that fills caches: a machine's busy spells then weigh
    /// on all of them alike, where medians taken one command after the other drift apart.
    static func alternatedMedianTimes(_ runs: Int, _ commands: [TimedCommand], environment: [String: String] = [:]) -> [Double] {
        let round = {
            commands.map { command in
                command.prepare()
                return time(command.executable, command.arguments, allowing: command.statuses, environment: environment)
            }
        }
        _ = round()
        let rounds = (0..<runs).map { _ in round() }
        return commands.indices.map { index in rounds.map { $0[index] }.sorted()[runs / 2] }
    }

    /// ripgrep's path; setup installs Debian's `ripgrep`.
    static func ripgrep() -> String {
        for folder in ["/usr/bin", "/usr/local/bin"] where FileManager.default.isExecutableFile(atPath: folder + "/rg") {
            return folder + "/rg"
        }
        fail("ripgrep (rg) is not installed: run scripts/setup.sh ripgrep, or scripts/bench.sh")
    }

    /// The `list-viewer` measured: the one `LIST_VIEWER` names (scripts/bench.sh names the one
    /// built as meson-helper installs it), or else the one built beside this program.
    static func listViewer() -> String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("list-viewer").path
        let path = ProcessInfo.processInfo.environment["LIST_VIEWER"].flatMap { $0.isEmpty ? nil : $0 } ?? beside
        guard FileManager.default.isExecutableFile(atPath: path) else {
            fail("list-viewer is not built at \(path): swift build -c release --product list-viewer")
        }
        return path
    }

    /// The GTK floor program (`scripts/bench/gtk-list-floor.c`), compiled with the system's C
    /// compiler against GTK 4 and libpng into a temporary folder.
    static func gtkFloor() -> String {
        let source = packageRoot.appendingPathComponent("scripts/bench/gtk-list-floor.c").path
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("list-bench-gtk-list-floor").path
        time("/bin/sh", ["-c", "cc -O2 -o \"$1\" \"$2\" $(pkg-config --cflags --libs gtk4 libpng zlib)", "sh", binary, source])
        return binary
    }
}
