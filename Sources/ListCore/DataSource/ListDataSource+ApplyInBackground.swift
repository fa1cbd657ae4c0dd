import Dispatch

extension ListDataSource where Item: Sendable, Item.ID: Sendable {
    /// Replaces all sections as ``apply(_:)`` does, but diffs on a background thread, so a list
    /// of a million rows does not stop the window while the diff runs.
    ///
    /// Only the snapshots (values) cross threads: the diff is computed from the current sections
    /// and `newSections` on a background queue, and the result is applied on the data source's
    /// own thread when it is ready. Meanwhile the list stays as it was and can still be changed:
    /// direct mutations made in between (a page appended, a row removed) are made again on the
    /// new snapshot when it lands, so no row is lost or doubled. A newer snapshot (another
    /// `applyInBackground` or an ``apply(_:)``) supersedes one still being diffed. The old
    /// snapshot is freed on a background thread too.
    ///
    /// Call it from the data source's thread (the main actor in a GTK app); it returns there.
    /// - Returns: The change, or `nil` if a newer snapshot superseded this one.
    @inlinable
    @discardableResult
    nonisolated(nonsending)
    public func applyInBackground(_ newSections: [ListSection<Item>]) async -> ListChange? {
        guard isOnOwningThread("applyInBackground(_:)") else { return nil }
        let run = startBackgroundApply()
        let oldSections = sections
        let prepared = await withCheckedContinuation { (continuation: CheckedContinuation<PreparedApply<Item>, Never>) in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(returning: PreparedApply(from: oldSections, to: newSections))
            }
        }
        return finishBackgroundApply(run, prepared)
    }

    /// Starts a background apply, superseding any still running.
    @usableFromInline
    func startBackgroundApply() -> AnyObject {
        let run = BackgroundApply<Item>()
        backgroundApply = run
        return run
    }

    /// Lands a background apply unless a newer snapshot superseded it.
    @usableFromInline
    func finishBackgroundApply(_ run: AnyObject, _ prepared: PreparedApply<Item>) -> ListChange? {
        guard let current = backgroundApply, current === run else { return nil }
        backgroundApply = nil
        let old = (sections: sections, ids: ids)
        let change = current.mutations.isEmpty ? install(prepared) : rebase(current, onto: prepared)
        // Freeing a million rows and their index takes longer than a frame: do it elsewhere.
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(old) {} }
        return change
    }

    /// Lands `prepared` after direct mutations changed the list it was diffed from.
    private func rebase(_ run: BackgroundApply<Item>, onto prepared: PreparedApply<Item>) -> ListChange {
        report(prepared.dropped)
        let before = storedItemCount
        // Step 1: take back what the mutations showed: the view is at the diff's old snapshot.
        var splices = run.shownSplices.reversed().map {
            ListSplice(position: $0.position, removed: $0.added, added: $0.removed)
        }
        // Step 2: the diff.
        splices += prepared.diff.splices
        var updates = prepared.diff.updatesInPlace
        // Step 3: the mutations again, on the new snapshot; what they would double is left out.
        let replay = ListDataSource(unique: prepared.sections, ids: prepared.ids, dropped: [], warningHandler: { _ in })
        let observation = replay.observe { change in
            updates = updates.compactMap { change.splices.position(after: $0) } + change.updatesInPlace
            splices += change.splices
        }
        run.mutations.forEach(replay.perform)
        observation.cancel()
        sections = replay.sections
        reindex(ids: replay.ids)
        return announce(splices, updatesInPlace: Set(updates).sorted(), diff: nil, itemCountBefore: before)
    }
}

extension ListDataSource where Item: Sendable, Item.ID: Sendable {
    /// Builds the id index of a big first snapshot on another thread, so that the first direct
    /// mutation or look-up by id need not build it on this one (about 0.2 s for a million rows
    /// here). Does nothing when the index is built already.
    ///
    /// Call it from the data source's thread, for example once the list has been shown.
    @inlinable
    nonisolated(nonsending)
    public func indexInBackground() async {
        guard isIndexDeferred else { return }
        let snapshot = sections
        let unique = await withCheckedContinuation {
            (continuation: CheckedContinuation<([ListSection<Item>], [Item.ID: Int], [Item.ID]), Never>) in
            DispatchQueue.global(qos: .userInitiated).async {
                let unique = Self.indexed(snapshot)
                continuation.resume(returning: (unique.sections, unique.ids, unique.dropped))
            }
        }
        adoptIndex(unique.1, repeatsDropped: !unique.2.isEmpty)
    }
}
