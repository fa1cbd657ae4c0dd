internal import CGtk

/// Watches a file for changes (GFileMonitor, inotify on Linux): writes, truncation, and the
/// file being replaced or deleted. Watching stops when the monitor is released.
@MainActor
public final class FileMonitor {
    private let monitor: ObjectWrapper

    /// Starts watching `path`; `onChange` runs on the main thread after each change, at most
    /// every `rateLimitMilliseconds`. `nil` when the file cannot be watched.
    public init?(path: String, rateLimitMilliseconds: Int32 = 100, onChange: @escaping @MainActor () -> Void) {
        let file = g_file_new_for_path(path)!
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let monitor = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { return nil }
        self.monitor = ObjectWrapper(unsafePointer: UnsafeMutableRawPointer(monitor), transfer: .full)
        g_file_monitor_set_rate_limit(monitor, rateLimitMilliseconds)
        // void (GFileMonitor *monitor, GFile *file, GFile *other_file, GFileMonitorEvent event_type)
        connectSignal(UnsafeMutableRawPointer(monitor), "changed") { _ in
            onChange()
            return nil
        }
    }

    isolated deinit {
        g_file_monitor_cancel(monitor.rawPointer.assumingMemoryBound(to: GFileMonitor.self))
    }
}
