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
}
