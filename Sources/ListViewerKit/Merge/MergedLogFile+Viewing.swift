import GtkList
import RecordFiles

extension MergedLogFile {
    /// A tab showing the merged logs, applying `asks` once its first records are in; while it
    /// is followed, each log is watched and what it gains is merged in, then read on.
    @MainActor
    func content(asks: StartRequests = StartRequests()) -> FileContent {
        let reference = FileReference(path: path, options: options, name: name, decompresses: false, keepsIndex: false)
        // The watch keeps the merge, and so its temporary file, as long as the tab's model.
        return FileContent(OpenFile(reference, asks: asks, watch: { [self] _, onChange in watchLogs(then: onChange) }))
    }

    /// Watches every log; after a change, merges what they gained and calls `onChange` when
    /// the merged file grew.
    @MainActor
    private func watchLogs(then onChange: @escaping @MainActor () -> Void) -> AnyObject {
        LogWatches(sourcePaths.compactMap { path in
            FileMonitor(path: path) { [self] in
                if let merged = try? mergeAvailable(), merged > 0 { onChange() }
            }
        })
    }
}

/// The watches of a merge's logs, which stop when it goes.
@MainActor
private final class LogWatches {
    private let monitors: [FileMonitor]

    init(_ monitors: [FileMonitor]) {
        self.monitors = monitors
    }
}
