import Foundation
import GtkList
import GtkListTesting
import ListCore
@testable import ListViewerKit
import RecordFilesTesting
import XCTest

/// Any record of a file is reachable with the keyboard, however far from the records the list
/// holds: Go to Record (Ctrl+L), Ctrl+End, Ctrl+Home, and scrolling up past the window's top.
final class FileNavigationTests: XCTestCase {
    private static let recordCount = 20_000

    private static func lines(_ count: Int) -> String {
        (1...count).map { #"{"id": \#($0), "name": "Entry \#($0)"}"# }.joined(separator: "\n") + "\n"
    }

    @MainActor
    private static func open(_ scratch: ScratchDirectory, records: Int = recordCount) throws -> (ViewerWindow, FileContent) {
        let path = try scratch.write("long.jsonl", lines(records))
        try GtkTestEnvironment.start()
        let file = FileContent(path: path)
        file.model.records.maximumLoadedRecords = 1_000
        let viewer = try StagedScreen.show(file, width: 600, height: 500)
        XCTAssertTrue(MainLoop.run(until: { file.model.index.progress?.isComplete == true }, timeout: 10))
        return (viewer, file)
    }

    @MainActor
    private static func selectedID(_ file: FileContent) -> Int? { file.feed.list.selectedItem?.item.id }

    func testGoToRecordTypedAfterCtrlL() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch)
            defer { viewer.window.close() }
            file.feed.list.grabFocus()
            // The popover takes the keyboard: the releases reach it, not the window.
            try TestInput.pressKeys("ctrl+l", in: viewer.window, awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { file.navigator.goToPopover.isVisible }))
            MainLoop.waitUntilDrawn(file.navigator.entry)
            for digit in "15432" { try TestInput.pressKeys(String(digit), in: file.navigator.entry) }
            try TestInput.pressKeys("Return", in: file.navigator.entry, awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { Self.selectedID(file) == 15_432 }, timeout: 5),
                          "selected: \(String(describing: Self.selectedID(file)))")
            XCTAssertFalse(file.navigator.goToPopover.isVisible)
            XCTAssertLessThanOrEqual(file.model.records.dataSource.itemCount, 1_000, "only a window of the file")
            XCTAssertTrue(MainLoop.run(until: { file.feed.list.focusedRow.flatMap { file.model.records.dataSource.row(at: $0)?.item.id } == 15_432 }),
                          "the record has the keyboard focus")
            MainLoop.waitUntilDrawn(viewer.window)
            XCTAssertTrue(file.feed.list.boundItems.contains { ($0.row as? RecordRow)?.texts.contains("Entry 15432") == true })
            XCTAssertTrue(viewer.window.title.hasPrefix("long.jsonl — 20,000 items, "), viewer.window.title)
        }
    }

    /// The record at the top of the list's view, once laid out.
    @MainActor
    private static func topRecord(_ file: FileContent) -> Int? {
        file.feed.list.visibleRows.map { file.model.records.droppedRecords + $0.lowerBound + 1 }
    }

    /// A jump shows its record at the top of the view, not at whichever edge is nearer: far
    /// away (the window moves), and within the window, below and above the view.
    func testAJumpShowsTheRecordAtTheTopOfTheView() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch)
            defer { viewer.window.close() }
            for number in [12_345, 12_360, 12_350, 12_345, 7] {
                file.navigator.goTo(number)
                XCTAssertTrue(MainLoop.run(until: { Self.selectedID(file) == number && !file.model.place.isMoving }, timeout: 5),
                              "\(number): selected \(String(describing: Self.selectedID(file)))")
                MainLoop.waitUntilDrawn(viewer.window)
                XCTAssertEqual(Self.topRecord(file), number, "record \(number) is at the top")
                XCTAssertTrue(MainLoop.run(until: { file.isSettled && file.feed.state.phase == .idle }, timeout: 5))
                MainLoop.waitUntilDrawn(viewer.window)
                XCTAssertEqual(Self.topRecord(file), number, "record \(number) stays at the top as the records around it are read")
            }
        }
    }

    /// In a file that the list holds whole, a jump to a record on its last screen scrolls to the
    /// end with the record in full view; above or below the view, the record comes to the top.
    func testAJumpInAShortFileShowsTheRecordAsNearTheTopAsTheEndAllows() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch, records: 40)
            defer { viewer.window.close() }
            for number in [36, 4, 20, 2, 40] {
                file.navigator.goTo(number)
                XCTAssertTrue(MainLoop.run(until: { Self.selectedID(file) == number && !file.model.place.isMoving }, timeout: 5))
                MainLoop.waitUntilDrawn(viewer.window)
                let shown = try XCTUnwrap(file.feed.list.visibleRows)
                if number + shown.count <= 40 {
                    XCTAssertEqual(Self.topRecord(file), number, "record \(number) is at the top")
                } else {
                    XCTAssertEqual(shown.upperBound + 1, 40, "record \(number): the list is at its end")
                    XCTAssertGreaterThan(number, shown.lowerBound + 1, "record \(number) is below the top row, in full view")
                }
            }
        }
    }

    func testCtrlEndReachesTheLastRecordAndCtrlHomeTheFirst() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch)
            defer { viewer.window.close() }
            file.feed.list.grabFocus()
            try TestInput.pressKeys("ctrl+End", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { Self.selectedID(file) == Self.recordCount }, timeout: 5))
            XCTAssertGreaterThan(file.model.records.droppedRecords, 10_000)
            try TestInput.pressKeys("ctrl+Home", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { Self.selectedID(file) == 1 }, timeout: 5))
            XCTAssertEqual(file.model.records.droppedRecords, 0, "the list starts at the file's first record again")
        }
    }

    func testScrollingUpPastTheWindowsTopReadsTheRecordsBefore() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch)
            defer { viewer.window.close() }
            file.navigator.goTo(10_000)
            XCTAssertTrue(MainLoop.run(until: { Self.selectedID(file) == 10_000 }, timeout: 5))
            let firstBefore = file.model.records.droppedRecords + 1
            file.feed.list.scrollToRow(0)
            XCTAssertTrue(MainLoop.run(until: { file.model.records.droppedRecords + 1 < firstBefore }, timeout: 5),
                          "the page before \(firstBefore) was read")
            MainLoop.waitUntilDrawn(viewer.window)
            let shown = file.feed.list.boundItems.compactMap { ($0.row as? RecordRow)?.texts.first }
            XCTAssertTrue(shown.contains("Entry \(firstBefore)"), "the list stays where it was: \(shown.prefix(3))")
            let ids = file.model.records.dataSource.sections[0].items.map(\.id)
            XCTAssertEqual(ids, Array(ids[0]...ids[ids.count - 1]), "records in order, none twice")
        }
    }

    func testGoingPastTheEndShowsTheLastRecord() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch)
            defer { viewer.window.close() }
            file.navigator.goTo(1_000_000)
            XCTAssertTrue(MainLoop.run(until: { Self.selectedID(file) == Self.recordCount }, timeout: 5))
        }
    }

    func testTheScrollBarSpansTheWholeFileAndTakesTheListAnywhere() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch)
            defer { viewer.window.close() }
            let bar = file.scrollbar.widget
            XCTAssertTrue(MainLoop.run(until: { bar.upper == Double(Self.recordCount) }), "upper \(bar.upper)")
            XCTAssertEqual(bar.value, 0)
            XCTAssertTrue((3...10).contains(bar.pageSize), "a screenful of records: \(bar.pageSize)")
            XCTAssertFalse(file.feed.list.scrolledWindow.verticalPolicy == .automatic, "the list's own bar is hidden")

            // A click half-way down the trough takes the list half-way through the file.
            MainLoop.waitUntilDrawn(bar)
            try TestInput.click(bar, at: (x: Double(bar.allocatedWidth) / 2, y: Double(bar.allocatedHeight) / 2))
            @MainActor func topRecord() -> Int? {
                file.feed.list.visibleRows.flatMap { file.model.records.dataSource.row(at: $0.lowerBound)?.item.id }
            }
            XCTAssertTrue(MainLoop.run(until: { (9_000...11_000).contains(topRecord() ?? 0) }, timeout: 5),
                          "top record \(String(describing: topRecord()))")
            XCTAssertLessThanOrEqual(file.model.records.dataSource.itemCount, 1_000, "only a window of the file")

            // Scrolling the list moves the bar along.
            MainLoop.run(for: 0.5)
            let before = bar.value
            try TestInput.scrollWheel(.down, notches: 5, over: file.feed.list.widget)
            XCTAssertTrue(MainLoop.run(until: { bar.value > before }, timeout: 3), "\(bar.value) after \(before)")
            XCTAssertEqual(bar.value, Double((topRecord() ?? 0) - 1), accuracy: 1)
        }
    }

    func testAFileCutShorterThanTheWindowsStartIsReadFromItsStart() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch)
            defer { viewer.window.close() }
            file.navigator.goTo(15_000)
            XCTAssertTrue(MainLoop.run(until: { Self.selectedID(file) == 15_000 }, timeout: 5))
            try scratch.write("long.jsonl", Self.lines(100))
            file.feed.beginRefreshing()
            XCTAssertTrue(MainLoop.run(until: { file.model.records.dataSource.sections.first?.items.first?.id == 1 }, timeout: 5),
                          "read again from the start, not left empty")
            XCTAssertEqual(file.model.records.dataSource.itemCount, 100)
            XCTAssertEqual(file.model.records.droppedRecords, 0)
        }
    }
}
