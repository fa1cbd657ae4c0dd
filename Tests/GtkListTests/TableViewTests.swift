import CGtk
import GtkList
import GtkListTesting
import ListCore
import XCTest

/// The public table: columns described in Swift over a data source, sorting by headers within
/// sections, the list's selection, keyboard, context menu and empty page, and GTK's contract
/// kept through random changes while sorted.
final class TableViewTests: XCTestCase {
    private static let europe = TableHarness.regions([
        "Americas": [("Lima", 10_092_000), ("Quito", 2_011_388), ("Bogotá", 7_968_095)],
        "Europe": [("Oslo", 709_037), ("Tunis", 638_845), ("Athens", 664_046), ("Rome", 2_873_000)],
    ])

    func testCellsShowTheirItemsAndHeadersAreRowsOfTheirOwn() throws {
        try MainActor.assumeIsolated {
            let harness = try TableHarness(ListDataSource(sections: Self.europe))
            defer { harness.close() }
            XCTAssertEqual(harness.shownNames, ["[header]", "Lima", "Quito", "Bogotá", "[header]", "Oslo", "Tunis", "Athens", "Rome"])
            XCTAssertEqual(harness.cellText(at: ListIndexPath(section: 1, item: 3), in: harness.population), "2873000")
            XCTAssertEqual(harness.cellText(at: ListIndexPath(section: 0, item: 0), in: harness.name), "Lima")
            XCTAssertEqual(harness.table.columns.map(\.title), ["Name", "Population"])
            XCTAssertTrue(harness.window.shownTexts.contains("Americas"), "the header row shows its region")
        }
    }

    func testAHeaderSortsRowsWithinTheirSectionsAndASecondSortReversesThem() throws {
        try MainActor.assumeIsolated {
            let harness = try TableHarness(ListDataSource(sections: Self.europe))
            defer { harness.close() }
            harness.table.sort(by: harness.population)
            XCTAssertEqual(harness.shownNames, ["[header]", "Quito", "Bogotá", "Lima", "[header]", "Tunis", "Athens", "Oslo", "Rome"])
            harness.table.sort(by: harness.name, ascending: false)
            XCTAssertEqual(harness.shownNames, ["[header]", "Quito", "Lima", "Bogotá", "[header]", "Tunis", "Rome", "Oslo", "Athens"])
            XCTAssertEqual(harness.table.item(atRow: 1)?.indexPath, ListIndexPath(section: 0, item: 1), "paths stay the data source's")
            harness.table.sort(by: nil)
            XCTAssertEqual(harness.shownNames, ["[header]", "Lima", "Quito", "Bogotá", "[header]", "Oslo", "Tunis", "Athens", "Rome"])
        }
    }

    func testClicksOnAHeaderSortAscendingThenDescending() throws {
        try MainActor.assumeIsolated {
            let harness = try TableHarness(ListDataSource(sections: Self.europe))
            defer { harness.close() }
            let populationHeader = try XCTUnwrap(harness.table.headerWidget(of: harness.population))
            try TestInput.click(populationHeader)
            XCTAssertTrue(MainLoop.run(until: { harness.shownNames[1] == "Quito" }), "\(harness.shownNames)")
            XCTAssertEqual(harness.shownNames, ["[header]", "Quito", "Bogotá", "Lima", "[header]", "Tunis", "Athens", "Oslo", "Rome"])
            // Right away: a second click, not a double click.
            try TestInput.click(populationHeader)
            XCTAssertTrue(MainLoop.run(until: { harness.shownNames[1] == "Lima" }), "\(harness.shownNames)")
            XCTAssertEqual(harness.shownNames, ["[header]", "Lima", "Bogotá", "Quito", "[header]", "Rome", "Oslo", "Athens", "Tunis"])
        }
    }

    /// A text column given no width in characters is as wide as its longest text, not as its
    /// header: "U", over names up to 26 characters long.
    func testATextColumnWithoutAWidthIsAsWideAsItsLongestText() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let names = ["Ouagadougou-Bobo-Dioulasso", "Lima", "Tōkyō 東京"]
            let cities = names.enumerated().map { City(id: "\($0.offset)", name: $0.element, population: 1) }
            let short = TableColumn<City>("U", text: \.name)
            let table = TableView(dataSource: ListDataSource(sections: [ListSection(id: "s", items: cities)]),
                                  columns: [short, TableColumn("N", text: { String($0.population) })])
            let window = Window()
            defer { window.close() }
            window.setDefaultSize(width: 600, height: 200)
            window.setChild(table.widget)
            window.present()
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            for (item, name) in names.enumerated() {
                let cell = try XCTUnwrap(table.cellWidget(at: ListIndexPath(section: 0, item: item), in: short))
                let label = Label()
                label.text = name
                var natural: Int32 = 0
                gtk_widget_measure(label.unsafeWidgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
                XCTAssertGreaterThanOrEqual(cell.allocatedWidth, Int(natural), "\(name) fits its cell")
            }
            let header = try XCTUnwrap(table.headerWidget(of: short))
            XCTAssertLessThan(header.allocatedWidth, 600 / 2 + 50, "no wider than its text needs")
        }
    }

    func testGoldenPictureOfASortedTableWithSections() throws {
        try MainActor.assumeIsolated {
            let harness = try TableHarness(ListDataSource(sections: Self.europe))
            defer { harness.close() }
            harness.table.selectItem(at: ListIndexPath(section: 1, item: 0))
            harness.table.sort(by: harness.population, ascending: false)
            MainLoop.waitUntilDrawn(harness.window)
            assertGolden(of: harness.window, named: "table-sorted-sections")
        }
    }

    func testATableThatDoesNotAllowSortingKeepsTheDataSourcesOrder() throws {
        try MainActor.assumeIsolated {
            let harness = try TableHarness(ListDataSource(sections: Self.europe))
            defer { harness.close() }
            harness.table.sort(by: harness.name)
            harness.table.allowsSorting = false
            XCTAssertEqual(harness.shownNames.prefix(4), ["[header]", "Lima", "Quito", "Bogotá"], "back in order")
            harness.table.sort(by: harness.population)
            XCTAssertEqual(harness.shownNames.prefix(4), ["[header]", "Lima", "Quito", "Bogotá"], "sorting refused")
        }
    }

    func testChangesWhileSortedLandInTheirSortedPlaces() throws {
        try MainActor.assumeIsolated {
            let harness = try TableHarness(ListDataSource(sections: Self.europe))
            defer { harness.close() }
            harness.table.sort(by: harness.population)
            var sections = Self.europe
            sections[1].items.append(City(id: "Paris", name: "Paris", population: 2_102_650))
            sections[0].items[0].population = 1  // Lima, updated in place, goes first
            sections[1].items.removeAll { $0.id == "Tunis" }
            harness.source.apply(sections)
            XCTAssertEqual(harness.shownNames, ["[header]", "Lima", "Quito", "Bogotá", "[header]", "Athens", "Oslo", "Paris", "Rome"])
            MainLoop.waitUntilDrawn(harness.window)
            XCTAssertEqual(harness.cellText(at: ListIndexPath(section: 0, item: 0), in: harness.population), "1",
                           "the updated cell shows its new value")
        }
    }

    func testACellThatShowsItsRowsPlaceShowsTheNewPlaceAfterRowsAreAddedBeforeIt() throws {
        try MainActor.assumeIsolated {
            let table = try PlaceTable(Self.europe)
            defer { table.close() }
            XCTAssertEqual(table.placeShown(of: ListIndexPath(section: 1, item: 3)), "1.3")
            var sections = Self.europe
            sections[1].items.insert(City(id: "Paris", name: "Paris", population: 2_102_650), at: 0)
            sections.insert(ListSection(id: "Africa", header: City(id: "header-Africa", name: "Africa", population: 0, kind: "region"),
                                        items: [City(id: "Cairo", name: "Cairo", population: 9_539_673)]), at: 0)
            table.source.apply(sections)
            MainLoop.waitUntilDrawn(table.window)
            // Rome's item is the same object, but it is now the fifth item of the third section.
            XCTAssertEqual(table.placeShown(of: ListIndexPath(section: 2, item: 4)), "2.4")
            XCTAssertEqual(table.placeShown(of: ListIndexPath(section: 1, item: 0)), "1.0", "Lima moved a section down")
        }
    }

    /// Sorted, GTK binds again only the rows from the first sorted place a change touches: a row
    /// added first in its section but sorted last moves the others' index paths without them.
    func testACellThatShowsItsRowsPlaceShowsTheNewPlaceInASortedTable() throws {
        try MainActor.assumeIsolated {
            let table = try PlaceTable(Self.europe)
            defer { table.close() }
            table.table.sort(by: table.name)
            MainLoop.waitUntilDrawn(table.window)
            XCTAssertEqual(table.placeShown(of: ListIndexPath(section: 1, item: 2)), "1.2", "Athens")
            var sections = Self.europe
            sections[1].items.insert(City(id: "Zurich", name: "Zurich", population: 421_878), at: 0)
            table.source.apply(sections)
            MainLoop.waitUntilDrawn(table.window)
            XCTAssertEqual(table.placeShown(of: ListIndexPath(section: 1, item: 3)), "1.3", "Athens, sorted first in its section")
            XCTAssertEqual(table.placeShown(of: ListIndexPath(section: 1, item: 0)), "1.0", "Zurich, sorted last")
        }
    }

    func testRandomChangesWhileSortedKeepGTKsContractAndTheSortedOrder() throws {
        try MainActor.assumeIsolated {
            var random = FuzzRandom(seed: 0x7AB1E)
            let harness = try TableHarness(ListDataSource(sections: Self.europe))
            defer { harness.close() }
            var ascending = true
            harness.table.sort(by: harness.population)
            var nextID = 0
            var sections = Self.europe
            for step in 0..<300 {
                // Insert, remove, update in place, move between sections, add or drop a section.
                switch random.below(6) {
                case 0, 1:
                    let section = random.below(sections.count)
                    nextID += 1
                    sections[section].items.insert(City(id: "c\(nextID)", name: "City \(nextID)", population: random.below(1_000)),
                                                   at: random.below(sections[section].items.count + 1))
                case 2:
                    let section = random.below(sections.count)
                    if !sections[section].items.isEmpty { sections[section].items.remove(at: random.below(sections[section].items.count)) }
                case 3:
                    let section = random.below(sections.count)
                    if !sections[section].items.isEmpty {
                        sections[section].items[random.below(sections[section].items.count)].population = random.below(1_000)
                    }
                case 4:
                    let from = random.below(sections.count), to = random.below(sections.count)
                    if !sections[from].items.isEmpty {
                        let city = sections[from].items.remove(at: random.below(sections[from].items.count))
                        sections[to].items.insert(city, at: random.below(sections[to].items.count + 1))
                    }
                default:
                    if sections.count > 1, random.chance(50) {
                        sections.remove(at: random.below(sections.count))
                    } else {
                        nextID += 1
                        sections.insert(ListSection(id: "r\(nextID)", header: City(id: "h\(nextID)", name: "Region \(nextID)",
                                                                                    population: 0, kind: "region"), items: []),
                                        at: random.below(sections.count + 1))
                    }
                }
                harness.source.apply(sections)
                if step % 20 == 19 {
                    ascending.toggle()
                    harness.table.sort(by: harness.population, ascending: ascending)
                }
                let expected = sections.flatMap { section in
                    ["[header]"] + section.items.sorted { ($0.population, $0.id) < ($1.population, $1.id) }.map(\.name)
                }
                // Equal populations may stand in either order; compare each section's populations.
                let shown = (0..<harness.table.presentedRowCount).map { harness.table.item(atRow: $0)?.item.population ?? -1 }
                let wanted = sections.flatMap { [-1] + $0.items.map(\.population).sorted(by: ascending ? (<) : (>)) }
                XCTAssertEqual(shown, wanted, "step \(step)")
                XCTAssertEqual(Set(harness.shownNames), Set(expected), "step \(step)")
                if step % 25 == 0 { MainLoop.waitUntilDrawn(harness.window) }
                harness.contract.assertNoViolation()
            }
        }
    }

    func testSelectionFollowsItemsAcrossSortingAndCtrlASelectsEveryItemButNoHeader() throws {
        try MainActor.assumeIsolated {
            let harness = try TableHarness(ListDataSource(sections: Self.europe))
            defer { harness.close() }
            harness.table.selectionMode = .multiple
            let oslo = try XCTUnwrap(harness.table.cellWidget(at: ListIndexPath(section: 1, item: 0), in: harness.name))
            try TestInput.click(oslo)
            XCTAssertEqual(harness.table.selectedItem?.item.name, "Oslo")
            harness.table.sort(by: harness.name)
            MainLoop.waitUntilDrawn(harness.window)
            XCTAssertEqual(harness.table.selectedItem?.item.name, "Oslo", "sorting keeps the selection")
            try TestInput.pressKeys("ctrl+a", in: harness.window)
            XCTAssertEqual(harness.table.selectedItems.map(\.item.name).sorted(),
                           ["Athens", "Bogotá", "Lima", "Oslo", "Quito", "Rome", "Tunis"], "every item, no header")
            harness.table.selectionMode = .single
            XCTAssertEqual(harness.table.selectedItems.count, 1)
        }
    }

    func testEnterActivatesTheFocusedRowsItemAndShiftF10OpensItsMenu() throws {
        try MainActor.assumeIsolated {
            let harness = try TableHarness(ListDataSource(sections: Self.europe))
            defer { harness.close() }
            var activated: [String] = []
            var chosen: [String] = []
            harness.table.onActivate { activated.append($0.item.name) }
            harness.table.contextMenu = { row in [RowAction("_Copy") { chosen.append(row.item.name) }] }
            harness.table.sort(by: harness.population)  // Quito, Bogotá, Lima, …
            let quito = try XCTUnwrap(harness.table.cellWidget(at: ListIndexPath(section: 0, item: 1), in: harness.name))
            try TestInput.click(quito)
            try TestInput.pressKeys("Down", in: harness.window)
            try TestInput.pressKeys("Return", in: harness.window)
            XCTAssertEqual(activated, ["Bogotá"], "the row below in sorted order")
            try TestInput.pressKeys("shift+F10", in: harness.window, awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { harness.table.shownContextMenu != nil }), "the menu opened")
            let menu = try XCTUnwrap(harness.table.shownContextMenu)
            MainLoop.waitUntilDrawn(menu)
            try TestInput.pressKeys("Return", in: menu, awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { !chosen.isEmpty }))
            XCTAssertEqual(chosen, ["Bogotá"])
        }
    }

    /// A frozen column shows in a pane of its own: its cells open the row's menu and take
    /// Enter as the table's do, a sort by it moves with it, and thawed it goes back first.
    func testAFrozenColumnIsStillTheTablesColumn() throws {
        try MainActor.assumeIsolated {
            let harness = try TableHarness(ListDataSource(sections: Self.europe))
            defer { harness.close() }
            var activated: [String] = []
            harness.table.onActivate { activated.append($0.item.name) }
            harness.table.contextMenu = { _ in [RowAction("_Copy") {}] }
            var layoutChanges = 0
            harness.table.onColumnLayoutChange { layoutChanges += 1 }
            harness.table.sort(by: harness.population)
            harness.table.frozenColumn = harness.population
            XCTAssertTrue(harness.table.frozenColumn === harness.population)
            XCTAssertTrue(harness.table.columns.first === harness.population, "the frozen column comes first")
            XCTAssertEqual(layoutChanges, 1)
            XCTAssertTrue(harness.table.sortOrder?.column === harness.population, "the sort went with the column")
            XCTAssertTrue(harness.table.isSorted)
            MainLoop.waitUntilDrawn(harness.window)
            let cell = try XCTUnwrap(harness.table.cellWidget(at: ListIndexPath(section: 0, item: 0), in: harness.population))
            try TestInput.click(cell, button: .secondary)
            XCTAssertTrue(MainLoop.run(until: { harness.table.shownContextMenu != nil }), "a right click in the frozen pane opens the row's menu")
            try TestInput.pressKeys("Escape", in: try XCTUnwrap(harness.table.shownContextMenu), awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { harness.table.shownContextMenu == nil }))
            try TestInput.click(cell)
            try TestInput.pressKeys("Return", in: harness.window)
            XCTAssertEqual(activated.count, 1, "Enter in the frozen pane activates its row")
            harness.table.frozenColumn = nil
            XCTAssertTrue(harness.table.columns.first === harness.population, "thawed, it stays first among the others")
            XCTAssertTrue(harness.table.sortOrder?.column === harness.population, "and still sorts")
        }
    }

    func testARightClickOnAHeaderRowOpensNoMenu() throws {
        try MainActor.assumeIsolated {
            let harness = try TableHarness(ListDataSource(sections: Self.europe))
            defer { harness.close() }
            harness.table.contextMenu = { _ in [RowAction("_Copy") {}] }
            let region = try XCTUnwrap(harness.table.shownCells(of: harness.name).first { $0.position == 0 }?.widget)
            try TestInput.click(region, button: .secondary)
            MainLoop.run(until: { false }, timeout: 0.2)
            XCTAssertNil(harness.table.shownContextMenu, "headers have no menu")
            let lima = try XCTUnwrap(harness.table.cellWidget(at: ListIndexPath(section: 0, item: 0), in: harness.population))
            try TestInput.click(lima, button: .secondary)
            XCTAssertTrue(MainLoop.run(until: { harness.table.shownContextMenu != nil }), "an item's menu opens")
            try TestInput.pressKeys("Escape", in: try XCTUnwrap(harness.table.shownContextMenu), awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { harness.table.shownContextMenu == nil }), "Escape closed it")
        }
    }

    func testTheEmptyPageShowsBelowTheColumnHeadersWhileThereAreNoItems() throws {
        try MainActor.assumeIsolated {
            let harness = try TableHarness(ListDataSource(sections: [ListSection(id: "none", items: [])]))
            defer { harness.close() }
            let page = EmptyPage.textOnly(title: "No cities").keepsHeadersVisible(true)
            harness.table.emptyPage = page
            XCTAssertTrue(MainLoop.run(until: { page.isShown }), "shown while empty")
            MainLoop.waitUntilDrawn(harness.window)
            XCTAssertTrue(harness.window.shownTexts.contains("Name"), "the headers stay visible")
            harness.source.apply(Self.europe)
            XCTAssertTrue(MainLoop.run(until: { !page.isShown }), "hidden once items come")
        }
    }

    func testTheTableLivesWithItsWidgetAndLetsGoWithTheWindow() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            var window: Window? = Window()
            weak var weakTable: TableView<City>?
            do {
                let table = TableView(dataSource: ListDataSource(sections: Self.europe),
                                      columns: [TableColumn("Name", text: \.name).sortsBy(\.name)])
                weakTable = table
                window!.setChild(table.widget)
            }
            window!.present()
            MainLoop.waitUntilDrawn(window!)
            XCTAssertNotNil(weakTable, "GTK holding the widget keeps the table")
            XCTAssertTrue(window!.shownTexts.contains("Americas"), "\(window!.shownTexts)")
            window!.close()
            window = nil
            XCTAssertTrue(MainLoop.run(until: { weakTable == nil }), "closing the window lets it go")
        }
    }
}

/// A shown table of cities with a name column and a column whose cells show their row's index
/// path, made with `bindRow`.
@MainActor
private final class PlaceTable {
    let source: ListDataSource<City>
    let name: TableColumn<City>
    let place: TableColumn<City>
    let table: TableView<City>
    let window: Window
    private let contract: ListModelContractChecker

    init(_ sections: [ListSection<City>]) throws {
        try GtkTestEnvironment.start()
        name = TableColumn("Name", text: \.name).sortsBy(\.name)
        place = TableColumn("Place", make: { Label() }, bindRow: { label, row in
            label.text = row.indexPath.map { "\($0.section).\($0.item)" } ?? "-"
        })
        window = Window()
        source = ListDataSource(sections: sections)
        table = TableView(dataSource: source, columns: [name, place])
        window.setDefaultSize(width: 420, height: 420)
        window.setChild(table.widget)
        contract = try ListModelContractChecker(listIn: window)
        window.present()
        XCTAssertTrue(MainLoop.waitUntilDrawn(window), "the window was never drawn")
    }

    /// The text of the place cell of the item at `path`, while on screen.
    func placeShown(of path: ListIndexPath) -> String? {
        (table.cellWidget(at: path, in: place) as? Label)?.text
    }

    func close() {
        contract.assertNoViolation()
        window.close()
    }
}
