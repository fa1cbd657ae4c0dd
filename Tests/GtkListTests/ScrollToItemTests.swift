import GtkList
import GtkListTesting
import ListCore
import XCTest

/// `scrollToItem(at:)` and `rowWidget(at:)` in a list that pins section headers: the item
/// scrolled to shows whole, below the pinned header, wherever the list was scrolled from, and
/// a row widget is offered only while it shows. A grid's item scrolled to comes out below its
/// pinned header too.
final class ScrollToItemTests: XCTestCase {
    typealias Screen = PinnedSectionHeaderTests.Screen

    /// A section's first item, scrolled to from further down, comes out below its own header
    /// row (an item further in, below the pinned header), and a click on it reaches the item,
    /// not a header drawn over it.
    func testAnItemScrolledUpToShowsBelowThePinnedHeaderAndTakesTheClick() throws {
        try MainActor.assumeIsolated { for shape in PinnedSectionHeaderTests.Shape.allCases {
            let screen = try Screen(shape)
            defer { screen.window.close() }
            for target in [ListIndexPath(section: 1, item: 0), ListIndexPath(section: 0, item: 5)] {
                try screen.scroll(until: { screen.pinnedID == "header-C" })
                screen.list.scrollToItem(at: target)
                try screen.assertShownWhole(target)
                // Its section's header shows above it: its own row, or pinned.
                let headerRow = try XCTUnwrap(screen.list.dataSource.flatIndex(of: ListIndexPath(section: target.section, item: 0))) - 1
                let header = screen.list.visibleRows?.contains(headerRow) == true ? "row" : screen.pinnedID
                XCTAssertTrue(header == "row" || header == "header-\(["A", "B", "C"][target.section])",
                              "\(shape), \(target): the header shown is \(header ?? "none")")
                let row = try XCTUnwrap(screen.itemWidget(at: target))
                try TestInput.click(row)
                XCTAssertTrue(MainLoop.run(until: { screen.list.selectedItem?.indexPath == target }),
                              "\(shape): the click selected \(String(describing: screen.list.selectedItem?.indexPath)), not \(target)")
                // The next click is no double click.
                MainLoop.run(for: 0.5)
            }
            XCTAssertEqual(screen.moreClicks, [], "\(shape): no click reached a header")
        } }
    }

    /// Wherever the wheel leaves the list, an item scrolled to shows whole, below the pinned
    /// header: 30 seeded tries, up and down, to any item.
    func testAfterWheelScrollingEveryScrollToItemShowsTheItemWhole() throws {
        try MainActor.assumeIsolated {
            let screen = try Screen(.list)
            defer { screen.window.close() }
            var random = FuzzRandom(seed: 43_062)
            for attempt in 0..<30 {
                let direction: TestInput.WheelDirection = random.next() % 2 == 0 ? .down : .up
                try TestInput.scrollWheel(direction, notches: Int(random.next() % 6) + 1, over: screen.list.widget)
                MainLoop.waitUntilDrawn(screen.window)
                let target = ListIndexPath(section: Int(random.next() % 3), item: Int(random.next() % 30))
                screen.list.scrollToItem(at: target)
                try screen.assertShownWhole(target, "try \(attempt)")
            }
        }
    }

    /// A scroll to an item is watched for a moment (GTK can undo it while the list settles),
    /// but the user's own wheel ends the watch: the list stays where the wheel left it.
    func testAWheelTurnedJustAfterAScrollToItemIsNotUndone() throws {
        try MainActor.assumeIsolated {
            let screen = try Screen(.list)
            defer { screen.window.close() }
            let last = ListIndexPath(section: 2, item: 29)
            screen.list.scrollToItem(at: last)
            try TestInput.scrollWheel(.up, notches: 10, over: screen.list.widget)
            MainLoop.waitUntilDrawn(screen.window)
            let offset = screen.list.scrolledWindow.verticalOffset
            MainLoop.run(for: 0.5)
            XCTAssertEqual(screen.list.scrolledWindow.verticalOffset, offset, accuracy: 0.5, "the list stayed where the wheel left it")
            XCTAssertNil(screen.itemWidget(at: last), "the wheel took the last row out of view")
        }
    }

    /// The arrow keys move the focus up through a section without the focused row ever
    /// hiding under the pinned header.
    func testTheFocusMovedUpByTheKeyboardShowsBelowThePinnedHeader() throws {
        try MainActor.assumeIsolated {
            let screen = try Screen(.list)
            defer { screen.window.close() }
            try screen.scroll(until: { screen.pinnedID == "header-C" })
            screen.list.focusItem(at: ListIndexPath(section: 1, item: 12))
            try screen.assertShownWhole(ListIndexPath(section: 1, item: 12))
            for item in stride(from: 11, through: 0, by: -1) {
                try TestInput.pressKeys("Up", in: screen.list.widget)
                let path = ListIndexPath(section: 1, item: item)
                XCTAssertTrue(MainLoop.run(until: { screen.list.selectedItem?.indexPath == path }), "Up reached \(path)")
                try screen.assertShownWhole(path, "Up to")
            }
        }
    }

    /// GTK keeps rows bound past both ends of the visible part, drawing nothing there: those
    /// have no row widget to click.
    func testARowBoundOffScreenHasNoRowWidget() throws {
        try MainActor.assumeIsolated {
            let screen = try Screen(.list)
            defer { screen.window.close() }
            let last = ListIndexPath(section: 2, item: 29)
            let lastRow = try XCTUnwrap(screen.list.dataSource.flatIndex(of: last))
            XCTAssertTrue(try screen.listView.boundRows.contains { $0.position == lastRow }, "GTK bound the last row off screen")
            XCTAssertFalse(screen.list.visibleRows?.contains(lastRow) ?? true)
            XCTAssertNil(screen.itemWidget(at: last))
            XCTAssertNotNil(screen.itemWidget(at: ListIndexPath(section: 0, item: 0)), "a row on screen has one")
            screen.list.scrollToItem(at: last)
            XCTAssertTrue(MainLoop.run(until: { screen.itemWidget(at: last) != nil }), "once scrolled to, it has one")
            XCTAssertNil(screen.itemWidget(at: ListIndexPath(section: 0, item: 0)), "and the first has none")
        }
    }
}

extension PinnedSectionHeaderTests.Screen {
    /// The list, when the screen shows one.
    var listView: ListView<Note> {
        get throws { try XCTUnwrap(list as? ListView<Note>) }
    }

    /// Waits for `path`'s row to show whole between the pinned header (if any) and the list's
    /// bottom edge.
    func assertShownWhole(_ path: ListIndexPath, _ context: String = "",
                          file: StaticString = #filePath, line: UInt = #line) throws {
        var seen = "not on screen"
        let shown = MainLoop.run(until: {
            MainLoop.waitUntilDrawn(window)
            guard let row = itemWidget(at: path)?.parent,
                  let bounds = row.bounds(relativeTo: list.widget) else { return false }
            let coveredTo = pinnedID == nil ? 0 : list.pinnedHeaderWidget?.bounds(relativeTo: list.widget)
                .map { $0.y + $0.height } ?? 0
            seen = "row \(bounds.y)…\(bounds.y + bounds.height), pinned \(pinnedID ?? "none") to \(coveredTo)"
            return bounds.y >= coveredTo - 0.5 && bounds.y + bounds.height <= Double(list.widget.allocatedHeight) + 0.5
        }, timeout: 5)
        XCTAssertTrue(shown, "\(context) \(path): \(seen)", file: file, line: line)
    }
}
