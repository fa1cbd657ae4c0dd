import GtkList
import GtkListTesting
import ListCore

/// A shown window holding the `OutlineView` a fuzz run drives: a tree of notes under a section
/// header, expanded, collapsed and edited at random, GTK's model contract checked at every
/// items-changed, and what the rows on screen show compared with the outline's rows.
@MainActor
final class OutlineFuzzScreen: FuzzedScreen {
    private let window: Window
    private let view: OutlineView<Note>
    private var outline: Outline<Note> { view.outline }
    private let contract: ListModelContractChecker

    var onViolation: ((ListModelContractChecker.Violation) -> Void)? {
        get { contract.onViolation }
        set { contract.onViolation = newValue }
    }

    init(_ setup: FuzzScreen.Setup) throws {
        try GtkTestEnvironment.start()
        window = Window()
        let nodes = (0..<12).map { top in
            OutlineNode(Note(id: "n\(top)", text: "Node \(top)"),
                        children: (0..<top % 4).map { OutlineNode(Note(id: "n\(top).\($0)", text: "Node \(top).\($0)")) })
        }
        let outline = Outline(sections: [OutlineSection(id: "first", header: Note(id: "h", text: "Header", kind: "header"), nodes: nodes)],
                              expandedIDs: ["n1", "n3"])
        view = OutlineView(outline: outline, adapters: [
            RowAdapter(kind: "note", make: { Label() }, bind: { $0.text = $1.text }),
            RowAdapter(kind: "header", make: { Label() }, bind: { $0.text = $1.text }),
        ])
        view.selectionMode = setup.multipleSelection ? .multiple : .single
        view.pinsSectionHeaders = setup.pinnedHeaders
        view.animatesChanges = setup.animations
        Settings.animationsEnabled = setup.animations
        window.setChild(view.widget)
        window.setDefaultSize(width: 360, height: 420)
        contract = try ListModelContractChecker(listIn: window)
        window.present()
        _ = MainLoop.waitUntilDrawn(window)
    }

    func run(_ step: FuzzStep, index: Int) -> [String] {
        let sections = outline.sections
        let ids = OutlineFuzzEdit.ids(in: sections)
        func id(_ pick: Int) -> String? { ids.isEmpty ? nil : ids[pick % ids.count] }
        switch step {
        case .expand(let pick, let all): _ = id(pick).map { outline.expand($0, includingDescendants: all) }
        case .collapse(let pick), .removeRange(let pick, _, _): _ = id(pick).map { outline.collapse($0) }
        case .sort(_, let ascending): _ = ascending ? outline.expandAll() : outline.collapseAll()
        case .apply(let seed), .applyInBackground(let seed):
            var random = FuzzRandom(seed: seed)
            outline.apply(OutlineFuzzEdit.edited(sections, newIDs: "a\(index)", random: &random))
        case .append(let count):
            let added = (0..<count).map { OutlineNode(Note(id: "c\(index)-\($0)", text: "Added \(index)-\($0)")) }
            outline.apply(added.reduce(sections) { OutlineFuzzEdit.inserting($1, under: nil, at: .max - 1, in: $0) })
        case .insert(let parent, let at):
            let node = OutlineNode(Note(id: "i\(index)", text: "Inserted \(index)"))
            outline.apply(OutlineFuzzEdit.inserting(node, under: id(parent), at: at, in: sections))
        case .remove(let pick, _): _ = id(pick).map { outline.apply(OutlineFuzzEdit.removing($0, from: sections)) }
        case .replace(let pick): _ = id(pick).map { outline.apply(OutlineFuzzEdit.renaming($0, in: sections)) }
        case .move(let from, _, let to, let at):
            _ = id(from).map { outline.apply(OutlineFuzzEdit.moving($0, under: to % 5 == 0 ? nil : id(to), at: at, in: sections)) }
        case .removeAll: outline.apply([OutlineSection<Note>]())
        case .select(let picks):
            let rows = (0..<outline.dataSource.rowCount).compactMap(outline.entry(atRow:)).map(\.id)
            if !rows.isEmpty { view.selectItems(withIDs: picks.map { rows[$0 % rows.count] }) }
        case .scroll(let percent):
            _ = MainLoop.waitUntilDrawn(window)
            let scrolled = view.scrolledWindow
            if outline.dataSource.rowCount > 0 { scrolled.verticalOffset = scrolled.maximumVerticalOffset * Double(percent) / 100 }
        case .toggleTrailingRow: view.trailingWidget = view.trailingWidget == nil ? Label("Loading more…") : nil
        case .settle: break
        }
        return problems(drawn: index % FuzzScreen.stepsPerFrame == FuzzScreen.stepsPerFrame - 1)
    }

    /// A broken contract, a bound row that is not the outline's row at its place (its item, depth
    /// and expansion, and its text on screen); after a frame, a row on screen nothing is bound to.
    func problems(drawn: Bool) -> [String] {
        MainLoop.runPending()
        if drawn { _ = MainLoop.waitUntilDrawn(window) }
        var found = contract.violations.map(\.description)
        var bound = Set<Int>()
        for row in view.boundRows {
            bound.insert(row.position)
            let expected = outline.entry(atRow: row.position)
            let text = row.row.widget.labelTexts.first
            if row.item != expected || text != expected?.item.text {
                found.append("row \(row.position) shows \(row.item.id) at depth \(row.item.depth) “\(text ?? "?")”, "
                    + "the outline has \(expected.map { "\($0.id) at depth \($0.depth) “\($0.item.text)”" } ?? "no row")")
            }
        }
        guard drawn else { return found }
        for position in view.visibleRows.map(Array.init) ?? [] where position < outline.dataSource.rowCount && !bound.contains(position) {
            found.append("row \(position) is on screen but nothing is bound to it")
        }
        return found
    }

    func close() {
        contract.stop()
        window.close()
        MainLoop.runPending()
        Settings.animationsEnabled = false
    }
}
