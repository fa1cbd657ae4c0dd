/// Holds a list's sections and tells observers every change as flat splices.
///
/// The flat row space is what a list view shows: for each section its header (if any), its items,
/// then its footer (if any). ``apply(_:)`` diffs a whole new snapshot against the current one in
/// linear time; the direct mutations (``append(_:toSection:)``, ``insert(_:at:)``,
/// ``remove(at:)``, ``move(from:to:)``, ``replace(_:)``, ``removeAll()``) compute their one
/// splice without a diff, so appending a page to a million rows costs the page, not the million.
///
/// Look-ups never trap: an index out of range answers `nil`. Ids must be unique in the whole
/// list; an item whose id is already present is dropped and reported through the warning
/// handler. A data source belongs to the thread that created it: a change asked for from another
/// thread is ignored and reported, never half-applied.
public final class ListDataSource<Item: ListItem> {
    /// The sections, in display order.
    public internal(set) var sections: [ListSection<Item>] = []
    private var offsets = SectionOffsets(sections: [ListSection<Item>]())
    /// Every id in the list (items, headers and footers), for O(1) duplicate checks. The values
    /// are the rows' flat positions as of the last full snapshot; only membership is kept up to
    /// date by the direct mutations.
    private(set) var ids: [Item.ID: Int] = [:]
    /// Whether ``ids`` is still to be built: a big first snapshot shows before it is indexed
    /// (see ``init(sections:warningHandler:)``).
    @usableFromInline private(set) var isIndexDeferred = false
    /// The background apply under way, if any, with the direct mutations made since it began.
    var backgroundApply: BackgroundApply<Item>?
    private(set) var storedItemCount = 0
    private let changes = ObserverList<ListChange>()
    /// Hears the caller mistakes this data source survived; a list showing it reports its own
    /// (a row kind without an adapter) here too.
    public let warningHandler: (ListWarning) -> Void
    private let owningThread = OwningThread()

    /// Creates a data source.
    /// - Parameters:
    ///   - sections: The first snapshot. Nothing is announced for it.
    ///   - warningHandler: Hears caller mistakes that were survived, such as duplicate ids.
    ///
    /// A first snapshot of 100,000 rows or more is shown before its ids are indexed, so that a
    /// million rows open as fast as a thousand: the index is built when first needed (a direct
    /// mutation, a look-up by id), and repeated ids are dropped and announced then.
    ///
    /// Inlinable so that indexing the ids is specialised for the caller's item type: in generic
    /// code every insert into the index looks up type metadata, which made opening a million
    /// rows cost several times more.
    @inlinable
    public convenience init(
        sections: [ListSection<Item>] = [],
        warningHandler: @escaping (ListWarning) -> Void = ListWarning.report
    ) {
        if sections.reduce(0, { $0 + $1.rowCount }) >= Self.deferredIndexThreshold {
            self.init(unindexed: sections, warningHandler: warningHandler)
        } else {
            let unique = Self.indexed(sections)
            self.init(unique: unique.sections, ids: unique.ids, dropped: unique.dropped, warningHandler: warningHandler)
        }
    }

    /// From this many rows on, a first snapshot is indexed when first needed.
    @usableFromInline
    static var deferredIndexThreshold: Int { 100_000 }

    /// Takes sections already cleared of duplicate ids.
    @usableFromInline
    init(unique sections: [ListSection<Item>], ids: [Item.ID: Int], dropped: [Item.ID],
         warningHandler: @escaping (ListWarning) -> Void) {
        self.warningHandler = warningHandler
        self.sections = sections
        reindex(ids: ids)
        report(dropped)
    }

    /// Takes sections whose ids are indexed when first needed.
    @usableFromInline
    init(unindexed sections: [ListSection<Item>], warningHandler: @escaping (ListWarning) -> Void) {
        self.warningHandler = warningHandler
        self.sections = sections
        reindex(ids: [:])
        isIndexDeferred = true
    }

    /// Builds the index of a first snapshot that was shown without one. Rows whose id came
    /// before are dropped then, announced as a change and reported.
    /// Takes an index built elsewhere for the snapshot as it still is (any change since would
    /// have built the index here already); a snapshot with repeats is indexed here instead, so
    /// that they are dropped and announced.
    @usableFromInline
    func adoptIndex(_ index: [Item.ID: Int], repeatsDropped: Bool) {
        guard isIndexDeferred else { return }
        guard !repeatsDropped else { return indexIfDeferred() }
        ids = index
        isIndexDeferred = false
    }

    private func indexIfDeferred() {
        guard isIndexDeferred else { return }
        isIndexDeferred = false
        let unique = Self.indexed(sections)
        guard unique.dropped.isEmpty else {
            // Rare: the snapshot repeated ids. Drop the repeats as an apply of itself would.
            _ = install(PreparedApply(from: sections, to: unique.sections))
            report(unique.dropped)
            return
        }
        ids = unique.ids
    }

    // MARK: Reading

    /// The number of flat rows: items, headers and footers.
    public var rowCount: Int { offsets.rowCount }

    /// The number of items in all sections, headers and footers not counted.
    public var itemCount: Int { storedItemCount }

    /// Whether no section has any item. Headers and footers alone leave a list empty.
    public var isEmpty: Bool { storedItemCount == 0 }

    /// The flat row at `index`, or `nil` when out of range. O(log sections).
    public func row(at index: Int) -> ListRow<Item>? {
        guard let sectionIndex = offsets.section(containing: index) else { return nil }
        let section = sections[sectionIndex]
        var offset = index - offsets.starts[sectionIndex]
        if let header = section.header {
            if offset == 0 { return ListRow(item: header, role: .header, section: sectionIndex) }
            offset -= 1
        }
        if offset < section.items.count {
            let path = ListIndexPath(section: sectionIndex, item: offset)
            return ListRow(item: section.items[offset], role: .item(path), section: sectionIndex)
        }
        guard let footer = section.footer else { return nil }
        return ListRow(item: footer, role: .footer, section: sectionIndex)
    }

    /// The item at `path`, or `nil` when out of range.
    public func item(at path: ListIndexPath) -> Item? {
        guard sections.indices.contains(path.section) else { return nil }
        let items = sections[path.section].items
        return items.indices.contains(path.item) ? items[path.item] : nil
    }

    /// The section at `index`, or `nil` when out of range.
    public func section(at index: Int) -> ListSection<Item>? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// The flat row index of the item at `path`, or `nil` when out of range.
    public func flatIndex(of path: ListIndexPath) -> Int? {
        guard item(at: path) != nil else { return nil }
        return offsets.starts[path.section] + sections[path.section].firstItemOffset + path.item
    }

    /// The index path of the item with `id`, or `nil` if there is none. O(n).
    public func indexPath(ofItemWithID id: Item.ID) -> ListIndexPath? {
        indexIfDeferred()
        guard ids[id] != nil else { return nil }
        for (sectionIndex, section) in sections.enumerated() {
            if let itemIndex = section.items.firstIndex(where: { $0.id == id }) {
                return ListIndexPath(section: sectionIndex, item: itemIndex)
            }
        }
        return nil
    }

    /// Whether an item, header or footer with `id` is in the list. O(1).
    public func contains(id: Item.ID) -> Bool {
        indexIfDeferred()
        return ids[id] != nil
    }

    // MARK: Observing

    /// Calls `handler` after every change, with the splices that describe it, for as long as
    /// the returned token is kept.
    public func observe(_ handler: @escaping (ListChange) -> Void) -> ObservationToken {
        changes.observe(handler)
    }

    // MARK: Replacing the snapshot

    /// Replaces all sections, announcing the minimal splices from an id-keyed diff.
    ///
    /// Rows whose id stays keep their place unless their order changed; rows whose content
    /// changed are updated in place. Duplicate ids are dropped with a warning. A big list can
    /// compute the diff on another thread instead: ``applyInBackground(_:)``.
    ///
    /// Inlinable, so hashing is specialised for the caller's item type.
    @inlinable
    @discardableResult
    public func apply(_ newSections: [ListSection<Item>]) -> ListChange {
        guard isOnOwningThread("apply(_:)") else { return unchanged }
        return commit(PreparedApply(from: sections, to: newSections))
    }

    /// Makes a prepared snapshot the current one and announces it; a background apply still
    /// running is superseded by it.
    @usableFromInline
    func commit(_ prepared: PreparedApply<Item>) -> ListChange {
        backgroundApply = nil
        return install(prepared)
    }

    /// Installs `newSections`, which are the current rows changed by exactly `splices` (then
    /// `updatesInPlace`, rows of `newSections` changed where they stand) and repeat no id: what a
    /// caller that knows its change (an outline's expansion) shows without a diff. The index of
    /// ids is built when next asked for.
    @usableFromInline
    func commit(_ newSections: [ListSection<Item>], knownChange splices: [ListSplice], updatesInPlace: [Int]) -> ListChange {
        backgroundApply = nil
        let before = storedItemCount
        sections = newSections
        reindex(ids: [:])
        isIndexDeferred = true
        return announce(splices, updatesInPlace: updatesInPlace, diff: nil, itemCountBefore: before)
    }

    /// Takes the prepared snapshot as it is.
    func install(_ prepared: PreparedApply<Item>) -> ListChange {
        report(prepared.dropped)
        let before = storedItemCount
        sections = prepared.sections
        reindex(ids: prepared.ids)
        return announce(prepared.diff.splices, updatesInPlace: prepared.diff.updatesInPlace, diff: prepared.diff,
                        itemCountBefore: before)
    }

    // MARK: Direct mutations

    /// Appends items to the end of a section (the last one by default), before its footer.
    ///
    /// Creates a first section when there is none. Items whose id is already present are
    /// dropped with a warning. Costs O(items appended + sections after it).
    /// - Returns: The change, or `nil` if the section does not exist or nothing was left to add.
    @discardableResult
    public func append(_ newItems: [Item], toSection sectionIndex: Int? = nil) -> ListChange? {
        guard isOnOwningThread("append(_:toSection:)") else { return nil }
        indexIfDeferred()
        if sections.isEmpty && sectionIndex == nil {
            sections = [ListSection(id: "main")]
            offsets.recompute(from: 0, sections: sections)
        }
        let target = sectionIndex ?? sections.count - 1
        guard sections.indices.contains(target) else { return nil }
        let accepted = admitting(newItems)
        guard !accepted.isEmpty else { return nil }
        let position = offsets.starts[target] + sections[target].firstItemOffset
            + sections[target].items.count
        sections[target].items.append(contentsOf: accepted)
        let change = commitSplice(at: position, removed: 0, added: accepted.count, section: target,
                                  itemDelta: accepted.count)
        backgroundApply?.record(.append(accepted, sectionID: sectionIndex.map { _ in sections[target].id }), change)
        return change
    }

    /// Appends a whole section at the end.
    @discardableResult
    public func append(_ section: ListSection<Item>) -> ListChange? {
        guard isOnOwningThread("append(_:)") else { return nil }
        indexIfDeferred()
        var section = section
        section.header = section.header.flatMap { admitting([$0]).first }
        section.items = admitting(section.items)
        section.footer = section.footer.flatMap { admitting([$0]).first }
        let position = offsets.rowCount
        sections.append(section)
        let change = commitSplice(at: position, removed: 0, added: section.rowCount,
                                  section: sections.count - 1, itemDelta: section.items.count)
        backgroundApply?.record(.appendSection(section), change)
        return change
    }

    /// Inserts one item at `path`; `path.item` may equal the section's item count to append.
    /// - Returns: The change, or `nil` if `path` is out of range or the id is already present.
    @discardableResult
    public func insert(_ item: Item, at path: ListIndexPath) -> ListChange? {
        guard isOnOwningThread("insert(_:at:)") else { return nil }
        indexIfDeferred()
        guard sections.indices.contains(path.section),
              (0...sections[path.section].items.count).contains(path.item),
              !admitting([item]).isEmpty
        else { return nil }
        let position = offsets.starts[path.section] + sections[path.section].firstItemOffset + path.item
        sections[path.section].items.insert(item, at: path.item)
        let change = commitSplice(at: position, removed: 0, added: 1, section: path.section, itemDelta: 1)
        backgroundApply?.record(.insert(item, sectionID: sections[path.section].id, index: path.item), change)
        return change
    }

    /// Removes the item at `path`.
    /// - Returns: The removed item, or `nil` if `path` is out of range.
    @discardableResult
    public func remove(at path: ListIndexPath) -> Item? {
        guard isOnOwningThread("remove(at:)") else { return nil }
        indexIfDeferred()
        guard let position = flatIndex(of: path) else { return nil }
        let item = sections[path.section].items.remove(at: path.item)
        ids.removeValue(forKey: item.id)
        let change = commitSplice(at: position, removed: 1, added: 0, section: path.section, itemDelta: -1)
        backgroundApply?.record(.remove(id: item.id), change)
        return item
    }

    /// Removes the items at `range` of a section in one splice, such as the oldest rows of a
    /// list that keeps only a window of a long stream.
    /// - Returns: The change, or `nil` if the section does not exist or the range is not inside it.
    @discardableResult
    public func removeItems(in range: Range<Int>, ofSection sectionIndex: Int) -> ListChange? {
        guard isOnOwningThread("removeItems(in:ofSection:)") else { return nil }
        indexIfDeferred()
        guard sections.indices.contains(sectionIndex), !range.isEmpty,
              range.lowerBound >= 0, range.upperBound <= sections[sectionIndex].items.count
        else { return nil }
        let position = offsets.starts[sectionIndex] + sections[sectionIndex].firstItemOffset + range.lowerBound
        let removedIDs = sections[sectionIndex].items[range].map(\.id)
        for id in removedIDs { ids.removeValue(forKey: id) }
        sections[sectionIndex].items.removeSubrange(range)
        let change = commitSplice(at: position, removed: range.count, added: 0, section: sectionIndex,
                                  itemDelta: -range.count)
        backgroundApply?.record(.removeItems(ids: removedIDs), change)
        return change
    }

    /// Moves the item at `source` so that it stands at `destination` afterwards, within its
    /// section or into another one, announced as a move (``ListChange/move``) whose one splice
    /// covers the rows between the two places: a view keeps the moved row's widget.
    ///
    /// `destination` is where the item stands once it moved, as in UIKit's `moveRow(at:to:)`:
    /// in its own section `destination.item` runs from 0 to the section's last item; in another
    /// section it may also equal that section's item count, to move the item to its end. Headers
    /// and footers stay where they are. Costs O(items of the two sections + sections between).
    /// - Returns: The change, or `nil` if either path is out of range or they are the same.
    @discardableResult
    public func move(from source: ListIndexPath, to destination: ListIndexPath) -> ListChange? {
        guard isOnOwningThread("move(from:to:)") else { return nil }
        guard let from = flatIndex(of: source), source != destination,
              sections.indices.contains(destination.section)
        else { return nil }
        let lastIndex = sections[destination.section].items.count - (destination.section == source.section ? 1 : 0)
        guard (0...lastIndex).contains(destination.item) else { return nil }
        let item = sections[source.section].items.remove(at: source.item)
        sections[destination.section].items.insert(item, at: destination.item)
        offsets.recompute(from: min(source.section, destination.section), sections: sections)
        let to = offsets.starts[destination.section] + sections[destination.section].firstItemOffset + destination.item
        let move = ListMove(from: from, to: to)
        let change = announce([move.span], updatesInPlace: [], diff: nil, move: move, itemCountBefore: storedItemCount)
        let items = sections[destination.section].items
        backgroundApply?.record(.move(id: item.id, sectionID: sections[destination.section].id,
                                      after: destination.item > 0 ? items[destination.item - 1].id : nil,
                                      index: destination.item), change)
        return change
    }

    /// Replaces the item that has the same id as `item` with `item`: an update of one row in
    /// place, announced as such (no splice).
    /// - Returns: The change, or `nil` if no item has that id.
    @discardableResult
    public func replace(_ item: Item) -> ListChange? {
        guard isOnOwningThread("replace(_:)") else { return nil }
        guard let path = indexPath(ofItemWithID: item.id), let position = flatIndex(of: path)
        else { return nil }
        let before = storedItemCount
        sections[path.section].items[path.item] = item
        let change = announce([], updatesInPlace: [position], diff: nil, itemCountBefore: before)
        backgroundApply?.record(.replace(item), change)
        return change
    }

    /// Removes every section and item.
    @discardableResult
    public func removeAll() -> ListChange {
        guard isOnOwningThread("removeAll()") else { return unchanged }
        let removed = offsets.rowCount
        let before = storedItemCount
        sections = []
        reindex(ids: [:])
        let splices = removed > 0 ? [ListSplice(position: 0, removed: removed, added: 0)] : []
        let change = announce(splices, updatesInPlace: [], diff: nil, itemCountBefore: before)
        backgroundApply?.record(.removeAll, change)
        return change
    }

    // MARK: Bookkeeping

    /// Whether the caller is on the data source's thread; reports the change it refuses if not.
    @usableFromInline
    func isOnOwningThread(_ operation: String) -> Bool {
        guard owningThread.isCurrent else {
            warningHandler(.changedFromAnotherThread(operation: operation))
            return false
        }
        return true
    }

    /// The change that did not happen.
    @usableFromInline
    var unchanged: ListChange {
        ListChange(splices: [], updatesInPlace: [], diff: nil, itemCountBefore: storedItemCount,
                   itemCountAfter: storedItemCount)
    }

    /// Indexes `sections` by id, each id mapped to its row's flat position, dropping rows whose
    /// id came before; returns what is kept, the index and the ids dropped.
    ///
    /// The usual snapshot has no duplicates: one pass builds the index, and the sections are
    /// copied and filtered only when that pass finds a repeat.
    @inlinable
    static func indexed(_ sections: [ListSection<Item>])
        -> (sections: [ListSection<Item>], ids: [Item.ID: Int], dropped: [Item.ID]) {
        var ids = [Item.ID: Int](minimumCapacity: sections.reduce(0) { $0 + $1.rowCount })
        var position = 0
        var hasRepeats = false
        // Plain loops: a nested function capturing these variables made this pass several times
        // slower.
        for section in sections {
            if let header = section.header {
                hasRepeats = ids.updateValue(position, forKey: header.id) != nil || hasRepeats
                position += 1
            }
            for item in section.items {
                hasRepeats = ids.updateValue(position, forKey: item.id) != nil || hasRepeats
                position += 1
            }
            if let footer = section.footer {
                hasRepeats = ids.updateValue(position, forKey: footer.id) != nil || hasRepeats
                position += 1
            }
        }
        guard hasRepeats else { return (sections, ids, []) }

        // A repeat: keep first occurrences and index again.
        var seen = Set<Item.ID>(minimumCapacity: ids.count)
        var dropped: [Item.ID] = []
        func keep(_ item: Item) -> Bool {
            if seen.insert(item.id).inserted { return true }
            dropped.append(item.id)
            return false
        }
        let kept = sections.map { section in
            var section = section
            if let header = section.header, !keep(header) { section.header = nil }
            section.items = section.items.filter(keep)
            if let footer = section.footer, !keep(footer) { section.footer = nil }
            return section
        }
        return (kept, indexed(kept).ids, dropped)
    }

    /// All rows of `sections` in display order, headers and footers included.
    @inlinable
    static func flatRows(of sections: [ListSection<Item>]) -> [Item] {
        if sections.count == 1, sections[0].header == nil, sections[0].footer == nil { return sections[0].items }
        var rows: [Item] = []
        rows.reserveCapacity(sections.reduce(0) { $0 + $1.rowCount })
        for section in sections {
            if let header = section.header { rows.append(header) }
            rows.append(contentsOf: section.items)
            if let footer = section.footer { rows.append(footer) }
        }
        return rows
    }

    /// The items whose id is new, registering their ids; reports the others.
    private func admitting(_ candidates: [Item]) -> [Item] {
        var dropped: [Item.ID] = []
        let accepted = candidates.filter { item in
            if ids.updateValue(0, forKey: item.id) == nil { return true }
            dropped.append(item.id)
            return false
        }
        report(dropped)
        return accepted
    }

    func report(_ dropped: [Item.ID]) {
        guard !dropped.isEmpty else { return }
        warningHandler(.duplicateIDsDropped(count: dropped.count, ids: dropped.prefix(5).map { "\($0)" }))
    }

    /// Takes the ids of a new snapshot and recomputes counts and offsets.
    func reindex(ids newIDs: [Item.ID: Int]) {
        ids = newIDs
        isIndexDeferred = false
        storedItemCount = sections.reduce(0) { $0 + $1.items.count }
        offsets.recompute(from: 0, sections: sections)
    }

    @discardableResult
    private func commitSplice(at position: Int, removed: Int, added: Int, section: Int,
                              itemDelta: Int) -> ListChange {
        let before = storedItemCount
        storedItemCount += itemDelta
        offsets.recompute(from: section, sections: sections)
        // A splice that removes and adds nothing (an appended section without rows) is no change
        // of the flat rows: announcing it would send GTK an empty items-changed.
        let splices = removed > 0 || added > 0
            ? [ListSplice(position: position, removed: removed, added: added)] : []
        return announce(splices, updatesInPlace: [], diff: nil, itemCountBefore: before)
    }

    func announce(_ splices: [ListSplice], updatesInPlace: [Int], diff: ListDiff?, move: ListMove? = nil,
                  itemCountBefore: Int) -> ListChange {
        let change = ListChange(splices: splices, updatesInPlace: updatesInPlace, diff: diff, move: move,
                                itemCountBefore: itemCountBefore, itemCountAfter: storedItemCount)
        if !change.isEmpty { changes.notify(change) }
        return change
    }
}
