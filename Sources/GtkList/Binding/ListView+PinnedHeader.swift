import ListCore

extension ListView {
    /// The section header pinned at the top now, if any (see ``pinsSectionHeaders``).
    package var pinnedSectionHeader: Item? { pinnedHeader.shownHeader }

    /// The pinned header's row widget, while one is made; for tests.
    package var pinnedHeaderWidget: Widget? { pinnedHeader.rowWidget }

    /// Updates the pinned header now, from the rows as last laid out, and once more after the
    /// list has laid its rows out for the scroll or change that calls this.
    func schedulePinnedHeaderUpdate() {
        guard pinsSectionHeaders else { return }
        updatePinnedHeader()
        guard !pinnedHeaderUpdateIsScheduled else { return }
        pinnedHeaderUpdateIsScheduled = true
        Task { @MainActor [weak self] in
            await self?.listWidget.nextFrame()
            guard let self else { return }
            self.pinnedHeaderUpdateIsScheduled = false
            self.updatePinnedHeader()
        }
    }

    /// Pins the header of the section at the top of the visible rows, pushed up by the next
    /// section's header as it arrives; hides it while the section's own header shows whole.
    func updatePinnedHeader() {
        guard pinsSectionHeaders, let top = visibleRows?.lowerBound, let topRow = dataSource.row(at: top),
              let header = headerRow(ofSection: topRow.section),
              let adapter = recycler.adapter(for: header.item.kind) else { return pinnedHeader.hide() }
        if topRow.role == .header, let y = rowTop(top), y >= 0 { return pinnedHeader.hide() }
        let nextHeaderTop = nextHeaderTop(after: top, inOtherSectionThan: topRow.section)
        pinnedHeader.show(header, adapter: adapter, recycler: recycler, width: listWidget.allocatedWidth) { height in
            nextHeaderTop.map { height - $0 } ?? 0
        }
    }

    /// The header row of section `section`, if it has one and items under it.
    private func headerRow(ofSection section: Int) -> ListRow<Item>? {
        guard let firstItem = dataSource.flatIndex(of: ListIndexPath(section: section, item: 0)),
              let row = dataSource.row(at: firstItem - 1), row.role == .header else { return nil }
        return row
    }

    /// The top of `row`'s widget in the list's visible part, in pixels, when laid out.
    private func rowTop(_ row: Int) -> Int? {
        rowWidget(atRow: row)?.bounds(relativeTo: listWidget).map { Int($0.y) }
    }

    /// The top of the first header below `row` that belongs to another section, among the rows
    /// laid out.
    private func nextHeaderTop(after row: Int, inOtherSectionThan section: Int) -> Int? {
        for next in (row + 1)..<max(row + 1, min(presentedRowCount, row + 60)) {
            guard let listRow = dataSource.row(at: next) else { return nil }
            if listRow.role == .header, listRow.section != section { return rowTop(next) }
        }
        return nil
    }
}
