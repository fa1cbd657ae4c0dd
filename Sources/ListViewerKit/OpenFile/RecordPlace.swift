import ListCore
import RecordFiles

/// Where in the file the list is, and the moves that take it anywhere in the file, whose list
/// holds only a window of its records: to a record (Go to Record, `--goto`, a match, a bar of
/// the timeline), to the first or last record, to a place at the top (the file's scroll bar),
/// and back over the records before the window's first one as the list nears its top.
///
/// A move brings its record into the window, then *arrives*: the view that shows the list
/// scrolls to it and says so (``viewDidArrive(_:)``), and the move is over. Without a view the
/// arrival is over at once. A new move cancels the one under way.
@MainActor
public final class RecordPlace {
    /// Where a move goes: a record, by its number, or a place among the records shown (in a
    /// sort's order, a place is not a record number).
    public enum Target: Equatable, Sendable {
        case record(Int)
        case position(Int)
    }

    /// What an arrival does with its record besides showing it.
    public enum Focus: Equatable, Sendable {
        /// Selects it and gives it the keyboard.
        case keyboard
        /// Selects it; the keyboard stays where it is (a search field, the timeline).
        case selection
        /// Neither: the record only comes to the top (the scroll bar, rows read before).
        case top
    }

    /// A move's record in the window, for the view to show.
    public struct Arrival: Equatable, Sendable {
        /// Which move it ends.
        public let move: Int
        /// The record to show.
        public let record: Int
        public let focus: Focus
        /// Whether the record goes to the top of the view, rather than to its nearer edge.
        public let placesAtTop: Bool
        /// Whether the list is to read on after the window once the record shows.
        let readsOn: Bool
    }

    /// Whether the place is moving.
    public enum Motion: Equatable, Sendable {
        case still
        /// Waiting for the index, or moving the window, or reading the records before it.
        case moving
        /// The window holds the record; the view is to show it.
        case arriving(Arrival)
    }

    /// The rows of the list on screen, as the view last told.
    public struct Viewport: Equatable, Sendable {
        /// The rows in view.
        public var rows: ClosedRange<Int>
        /// Whether the rows are more than the view shows at once.
        public var overflows: Bool

        /// The rows `rows` in view, more than fit when `overflows`.
        public init(rows: ClosedRange<Int>, overflows: Bool) {
            self.rows = rows
            self.overflows = overflows
        }
    }

    /// Whether the place is moving, and where to.
    public private(set) var motion = Motion.still
    /// The first record selected in the list, as the view last told.
    public private(set) var selected: Int?
    /// The rows on screen, as the view last told; `nil` while the list is not on screen.
    public private(set) var viewport: Viewport?
    /// The record activated last (Enter, a double click), shown whole beside the list.
    public private(set) var activated: RecordItem?
    /// Whether a view shows the list and tells of arrivals; without one they end at once.
    public var hasView = false
    /// Whether the move under way was asked for (a jump), rather than reading the records
    /// before the window: a place asked for meanwhile at the top waits for neither.
    private var isJumping = false
    private var move: Task<Void, Never>?
    /// Which move is the latest: one that ends after a newer one began leaves it be.
    private var moveNumber = 0
    private var stillWaiters: [CheckedContinuation<Void, Never>] = []
    private let records: RecordWindow
    private let index: FileIndexing
    private let changes: FileChanges

    init(records: RecordWindow, index: FileIndexing, changes: FileChanges) {
        self.records = records
        self.index = index
        self.changes = changes
    }

    isolated deinit {
        move?.cancel()
        stillWaiters.forEach { $0.resume() }
    }

    /// Whether a move is under way.
    public var isMoving: Bool { motion != .still }

    // MARK: Moves

    /// Shows `target` (past the end, the last record; when only matches show, the next match),
    /// with `focus`: where the window holds it, at once; otherwise the window moves there.
    public func go(to target: Target, focus: Focus = .keyboard) {
        startMove(jumping: true) { [weak self] move in
            await self?.travel(move, to: target, focus: focus)
        }
    }

    /// The first record shown (Ctrl+Home): record 1, or the first of a sort's order.
    public func goToFirst() {
        go(to: records.sortedCount == nil ? .record(1) : .position(0))
    }

    /// The file's last record, once the index knows where it is; without an index (UTF-16),
    /// the last record read so far; the last of a sort's order while one shows.
    public func goToLast() {
        if let count = records.sortedCount { return go(to: .position(max(0, count - 1))) }
        startMove(jumping: true) { [weak self] move in
            guard let self else { return }
            guard self.index.progress != nil else {
                return self.arrive(Arrival(move: move, record: self.records.lastLoadedRecord, focus: .keyboard,
                                           placesAtTop: false, readsOn: false))
            }
            try? await self.index.wait(untilItReaches: .max)
            guard !Task.isCancelled, let count = self.index.progress?.recordCount, count > 0 else { return }
            await self.travel(move, to: .record(count), focus: .keyboard)
        }
    }

    /// Brings `target` to the top of the list without selecting it (the file's scroll bar), and
    /// returns once there; ignored while a jump is under way.
    public func show(atTop target: Target) async {
        guard !isJumping || motion == .still else { return }
        startMove(jumping: false) { [weak self] move in
            await self?.travel(move, to: target, focus: .top)
        }
        await waitUntilStill()
    }

    /// Brings `target` into the window, then arrives there.
    private func travel(_ move: Int, to target: Target, focus: Focus) async {
        do {
            let (shown, readsOn) = try await bringIntoWindow(target)
            arrive(Arrival(move: move, record: shown, focus: focus, placesAtTop: true, readsOn: readsOn))
        } catch is CancellationError {
        } catch {
            changes.post(.notice(.couldNotGo(to: target, error)))
        }
    }

    /// Makes the window hold `target`, moving it there when it does not.
    /// - Returns: The record shown in its place (the last one past the end; with only matches
    ///   showing, the next match), and whether the window moved and more records may follow
    ///   it: the list is to read on once the record shows.
    private func bringIntoWindow(_ target: Target) async throws -> (shown: Int, readsOn: Bool) {
        switch target {
        case .record(let number):
            guard !records.holds(record: number) else { return (number, false) }
            try await index.wait(untilItReaches: number)
            let (shown, more) = try await records.jump(to: number)
            return (shown, more)
        case .position(let position):
            let first = records.droppedRecords
            if position >= first, position < first + records.dataSource.itemCount,
               let held = records.dataSource.item(at: ListIndexPath(section: 0, item: position - first)) {
                return (held.id, false)
            }
            let (shown, more) = try await records.jump(toPosition: position)
            return (shown, more)
        }
    }

    /// Cancels the move under way and starts `work`, which gets its number; the move ends when
    /// `work` returns without arriving, or once its arrival is over.
    private func startMove(jumping: Bool, _ work: @escaping @MainActor (_ move: Int) async -> Void) {
        move?.cancel()
        moveNumber += 1
        let thisMove = moveNumber
        isJumping = jumping
        motion = .moving
        changes.post(.place(.motion))
        move = Task { [weak self] in
            await work(thisMove)
            guard let self, self.moveNumber == thisMove, self.motion == .moving else { return }
            self.end(thisMove)
        }
    }

    /// The record of move `arrival.move` is in the window: the view shows it, or, without one,
    /// the move is over.
    private func arrive(_ arrival: Arrival) {
        guard arrival.move == moveNumber else { return }
        motion = .arriving(arrival)
        changes.post(.place(.motion))
        guard hasView else {
            if arrival.focus != .top { selected = arrival.record }
            return viewDidArrive(arrival)
        }
    }

    /// The view shows the record of `arrival` (stale arrivals are ignored): the move is over;
    /// the records before the window are read if it is near its top, those after it if it moved.
    public func viewDidArrive(_ arrival: Arrival) {
        guard motion == .arriving(arrival) else { return }
        end(arrival.move)
        readBeforeIfNearTop()
        if arrival.readsOn { changes.post(.request(.loadMore)) }
    }

    private func end(_ thisMove: Int) {
        guard moveNumber == thisMove else { return }
        move = nil
        isJumping = false
        motion = .still
        changes.post(.place(.motion))
        let waiters = stillWaiters
        stillWaiters = []
        waiters.forEach { $0.resume() }
    }

    /// Returns once no move is under way.
    func waitUntilStill() async {
        while motion != .still {
            await withCheckedContinuation { stillWaiters.append($0) }
        }
    }

    // MARK: What the view tells

    /// The list's first selected record is now `number` (`nil`: none).
    public func selectionDidChange(_ number: Int?) {
        selected = number
    }

    /// The list shows `viewport` now (`nil`: it is not on screen): near the window's top, the
    /// records before it are read.
    public func viewportDidChange(_ viewport: Viewport?) {
        self.viewport = viewport
        changes.post(.place(.viewport))
        readBeforeIfNearTop()
    }

    /// `item` was activated (Enter, a double click, a click on its title): to show it whole.
    public func activate(_ item: RecordItem) {
        activated = item
        changes.post(.place(.activated))
    }

    /// Asks the list for the keyboard.
    public func focusList() {
        changes.post(.request(.focus))
    }

    /// Reads the page before the window's first record when the list shows one of its first
    /// rows, then brings back the record that was on top (GTK 4.8 keeps its scroll offset,
    /// not its rows).
    private func readBeforeIfNearTop() {
        guard motion == .still, records.droppedRecords > 0, let top = viewport?.rows.lowerBound, top < 10,
              let topRecord = records.dataSource.item(at: ListIndexPath(section: 0, item: top))?.id else { return }
        startMove(jumping: false) { [weak self] move in
            guard let self else { return }
            do {
                guard try await self.records.loadPreviousPage() > 0 else { return }
                self.arrive(Arrival(move: move, record: topRecord, focus: .top, placesAtTop: true, readsOn: false))
            } catch is CancellationError {
            } catch {
                self.changes.post(.notice(.damaged(String(describing: error))))
            }
        }
    }
}
