import Foundation
import GtkList
import GtkListTesting
import ListCore
@testable import ListViewerKit
import RecordFiles
import RecordFilesTesting
import XCTest

/// The table's columns as a user arranges them: nested fields as columns of their own, shown,
/// hidden and moved from the Columns popover or by dragging a header, and kept per file.
final class TableColumnLayoutTests: XCTestCase {
    private static let log = [
        #"{"msg":"start","ctx":{"trace":"t1","span":{"id":7,"tags":["a"]}},"extra":{"a":1}}"#,
        #"{"msg":"stop","ctx":{"trace":"t2","span":{"id":8}},"extra":"plain"}"#,
        #"{"msg":"idle","ctx":null}"#,
    ].joined(separator: "\n") + "\n"

    /// A shown window with `text` opened from `scratch` as `name`, its table shown and its
    /// columns in place.
    @MainActor
    private static func openTable(_ scratch: ScratchDirectory, _ name: String, _ text: String? = nil,
                                  file: StaticString = #filePath, line: UInt = #line) throws -> (ViewerWindow, FileContent, RecordTable) {
        try GtkTestEnvironment.start()
        let path = text.map { try? scratch.write(name, $0) } ?? scratch.path(name)
        let content = FileContent(path: try XCTUnwrap(path, file: file, line: line))
        let viewer = try StagedScreen.show(content, width: 900, height: 520, file: file, line: line)
        content.showsTable = true
        let table = try XCTUnwrap(content.viewSwitch.table, file: file, line: line)
        XCTAssertTrue(MainLoop.run(until: { table.view.pendingWork == nil && table.view.columnView.columnCount > 0 && content.isSettled }),
                      "columns never arrived", file: file, line: line)
        MainLoop.waitUntilDrawn(viewer.window)
        return (viewer, content, table)
    }

    private static func names(_ table: RecordTable) -> [String] {
        MainActor.assumeIsolated { table.columnsInOrder.map(\.field.layoutName) }
    }

    func testNestedFieldsBecomeColumnsOfTheirOwn() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, content, table) = try Self.openTable(scratch, "nested.jsonl", Self.log)
            defer { viewer.window.close() }
            XCTAssertEqual(Self.names(table), ["#", "msg", "ctx.trace", "ctx.span.id", "ctx.span.tags", "extra"],
                           "objects open into their fields, three keys deep; a field that is sometimes text stays whole")
            XCTAssertEqual(table.columnsInOrder.map(\.tableColumn.title)[2], "ctx.trace")
            let traces = (0..<3).map { row in table.record(atRow: row).flatMap { TableField.nested(["ctx", "trace"]).value(of: $0) } }
            XCTAssertEqual(traces, [.string("t1"), .string("t2"), nil])
            XCTAssertEqual(TableField.named("ctx.span.id"), .nested(["ctx", "span", "id"]))
            XCTAssertEqual(TableField.named("msg"), .member("msg"))
            XCTAssertEqual(TableField.named("#"), .recordNumber)
            let csvRow = JSONValue.object([(key: "v1.2", value: .string("x")), (key: "#", value: .string("7"))])
            XCTAssertEqual(TableField.named("v1.2", in: csvRow), .member("v1.2"), "a header with a dot names its column")
            XCTAssertEqual(TableField.named("#", in: csvRow), .member("#"))
            content.model.sort.setOrder(SortState.Order(field: .named("ctx.span.id"), ascending: false))
            XCTAssertTrue(MainLoop.run(until: { content.isSettled }))
            XCTAssertEqual((0..<3).compactMap { table.record(atRow: $0)?.id }, [2, 1, 3], "a nested field sorts, missing last")
        }
    }

    /// The Columns popover, from the keyboard: Space hides a column, the arrows move one; the
    /// file's table comes back the same when opened again, widths too.
    func testThePopoverHidesAndMovesColumnsAndTheLayoutIsKeptForTheFile() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let cities = "city,country,population\nOslo,Norway,709037\nLima,Peru,10092000\n"
            do {
                let (viewer, content, table) = try Self.openTable(scratch, "cities.csv", cities)
                defer { viewer.window.close() }
                let chooser = content.columnChooser
                defer { chooser.button.closePopover() }
                XCTAssertTrue(chooser.button.isVisible, "the Columns button shows with the table")
                chooser.button.openPopover()
                XCTAssertTrue(MainLoop.run(until: { chooser.button.isPopoverShown && chooser.entries.allSatisfy(\.check.isDrawable) }))
                XCTAssertEqual(chooser.entries.map { TableColumns.title(of: $0.field) }, ["#", "city", "country", "population"])
                let country = try XCTUnwrap(chooser.entries.first { $0.field == .member("country") })
                XCTAssertTrue(country.check.grabFocus())
                try TestInput.pressKeys("space", in: country.check)
                XCTAssertTrue(MainLoop.run(until: { table.columnsInOrder.first { $0.field == .member("country") }?.tableColumn.isVisible == false }))
                let population = try XCTUnwrap(chooser.entries.first { $0.field == .member("population") })
                XCTAssertFalse(population.right.isSensitive, "the last column moves no further right")
                XCTAssertTrue(MainLoop.run(until: { population.left.isDrawable }))
                XCTAssertTrue(population.left.grabFocus())
                try TestInput.pressKeys("space", in: population.left)
                XCTAssertTrue(MainLoop.run(until: { Self.names(table) == ["#", "city", "population", "country"] }), "\(Self.names(table))")
                XCTAssertTrue(chooser.entries.first { $0.field == .member("population") }?.left.hasFocusWithin == true,
                              "the focus stays on the arrow pressed")
                XCTAssertEqual(chooser.entries.map(\.field.layoutName), ["#", "city", "population", "country"])
                MainLoop.waitUntilDrawn(chooser.rows)
                assertGolden(of: chooser.rows, named: "columns-popover")
                let focused = try XCTUnwrap(chooser.entries.first { $0.field == .member("population") }?.left)
                try TestInput.pressKeys("Escape", in: focused, awaitsRelease: false)
                XCTAssertTrue(MainLoop.run(until: { !chooser.button.isPopoverShown }), "Escape closes the popover")
                // As a drag of a header's edge sets it.
                table.columnsInOrder[1].tableColumn.fixedWidth = 180
                let path = try XCTUnwrap(content.model.file.layoutPath)
                XCTAssertTrue(MainLoop.run(until: { TableLayoutStore.shared.layout(forFile: path)?.widths["city"] == 180 }),
                              "a width is kept once the resize rests")
            }
            let (viewer, _, table) = try Self.openTable(scratch, "cities.csv")
            defer { viewer.window.close() }
            XCTAssertEqual(Self.names(table), ["#", "city", "population", "country"], "the order comes back")
            XCTAssertEqual(table.columnsInOrder.map(\.tableColumn.isVisible), [true, true, true, false], "so does the hidden column")
            XCTAssertEqual(table.columnsInOrder[1].tableColumn.fixedWidth, 180, "and the width")
        }
    }

    /// A header dragged over its neighbour moves its column, as GTK's column view lets it, and
    /// the new order is kept.
    func testDraggingAHeaderMovesItsColumn() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, content, table) = try Self.openTable(scratch, "wide.csv", "a,b,c\n1,2,3\n4,5,6\n")
            defer { viewer.window.close() }
            XCTAssertEqual(Self.names(table), ["#", "a", "b", "c"])
            // The headers of the columns right of the frozen record number.
            let titles = table.view.columnView.headerTitles
            let header = titles[0]
            try TestInput.drag(header, at: (x: 10, y: Double(header.allocatedHeight) / 2),
                               by: (x: Double(header.allocatedWidth + titles[1].allocatedWidth / 2 + 10), y: 0))
            XCTAssertTrue(MainLoop.run(until: { Self.names(table) == ["#", "b", "a", "c"] }), "\(Self.names(table))")
            XCTAssertEqual(TableLayoutStore.shared.layout(forFile: try XCTUnwrap(content.model.file.layoutPath))?.order, ["#", "b", "a", "c"])
        }
    }

    /// The record number stays in place at the start while a wide table scrolls sideways, in
    /// step with the rows as it scrolls down; the pin in the popover freezes another column.
    func testTheFrozenColumnStaysInPlaceAndInStepWithTheRows() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let header = (1...30).map { "field\($0)" }.joined(separator: ",")
            let rows = (1...400).map { row in (1...30).map { "r\(row)c\($0)" }.joined(separator: ",") }
            let (viewer, content, table) = try Self.openTable(scratch, "wide.csv", ([header] + rows).joined(separator: "\n") + "\n")
            defer { viewer.window.close() }
            XCTAssertEqual(table.frozenColumn?.field, .recordNumber, "the record number is frozen by default")
            let scrolled = table.view.scrolledWindow
            XCTAssertTrue(MainLoop.run(until: { scrolled.maximumHorizontalOffset > 0 && scrolled.maximumVerticalOffset > 1_000 }))
            scrolled.horizontalOffset = scrolled.maximumHorizontalOffset
            scrolled.verticalOffset = 1_000
            let numbers = try XCTUnwrap(table.columnsInOrder.first).tableColumn
            let last = try XCTUnwrap(table.columnsInOrder.last).tableColumn
            // The frozen and the last cell of each row drawn in the middle of the window.
            typealias Bounds = (x: Double, y: Double, width: Double, height: Double)
            @MainActor func cellsInTheMiddle() -> [(row: Int, frozen: Bounds, last: Bounds)] {
                (0..<content.model.records.dataSource.itemCount).compactMap { row in
                    let path = ListIndexPath(section: 0, item: row)
                    guard let frozenCell = table.view.cellWidget(at: path, in: numbers), let cell = table.view.cellWidget(at: path, in: last),
                          frozenCell.isDrawable, cell.isDrawable,
                          let frozenBounds = frozenCell.bounds(relativeTo: viewer.window), let bounds = cell.bounds(relativeTo: viewer.window),
                          bounds.y > 60, bounds.y < 300 else { return nil }
                    return (row, frozenBounds, bounds)
                }
            }
            // The pane follows once GTK laid the table out at its new place: a frame or a few.
            XCTAssertTrue(MainLoop.run(until: {
                let cells = cellsInTheMiddle()
                return cells.count > 5 && cells.allSatisfy { abs($0.frozen.y - $0.last.y) < 0.5 }
            }))
            MainLoop.waitUntilDrawn(viewer.window)
            let cells = cellsInTheMiddle()
            for (row, frozen, last) in cells {
                XCTAssertEqual(frozen.y, last.y, accuracy: 0.5, "row \(row + 1): the frozen cell beside its row")
                XCTAssertLessThan(frozen.x, 60, "the frozen cell stays at the start")
            }
            XCTAssertGreaterThan(cells.count, 5, "rows in the middle of the window were compared")
            // The picture without the overlay scroll bars, which fade a second after a scroll.
            XCTAssertTrue(MainLoop.run(until: { scrolled.showsNoScrollIndicators }, timeout: 10))
            StagedScreen.settle(viewer)
            assertGolden(of: viewer.window, named: "frozen-column")

            content.columnChooser.button.openPopover()
            defer { content.columnChooser.button.closePopover() }
            let field2 = try XCTUnwrap(content.columnChooser.entries.first { $0.field == .member("field2") })
            XCTAssertTrue(MainLoop.run(until: { field2.pin.isDrawable }))
            XCTAssertTrue(field2.pin.grabFocus())
            try TestInput.pressKeys("space", in: field2.pin)
            XCTAssertTrue(MainLoop.run(until: { table.frozenColumn?.field == .member("field2") }))
            XCTAssertEqual(Array(Self.names(table).prefix(3)), ["field2", "#", "field1"], "the frozen column first, the last one back among the others")
            XCTAssertEqual(content.columnChooser.entries.first { $0.field == .member("field2") }?.pin.hasFocusWithin, true)
            XCTAssertEqual(TableLayoutStore.shared.layout(forFile: try XCTUnwrap(content.model.file.layoutPath))?.frozen, "field2")
        }
    }

    func testTheLayoutStoreKeepsFilesApartAndLetsTheOldestGo() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let store = TableLayoutStore(path: scratch.path("tables.ini"))
            var layout = TableLayout()
            layout.order = ["#", "name=x", "a;b"]
            layout.hidden = ["a;b"]
            layout.widths = ["name=x": 120]
            layout.frozen = nil
            store.save(layout, forFile: "/data/[odd] name.csv")
            let reread = TableLayoutStore(path: scratch.path("tables.ini"))
            XCTAssertEqual(reread.layout(forFile: "/data/[odd] name.csv"), layout, "names with = and ; and paths with brackets")
            XCTAssertNil(reread.layout(forFile: "/data/(odd) name.csv"), "a path is told apart by its own key")
            for number in 0...TableLayoutStore.maximumFileCount { store.save(TableLayout(), forFile: "/data/\(number).csv") }
            let kept = TableLayoutStore(path: scratch.path("tables.ini"))
            XCTAssertNotNil(kept.layout(forFile: "/data/\(TableLayoutStore.maximumFileCount).csv"))
            XCTAssertEqual((0...TableLayoutStore.maximumFileCount).filter { kept.layout(forFile: "/data/\($0).csv") != nil }.count
                           + (kept.layout(forFile: "/data/[odd] name.csv") != nil ? 1 : 0), TableLayoutStore.maximumFileCount,
                           "at most \(TableLayoutStore.maximumFileCount) files are kept")
        }
    }
}
