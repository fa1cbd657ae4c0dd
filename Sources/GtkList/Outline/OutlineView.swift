import ListCore

/// A list of an `Outline`'s visible nodes: items with children under disclosure triangles.
///
/// Each row is its item's own design, made by the ``RowAdapter`` for the item's kind, indented
/// by its depth behind a triangle that a click turns. The keyboard does what the triangle does,
/// on the focused row: Right expands it (or, when expanded, goes to its first child), Left
/// collapses it (or, when collapsed, goes to its parent), `+` and `-` expand and collapse, and
/// `*` expands everything under it. Screen readers hear each row's level and whether it is
/// expanded. Everything else — selection, activation, the context menu, the empty page, pinned
/// headers, change animations, prefetch — is the list's (``ListView``), over rows that are the
/// outline's `OutlineEntry` values: `entry.item` is your item.
///
/// ```swift
/// let outline = Outline(nodes: folders)
/// let tree = OutlineView(outline: outline, adapters: [
///     RowAdapter<FileItem>(kind: "file", make: { Label() }) { label, file in label.text = file.name },
/// ])
/// window.setChild(tree.widget)
/// ```
///
/// Change the tree with the outline's `apply(_:)`, and its expansion with its
/// `expand(_:includingDescendants:)` and the like; the view follows, animating expansion as
/// inserted and removed rows when ``RecycledRowsView/animatesChanges`` is on. Leave
/// ``RecycledRowsView/reordering`` off: it moves rows of the data source, which the outline's next change
/// puts back; move nodes with a new tree instead. <doc:Outlines> has a whole example.
@MainActor
public final class OutlineView<Item: ListItem>: ListView<OutlineEntry<Item>> {
    /// The tree the view shows.
    public let outline: Outline<Item>

    /// How far each level is indented, in pixels. 20 by default.
    public var indentation = 20 {
        didSet { rebindShownRows() }
    }

    /// Creates a view of `outline` with one row adapter per kind of item.
    public init(outline: Outline<Item>, adapters: [RowAdapter<Item>] = []) {
        self.outline = outline
        super.init(dataSource: outline.dataSource)
        accessibleLabel = packageTexts.translate("Outline")
        adapters.forEach(register)
        binding.rowDidBind.connect { row, itemWidget in
            guard let itemWidget, !row.isSupplementary else { return }
            itemWidget.setAccessibleLevel(row.item.depth + 1)
            itemWidget.setAccessibleExpanded(row.item.hasChildren ? row.item.isExpanded : nil)
        }
        binding.listWidget.onKeyPress { [weak self] key, modifiers in
            guard modifiers.subtracting(.shift).isEmpty, let self else { return false }
            return self.handle(key)
        }
    }

    /// Adds (or replaces) the adapter for the items of `adapter.kind`; its rows show inside the
    /// outline's, behind their triangles.
    public func register(_ adapter: RowAdapter<Item>) {
        register(adapter.inOutline(indentation: { [weak self] in self?.indentation ?? 0 },
                                   toggle: { [weak self] id in self?.outline.toggle(id) }))
    }

    // MARK: Keys

    /// Does what `key` asks of the focused row; `false` to let the list handle it.
    private func handle(_ key: String) -> Bool {
        guard let row = binding.focusedRow, let entry = outline.entry(atRow: row),
              dataSource.row(at: row)?.isSupplementary == false else { return false }
        let towardsChildren = isRightToLeft ? "Left" : "Right"
        let towardsParent = isRightToLeft ? "Right" : "Left"
        switch key {
        case towardsChildren, "KP_" + towardsChildren:
            guard entry.hasChildren else { return false }
            if entry.isExpanded { focusItem(inRow: row + 1) } else { outline.expand(entry.id) }
        case towardsParent, "KP_" + towardsParent:
            if entry.isExpanded {
                outline.collapse(entry.id)
            } else if let parent = entry.parentID, let path = dataSource.indexPath(ofItemWithID: parent) {
                focusItem(at: path)
            } else {
                return false
            }
        case "plus", "KP_Add": outline.expand(entry.id)
        case "minus", "KP_Subtract": outline.collapse(entry.id)
        case "asterisk", "KP_Multiply": outline.expand(entry.id, includingDescendants: true)
        default: return false
        }
        return true
    }

    /// Focuses the item shown at flat row `row`, if it is one.
    private func focusItem(inRow row: Int) {
        dataSource.row(at: row)?.indexPath.map { focusItem(at: $0) }
    }

    private var isRightToLeft: Bool { binding.listWidget.isRightToLeft }
}

extension RowAdapter {
    /// This adapter's rows inside an outline's rows: the same kind, height and hooks, its rows
    /// wrapped in ``OutlineRowView``s that `indentation` indents per level and whose triangle
    /// calls `toggle`.
    func inOutline(indentation: @escaping @MainActor () -> Int,
                   toggle: @escaping @MainActor (Item.ID) -> Void) -> RowAdapter<OutlineEntry<Item>> {
        let (makeRow, bindRow, unbindRow) = (makeRow, bindRow, unbindRow)
        var adapter = RowAdapter<OutlineEntry<Item>>(
            kind: kind, defaultHeight: defaultHeight,
            make: { OutlineRowView<Item>(content: makeRow(), toggle: toggle) },
            bindRow: { row, listRow in
                row.show(listRow.item, indentation: indentation())
                bindRow(row.content, listRow.map { $0.item })
            },
            unbindRow: { row, listRow in unbindRow(row.content, listRow.map { $0.item }) })
        adapter.prefetch = prefetch.map { prefetch in { prefetch($0.item) } }
        adapter.cancelPrefetch = cancelPrefetch.map { cancel in { cancel($0.item) } }
        adapter.accessibleLabel = accessibleLabel.map { label in { label($0.map { $0.item }) } }
        adapter.bindReadsRowPlace = bindReadsRowPlace
        return adapter
    }
}
