import Foundation
import RecordFiles

/// The sort of a whole file by a field (the table's headers, `--sort`): the order asked for,
/// and the ``RecordSort`` of the records shown (every record, or the filter's or the search's)
/// that makes it, in the background, with its progress.
@MainActor
public final class SortState {
    /// A field to sort by, and which way.
    public struct Order: Equatable, Sendable {
        public var field: TableField
        public var ascending: Bool

        /// By `field`, `ascending` or not.
        public init(field: TableField, ascending: Bool) {
            self.field = field
            self.ascending = ascending
        }
    }

    /// The order asked for, or `nil` for the file's own.
    public private(set) var order: Order?
    /// The sort made for ``order`` last, running or complete.
    public private(set) var sort: RecordSort?
    private var sortedField: TableField?
    private var following: Task<Void, Never>?
    /// The sort's progress as last heard: heard before it is told, since telling it may start
    /// another sort, which is not over.
    private var heard: SortProgress?
    private let opening: FileOpening
    private let index: FileIndexing
    private let changes: FileChanges

    init(_ context: PartContext) {
        (opening, index, changes) = (context.opening, context.index, context.changes)
    }

    isolated deinit {
        sort?.cancel()
        following?.cancel()
    }

    /// Asks for the records in `order` (`nil`: the file's own), from the first.
    public func setOrder(_ order: Order?) {
        guard order != self.order else { return }
        self.order = order
        changes.post(.sort(.order))
    }

    /// Gives up the order asked for: no record has its field, or its sort failed.
    func clearOrder() {
        order = nil
        changes.post(.sort(.orderCleared))
    }

    /// Whether a sort is being made, or its end is still to be heard.
    var isSorting: Bool { sort != nil && heard?.hasEnded != true }

    /// How far the sort by `field` has got, as last heard; `nil` when there is none.
    public func progress(of field: TableField) -> SortProgress? {
        sortedField == field ? heard : nil
    }

    /// The complete sort of the records `base` matches (every record for `nil`) in ``order``;
    /// `nil` without an order, and while the sort is being made: it is started here.
    func completeSort(within base: (any RecordMatching)?) -> RecordSort? {
        guard let order else {
            stop()
            return nil
        }
        if let sort, sortedField == order.field, sort.base === base, sort.file.identity == opening.recordFile?.identity,
           sort.progress.failure == nil, !Self.missesMatches(sort) {
            return sort.progress.isComplete ? sort : nil
        }
        stop()
        guard let file = opening.recordFile else { return nil }
        let field = order.field
        let made = RecordSort(file: file, within: base, index: index.index, columnName: csvColumnName,
                              directory: Self.keyDirectory, key: { field.value(ofRecord: $0.value, numbered: $0.number) })
        sort = made
        sortedField = field
        heard = nil
        made.start()
        following = Task { [weak self] in
            for await progress in made.progressUpdates {
                guard let self, self.sort === made else { return }
                self.heard = progress
                self.changes.post(.sort(.progress(field)))
                if progress.hasEnded { return }
            }
        }
        return nil
    }

    /// Where sort keys go: the cache folder, on disk where the temporary folder may be memory
    /// (tmpfs).
    private static var keyDirectory: String {
        let folder = FileIndexing.cache.directory
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return FileManager.default.isWritableFile(atPath: folder) ? folder : FileManager.default.temporaryDirectory.path
    }

    /// Whether the sort, complete, sorted fewer records than the search or filter it sorts
    /// within has found by its end: that one went on after the sort had read its matches (the
    /// file grew, or the index caught up).
    func missesMatches() -> Bool {
        sort.map(Self.missesMatches) ?? false
    }

    private static func missesMatches(_ sort: RecordSort) -> Bool {
        guard let base = sort.base, sort.progress.isComplete else { return false }
        let found = base.progress
        return found.hasEnded && found.matchCount != sort.count
    }

    /// Whether the file was truncated or replaced since the sort read it.
    func fileWasReplaced() -> Bool {
        guard let sort, let file = opening.recordFile else { return false }
        return !file.mayHaveOnlyGrown(since: sort.file)
    }

    /// Stops the sort, if any.
    private func stop() {
        sort?.cancel()
        following?.cancel()
        let field = sortedField
        sort = nil
        sortedField = nil
        heard = nil
        if let field { changes.post(.sort(.progress(field))) }
    }
}
