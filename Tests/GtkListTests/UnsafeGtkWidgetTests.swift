import CGtk
import GtkList
import GtkListTesting
import ListCore
import XCTest

/// A GTK widget the package does not wrap, made the way an app would: subclassing `Widget`.
@MainActor
final class ProgressBar: Widget {
    init(fraction: Double) {
        super.init(unsafePointer: gtk_progress_bar_new(), transfer: .full)
        self.fraction = fraction
    }

    var fraction: Double {
        get { gtk_progress_bar_get_fraction(OpaquePointer(unsafeWidgetPointer)) }
        set { gtk_progress_bar_set_fraction(OpaquePointer(unsafeWidgetPointer), newValue) }
    }
}

/// Apps reach GTK through one documented unsafe door: wrapping a `GtkWidget*` they made, and
/// the `GtkWidget*` of any wrapper.
final class UnsafeGtkWidgetTests: XCTestCase {
    private struct Task: ListItem {
        let id: Int
        var done: Double
        var kind: RowKind { "task" }
    }

    func testAppMadeWidgetsShowAsRowsAndAsAnEmptyPage() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let window = Window()
            defer { window.close() }
            window.setDefaultSize(width: 320, height: 240)
            let tasks = ListDataSource(sections: [ListSection(id: "s", items: [Task(id: 1, done: 0.25), Task(id: 2, done: 0.75)])])
            let list = ListView(dataSource: tasks, adapters: [
                RowAdapter(kind: "task", make: { ProgressBar(fraction: 0) }, bind: { bar, task in
                    bar.fraction = task.done
                    bar.setMargins(top: 12, bottom: 12, start: 12, end: 12)
                }),
            ])
            let entry = Widget(unsafeWidget: gtk_entry_new(), transfer: .full)
            gtk_editable_set_text(OpaquePointer(entry.unsafeWidgetPointer), "Nothing to do")
            list.emptyPage = EmptyPage.custom(entry)
            window.setChild(list.widget)
            window.present()
            assertGolden(of: window, named: "app-made-rows")
            tasks.removeAll()
            assertGolden(of: window, named: "app-made-empty-page")
        }
    }

    func testAWrappedPointerLeadsBackToTheSameWidgetAndOwnsOneReference() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let pointer = gtk_label_new("borrowed")!
            g_object_ref_sink(pointer)  // the app's own reference
            do {
                let wrapped = Widget(unsafeWidget: pointer, transfer: .none)
                XCTAssertEqual(wrapped.unsafeWidgetPointer, pointer)
                XCTAssertEqual(UnsafeMutableRawPointer(wrapped.unsafeObjectPointer), UnsafeMutableRawPointer(pointer))
                XCTAssertEqual(pointer.withMemoryRebound(to: GObject.self, capacity: 1) { $0.pointee.ref_count }, 2)
            }
            XCTAssertEqual(pointer.withMemoryRebound(to: GObject.self, capacity: 1) { $0.pointee.ref_count }, 1,
                           "the wrapper released exactly its own reference")
            g_object_unref(pointer)
        }
    }

    func testAClickHandlerCanBeDisconnected() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let button = Button(label: "Go")
            var clicks = 0
            let connection = button.onClicked { clicks += 1 }
            button.click()
            connection.disconnect()
            button.click()
            XCTAssertEqual(clicks, 1)
        }
    }

    /// Any signal of an app-made widget, with its typed arguments and its result, without C
    /// callbacks: `onSignal`.
    func testAnAppMadeWidgetsSignalsReachSwiftWithTheirArgumentsAndResult() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let button = Widget(unsafeWidget: gtk_button_new_with_label("Go"), transfer: .full)
            var hides = 0
            let hidden = button.onSignal("hide") { hides += 1 }
            gtk_widget_hide(button.unsafeWidgetPointer)
            XCTAssertEqual(hides, 1)
            hidden.disconnect()
            gtk_widget_show(button.unsafeWidgetPointer)
            gtk_widget_hide(button.unsafeWidgetPointer)
            XCTAssertEqual(hides, 1, "a disconnected handler hears nothing")

            var heard: [Bool] = []
            button.onSignal("mnemonic-activate") { arguments in
                heard.append(arguments.bool(1))
                return true  // handled: GTK's own handler does not run
            }
            XCTAssertEqual(gtk_widget_mnemonic_activate(button.unsafeWidgetPointer, 1), 1)
            XCTAssertEqual(heard, [true])

            let gtkButton = UnsafeMutableRawPointer(button.unsafeWidgetPointer).assumingMemoryBound(to: GtkButton.self)
            var labels: [String] = []
            button.onSignal("notify::label") { labels.append(String(cString: gtk_button_get_label(gtkButton))) }
            gtk_button_set_label(gtkButton, "Stop")
            XCTAssertEqual(labels, ["Stop"])
        }
    }
}
