import GtkList
import GtkListTesting
import ListCore
import XCTest

/// What every view shares is written once, in `ListBase`: one function over a `ListBase` drives a
/// list, a sorted table and a grid of the same data source, shown side by side, to the same
/// results.
final class ListBaseTests: XCTestCase {
    func testOneFunctionOverListBaseDrivesAListAndASortedTableAlike() throws {
        try MainActor.assumeIsolated { try Self.driveAListAndATable() }
    }

    @MainActor
    private static func driveAListAndATable() throws {
        try GtkTestEnvironment.start()
        let source = ListDataSource(sections: TableHarness.regions([
            "North": (0..<30).map { ("N\($0)", 1_000 - $0) },
            "South": [("Oslo", 700), ("Bergen", 300), ("Tromsø", 80)],
        ]))
        let population = TableColumn<City>("Population", text: { String($0.population) }).sortsBy(\.population)
        let table = TableView(dataSource: source, columns: [TableColumn("Name", text: \.name), population])
        let adapters = [
            RowAdapter<City>(kind: "city", make: { Label() }, bind: { $0.text = $1.name }),
            RowAdapter<City>(kind: "region", make: { Label() }, bind: { $0.text = $1.name }),
        ]
        let list = ListView(dataSource: source, adapters: adapters)
        let grid = GridView(dataSource: source, adapters: adapters)
        grid.minimumCellWidth = 80
        let window = Window()
        window.setDefaultSize(width: 900, height: 300)
        window.setChild(Box(.horizontal, children: [list.widget, table.widget, grid.widget]))
        let contracts = try [list.scrolledWindow, table.scrolledWindow, grid.scrolledWindow].map { try ListModelContractChecker(listIn: $0) }
        defer {
            contracts.forEach { $0.assertNoViolation() }
            window.close()
        }
        window.present()
        XCTAssertTrue(MainLoop.waitUntilDrawn(window))
        // Sorted by population, the table's rows differ from the data source's order.
        table.sort(by: population)
        XCTAssertTrue(table.isSorted)
        XCTAssertNotEqual(table.row(of: ListIndexPath(section: 1, item: 0)), list.row(of: ListIndexPath(section: 1, item: 0)))

        for view: ListBase<City> in [list, table, grid] {
            assertSharedBehaviour(of: view, name: view is TableView<City> ? "table" : view is GridView<City> ? "grid" : "list")
        }

        // With no items, each view shows its own empty page.
        let pages = ["list", "table", "grid"].map { EmptyPage.textOnly(title: "No cities in the \($0)") }
        for (view, page) in zip([list, table, grid] as [ListBase<City>], pages) { view.emptyPage = page }
        source.removeAll()
        XCTAssertTrue(MainLoop.run(until: { pages.allSatisfy(\.isShown) }, timeout: 5), "both empty pages show")
    }

    /// Every item's row leads back to the item; selection, activation, scrolling and the empty
    /// page act on the view given.
    @MainActor
    private static func assertSharedBehaviour(of view: ListBase<City>, name: String) {
        let source = view.dataSource
        let paths = source.sections.indices.flatMap { section in
            source.sections[section].items.indices.map { ListIndexPath(section: section, item: $0) }
        }
        for path in paths {
            let row = view.row(of: path)
            XCTAssertNotNil(row, "\(name): \(path) has a row")
            XCTAssertEqual(row.flatMap(view.item(atRow:))?.indexPath, path, "\(name): the row of \(path) shows it")
        }
        XCTAssertNil(view.row(of: ListIndexPath(section: 5, item: 0)), "\(name): no row for a path out of range")
        XCTAssertNil(view.item(atRow: view.presentedRowCount), "\(name): no item past the last row")

        var heardSelection: [String?] = []
        let selectionHandler = view.onSelectionChange { heardSelection.append($0?.item.name) }
        view.selectItem(at: ListIndexPath(section: 1, item: 0))
        XCTAssertEqual(view.selectedItem?.item.name, "Oslo", name)
        XCTAssertEqual(heardSelection, ["Oslo"], name)
        view.selectItem(at: nil)
        XCTAssertNil(view.selectedItem, name)
        selectionHandler.disconnect()

        var activated: [String] = []
        let activation = view.onActivate { activated.append($0.item.name) }
        view.activateItem(at: ListIndexPath(section: 1, item: 2))
        XCTAssertEqual(activated, ["Tromsø"], "\(name): activating an item tells its handlers")
        activation.disconnect()

        // South's cities come after North's 30 in both views: sorting keeps rows in their sections.
        view.scrollToItem(at: ListIndexPath(section: 1, item: 2))
        XCTAssertTrue(MainLoop.run(until: { view.scrolledWindow.verticalOffset > 0 }, timeout: 5),
                      "\(name): scrolling to an item far down moves the view")

        let page = EmptyPage.textOnly(title: "No cities")
        view.emptyPage = page
        XCTAssertFalse(page.isShown, "\(name): no empty page while the view has items")
        view.emptyPage = nil
        view.selectionMode = .multiple
        view.selectItems(withIDs: ["Bergen", "N3", "nobody"])
        XCTAssertEqual(view.selectedItems.map(\.item.name), ["N3", "Bergen"], "\(name): in the data source's order")
        view.selectionMode = .single
        XCTAssertEqual(view.selectedItems.map(\.item.name), ["N3"], "\(name): a single selection keeps the first")
        view.selectItem(at: nil)
        view.scrollToRow(0)
    }
}
