import CGtk
import GtkList
import GtkListTesting
import ListCore
import XCTest

/// Input faked through XTest from the test process reaches GTK's widgets as a user's does.
final class TestInputTests: XCTestCase {
    /// A window with two buttons side by side, counting their clicks.
    @MainActor
    private final class TwoButtons {
        let window: Window
        let first: Button
        let second: Button
        var firstClicks = 0
        var secondClicks = 0

        init() throws {
            try GtkTestEnvironment.start()
            window = Window()
            first = Button(label: "First")
            second = Button(label: "Second")
            window.setDefaultSize(width: 300, height: 100)
            window.setChild(Box(.horizontal, spacing: 20, children: [first, second]))
            first.onClicked { [unowned self] in firstClicks += 1 }
            second.onClicked { [unowned self] in secondClicks += 1 }
            window.present()
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
        }
    }

    func testReturnAndSpaceActivateTheFocusedButton() throws {
        try MainActor.assumeIsolated {
            let buttons = try TwoButtons()
            defer { buttons.window.close() }
            XCTAssertTrue(buttons.second.grabFocus())
            try TestInput.pressKeys("Return", in: buttons.window)
            XCTAssertTrue(MainLoop.run(until: { buttons.secondClicks == 1 }), "Return did not click")
            try TestInput.pressKeys("space", in: buttons.second)
            XCTAssertTrue(MainLoop.run(until: { buttons.secondClicks == 2 }), "space did not click")
            XCTAssertEqual(buttons.firstClicks, 0, "the unfocused button stays untouched")
        }
    }

    func testAModifiedKeyArrivesWithItsModifier() throws {
        try MainActor.assumeIsolated {
            let buttons = try TwoButtons()
            defer { buttons.window.close() }
            XCTAssertTrue(buttons.first.grabFocus())
            // Tab moves the focus forwards, shift+Tab back: only the modifier tells them apart.
            try TestInput.pressKeys("Tab", in: buttons.window)
            XCTAssertTrue(MainLoop.run(until: { buttons.second.hasFocusWithin }), "Tab did not move the focus")
            try TestInput.pressKeys("shift+Tab", in: buttons.window)
            XCTAssertTrue(MainLoop.run(until: { buttons.first.hasFocusWithin }), "shift+Tab did not move it back")
        }
    }

    func testAClickAtAButtonsCentreClicksThatButton() throws {
        try MainActor.assumeIsolated {
            let buttons = try TwoButtons()
            defer { buttons.window.close() }
            try TestInput.click(buttons.second)
            XCTAssertEqual(buttons.secondClicks, 1, "the release was handled before click returned")
            XCTAssertEqual(buttons.firstClicks, 0)
            try TestInput.click(buttons.first, at: (x: 3, y: 3))
            XCTAssertEqual(buttons.firstClicks, 1)
        }
    }

    /// Two `click`s in a row are two single clicks, even at once on the same spot; a
    /// `doubleClick` is a double click: a list's row is activated by it alone.
    func testClicksInARowAreSingleClicksAndADoubleClickActivatesARow() throws {
        struct Word: ListItem {
            let id: Int
            var kind: RowKind { "word" }
        }
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let window = Window()
            defer { window.close() }
            let words = ListDataSource(sections: [ListSection(id: "s", items: (1...5).map { Word(id: $0) })])
            let list = ListView(dataSource: words, adapters: [
                RowAdapter(kind: "word", make: { Label() }, bind: { $0.text = "Word \($1.id)" }),
            ])
            var activated: [Int] = []
            list.onActivate { activated.append($0.item.id) }
            window.setDefaultSize(width: 240, height: 240)
            window.setChild(list.widget)
            window.present()
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            let row = try XCTUnwrap(list.rowWidget(at: ListIndexPath(section: 0, item: 2)))
            try TestInput.click(row)
            try TestInput.click(row)
            MainLoop.run(for: 0.5)
            XCTAssertEqual(activated, [], "two single clicks select; they do not activate")
            XCTAssertEqual(list.selectedItem?.item.id, 3)
            try TestInput.doubleClick(row)
            XCTAssertTrue(MainLoop.run(until: { activated == [3] }), "a double click activates: \(activated)")
        }
    }

    func testDraggingOffAButtonCancelsItsClick() throws {
        try MainActor.assumeIsolated {
            let buttons = try TwoButtons()
            defer { buttons.window.close() }
            try TestInput.drag(buttons.first, by: (x: 0, y: 80))
            XCTAssertEqual(buttons.firstClicks, 0, "released outside the button")
            try TestInput.drag(buttons.first, by: (x: 0, y: 0))
            XCTAssertEqual(buttons.firstClicks, 1, "pressed and released in place")
        }
    }

    func testADragArrivesInSteps() throws {
        try MainActor.assumeIsolated {
            let buttons = try TwoButtons()
            defer { buttons.window.close() }
            let watch = EventWatch(window: buttons.window.unsafeWidgetPointer)
            defer { watch.stop() }
            try TestInput.drag(buttons.first, at: (x: 2, y: 2), by: (x: 95, y: 0))
            XCTAssertGreaterThanOrEqual(watch.count(GDK_MOTION_NOTIFY), 10, "95 pixels in steps of 10 at most")
            XCTAssertEqual(watch.count(GDK_BUTTON_PRESS), 1)
            XCTAssertEqual(watch.count(GDK_BUTTON_RELEASE), 1)
        }
    }

    func testWheelNotchesScrollAScrolledWindow() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let window = Window()
            window.setDefaultSize(width: 300, height: 200)
            let scrolled = ScrolledWindow()
            let content = DrawingArea(width: 280, height: 3000)
            scrolled.setChild(content)
            window.setChild(scrolled)
            window.present()
            defer { window.close() }
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            XCTAssertEqual(scrolled.verticalOffset, 0)

            try TestInput.scrollWheel(.down, notches: 3, over: scrolled)
            XCTAssertTrue(MainLoop.run(until: { scrolled.verticalOffset > 0 }), "three notches down did not scroll")
            let afterDown = scrolled.verticalOffset
            try TestInput.scrollWheel(.up, notches: 1, over: scrolled, at: (x: 10, y: 10))
            XCTAssertTrue(MainLoop.run(until: { scrolled.verticalOffset < afterDown }), "a notch up did not scroll back")
            XCTAssertGreaterThan(scrolled.verticalOffset, 0, "one notch of three")
        }
    }

    func testKeyCombinationsAreReadAsXdotoolWritesThem() throws {
        XCTAssertEqual(try KeyCombination("F5").keysymNames, ["F5"])
        XCTAssertEqual(try KeyCombination("ctrl+shift+Tab").keysymNames, ["Control_L", "Shift_L", "Tab"])
        XCTAssertEqual(try KeyCombination("Control+r").keysymNames, ["Control_L", "r"])
        XCTAssertThrowsError(try KeyCombination("ctrl+"))
    }

    func testAnUnknownKeyNameFailsClearly() throws {
        try MainActor.assumeIsolated {
            let buttons = try TwoButtons()
            defer { buttons.window.close() }
            XCTAssertThrowsError(try TestInput.pressKeys("ctrl+NoSuchKey", in: buttons.window)) { error in
                XCTAssertTrue("\(error)".contains("NoSuchKey"), "\(error)")
            }
        }
    }
}
