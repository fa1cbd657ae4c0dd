import ListCore

/// Counts of the recycling work a list did; tests and benchmarks read them.
public struct RecyclingStatistics: Equatable, Sendable {
    /// Rows made by each kind's adapter.
    public var rowsCreated: [RowKind: Int] = [:]
    /// Items bound to rows.
    public var binds = 0
    /// Rows cleared and returned to their pool.
    public var unbinds = 0

    /// Rows made by all adapters.
    public var totalRowsCreated: Int { rowsCreated.values.reduce(0, +) }
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

    /// A row of `item`'s kind, filled with `item`: an idle one if the pool has one.
    func dequeueRow(for item: Item, adapter: RowAdapter<Item>) -> RowView {
        let row: RowView
        if let idle = idleRows[item.kind]?.popLast() {
            row = idle
        } else {
            row = adapter.makeRow()
            statistics.rowsCreated[item.kind, default: 0] += 1
        }
        bind(row, to: item, adapter: adapter)
        return row
    }

    /// Fills a row that is already installed with `item`.
    func bind(_ row: RowView, to item: Item, adapter: RowAdapter<Item>) {
        adapter.bindRow(row, item)
        statistics.binds += 1
    }

    /// Clears `row` of its item.
    func unbind(_ row: RowView, kind: RowKind) {
        adapters[kind]?.unbindRow(row)
        statistics.unbinds += 1
    }

    /// Puts an unbound row back in the pool of `kind`.
    func pool(_ row: RowView, kind: RowKind) {
        idleRows[kind, default: []].append(row)
    }
}
