import GtkList
import GtkListTesting
import ListCore
import XCTest

/// A picture's cell: an icon over its title, as a photo or icon view shows it.
@MainActor
final class TileCell: RowView {
    let icon = Image(iconName: "image-x-generic-symbolic", pixelSize: 48)
    let title = Label()
    let widget: Widget

    init() {
        icon.setSizeRequest(height: 72)
        title.horizontalAlignment = .center
        widget = Box(.vertical, spacing: 6, children: [icon, title])
    }
}

/// A shown window holding a `GridView<Note>`: cells of kind "note", headers of kind "header"
/// across the grid, and a contract checker on GTK's model of its lines.
@MainActor
final class GridHarness {
    let window: Window
    let grid: GridView<Note>
    var source: ListDataSource<Note> { grid.dataSource }
    let contract: ListModelContractChecker

    init(_ source: ListDataSource<Note>, width: Int32 = 640, height: Int32 = 480,
         file: StaticString = #filePath, line: UInt = #line) throws {
        try GtkTestEnvironment.start()
        window = Window()
        grid = GridView(dataSource: source, adapters: [
            RowAdapter(kind: "note", make: TileCell.init, bind: { $0.title.text = $1.text }),
            RowAdapter(kind: "header", make: { Label() }, bind: { label, note in
                label.text = note.text
                label.horizontalAlignment = .start
            }),
        ])
        grid.minimumCellWidth = 150
        window.setDefaultSize(width: width, height: height)
        window.setChild(grid.widget)
        contract = try ListModelContractChecker(listIn: window)
        window.present()
        XCTAssertTrue(MainLoop.waitUntilDrawn(window), "the window was never drawn", file: file, line: line)
        XCTAssertTrue(MainLoop.run(until: { self.grid.visibleRows != nil }, timeout: 5), "the grid was never laid out", file: file, line: line)
    }

    /// Waits until the latest change is on screen.
    @discardableResult
    func drawn() -> Bool { MainLoop.waitUntilDrawn(window) }

    /// The texts the cells on screen show, in the order of their rows.
    var shownTexts: [String] {
        guard let visible = grid.visibleRows else { return [] }
        return visible.compactMap { row in
            source.row(at: row)?.indexPath.flatMap(grid.cellWidget(at:))?.shownTexts.first
        }
    }

    func close() {
        contract.assertNoViolation()
        window.close()
    }

    /// Sections of pictures: a header and `count` items each.
    nonisolated static func sections(_ counts: [Int]) -> [ListSection<Note>] {
        counts.enumerated().map { index, count in
            ListSection(id: "s\(index)", header: Note(id: "h\(index)", text: "Section \(index)", kind: "header"),
                        items: (0..<count).map { Note(id: "s\(index)-\($0)", text: "Picture \(index).\($0)") })
        }
    }
}
