import GtkList
import GtkListTesting
import ListCore
@testable import ListViewerKit
import RecordFilesTesting
import XCTest

/// The Patterns pane in the real window, by the keyboard: Shift+Ctrl+P opens it on a text log,
/// it lists the log's patterns by count, Enter keeps the list to one pattern's entries and the
/// row's menu hides them instead; a JSON Lines file has no Patterns toggle.
final class PatternsPaneTests: XCTestCase {
    private static let users = ["root", "admin", "oracle", "deploy", "guest", "nagios", "test", "ubuntu"]

    /// Line `number` of an sshd log of three kinds of message: 60 %, 30 % and 10 % of lines.
    private static func line(_ number: Int) -> String {
        let user = users[number % users.count]
        let time = String(format: "Jun 14 15:%02d:%02d", number / 60 % 60, number % 60)
        let message = switch number % 10 {
        case 0...5: "Failed password for \(user) from 10.0.\(number % 200).\(number % 7) port \(40_000 + number) ssh2"
        case 6...8: "Invalid user \(user) from 10.1.\(number % 50).9"
        default: "Connection closed by 10.2.0.\(number % 250) [preauth]"
        }
        return "\(time) bastion sshd[\(1_000 + number)]: \(message)\n"
    }

    @MainActor
    private static func open(_ scratch: ScratchDirectory, name: String = "auth.log", text: String? = nil,
                             width: Int = 960) throws -> (ViewerWindow, FileContent) {
        let path = try scratch.write(name, text ?? (0..<300).map(line).joined())
        try GtkTestEnvironment.start()
        let file = FileContent(path: path)
        let viewer = try StagedScreen.show(file, width: width, height: 560)
        StagedScreen.settle(viewer)
        return (viewer, file)
    }

    @MainActor
    private static func shownPatterns(_ file: FileContent) -> [String] {
        file.patternsPane.list.dataSource.sections.first?.items.map(\.pattern.text) ?? []
    }

    func testTheKeyboardOpensThePaneKeepsTheListToAPatternAndHidesOne() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch)
            defer { viewer.window.close() }
            XCTAssertTrue(file.patternsPane.toggle.isVisible)
            XCTAssertFalse(file.patternsPane.widget.revealsChild)
            file.feed.list.grabFocus()
            try TestInput.pressKeys("ctrl+shift+p", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { Self.shownPatterns(file).count == 3 && file.isSettled }), "\(Self.shownPatterns(file))")
            XCTAssertTrue(file.patternsPane.toggle.isActive)
            XCTAssertEqual(Self.shownPatterns(file), ["Failed password for <*> from <*> port <*>",
                                                      "Invalid user <*> from <*>", "Connection closed by <*> [preauth]"])
            XCTAssertEqual(file.patternsPane.status.text, "3 patterns in 300 entries")
            XCTAssertTrue(MainLoop.run(until: { file.patternsPane.list.widget.hasFocusWithin }), "the pane takes the keyboard")

            // Down to the second pattern, Enter: the list keeps its 90 entries.
            try TestInput.pressKeys("Down", in: viewer.window)
            try TestInput.pressKeys("Down", in: viewer.window)
            try TestInput.pressKeys("Return", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { file.model.filter.text == #"pattern = "Invalid user <*> from <*>""# }),
                          file.model.filter.text)
            XCTAssertTrue(MainLoop.run(until: { file.isSettled && file.filterBar.countLabel.text == "90 of 300 records" }),
                          file.filterBar.countLabel.text)

            // Back in the pane, the first pattern's menu hides its entries, with the filter set.
            try TestInput.pressKeys("ctrl+shift+p", in: viewer.window)
            try TestInput.pressKeys("ctrl+shift+p", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { file.patternsPane.list.widget.hasFocusWithin }))
            XCTAssertEqual(file.patternsPane.list.selectedItem?.item.pattern.text, "Invalid user <*> from <*>", "the pattern filtered by")
            try TestInput.pressKeys("Home", in: viewer.window)
            try TestInput.pressKeys("shift+F10", in: viewer.window, awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { file.patternsPane.list.isContextMenuShown }))
            let menu = try XCTUnwrap(file.patternsPane.list.shownContextMenu)
            XCTAssertEqual(menu.shownTexts, ["Show Only These", "Hide These"])
            for key in ["Down", "Return"] { try TestInput.pressKeys(key, in: menu, awaitsRelease: false) }
            XCTAssertTrue(MainLoop.run(until: {
                file.model.filter.text == #"(pattern = "Invalid user <*> from <*>") and not pattern = "Failed password for <*> from <*> port <*>""#
            }), file.model.filter.text)
            XCTAssertTrue(MainLoop.run(until: { file.isSettled && file.filterBar.countLabel.text == "90 of 300 records" }),
                          file.filterBar.countLabel.text)
        }
    }

    func testAPictureOfThePaneBesideTheFilteredList() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch)
            defer { viewer.window.close() }
            file.showsPatterns = true
            file.filterBar.filter(by: #"pattern = "Connection closed by <*> [preauth]""#)
            StagedScreen.settle(viewer)
            XCTAssertEqual(file.filterBar.countLabel.text, "30 of 300 records")
            assertGolden(of: viewer.window, named: "patterns-pane")
        }
    }

    func testPicturesOfThePaneInTheDarkStyleAndInArabic() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            for (language, appearance) in [("", GtkTestEnvironment.Appearance.dark), ("ar", .light)] {
                try StagedScreen.inLook(appearance, language: language) {
                    let (viewer, file) = try Self.open(scratch)
                    defer { viewer.window.close() }
                    file.showsPatterns = true
                    StagedScreen.settle(viewer)
                    let texts = viewer.window.shownTexts
                    if language == "ar" {
                        XCTAssertTrue(texts.contains("الأنماط"), "\(texts)")
                        XCTAssertTrue(texts.contains { $0.contains("3 أنماط في 300 إدخالًا") || $0.contains("٣") }, "\(texts)")
                        // Right to left: the pane is at the window's right.
                        let bounds = try XCTUnwrap(file.patternsPane.list.widget.bounds(relativeTo: viewer.window))
                        XCTAssertGreaterThan(bounds.x, Double(viewer.window.allocatedWidth) / 2)
                    }
                    assertGolden(of: viewer.window, named: language.isEmpty ? "patterns-pane-dark" : "patterns-pane-ar")
                }
            }
        }
    }

    func testAFollowedLogThatGrowsIsCountedAgainWithItsNewPattern() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch)
            defer { viewer.window.close() }
            file.isFollowing = true
            file.showsPatterns = true
            XCTAssertTrue(MainLoop.run(until: { file.patternsPane.status.text == "3 patterns in 300 entries" && file.isSettled }),
                          file.patternsPane.status.text)
            // The second pattern is chosen; it stays chosen when the counts change.
            file.patternsPane.list.selectItem(at: ListIndexPath(section: 0, item: 1))
            let grown = (300..<700).map { number in
                String(format: "Jun 14 16:%02d:%02d bastion sshd[%d]: Accepted publickey for deploy from 10.3.0.%d port %d ssh2\n",
                       number / 60 % 60, number % 60, 1_000 + number, number % 250, 50_000 + number)
            }.joined()
            let path = try XCTUnwrap(file.model.opening.recordFile?.path)
            try appendText(grown, to: path)
            XCTAssertTrue(MainLoop.run(until: { file.patternsPane.status.text == "4 patterns in 700 entries" }, timeout: 20),
                          "the new entries counted: \(file.patternsPane.status.text)")
            XCTAssertEqual(Self.shownPatterns(file), ["Accepted publickey for deploy from <*> port <*>", "Failed password for <*> from <*> port <*>",
                                                      "Invalid user <*> from <*>", "Connection closed by <*> [preauth]"])
            XCTAssertEqual(file.patternsPane.list.selectedItem?.item.pattern.text, "Invalid user <*> from <*>", "the chosen pattern stays chosen")
            // Entries read from now on carry their pattern.
            file.filterBar.filter(by: #"pattern = "Accepted publickey for deploy from <*> port <*>""#)
            XCTAssertTrue(MainLoop.run(until: { file.isSettled && file.filterBar.countLabel.text == "400 of 700 records" }, timeout: 10),
                          file.filterBar.countLabel.text)
        }
    }

    func testAFileThatIsNoTextLogHasNoPatterns() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch, name: "data.jsonl", text: #"{"a": 1}"# + "\n" + #"{"a": 2}"# + "\n")
            defer { viewer.window.close() }
            XCTAssertFalse(file.patternsPane.toggle.isVisible)
            try TestInput.pressKeys("ctrl+shift+p", in: viewer.window)
            MainLoop.waitUntilDrawn(viewer.window)
            XCTAssertFalse(file.patternsPane.widget.revealsChild)
        }
    }
}
