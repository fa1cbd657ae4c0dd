import GtkList
import GtkListTesting
import ListCore
import XCTest

/// `pinsSectionHeaders`: the header of the section at the top stays pinned while its section
/// scrolls under it, the next header pushes it up, and it is the header's own row (its button
/// works) that screen readers do not read twice — in a list and in a grid, one controller.
final class PinnedSectionHeaderTests: XCTestCase {
    enum Shape: CaseIterable {
        case list, grid
    }

    /// A header row: the section's name and a "More" button that reports its section.
    @MainActor
    final class HeaderRow: RowView {
        let title = Label()
        let more = Button(label: "More")
        let widget: Widget
        var section = ""
        var onMore: (String) -> Void = { _ in }

        init() {
            title.expandsHorizontally = true
            widget = Box(.horizontal, spacing: 6, children: [title, more])
            widget.setMargins(start: 12, end: 12)
            more.onClicked { [unowned self] in self.onMore(self.section) }
        }
    }

    /// Three sections of 30 items, each under a header with a button, pinning headers: a list,
    /// or a grid of three columns.
    @MainActor
    final class Screen {
        let list: RecycledRowsView<Note>
        let window: Window
        let shape: Shape
        var moreClicks: [String] = []

        init(_ shape: Shape) throws {
            self.shape = shape
            try GtkTestEnvironment.start()
            window = Window()
            let sections = ["A", "B", "C"].map { name in
                ListSection(id: name, header: Note(id: "header-\(name)", text: "Section \(name)", kind: "header"),
                            items: (1...30).map { Note(id: "\(name)\($0)", text: "\(name) item \($0)") })
            }
            var clicked: (String) -> Void = { _ in }
            let adapters = [
                RowAdapter<Note>(kind: "note", make: { Label() }, bind: { $0.text = $1.text }),
                RowAdapter(kind: "header", make: HeaderRow.init, bind: { row, item in
                    row.title.text = item.text
                    row.section = item.text
                    row.onMore = { clicked($0) }
                }),
            ]
            switch shape {
            case .list:
                list = ListView(dataSource: ListDataSource(sections: sections), adapters: adapters)
            case .grid:
                let grid = GridView(dataSource: ListDataSource(sections: sections), adapters: adapters)
                grid.minimumCellWidth = 110
                list = grid
            }
            clicked = { [unowned self] in self.moreClicks.append($0) }
            list.pinsSectionHeaders = true
            window.setDefaultSize(width: 360, height: 400)
            window.setChild(list.widget)
            window.present()
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
        }

        /// Scrolls with the wheel until `condition` holds, a notch at a time.
        func scroll(until condition: () -> Bool, file: StaticString = #filePath, line: UInt = #line) throws {
            for _ in 0..<200 where !condition() {
                try TestInput.scrollWheel(.down, notches: 1, over: list.widget)
                MainLoop.waitUntilDrawn(window)
            }
            XCTAssertTrue(condition(), file: file, line: line)
        }

        /// Scrolls down 6 pixels a frame until `condition` holds.
        func nudge(until condition: () -> Bool, file: StaticString = #filePath, line: UInt = #line) throws {
            for _ in 0..<600 where !condition() {
                list.scrolledWindow.verticalOffset += 6
                MainLoop.waitUntilDrawn(window)
            }
            XCTAssertTrue(condition(), file: file, line: line)
        }

        /// Where the pinned row's top is, in the list's coordinates.
        var pinnedRowTop: Double? {
            list.pinnedHeaderWidget?.bounds(relativeTo: list.widget)?.y
        }

        var pinnedID: String? { list.pinnedSectionHeader?.id }

        /// The row widget (a grid's cell) showing the item at `path`, while it is on screen.
        func itemWidget(at path: ListIndexPath) -> Widget? {
            switch shape {
            case .list: (list as? ListView<Note>)?.rowWidget(at: path)
            case .grid: (list as? GridView<Note>)?.cellWidget(at: path)
            }
        }

        /// GTK's row showing flat row `row`: a list's row, a grid's line.
        func gtkRow(_ row: Int) -> Widget? {
            switch shape {
            case .list: (list as? ListView<Note>)?.boundRows.first { $0.position == row }?.row.widget.parent
            case .grid: (list as? GridView<Note>)?.boundCells.first { $0.row == row }?.widget.parent?.parent
            }
        }
    }

    /// When the pinned header takes over from the header row, nothing on screen changes: it is
    /// drawn where the row was, in the row's colours.
    func testThePinnedHeaderLooksExactlyLikeTheHeaderRowItTakesOverFrom() throws {
        try MainActor.assumeIsolated { for shape in Shape.allCases {
            let screen = try Screen(shape)
            defer { screen.window.close() }
            let headerRow = try XCTUnwrap(screen.gtkRow(0))
            let strip = try XCTUnwrap(headerRow.bounds(relativeTo: screen.list.widget))
            @MainActor func picture() throws -> PixelImage {
                try PixelImage(rendering: screen.list.widget)
                    .cropped(x: 0, y: 0, width: Int(strip.width), height: Int(strip.height))
            }
            let unpinned = try picture()
            XCTAssertNil(screen.list.pinnedSectionHeader)
            try screen.scroll(until: { screen.list.pinnedSectionHeader != nil })
            XCTAssertEqual(screen.list.pinnedSectionHeader?.id, "header-A")
            let pinned = try picture()
            let comparison = ImageComparison(actual: pinned, golden: unpinned, tolerance: .standard)
            if comparison != .match {
                let folder = FileManager.default.temporaryDirectory
                try? unpinned.pngData().write(to: folder.appendingPathComponent("pinned-header-row-\(shape).png"))
                try? pinned.pngData().write(to: folder.appendingPathComponent("pinned-header-pinned-\(shape).png"))
            }
            XCTAssertTrue(comparison == .match, "\(shape): the pinned header differs from its row: \(comparison.summary)")
        } }
    }

    func testTheTopSectionsHeaderStaysUntilTheNextPushesItUp() throws {
        try MainActor.assumeIsolated { for shape in Shape.allCases {
            let screen = try Screen(shape)
            defer { screen.window.close() }
            XCTAssertNil(screen.list.pinnedSectionHeader, "\(shape): the header shows whole in the view at first")
            // The header row's own widget: a list row's child, in a grid the child of its line.
            let header = try XCTUnwrap(shape == .list ? screen.gtkRow(0)?.firstChild : screen.gtkRow(0)?.firstChild?.firstChild)
            let rowTop = try XCTUnwrap(header.bounds(relativeTo: screen.list.widget)?.y)
            try screen.scroll(until: { screen.list.pinnedSectionHeader != nil })
            XCTAssertEqual(screen.pinnedID, "header-A")
            // At rest the pinned row sits where the header row sat at the top of the list.
            let restingTop = try XCTUnwrap(screen.pinnedRowTop)
            XCTAssertEqual(restingTop, rowTop, accuracy: 0.5, "pinned where the row was")

            // Section B's header arrives and pushes A's up, then takes its place.
            var sawPushedUp = false
            try screen.scroll(until: {
                if screen.pinnedID == "header-A", let top = screen.pinnedRowTop, top < restingTop - 1 { sawPushedUp = true }
                return screen.pinnedID == "header-B"
            })
            XCTAssertTrue(sawPushedUp, "A's header was pushed up before B's took over")
            XCTAssertEqual(screen.pinnedRowTop ?? -1, restingTop, accuracy: 0.5)
            // The pinned header and the list's rows under it agree: the top row is in section B.
            let top = try XCTUnwrap(screen.list.visibleRows?.lowerBound)
            XCTAssertEqual(screen.list.dataSource.row(at: top)?.section, 1, "\(shape)")
        } }
    }

    func testAClickOnThePinnedHeaderReachesIt() throws {
        try MainActor.assumeIsolated { for shape in Shape.allCases {
            let screen = try Screen(shape)
            defer { screen.window.close() }
            try screen.scroll(until: { screen.pinnedID == "header-B" && (screen.pinnedRowTop ?? -1) >= 4 })
            let header = try XCTUnwrap(screen.list.pinnedHeaderWidget)
            MainLoop.waitUntilDrawn(screen.window)
            let more = try XCTUnwrap(header.pick(x: Double(header.allocatedWidth) - 30, y: Double(header.allocatedHeight) / 2))
            try TestInput.click(more)
            XCTAssertTrue(MainLoop.run(until: { screen.moreClicks == ["Section B"] }), "\(shape): \(screen.moreClicks)")
        } }
    }

    func testScrolledBackToTheTopTheHeaderIsNotPinned() throws {
        try MainActor.assumeIsolated { for shape in Shape.allCases {
            let screen = try Screen(shape)
            defer { screen.window.close() }
            try screen.scroll(until: { screen.list.pinnedSectionHeader != nil })
            screen.list.scrollToRow(0)
            XCTAssertTrue(MainLoop.run(until: { screen.list.pinnedSectionHeader == nil }), "\(shape)")
        } }
    }

    func testGoldenPictureOfAPinnedHeaderMidScroll() throws {
        try MainActor.assumeIsolated { for shape in Shape.allCases {
            let screen = try Screen(shape)
            defer { screen.window.close() }
            let isPushed = { screen.pinnedID == "header-A" && (screen.pinnedRowTop ?? 0) < -4 }
            // A grid's notch passes the few pixels over which B's header pushes A's up.
            try shape == .list ? screen.scroll(until: isPushed) : screen.nudge(until: isPushed)
            MainLoop.waitUntilDrawn(screen.window)
            XCTAssertEqual(screen.pinnedID, "header-A", "still pushed once the frame is drawn")
            try TestInput.movePointer(over: screen.window, at: (x: 1, y: 1))
            // At rest: GTK fades the overlay scroll bar a second after the wheel.
            XCTAssertTrue(MainLoop.run(until: { screen.list.scrolledWindow.showsNoScrollIndicators }, timeout: 10))
            MainLoop.waitUntilDrawn(screen.window)
            assertGolden(of: screen.window, named: shape == .list ? "pinned-header-pushed" : "grid-pinned-header-pushed")
        } }
    }
}