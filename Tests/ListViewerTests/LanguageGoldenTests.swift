import Foundation
import GtkList
import GtkListTesting
@testable import ListViewerKit
import XCTest

/// The translated screens: German, and Arabic laid out right to left, as golden images of the
/// real window, with the words checked against the catalogues.
final class LanguageGoldenTests: XCTestCase {
    /// Pictures `state` in `language` and returns what the window says.
    @MainActor
    @discardableResult
    private static func assertPicture(of state: ViewerState, in language: String,
                                      file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        try GtkTestEnvironment.start()
        GtkTestEnvironment.use(language: language)
        defer { GtkTestEnvironment.use(language: "") }
        let viewer = try StagedScreen.make(state, file: file, line: line)
        defer { viewer.window.close() }
        assertGolden(of: viewer.window, named: "\(language)-\(state.rawValue)", waitsForLoads: false, file: file, line: line)
        return viewer.window.shownTexts
    }

    /// `message` of GtkList's domain in the language now in use, checked to be translated.
    @MainActor
    private static func packageWord(_ message: StaticString, file: StaticString = #filePath, line: UInt = #line) -> String {
        let translated = TextDomain("gtklistkit").translate(message)
        XCTAssertNotEqual(translated, "\(message)", "“\(message)” has no translation", file: file, line: line)
        return translated
    }

    func testArabicScreensAreTranslatedAndMirrored() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            for state in [ViewerState.pulling, .refreshing, .loadMoreError, .empty, .error] {
                let texts = try Self.assertPicture(of: state, in: "ar")
                XCTAssertFalse(texts.contains("Pull to refresh") || texts.contains("Refreshing…"), "\(state): \(texts)")
            }
            GtkTestEnvironment.use(language: "ar")
            defer { GtkTestEnvironment.use(language: "") }
            let viewer = try StagedScreen.make(.refreshing)
            defer { viewer.window.close() }
            XCTAssertTrue(viewer.window.shownTexts.contains(Self.packageWord("Refreshing…")))
            // Right to left: the header bar's first button (refresh) sits at the right end.
            let bounds = try XCTUnwrap(viewer.refreshButton.bounds(relativeTo: viewer.window))
            XCTAssertGreaterThan(bounds.x, Double(viewer.window.allocatedWidth) / 2)
        }
    }

    func testGermanArmedStateSaysReleaseToRefresh() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let texts = try Self.assertPicture(of: .armed, in: "de")
            GtkTestEnvironment.use(language: "de")
            defer { GtkTestEnvironment.use(language: "") }
            XCTAssertTrue(texts.contains(Self.packageWord("Release to refresh")), "\(texts)")
            XCTAssertTrue(texts.contains(Self.packageWord("Last updated just now")), "\(texts)")
        }
    }

    func testTheBuiltAppFindsItsTranslationsInTheBuildTree() throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("list-viewer")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--help"]
        process.environment = ["LANGUAGE": "de", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let help = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertFalse(help.contains("Use the dark variant of the theme."), help)
        XCTAssertTrue(help.contains("--dark"), help)
    }
}
