import CGtk
import GtkList
import GtkListTesting
import ListCore
import XCTest

/// `ListModelContractChecker` stands between a model and its views: a change that breaks the
/// contract is reported and never reaches the GtkListView, which hears every row replaced
/// instead and lives on, with the model's rows.
final class ModelContractCheckerTests: XCTestCase {
    /// A GtkListView over an app's own GListStore of six strings, each row a label.
    @MainActor
    private final class PlainGtkList {
        let window: Window
        let store: OpaquePointer
        let listView: Widget

        init() throws {
            try GtkTestEnvironment.start()
            window = Window()
            store = g_list_store_new(gtk_string_object_get_type())
            let factory = gtk_signal_list_item_factory_new()
            listView = Widget(unsafeWidget: gtk_list_view_new(gtk_no_selection_new(g_object_ref(UnsafeMutableRawPointer(store)).map(OpaquePointer.init)),
                                                             factory), transfer: .none)
            for text in ["one", "two", "three", "four", "five", "six"] { append(text) }
            window.setDefaultSize(width: 200, height: 300)
            window.setChild(listView)
            window.present()
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
        }

        func append(_ text: String) {
            let object = UnsafeMutableRawPointer(gtk_string_object_new(text))
            g_list_store_append(store, object)
            g_object_unref(object)
        }

        /// The rows the GtkListView has made, one per item it believes its model has.
        var rowWidgetCount: Int {
            var count = 0
            var child = gtk_widget_get_first_child(listView.unsafeWidgetPointer)
            while let current = child {
                count += 1
                child = gtk_widget_get_next_sibling(current)
            }
            return count
        }
    }

    func testABrokenChangeIsReportedAndTheViewHearsTheModelsRowsInstead() throws {
        try MainActor.assumeIsolated {
            let list = try PlainGtkList()
            defer {
                list.window.close()
                g_object_unref(UnsafeMutableRawPointer(list.store))
            }
            let checker = try ListModelContractChecker(listIn: list.window)
            XCTAssertEqual(list.rowWidgetCount, 6)
            var heard: [String] = []
            checker.onViolation = { heard.append($0.description) }
            // A second view of the same model, connected after the checker as a view would be.
            let selection = UnsafeMutableRawPointer(gtk_list_view_get_model(OpaquePointer(list.listView.unsafeWidgetPointer)))!
            var viewHeard: [String] = []
            connectSignal(selection, "items-changed") { arguments in
                viewHeard.append("\(arguments.uint(1))-\(arguments.uint(2))+\(arguments.uint(3))")
                return nil
            }

            // An item announced that the store does not have: six items, announced as seven.
            g_list_model_items_changed(list.store, 6, 0, 1)
            XCTAssertEqual(heard, ["step 1 (6-0+1): n_items is 6, but 6 rows changed so leave 7"])
            XCTAssertEqual(checker.changes, ["6-0+1", "0-6+6"])
            XCTAssertEqual(viewHeard, ["0-6+6"], "a view never hears the broken change, but every row replaced")
            XCTAssertEqual(checker.violations.count, 1)
            XCTAssertTrue(MainLoop.waitUntilDrawn(list.window))
            XCTAssertEqual(list.rowWidgetCount, 6, "the view shows the model's six rows, not seven")

            // Later changes are checked and heard as before.
            list.append("seven")
            XCTAssertTrue(MainLoop.waitUntilDrawn(list.window))
            XCTAssertEqual(checker.changes.last, "6-0+1")
            XCTAssertEqual(viewHeard, ["0-6+6", "6-0+1"])
            XCTAssertEqual(list.rowWidgetCount, 7)
            XCTAssertEqual(checker.violations.count, 1, "no violation after the replacement")
        }
    }
}
