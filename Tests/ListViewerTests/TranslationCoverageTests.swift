import Foundation
import GtkList
import GtkListTesting
@testable import ListViewerKit
import RecordFilesTesting
import XCTest

/// Every word list-viewer and GtkList show goes through gettext: in a made-up language that
/// wraps each translated message in ⟦ ⟧, no text on any screen is left unwrapped.
final class TranslationCoverageTests: XCTestCase {
    private static let poFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("meson-helper/po")

    @MainActor
    private static func withPseudoTranslation(_ body: () throws -> Void) throws {
        try GtkTestEnvironment.start()
        // The app and GtkList bind their text domains when their texts are first used: before
        // the pseudo language takes the domains over, or they would take them back (a run of
        // this test alone).
        _ = appTexts
        _ = FeedTexts()
        let pseudo = try PseudoTranslation(templates: [
            "gtklistkit": poFolder.appendingPathComponent("gtklistkit/gtklistkit.pot").path,
            "list-viewer": poFolder.appendingPathComponent("list-viewer/list-viewer.pot").path,
        ])
        pseudo.activate()
        defer { pseudo.deactivate() }
        try body()
    }

    private static func assertTranslated(_ texts: [String], in screen: String, file: StaticString = #filePath,
                                         line: UInt = #line) {
        XCTAssertFalse(texts.isEmpty, "\(screen) shows no text at all", file: file, line: line)
        for text in texts where !PseudoTranslation.isTranslated(text) {
            XCTFail("\(screen) shows “\(text)”, which did not go through gettext", file: file, line: line)
        }
    }

    func testEveryStateOfTheDemoIsTranslated() throws {
        try MainActor.assumeIsolated {
            try Self.withPseudoTranslation {
                for state in ViewerState.allCases {
                    let viewer = try StagedScreen.make(state)
                    Self.assertTranslated(viewer.window.shownTexts, in: "the \(state.rawValue) state")
                    viewer.window.close()
                }
            }
        }
    }

    func testAFileItsDamageAndItsErrorPageAreTranslated() throws {
        try MainActor.assumeIsolated {
            try Self.withPseudoTranslation {
                // The file's own words are data: wrapped here, so only the app's words can fail.
                let scratch = try ScratchDirectory()
                let records = (1...3).map { #"{"⟦name⟧": "⟦Item \#($0)⟧", "⟦note⟧": "⟦kept⟧"}"# }
                let path = try scratch.write("⟦records.jsonl⟧", records.joined(separator: "\n") + "\n{\"broken\": \n")
                let file = FileContent(path: path)
                let viewer = try StagedScreen.show(file)
                defer { viewer.window.close() }
                Self.assertTranslated(viewer.window.shownTexts, in: "a damaged file")

                let missing = FileContent(path: scratch.url.appendingPathComponent("⟦missing.json⟧").path)
                viewer.show(missing)
                XCTAssertTrue(MainLoop.run(until: { missing.feed.errorPage.isShown }))
                MainLoop.waitUntilDrawn(viewer.window)
                Self.assertTranslated(viewer.window.shownTexts, in: "the error page of a missing file")
            }
        }
    }

    func testATextThatSkipsGettextIsCaught() throws {
        try MainActor.assumeIsolated {
            try Self.withPseudoTranslation {
                let viewer = try StagedScreen.make(.list)
                defer { viewer.window.close() }
                viewer.window.title = "Not translated"
                MainLoop.waitUntilDrawn(viewer.window)
                XCTAssertTrue(viewer.window.shownTexts.contains("Not translated"))
                XCTAssertFalse(PseudoTranslation.isTranslated("Not translated"))
                XCTAssertTrue(viewer.window.shownTexts.contains { PseudoTranslation.isTranslated($0) })
            }
        }
    }
}
