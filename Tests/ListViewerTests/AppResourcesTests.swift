import GtkList
import GtkListTesting
@testable import ListViewerKit
import XCTest

/// The app's style sheet and icons come from the GResource bundle embedded at build time.
final class AppResourcesTests: XCTestCase {
    func testEmbeddedBundleHoldsTheStyleSheetAndIcons() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            AppResources.install()
            let base = AppResources.basePath
            XCTAssertTrue(ResourceBundle.contains("\(base)/list-viewer.css"))
            XCTAssertTrue(ResourceBundle.contains("\(base)/icons/scalable/apps/\(ViewerApplication.id).svg"))
            XCTAssertTrue(ResourceBundle.contains("\(base)/icons/symbolic/apps/\(ViewerApplication.id)-symbolic.svg"))
            XCTAssertFalse(ResourceBundle.contains("\(base)/no-such-file.css"))
        }
    }

    /// Each symbolic action icon is in the bundle as a PNG at every size a window uses, so that
    /// GTK draws a window's icons without loading librsvg (scripts/encode-symbolic-icons.sh).
    func testEveryActionIconHasItsDrawnSizesInTheBundle() throws {
        let actions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("resources/icons/hicolor/scalable/actions")
        let names = try FileManager.default.contentsOfDirectory(atPath: actions.path)
            .filter { $0.hasSuffix("-symbolic.svg") }.map { String($0.dropLast(".svg".count)) }
        XCTAssertTrue(Set(names).isSuperset(of: ["list-viewer-filter-symbolic", "list-viewer-regex-symbolic"]), "\(names)")
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            AppResources.install()
            for name in names {
                XCTAssertTrue(ResourceBundle.contains("\(AppResources.basePath)/icons/scalable/actions/\(name).svg"), name)
                for size in [16, 24, 32, 48] {
                    XCTAssertTrue(ResourceBundle.contains("\(AppResources.basePath)/icons/\(size)x\(size)/actions/\(name).symbolic.png"),
                                  "\(name) at \(size) px")
                }
            }
        }
    }
}
