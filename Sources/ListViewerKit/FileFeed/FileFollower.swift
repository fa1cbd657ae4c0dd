import GtkList
import RecordFiles

/// Keeps an opened file's list at its end while the file grows, as `tail -f` does: following
/// starts at the file's last record, however big the file; a file that gained a little has the
/// feed load on (its pages, in order, through the feed's own load-more), one that gained much
/// or whose list is elsewhere goes to its new last record; a file truncated or replaced is read
/// again from its start; a last line still being written waits for its end (the reader holds
/// it back).
@MainActor
final class FileFollower {
    private weak var content: FileContent?
    private var monitor: FileMonitor?
    /// The file when last looked at.
    private var lastSeen: FileIdentity?
    /// Whether following began before the first records were read: the list goes to the end
    /// once they are.
    private var goesToEndOnFirstLoad = false
    /// What a file may gain and still be read on a page at a time: more, and the list goes
    /// straight to the new end (paging through 300 MB took 50 minutes).
    private static let growthReadOn = 256 << 10

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
        guard content.feed.state.hasLoadedOnce else {
            goesToEndOnFirstLoad = true
            return
        }
        goToEnd()
    }

    /// The first records are in: a list that began following goes to the file's end, unless
    /// it was `sentElsewhere` (`--goto`).
    func firstLoadEnded(sentElsewhere: Bool) {
        guard goesToEndOnFirstLoad else { return }
        goesToEndOnFirstLoad = false
        if isFollowing, !sentElsewhere { goToEnd() }
    }

    private func goToEnd() {
        guard let content else { return }
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
        goesToEndOnFirstLoad = false
    }

    /// Called when a load of the feed ended: while following, the list stays at its end.
    func loadEnded() {
        guard isFollowing, let content, !content.navigator.isMoving else { return }
        content.scrollToEnd()
    }

    private func fileChanged() {
        guard let content else { return }
        let now = FileIdentity(path: content.source.path)
        defer { lastSeen = now }
        // Grown, if it is still the file read: the one the list holds open, whose inode no
        // other file can have meanwhile.
        let read = content.source.openedFile?.identity ?? lastSeen
        if let now, let before = lastSeen, let read, now.mayHaveOnlyGrown(since: before), now.isSameFile(as: read) {
            // The list may be busy and not load on; the index, and the searches, go on anyway.
            content.source.extendIndex()
            let readsOn = content.feed.state.isExhausted && now.size - before.size <= Self.growthReadOn
            if readsOn || content.source.indexProgress == nil { content.feed.loadMore() } else { content.navigator.goToLast() }
        } else {
            // Truncated, replaced or gone: read it again from its start, then follow on.
            content.feed.beginRefreshing()
        }
    }
}
