import Foundation
import RecordFiles

/// The table's sort of a whole file: the order its headers ask for, and the ``RecordSort`` of
/// the records shown (every record, or the filter's or the search's) that makes it, in the
/// background, with its progress in the sorting column's header.
@MainActor
final class FileSorter {
    /// A field to sort by, and which way.
    struct Order: Equatable {
        var field: TableField
        var ascending: Bool
    }

    /// The order the headers ask for, or `nil` for the file's own.
    var order: Order?
    /// The sort made for ``order`` last, running or complete.
    private(set) var sort: RecordSort?
    private var sortedField: TableField?
    private var following: Task<Void, Never>?
    /// Whether the content heard the sort's end (and shows its records, if complete).
    private var heardEnd = false
    private weak var content: FileContent?

    init(content: FileContent) {
        self.content = content
    }

    isolated deinit {
        sort?.cancel()
        following?.cancel()
    }

    /// Whether a sort is being made, or its end is still to be shown.
    var isSorting: Bool { sort != nil && !heardEnd }

    /// The complete sort of the records `base` matches (every record for `nil`) in ``order``;
    /// `nil` without an order, and while the sort is being made: it is started here, and the
    /// content hears its progress.
    func completeSort(within base: (any RecordMatching)?) -> RecordSort? {
        guard let order else {
            stop()
            return nil
        }
        if let sort, sortedField == order.field, sort.base === base, sort.file.identity == content?.source.openedFile?.identity,
           sort.progress.failure == nil, !Self.missesMatches(sort) {
            return sort.progress.isComplete ? sort : nil
        }
        stop()
        let field = order.field
        guard let made = content?.source.makeSort(within: base, key: { field.value(ofRecord: $0.value, numbered: $0.number) }) else {
            return nil
        }
        sort = made
        sortedField = field
        heardEnd = false
        made.start()
        following = Task { [weak self] in
            for await progress in made.progressUpdates {
                guard let self, self.sort === made else { return }
                // Heard before it is told: telling it may start another sort, which is not over.
                if progress.hasEnded { self.heardEnd = true }
                self.content?.sortDidProgress(progress, of: field)
                if progress.hasEnded { return }
            }
        }
        return nil
    }

    /// Whether `sort`, complete, sorted fewer records than the search or filter it sorts
    /// within has found by its end: that one went on after the sort had read its matches (the
    /// file grew, or the index caught up).
    private static func missesMatches(_ sort: RecordSort) -> Bool {
        guard let base = sort.base, sort.progress.isComplete else { return false }
        let found = base.progress
        return found.hasEnded && found.matchCount != sort.count
    }

    /// Sorts again when the search or filter it sorts within found more since.
    func followMatches() {
        guard let sort, Self.missesMatches(sort) else { return }
        content?.showChosenRecords()
    }

    /// Sorts again when the file was truncated or replaced since the sort read it.
    func followFile() {
        guard let sort, let file = content?.source.openedFile else { return }
        if file.layout != sort.file.layout || !file.identity.mayHaveOnlyGrown(since: sort.file.identity) {
            content?.showChosenRecords()
        }
    }

    /// Stops the sort, if any.
    private func stop() {
        sort?.cancel()
        following?.cancel()
        if let sortedField { content?.sortDidProgress(nil, of: sortedField) }
        sort = nil
        sortedField = nil
    }
}
