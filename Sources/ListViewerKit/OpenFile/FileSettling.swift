import ListCore

/// What an open file waits for before it is settled.
public enum SettleReason: Hashable, Sendable {
    /// The first records, or the error that there are none.
    case firstLoad
    /// What the command line asked for, not applied yet.
    case askedFor
    /// A compressed file's decompression, or its end not yet told.
    case decompression
    /// The index, or its last progress not yet told.
    case index
    /// The filter's run, or its end not yet told.
    case filter
    /// The search's run, or its end not yet told.
    case search
    /// The sort being made.
    case sort
    /// The window being filled with the records chosen.
    case choosing
    /// A page's rows still landing in the list, a few a frame.
    case rows
    /// A move under way.
    case moving
    /// Something a part of the window holds on to (``OpenFile/holdSettling(_:)``), named.
    case held(String)
}

/// Whether an open file is settled: nothing under way that changes what it shows, so a picture
/// shows the result of what it was asked; or what it waits for, first to last.
public enum SettleState: Equatable, Sendable {
    case settled
    case waiting([SettleReason])
}

/// A part of the window that keeps an open file from settling while it is held: released when
/// let go, or by ``release()``.
@MainActor
public final class SettleHold {
    private var onRelease: (() -> Void)?

    init(onRelease: @escaping () -> Void) {
        self.onRelease = onRelease
    }

    isolated deinit {
        release()
    }

    /// Lets the file settle, as far as this hold goes.
    public func release() {
        onRelease?()
        onRelease = nil
    }
}

/// Works out whether an open file is settled, from its parts' states and the holds taken.
@MainActor
final class FileSettling {
    private var holds: [Int: String] = [:]
    private var nextHold = 0
    private let sequencing: FileSequencing
    private let records: RecordWindow
    private let decompression: FileDecompression?
    private let index: FileIndexing
    private let choice: RecordChoice
    private let place: RecordPlace

    init(sequencing: FileSequencing, records: RecordWindow, decompression: FileDecompression?, index: FileIndexing,
         choice: RecordChoice, place: RecordPlace) {
        self.sequencing = sequencing
        self.records = records
        self.decompression = decompression
        self.index = index
        self.choice = choice
        self.place = place
    }

    /// Settled, or what it waits for.
    var state: SettleState {
        let list = records.listState
        let waitsFor: [(SettleReason, Bool)] = [
            (.firstLoad, !list.hasLoadedOnce && !list.overlayPage.isFailure),
            // What was asked for waits for the first records; after a first load that failed
            // (the file is missing or cannot be read) it waits for a load that is not under way.
            (.askedFor, !sequencing.asks.isEmpty && !list.overlayPage.isFailure),
            (.decompression, decompression?.isSettled == false),
            (.index, !index.isSettled),
            (.filter, choice.filter.run?.isSettled == false),
            (.search, choice.search.run?.isSettled == false),
            (.sort, choice.sort.isSorting),
            (.choosing, choice.isChoosing),
            (.rows, records.isFilling),
            (.moving, place.isMoving),
        ]
        let reasons = waitsFor.filter(\.1).map(\.0) + holds.keys.sorted().compactMap { holds[$0] }.map(SettleReason.held)
        return reasons.isEmpty ? .settled : .waiting(reasons)
    }

    /// Keeps the file from settling, for `reason`, until the hold is released.
    func hold(_ reason: String) -> SettleHold {
        let number = nextHold
        nextHold += 1
        holds[number] = reason
        return SettleHold { [weak self] in self?.holds[number] = nil }
    }
}

private extension OverlayPage {
    var isFailure: Bool {
        if case .failed = self { true } else { false }
    }
}
