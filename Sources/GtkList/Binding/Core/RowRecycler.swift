import ListCore

/// Counts of the recycling work a list did; tests and benchmarks read them.
package struct RecyclingStatistics: Equatable, Sendable {
    /// Rows made by each kind's adapter.
    package var rowsCreated: [RowKind: Int] = [:]
    /// Items bound to rows.
    package var binds = 0
    /// Rows cleared and returned to their pool.
    package var unbinds = 0

    /// Rows made by all adapters.
    package var totalRowsCreated: Int { rowsCreated.values.reduce(0, +) }
}

/// Keeps a pool of idle rows per kind and lends them out for binding.
@MainActor
final class RowRecycler<Item: ListItem> {
    private var adapters: [RowKind: RowAdapter<Item>] = [:]
    private var idleRows: [RowKind: [RowView]] = [:]
    private(set) var statistics = RecyclingStatistics()

    func register(_ adapter: RowAdapter<Item>) {
        adapters[adapter.kind] = adapter
    }

    func adapter(for kind: RowKind) -> RowAdapter<Item>? { adapters[kind] }

    /// Whether any adapter prefetches, so that lists without prefetching do no work for it.
    var hasPrefetchingAdapter: Bool { adapters.values.contains { $0.prefetch != nil } }

    /// A row of `listRow`'s kind, filled with it: an idle one if the pool has one, else a new
    /// one that `prepare` sees before its first bind.
    func dequeueRow(for listRow: ListRow<Item>, adapter: RowAdapter<Item>,
                    prepare: (RowView) -> Void) -> RowView {
        let row: RowView
        if let idle = idleRows[listRow.item.kind]?.popLast() {
            row = idle
        } else {
            row = adapter.makeRow()
            prepare(row)
            statistics.rowsCreated[listRow.item.kind, default: 0] += 1
        }
        bind(row, to: listRow, adapter: adapter)
        return row
    }

    /// Fills a row that is already installed with `listRow`.
    func bind(_ row: RowView, to listRow: ListRow<Item>, adapter: RowAdapter<Item>) {
        adapter.bindRow(row, listRow)
        statistics.binds += 1
    }

    /// Clears `row` of `listRow`, the row it showed.
    func unbind(_ row: RowView, from listRow: ListRow<Item>) {
        adapters[listRow.item.kind]?.unbindRow(row, listRow)
        statistics.unbinds += 1
    }

    /// Puts an unbound row back in the pool of `kind`.
    func pool(_ row: RowView, kind: RowKind) {
        idleRows[kind, default: []].append(row)
    }
}
