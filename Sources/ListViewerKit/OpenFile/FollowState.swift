import RecordFiles

/// Watches the file at a path and calls back on the main thread when it changes, for as long as
/// the object it returns lives; `nil` when it cannot be watched. The app watches with GIO's
/// file monitor.
public typealias FileWatch = @MainActor (_ path: String, _ onChange: @escaping @MainActor () -> Void) -> AnyObject?

/// Following the file's end while it grows, as `tail -f` does: following starts at the file's
/// last record, however big the file; a file that gained a little has the list read on (its
/// pages, in order), one that gained much or whose list is elsewhere goes to its new last
/// record; a file truncated or replaced is read again from its start; a last line still being
/// written waits for its end (the reader holds it back).
@MainActor
public final class FollowState {
    private var watching: AnyObject?
    /// The file when last looked at.
    private var lastSeen: FileIdentity?
    /// Whether following began before the first records were read: the list goes to the end
    /// once they are.
    private var goesToEndOnFirstLoad = false
    /// What a file may gain and still be read on a page at a time: more, and the list goes
    /// straight to the new end (paging through 300 MB took 50 minutes).
    private static let growthReadOn = 256 << 10
    private let watch: FileWatch
    private let path: String
    private let opening: FileOpening
    private let index: FileIndexing
    private let records: RecordWindow
    private let place: RecordPlace
    private let changes: FileChanges

    init(path: String, watch: @escaping FileWatch, records: RecordWindow, place: RecordPlace, _ context: PartContext) {
        self.path = path
        self.watch = watch
        self.records = records
        self.place = place
        (opening, index, changes) = (context.opening, context.index, context.changes)
    }

    /// Whether the list follows the file.
    public var isFollowing: Bool { watching != nil }

    /// Starts following: goes to the end at once (once the first records are in), then reads
    /// whatever the file gains.
    public func start() {
        guard watching == nil else { return }
        watching = watch(path) { [weak self] in self?.fileChanged() }
        guard watching != nil else { return }
        lastSeen = FileIdentity(path: path)
        changes.post(.follow)
        guard records.listState.hasLoadedOnce else {
            goesToEndOnFirstLoad = true
            return
        }
        goToEnd()
    }

    /// Stops following; the list stays as it is.
    public func stop() {
        guard watching != nil else { return }
        watching = nil
        goesToEndOnFirstLoad = false
        changes.post(.follow)
    }

    /// The first records are in: a list that began following goes to the file's end, unless
    /// it was `sentElsewhere` (`--goto`).
    func firstLoadEnded(sentElsewhere: Bool) {
        guard goesToEndOnFirstLoad else { return }
        goesToEndOnFirstLoad = false
        if isFollowing, !sentElsewhere { goToEnd() }
    }

    /// A load of the list ended: while following, the list stays at its end.
    func loadEnded() {
        guard isFollowing, !place.isMoving else { return }
        changes.post(.request(.scrollToEnd))
    }

    private func goToEnd() {
        if index.progress != nil {
            // An indexed file: straight to its last record, however far the list is from it.
            place.goToLast()
        } else {
            changes.post(.request(.loadMore))
            changes.post(.request(.scrollToEnd))
        }
    }

    private func fileChanged() {
        let now = FileIdentity(path: path)
        defer { lastSeen = now }
        // Grown, if it is still the file read: the one the list holds open, whose inode no
        // other file can have meanwhile.
        let read = opening.recordFile?.identity ?? lastSeen
        if let now, let before = lastSeen, let read, now.mayHaveOnlyGrown(since: before), now.isSameFile(as: read) {
            // The list may be busy and not read on; the index, and the searches, go on anyway.
            index.extend()
            let readsOn = records.listState.isExhausted && now.size - before.size <= Self.growthReadOn
            // Before the first records are in (the file was opened ahead of the list), the list
            // reads on from its first page; a move would race that read.
            if readsOn || index.progress == nil || !records.listState.hasLoadedOnce {
                changes.post(.request(.loadMore))
            } else {
                place.goToLast()
            }
        } else {
            // Truncated, replaced or gone: read it again from its start, then follow on.
            changes.post(.request(.refresh))
        }
    }
}
