import Foundation
import GtkList
import GtkListTesting
import ListCore
@testable import ListViewerKit
import RecordFiles
import RecordFilesTesting
import XCTest

/// The table view of a file: columns from the fields, added a few per frame, sorting once the
/// whole file is read, the keyboard, the Table toggle and `--table`.
final class RecordTableTests: XCTestCase {
    private static let cities = (["city,country,population,founded"] + [
        "Oslo,Norway,709037,1040", "Lima,Peru,10092000,1535", "Kyoto,Japan,1464890,794",
        "Quito,Ecuador,2011388,1534", "Tunis,Tunisia,638845,-814",
    ]).joined(separator: "\n") + "\n"

    /// A CSV file of `rows` records with `columns` fields: `field1`…, values `r<row>c<column>`.
    private static func wideCSV(rows: Int, columns: Int) -> String {
        let header = (1...columns).map { "field\($0)" }.joined(separator: ",")
        let body = (1...rows).map { row in (1...columns).map { "r\(row)c\($0)" }.joined(separator: ",") }
        return ([header] + body).joined(separator: "\n") + "\n"
    }

    /// The folders of the files ``openTable(_:_:width:file:line:)`` opened, until the test ends.
    @MainActor private static var keptScratch: [ScratchDirectory] = []

    override func tearDown() {
        MainActor.assumeIsolated { Self.keptScratch = [] }
        super.tearDown()
    }

    /// A shown window with `text` opened as `name` and its table shown, all columns in place.
    @MainActor
    private static func openTable(_ name: String, _ text: String, width: Int = 900,
                                  file: StaticString = #filePath, line: UInt = #line) throws -> (ViewerWindow, FileContent, RecordTable) {
        try GtkTestEnvironment.start()
        let scratch = try ScratchDirectory()
        // The file stays for the test: a sort reads it again.
        keptScratch.append(scratch)
        let content = FileContent(path: try scratch.write(name, text))
        let viewer = try StagedScreen.show(content, width: width, height: 520, file: file, line: line)
        content.showsTable = true
        let table = try XCTUnwrap(content.viewSwitch.table, file: file, line: line)
        XCTAssertTrue(MainLoop.run(until: { table.view.pendingWork == nil && table.view.columnView.columnCount > 0 }),
                      "columns never arrived", file: file, line: line)
        MainLoop.waitUntilDrawn(viewer.window)
        return (viewer, content, table)
    }

    @MainActor
    private static func column(_ table: RecordTable, row: Int, field: TableField) -> String? {
        table.record(atRow: row).flatMap { field.value(of: $0) }.map(TableField.cellText(of:))
    }

    // MARK: Columns

    func testAColumnPerFieldOfTheFirstRecordsInFileOrderAfterTheRecordNumber() throws {
        try MainActor.assumeIsolated {
            let (viewer, _, table) = try Self.openTable("cities.csv", Self.cities)
            defer { viewer.window.close() }
            XCTAssertEqual(table.shownColumns.map(\.tableColumn.title), ["#", "city", "country", "population", "founded"])
            XCTAssertTrue(table.shownColumns.allSatisfy(\.tableColumn.isResizable))
            XCTAssertEqual(table.shownColumns.map(\.column.isNumeric), [true, false, false, true, true])
            let shown = viewer.window.shownTexts
            for expected in ["city", "Oslo", "Norway", "10092000", "-814"] {
                XCTAssertTrue(shown.contains(expected), "\(expected) in \(shown)")
            }
        }
    }

    func testFieldsOfLaterRecordsJoinInOrderAndNestedValuesShowAsCompactJSON() {
        MainActor.assumeIsolated {
            let records: [JSONValue] = [
                .object([(key: "a", value: .string("x")), (key: "b", value: .number("1"))]),
                .object([(key: "c", value: .array([.number("1"), .string("two")])), (key: "a", value: .null)]),
                .number("7"),
            ]
            let items = records.enumerated().map { RecordItem(record: FileRecord(number: $0.offset + 1, line: $0.offset + 1, value: $0.element),
                                                              titleKey: nil, subtitleKey: nil) }
            let layout = TableColumns(records: items)
            XCTAssertEqual(layout.columns.map(\.field), [.recordNumber, .member("a"), .member("b"), .member("c"), .wholeValue])
            XCTAssertEqual(TableField.member("c").value(of: items[1]).map(TableField.cellText(of:)), #"[1,"two"]"#)
            XCTAssertNil(TableField.member("b").value(of: items[1]))
            XCTAssertEqual(TableField.wholeValue.value(of: items[2]), .number("7"))
        }
    }

    func testFieldsBeyondTheCapAreLeftOutAndTheLastColumnSaysHowMany() throws {
        try MainActor.assumeIsolated {
            let (viewer, _, table) = try Self.openTable("wide.csv", Self.wideCSV(rows: 3, columns: TableColumns.maximumFieldCount + 6))
            defer { viewer.window.close() }
            XCTAssertEqual(table.shownColumns.count, 1 + TableColumns.maximumFieldCount)
            XCTAssertEqual(table.view.columns.count, table.shownColumns.count + 1)
            XCTAssertEqual(table.view.columnView.columnCount, table.shownColumns.count, "all but the frozen record number scroll")
            let titles = table.view.columnView.headerTitles
            XCTAssertEqual(titles.count, table.view.columnView.columnCount, "one header title per column")
            XCTAssertEqual(titles.last?.firstLabelText, "6 more fields")
            XCTAssertEqual(titles.last?.tooltip, "6 more fields are not shown as columns. Enter shows the whole record.")
        }
    }

    /// GTK 4.8 makes a cell per column for each realized row at once: the frame that first
    /// shows the table holds a few columns, and the rest join in the frames after.
    func testColumnsJoinAFewPerFrameSoTheFirstFrameStaysShort() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let path = try scratch.write("wide.csv", Self.wideCSV(rows: 500, columns: 20))
            var firstFrames: [Int: Double] = [:]
            for perFrame in [RecordTable.columnsPerFrame, 100] {
                let saved = RecordTable.columnsPerFrame
                RecordTable.columnsPerFrame = perFrame
                defer { RecordTable.columnsPerFrame = saved }
                let content = FileContent(path: path)
                let viewer = try StagedScreen.show(content, width: 900, height: 600)
                defer { viewer.window.close() }
                var painted = 0
                viewer.window.onFramePainted { painted += 1 }
                let start = Date()
                content.showsTable = true
                XCTAssertTrue(MainLoop.run(until: { painted > 0 }))
                firstFrames[perFrame] = Date().timeIntervalSince(start) * 1000
                let table = try XCTUnwrap(content.viewSwitch.table)
                let columnsInFirstFrame = table.view.columnView.columnCount
                XCTAssertTrue(MainLoop.run(until: { table.view.pendingWork == nil }))
                XCTAssertEqual(table.view.columns.count, 21)
                if perFrame == saved {
                    XCTAssertLessThanOrEqual(columnsInFirstFrame, 4, "the first frame holds a few columns, not all")
                    XCTAssertGreaterThan(columnsInFirstFrame, 0)
                }
            }
            print("RecordTable first frame after the toggle, 20 fields × 500 rows: "
                  + firstFrames.sorted { $0.key < $1.key }.map { "\($0.key) columns per frame: \(Int($0.value)) ms" }.joined(separator: ", "))
        }
    }

    // MARK: Sorting

    /// Scrolls the table to its end, a frame after each page came, until the file is read.
    @MainActor
    private static func scrollToEnd(_ table: RecordTable, in viewer: ViewerWindow, reading content: FileContent,
                                    file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date(timeIntervalSinceNow: 20)
        while !content.feed.state.isExhausted, Date() < deadline {
            MainLoop.waitUntilDrawn(viewer.window)
            table.view.scrolledWindow.verticalOffset = table.view.scrolledWindow.maximumVerticalOffset
            _ = MainLoop.run(until: { content.feed.state.phase == .idle }, timeout: 2)
        }
        XCTAssertTrue(content.feed.state.isExhausted, "state: \(content.feed.state)", file: file, line: line)
    }

    /// Clicks on a header (as ``RecordTable/sort(by:ascending:)`` makes them) and waits until
    /// the file shows in that order.
    @MainActor
    private static func sort(_ content: FileContent, _ table: RecordTable, by field: TableField?, ascending: Bool = true,
                             file: StaticString = #filePath, line: UInt = #line) {
        table.sort(by: field, ascending: ascending)
        XCTAssertTrue(MainLoop.run(until: { content.isSettled }), "the sort never showed", file: file, line: line)
    }

    func testHeadersSortNumbersByValueAndTextInNaturalOrder() throws {
        try MainActor.assumeIsolated {
            let csv = "name,size\nitem 10,5\nItem 9,-3.5\nitem 100,40\nÉclair 2,1e1\nitem 9b,\n"
            let (viewer, content, table) = try Self.openTable("sizes.csv", csv)
            defer { viewer.window.close() }
            XCTAssertTrue(table.view.allowsSorting, "headers sort")
            XCTAssertFalse(table.view.sortsRows, "the file comes sorted: the table leaves its rows in order")
            XCTAssertTrue(table.shownColumns.allSatisfy(\.tableColumn.isSortable))
            let names = { (0..<5).compactMap { Self.column(table, row: $0, field: .member("name")) } }
            let sizes = { (0..<5).compactMap { Self.column(table, row: $0, field: .member("size")) } }
            Self.sort(content, table, by: .member("size"))
            XCTAssertEqual(sizes(), ["-3.5", "5", "1e1", "40", ""], "numbers by value, the empty cell last")
            XCTAssertEqual(table.view.sortOrder?.column.title, "size")
            XCTAssertEqual(table.view.sortOrder?.ascending, true)
            Self.sort(content, table, by: .member("size"), ascending: false)
            XCTAssertEqual(sizes(), ["40", "1e1", "5", "-3.5", ""], "descending reverses the values; the empty cell stays last")
            XCTAssertEqual(table.view.sortOrder?.ascending, false)
            Self.sort(content, table, by: .member("name"))
            XCTAssertEqual(names(), ["Éclair 2", "Item 9", "item 9b", "item 10", "item 100"])
            XCTAssertEqual(content.model.records.dataSource.sections.first?.items.first?.id, 4, "the list shows the same order")
            Self.sort(content, table, by: nil)
            XCTAssertEqual(names(), ["item 10", "Item 9", "item 100", "Éclair 2", "item 9b"], "back in file order")
            XCTAssertNil(table.view.sortOrder)
            XCTAssertEqual(table.view.columnView.headerTitles.first?.tooltip, "name", "the first header right of the frozen record number")
        }
    }

    /// A file longer than a page (not read to its end) sorts whole: its last record by the
    /// file's order comes first, then the table reads on in the sorted order as it scrolls.
    func testAHeaderSortsTheWholeFileAndTheTableReadsOnInItsOrder() throws {
        try MainActor.assumeIsolated {
            let (viewer, content, table) = try Self.openTable("long.csv", Self.wideCSV(rows: 1_000, columns: 3))
            defer { viewer.window.close() }
            XCTAssertFalse(content.feed.state.isExhausted)
            Self.sort(content, table, by: .member("field1"), ascending: false)
            XCTAssertEqual(table.record(atRow: 0)?.id, 1_000, "r1000c1 sorts last: its digits by value")
            XCTAssertEqual(table.shownColumns[1].tableColumn.title, "field1", "the header shows no progress once sorted")
            // Ctrl+End and Ctrl+Home go to the ends of the order, not to records 1,000 and 1.
            content.model.place.goToLast()
            XCTAssertTrue(MainLoop.run(until: { content.isSettled && content.model.records.dataSource.sections.first?.items.last?.id == 1 }),
                          "the last of the order is record 1")
            XCTAssertGreaterThan(content.model.records.droppedRecords, 0)
            content.model.place.goToFirst()
            XCTAssertTrue(MainLoop.run(until: { content.isSettled && content.model.records.droppedRecords == 0
                    && content.model.records.dataSource.sections.first?.items.first?.id == 1_000 }), "the first of the order is record 1,000")
            Self.scrollToEnd(table, in: viewer, reading: content)
            let numbers = (0..<content.model.records.dataSource.itemCount).compactMap { table.record(atRow: $0)?.id }
            XCTAssertEqual(numbers, Array((1...1_000).reversed()), "every record once, in the order")
        }
    }

    /// A file with more records than the list keeps sorts too, and the list lets go of the
    /// first rows as it reads on in the order; a filter's records sort within it.
    func testAFileLongerThanTheListKeepsSortsAndAFilterSortsWithin() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let rows = (1...700).map { "name \($0),\(($0 * 7_919) % 1_000)\n" }.joined()
            let content = FileContent(path: try scratch.write("long.csv", "name,n\n" + rows))
            content.model.records.maximumLoadedRecords = 300
            let viewer = try StagedScreen.show(content, width: 900, height: 520)
            defer { viewer.window.close() }
            content.showsTable = true
            let table = try XCTUnwrap(content.viewSwitch.table)
            XCTAssertTrue(MainLoop.run(until: { table.view.pendingWork == nil && table.view.columnView.columnCount > 0 }))
            Self.sort(content, table, by: .member("n"))
            let byN = (1...700).sorted { (($0 * 7_919) % 1_000, $0) < (($1 * 7_919) % 1_000, $1) }
            XCTAssertEqual(table.record(atRow: 0)?.id, byN[0])
            Self.scrollToEnd(table, in: viewer, reading: content)
            XCTAssertGreaterThan(content.model.records.droppedRecords, 0)
            XCTAssertEqual(content.model.records.dataSource.sections[0].items.map(\.id), Array(byN.suffix(content.model.records.dataSource.itemCount)))

            content.filterBar.filter(by: "n < 100")
            let filtered = byN.filter { ($0 * 7_919) % 1_000 < 100 }
            XCTAssertTrue(MainLoop.run(until: { content.isSettled && content.feed.state.isExhausted && content.model.records.dataSource.itemCount == filtered.count }),
                          "state: \(content.feed.state)")
            XCTAssertEqual(content.model.records.dataSource.sections[0].items.map(\.id), filtered, "the filter's records, in the order")
        }
    }

    // MARK: Keyboard and toggle

    func testEnterShowsTheRecordsDetailsAndCtrlCCopiesItAsJSON() throws {
        try MainActor.assumeIsolated {
            let (viewer, content, table) = try Self.openTable("cities.csv", Self.cities)
            defer { viewer.window.close() }
            XCTAssertTrue(table.view.columnView.hasFocusWithin, "the table takes the focus when it shows")
            try TestInput.pressKeys("Down", in: viewer.window)
            try TestInput.pressKeys("Down", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { table.selectedRecord != nil }))
            let selected = try XCTUnwrap(table.selectedRecord)
            try TestInput.pressKeys("ctrl+c", in: viewer.window)
            XCTAssertEqual(Clipboard.localText(of: viewer.window), selected.value.json)
            XCTAssertFalse(content.layout.details.widget.isVisible)
            try TestInput.pressKeys("Return", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { content.layout.details.shownItem?.id == selected.id }))
            XCTAssertTrue(content.layout.details.widget.isVisible)
        }
    }

    func testChangesOfManySplicesKeepGtksModelContract() throws {
        try MainActor.assumeIsolated {
            let (viewer, content, table) = try Self.openTable("cities.csv", Self.cities)
            defer { viewer.window.close() }
            XCTAssertTrue(MainLoop.run(until: { content.feed.state.isExhausted }))
            let contract = try ListModelContractChecker(listIn: table.widget)
            defer { contract.stop() }
            let dataSource = content.model.records.dataSource
            let section = try XCTUnwrap(dataSource.sections.first)
            let cities = { (0..<dataSource.itemCount).compactMap { Self.column(table, row: $0, field: .member("city")) } }
            // The first record moved to the end, then the second and fourth records left out.
            let items = section.items
            dataSource.apply([ListSection(id: section.id, items: Array(items.dropFirst()) + [items[0]])])
            XCTAssertEqual(cities(), ["Lima", "Kyoto", "Quito", "Tunis", "Oslo"])
            dataSource.apply([ListSection(id: section.id, items: [items[1], items[3], items[0]])])
            XCTAssertEqual(cities(), ["Lima", "Quito", "Oslo"])
            contract.assertNoViolation()
            XCTAssertFalse(contract.changes.isEmpty)
        }
    }

    func testTheTableToggleSwapsTheListAndTheTable() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let content = FileContent(path: try scratch.write("cities.csv", Self.cities))
            let viewer = try StagedScreen.show(content, width: 900, height: 520)
            defer { viewer.window.close() }
            XCTAssertNil(content.viewSwitch.table, "no table until it is asked for")
            XCTAssertTrue(content.headerBarWidgets.contains { $0 === content.viewSwitch.button })
            try TestInput.click(content.viewSwitch.button)
            XCTAssertTrue(MainLoop.run(until: { content.showsTable }))
            let table = try XCTUnwrap(content.viewSwitch.table)
            XCTAssertTrue(MainLoop.run(until: { table.widget.isDrawable && !content.feed.widget.isDrawable }))
            try TestInput.click(content.viewSwitch.button)
            XCTAssertTrue(MainLoop.run(until: { !content.showsTable && content.feed.widget.isDrawable }))
            XCTAssertFalse(content.viewSwitch.button.isActive)
        }
    }

    func testTheTableOptionOpensAFileStraightIntoTheTable() throws {
        try MainActor.assumeIsolated {
            let options = try ViewerOptions.parse(["--table", "cities.csv"])
            XCTAssertTrue(options.start.table)
            XCTAssertFalse(options.runsAlone, "a running list-viewer opens it, options and all")
            XCTAssertFalse(try ViewerOptions.parse(["cities.csv"]).start.table)
            // As the application does with --table: the table before the window shows.
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let content = FileContent(path: try scratch.write("cities.csv", Self.cities))
            content.showsTable = true
            let viewer = try StagedScreen.show(content, width: 900, height: 520)
            defer { viewer.window.close() }
            let table = try XCTUnwrap(content.viewSwitch.table)
            XCTAssertTrue(content.viewSwitch.button.isActive)
            XCTAssertTrue(MainLoop.run(until: { table.view.pendingWork == nil && table.view.columns.count == 5 }))
            XCTAssertEqual(Self.column(table, row: 4, field: .member("city")), "Tunis")
        }
    }

    func testTheTableHasAnAccessibleName() throws {
        try MainActor.assumeIsolated {
            let (viewer, _, table) = try Self.openTable("cities.csv", Self.cities)
            defer { viewer.window.close() }
            XCTAssertEqual(table.accessibleName, "Table of “cities.csv”")
        }
    }

    /// `--sort KEY` (with `--descending`) opens the file in that order, the table's header
    /// marked; equal values keep file order, descending too.
    func testSortFromTheCommandLineAndAGoldenOfTheMarkedHeader() throws {
        try MainActor.assumeIsolated {
            let options = try ViewerOptions.parse(["cities.csv", "--table", "--sort", "population", "--descending"])
            XCTAssertEqual(options.start.sort, "population")
            XCTAssertTrue(options.start.descending)
            XCTAssertFalse(options.runsAlone, "a running list-viewer opens it, options and all")
            XCTAssertThrowsError(try ViewerOptions.parse(["--sort", "population"]), "a sort needs a file")
            XCTAssertThrowsError(try ViewerOptions.parse(["cities.csv", "--descending"]), "--descending needs --sort")

            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let content = FileContent(path: try scratch.write("cities.csv", Self.cities))
            content.model.asks.sort = StartRequests.Sort(key: "country", ascending: false)
            content.showsTable = true
            let viewer = try StagedScreen.show(content, width: 700, height: 520)
            defer { viewer.window.close() }
            let table = try XCTUnwrap(content.viewSwitch.table)
            XCTAssertTrue(MainLoop.run(until: { content.isSettled && table.view.pendingWork == nil && table.order != nil }))
            XCTAssertEqual(table.order, SortState.Order(field: .member("country"), ascending: false), "the header is marked")
            let countries = (0..<5).compactMap { Self.column(table, row: $0, field: .member("country")) }
            XCTAssertEqual(countries, countries.sorted(by: >), "descending")
            try TestInput.movePointer(over: viewer.window, at: (x: 650, y: 450))
            MainLoop.waitUntilDrawn(viewer.window)
            StagedScreen.settle(viewer)
            assertGolden(of: viewer.window, named: "csv-table-sorted")
        }
    }

    func testGoldenPictureOfATable() throws {
        try MainActor.assumeIsolated {
            let (viewer, _, _) = try Self.openTable("cities.csv", Self.cities, width: 700)
            defer { viewer.window.close() }
            try TestInput.movePointer(over: viewer.window, at: (x: 650, y: 450))
            StagedScreen.settle(viewer)
            assertGolden(of: viewer.window, named: "csv-table")
        }
    }
}
