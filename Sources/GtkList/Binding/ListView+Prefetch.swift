extension ListView {
    /// Updates the prefetched rows once GTK has bound and laid out the rows of this frame: it
    /// binds many rows at a time, and the visible ones are known after layout.
    func schedulePrefetch() {
        guard !prefetchIsScheduled, prefetcher.distance > 0, recycler.hasPrefetchingAdapter else { return }
        prefetchIsScheduled = true
        Task { @MainActor [weak self, listWidget] in
            await listWidget.nextFrame()
            guard let self else { return }
            self.prefetchIsScheduled = false
            // GTK binds rows around the visible ones and keeps others bound (the focused one): the
            // rows at the top and bottom edge tell what is on screen.
            let height = Double(self.listWidget.allocatedHeight)
            var visible: ClosedRange<Int>?
            if let top = self.row(atX: 4, y: 1) {
                visible = top...max(top, self.row(atX: 4, y: height - 1) ?? top)
            }
            let boundIDs = Set(self.installedRows.values.compactMap { $0.bound?.item.id })
            self.prefetcher.update(visible: visible, boundIDs: boundIDs, rowCount: self.dataSource.rowCount,
                                   row: self.dataSource.row(at:), adapter: self.recycler.adapter(for:))
        }
    }
}
