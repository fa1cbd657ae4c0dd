import GtkList
import RecordFiles

/// Keeps an opened file's list at its end while the file grows, as `tail -f` does: a growing
/// file has the feed load on (its pages, in order, through the feed's own load-more); a file
/// truncated or replaced is read again from its start; a last line still being written waits
/// for its end (the reader holds it back).
@MainActor
final class FileFollower {
    private weak var content: FileContent?
    private var monitor: FileMonitor?
    /// The file when last looked at.
    private var lastSeen: FileIdentity?

    init(content: FileContent) {
        self.content = content
    }

    /// Whether the list follows the file.
    var isFollowing: Bool { monitor != nil }

    /// Starts following: goes to the end at once, then reads whatever the file gains.
    func start() {
        guard monitor == nil, let content else { return }
        monitor = FileMonitor(path: content.source.path) { [weak self] in self?.fileChanged() }
        lastSeen = FileIdentity(path: content.source.path)
        if content.source.indexProgress != nil {
            // An indexed file: straight to its last record, however far the list is from it.
            content.navigator.goToLast()
        } else {
            content.feed.loadMore()
            content.scrollToEnd()
        }
    }

    /// Stops following; the list stays as it is.
    func stop() {
        monitor = nil
    }

    /// Called when a load of the feed ended: while following, the list stays at its end.
    func loadEnded() {
        guard isFollowing, let content else { return }
        content.scrollToEnd()
    }

    private func fileChanged() {
        guard let content else { return }
        let now = FileIdentity(path: content.source.path)
        defer { lastSeen = now }
        if let now, let before = lastSeen, now.mayHaveOnlyGrown(since: before) {
            // The list may be busy and not load on; the index, and the searches, go on anyway.
            content.source.extendIndex()
            content.feed.loadMore()
        } else {
            // Truncated, replaced or gone: read it again from its start, then follow on.
            content.feed.beginRefreshing()
        }
    }
}
