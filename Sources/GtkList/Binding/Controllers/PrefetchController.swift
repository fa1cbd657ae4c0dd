import ListCore

/// Runs the adapters' prefetch hooks (``RecycledRowsView/prefetchDistance``) for the rows of a list or
/// the cells of a grid,
/// once GTK has bound and laid out the rows of a frame: it binds many rows at a time, and the
/// visible ones are known after layout.
@MainActor
final class PrefetchController<Item: ListItem> {
    let prefetcher = RowPrefetcher<Item>()
    private let binding: any RecycledRowsCore<Item>
    private var isScheduled = false

    init(binding: any RecycledRowsCore<Item>) {
        self.binding = binding
        binding.rowsDidChange.connect { [weak self] in self?.schedule() }
    }

    /// Looks again after the next frame, when any adapter prefetches.
    func schedule() {
        guard !isScheduled, prefetcher.distance > 0, binding.recycler.hasPrefetchingAdapter else { return }
        isScheduled = true
        Task { @MainActor [weak self, listWidget = binding.listWidget] in
            await listWidget.nextFrame()
            guard let self else { return }
            self.isScheduled = false
            self.update()
        }
    }

    private func update() {
        // GTK binds rows around the visible ones and keeps others bound (the focused one): the
        // rows at the top and bottom edge tell what is on screen.
        let height = Double(binding.listWidget.allocatedHeight)
        var visible: ClosedRange<Int>?
        if let top = binding.row(atX: 4, y: 1) {
            visible = top...max(top, binding.row(atX: 4, y: height - 1) ?? top)
        }
        let boundIDs = Set(binding.boundItemWidgets.map(\.item.id))
        let dataSource = binding.dataSource
        prefetcher.update(visible: visible, boundIDs: boundIDs, rowCount: dataSource.rowCount,
                          row: dataSource.row(at:), adapter: binding.recycler.adapter(for:))
    }
}
