import GtkList
import GtkListTesting
import ListCore
import XCTest

/// A city of a test table: a name, a population and the region (section) it is in.
struct City: ListItem {
    let id: String
    var name: String
    var population: Int
    var kind: RowKind = "city"
}

/// A shown window holding a `TableView<City>` with a name column and a population column, both
/// sortable, and GTK's list-model contract checked at every change.
@MainActor
final class TableHarness {
    let window: Window
    let table: TableView<City>
    let name: TableColumn<City>
    let population: TableColumn<City>
    var source: ListDataSource<City> { table.dataSource }
    let contract: ListModelContractChecker

    init(_ source: ListDataSource<City>, file: StaticString = #filePath, line: UInt = #line) throws {
        try GtkTestEnvironment.start()
        name = TableColumn("Name", text: \.name).sortsBy(\.name)
        population = TableColumn("Population", text: { $0.kind == "region" ? "" : String($0.population) },
                                 alignment: .trailing).sortsBy(\.population)
        name.expands = true
        table = TableView(dataSource: source, columns: [name, population])
        window = Window()
        window.setDefaultSize(width: 420, height: 420)
        window.setChild(table.widget)
        contract = try ListModelContractChecker(listIn: window)
        window.present()
        XCTAssertTrue(MainLoop.waitUntilDrawn(window), "the window was never drawn", file: file, line: line)
    }

    /// The names in the rows GTK shows, in the table's order; headers as `[Region]`.
    var shownNames: [String] {
        (0..<table.presentedRowCount).map { row in
            table.item(atRow: row)?.item.name ?? "[header]"
        }
    }

    /// The text of the cell of `column` that shows the item at `path`, while on screen.
    func cellText(at path: ListIndexPath, in column: TableColumn<City>) -> String? {
        (table.cellWidget(at: path, in: column) as? Inscription)?.text
    }

    func close() {
        contract.assertNoViolation()
        window.close()
    }

    /// Regions with a header each and their cities.
    nonisolated static func regions(_ cities: [String: [(String, Int)]]) -> [ListSection<City>] {
        cities.keys.sorted().map { region in
            ListSection(id: region, header: City(id: "header-\(region)", name: region, population: 0, kind: "region"),
                        items: cities[region]!.map { City(id: $0.0, name: $0.0, population: $0.1) })
        }
    }
}
