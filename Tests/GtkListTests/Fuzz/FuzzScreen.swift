import GtkList
import GtkListTesting
import ListCore

/// A shown view a fuzz run drives, step by step, and what is wrong with it after each.
@MainActor
protocol FuzzedScreen: AnyObject {
    /// Called with a broken contract before GTK hears the change (and may abort).
    var onViolation: ((ListModelContractChecker.Violation) -> Void)? { get set }
    /// Runs `step`, the `index`th of the run, and returns what is wrong afterwards.
    func run(_ step: FuzzStep, index: Int) -> [String]
    /// What is wrong now; after a frame, when `drawn`.
    func problems(drawn: Bool) -> [String]
    /// Lets every waiting piece of work finish and closes the window.
    func close()
}

/// A shown window holding the view a fuzz run drives: a `ListView`, a `FeedListView` whose page
/// loads wait for the run, or a `TableView` whose columns the run sorts, with every row kind of
/// ``ListHarness``, GTK's model contract checked at every items-changed, and what the rows on
/// screen show compared with the data.

@MainActor
final class FuzzScreen: FuzzedScreen {
    /// What the list under test has on.
    struct Setup: CustomStringConvertible {
        var feed = false
        var table = false
        var grid = false
        var outline = false
        var multipleSelection = false
        var pinnedHeaders = false
        var animations = false
        var reordering = false

        var description: String {
            if table { return "TableView(multipleSelection: \(multipleSelection))" }
            if grid { return "GridView(multipleSelection: \(multipleSelection), pinnedHeaders: \(pinnedHeaders), animations: \(animations), reordering: \(reordering))" }
            if outline {
                return "OutlineView(multipleSelection: \(multipleSelection), pinnedHeaders: \(pinnedHeaders), animations: \(animations))"
            }
            return "\(feed ? "FeedListView" : "ListView")(multipleSelection: \(multipleSelection), pinnedHeaders: \(pinnedHeaders), "
                + "animations: \(animations), reordering: \(reordering))"
        }
    }

    let window: Window
    /// The view driven: the list, or the table.
    let view: ListBase<Note>
    private let list: ListView<Note>?
    private let feed: FeedListView<Note>?
    private let table: TableView<Note>?
    private let grid: GridView<Note>?
    /// The table's columns: the text, then the id, each sorting by what it shows.
    private let columns: [TableColumn<Note>]
    private let contract: ListModelContractChecker
    private var backgroundApplies = 0
    private var pageLoadWaits = false
    private var pageLoadsRunning = 0
    private var step = 0

    /// Called with a broken contract before GTK hears the change (and may abort).
    var onViolation: ((ListModelContractChecker.Violation) -> Void)? {
        get { contract.onViolation }
        set { contract.onViolation = newValue }
    }

    /// The screen for `setup`: an outline's own, or one of a list, feed, table or grid.
    static func make(_ setup: Setup) throws -> any FuzzedScreen {
        setup.outline ? try OutlineFuzzScreen(setup) : try FuzzScreen(setup)
    }

    init(_ setup: Setup) throws {
        try GtkTestEnvironment.start()
        window = Window()
        let source = ListDataSource(sections: [ListSection(id: "first", items: ListHarness.notes(0..<12))])
        let adapters: [RowAdapter<Note>] = [
            RowAdapter(kind: "note", make: { Label() }, bind: { $0.text = $1.text }),
            RowAdapter(kind: "header", make: { Label() }, bind: { $0.text = $1.text }),
        ]
        feed = setup.feed ? FeedListView(dataSource: source, adapters: adapters) : nil
        feed?.refreshWork = { _ in .available }
        columns = setup.table ? [TableColumn("Text", text: \.text).sortsBy(\.text), TableColumn("ID", text: \.id).sortsBy(\.id)] : []
        table = setup.table ? TableView(dataSource: source, columns: columns) : nil
        grid = setup.grid ? GridView(dataSource: source, adapters: adapters) : nil
        grid?.minimumCellWidth = 90
        list = table != nil || grid != nil ? nil : feed?.list ?? ListView(dataSource: source, adapters: adapters)
        view = table ?? grid ?? list!
        window.setChild(feed?.widget ?? view.widget)
        view.selectionMode = setup.multipleSelection ? .multiple : .single
        (list ?? grid)?.pinsSectionHeaders = setup.pinnedHeaders
        (list ?? grid)?.animatesChanges = setup.animations
        // Animations run for real (GtkTestEnvironment turns them off): a change plans its ghosts
        // from the rows GTK still shows.
        Settings.animationsEnabled = setup.animations
        if setup.reordering { (list ?? grid)?.reordering = RowReordering(movesAcrossSections: true) }
        window.setDefaultSize(width: 360, height: 420)
        contract = try ListModelContractChecker(listIn: window)
        feed?.loadMoreWork = { [weak self] source in
            guard let self else { return .exhausted }
            self.pageLoadsRunning += 1
            defer { self.pageLoadsRunning -= 1 }
            self.pageLoadWaits = true
            while self.pageLoadWaits { try await Task.sleep(nanoseconds: 1_000_000) }
            source.append((0..<3).map { Note(id: "page\(self.step)-\($0)", text: "Paged \(self.step)-\($0)") })
            return .available
        }
        window.present()
        _ = MainLoop.waitUntilDrawn(window)
        if let feed { _ = MainLoop.run(until: { feed.state.hasLoadedOnce }) }
    }

    /// Runs `step`, the `index`th of the run, and returns what is wrong afterwards.
    func run(_ step: FuzzStep, index: Int) -> [String] {
        self.step = index
        let source = view.dataSource
        let sections = (0..<source.sections.count).compactMap(source.section(at:))
        func section(_ pick: Int) -> Int? { sections.isEmpty ? nil : pick % sections.count }
        func path(_ sectionPick: Int, _ pick: Int, extra: Int = 0) -> ListIndexPath? {
            guard let index = section(sectionPick) else { return nil }
            let count = sections[index].items.count + extra
            return count == 0 ? nil : ListIndexPath(section: index, item: pick % count)
        }
        switch step {
        case .apply(let seed):
            var random = FuzzRandom(seed: seed)
            source.apply(FuzzEdit.refreshed(sections, newIDs: "a\(index)", random: &random))
        case .applyInBackground(let seed):
            var random = FuzzRandom(seed: seed)
            let target = FuzzEdit.refreshed(sections, newIDs: "b\(index)", random: &random)
            backgroundApplies += 1
            Task { @MainActor in
                _ = await source.applyInBackground(target)
                self.backgroundApplies -= 1
            }
        case .settle:
            guard MainLoop.run(until: { self.backgroundApplies == 0 }, timeout: 20) else { return ["a background apply never finished"] }
        case .append(let count):
            source.append((0..<count).map { Note(id: "c\(index)-\($0)", text: "Added \(index)-\($0)") })
        case .insert(let sectionPick, let pick):
            if let index = section(sectionPick) {
                let item = pick % (sections[index].items.count + 1)
                source.insert(Note(id: "i\(self.step)", text: "Inserted \(self.step)"), at: ListIndexPath(section: index, item: item))
            }
        case .remove(let sectionPick, let pick):
            if let path = path(sectionPick, pick) { source.remove(at: path) }
        case .removeRange(let sectionPick, let from, let count):
            if let path = path(sectionPick, from) {
                let end = min(path.item + count, sections[path.section].items.count)
                source.removeItems(in: path.item..<end, ofSection: path.section)
            }
        case .replace(let pick):
            let items = sections.flatMap(\.items)
            if !items.isEmpty {
                var item = items[pick % items.count]
                item.text += "*"
                source.replace(item)
            }
        case .move(let fromSection, let from, let toSection, let to):
            if let source = path(fromSection, from), let target = path(toSection, to, extra: 1) {
                view.dataSource.move(from: source, to: target)
            }
        case .removeAll:
            source.removeAll()
        case .select(let picks):
            let ids = sections.flatMap(\.items).map(\.id)
            if !ids.isEmpty { view.selectItems(withIDs: picks.map { ids[$0 % ids.count] }) }
        case .scroll(let percent):
            // As a person would: on the list as drawn (GTK 4.8 warns when the adjustment moves
            // past rows it has not laid out yet).
            _ = MainLoop.waitUntilDrawn(window)
            let scrolled = view.scrolledWindow
            if source.rowCount > 0 { scrolled.verticalOffset = scrolled.maximumVerticalOffset * Double(percent) / 100 }
        case .toggleTrailingRow:
            if let grid {
                grid.trailingWidget = grid.trailingWidget == nil ? Label("Loading more…") : nil
            } else if pageLoadsRunning > 0 { pageLoadWaits = false } else { feed?.loadMore() }
        case .expand, .collapse:
            break  // an outline's
        case .sort(let column, let ascending):
            table?.sort(by: column < columns.count ? columns[column] : nil, ascending: ascending)
            // A grid lays its cells out anew in 4, 3, 2 or 1 columns of the window's 360 px.
            grid?.minimumCellWidth = [90, 120, 180, 400][(column * 2 + (ascending ? 1 : 0)) % 4]
        }
        return problems(drawn: index % Self.stepsPerFrame == Self.stepsPerFrame - 1)
    }

    /// Whether no change so far broke GTK's model contract.
    var contractHeld: Bool { contract.violations.isEmpty }

    /// How often a step waits for a frame to check the rows on screen: GTK binds rows while it
    /// hears a change, but lays them out only in its next frame (a frame is 17 ms under Xvfb).
    static let stepsPerFrame = 8

    /// What is wrong now: a broken contract, a bound row that is not the data's row at its
    /// place; and after a frame, when `drawn`, a row on screen that nothing is bound to.
    func problems(drawn: Bool) -> [String] {
        MainLoop.runPending()
        if drawn { _ = MainLoop.waitUntilDrawn(window) }
        var found = contract.violations.map(\.description)
        if let table { return found + tableProblems(table) }
        if let grid { return found + gridProblems(grid, drawn: drawn) }
        guard let list else { return found }
        let source = list.dataSource
        var bound = Set<Int>()
        for row in list.boundRows {
            bound.insert(row.position)
            let expected = source.row(at: row.position)?.item
            let text = (row.row as? Label)?.text
            if row.item.id != expected?.id || text != expected?.text {
                found.append("row \(row.position) shows \(row.item.id) “\(text ?? "?")”, the data has \(expected.map { "\($0.id) “\($0.text)”" } ?? "no row")")
            }
        }
        guard drawn else { return found }
        for position in list.visibleRows.map(Array.init) ?? [] where position < source.rowCount && !bound.contains(position) {
            found.append("row \(position) is on screen but nothing is bound to it")
        }
        return found
    }

    /// What is wrong in the grid: a bound cell that does not show its place's item, and after a
    /// frame, a cell on screen that nothing is bound to.
    private func gridProblems(_ grid: GridView<Note>, drawn: Bool) -> [String] {
        var found: [String] = []
        let source = grid.dataSource
        var bound = Set<Int>()
        for cell in grid.boundCells {
            bound.insert(cell.row)
            let expected = source.row(at: cell.row)?.item
            let text = (cell.widget as? Label)?.text
            if cell.item.id != expected?.id || text != expected?.text {
                found.append("cell \(cell.row) shows \(cell.item.id) “\(text ?? "?")”, the data has \(expected.map { "\($0.id) “\($0.text)”" } ?? "no row")")
            }
        }
        guard drawn else { return found }
        for row in grid.visibleRows.map(Array.init) ?? [] where row < source.rowCount && !bound.contains(row) {
            found.append("row \(row) is on screen but nothing is bound to it")
        }
        return found
    }

    /// What is wrong in the table: a row count that is not the data's, a cell that does not show
    /// its row's item, items of a section out of the sorted column's order.
    private func tableProblems(_ table: TableView<Note>) -> [String] {
        var found: [String] = []
        let source = table.dataSource
        if table.presentedRowCount != source.rowCount {
            found.append("the table shows \(table.presentedRowCount) rows, the data has \(source.rowCount)")
        }
        for (column, text) in zip(columns, [\Note.text, \Note.id] as [KeyPath<Note, String>]) {
            for cell in table.shownCells(of: column) {
                guard let item = table.item(atRow: cell.position)?.item else { continue }
                let shown = (cell.widget as? Inscription)?.text
                if shown != item[keyPath: text] {
                    found.append("cell \(column.title) of row \(cell.position) shows “\(shown ?? "?")”, its item \(item.id) has “\(item[keyPath: text])”")
                }
            }
        }
        guard let order = table.sortOrder, let index = columns.firstIndex(where: { $0 === order.column }), table.isSorted else { return found }
        let key = index == 0 ? \Note.text : \Note.id
        let shown = (0..<table.presentedRowCount).compactMap(table.item(atRow:))
        for (earlier, later) in zip(shown, shown.dropFirst()) where earlier.indexPath.section == later.indexPath.section {
            let (first, second) = (earlier.item[keyPath: key], later.item[keyPath: key])
            if order.ascending ? first > second : first < second {
                found.append("sorted by \(order.column.title) \(order.ascending ? "up" : "down"), “\(first)” comes before “\(second)”")
                break
            }
        }
        return found
    }

    /// Lets every waiting piece of work finish and closes the window.
    func close() {
        pageLoadWaits = false
        _ = MainLoop.run(until: { self.backgroundApplies == 0 && self.pageLoadsRunning == 0 }, timeout: 20)
        contract.stop()
        window.close()
        MainLoop.runPending()
        Settings.animationsEnabled = false
    }
}
