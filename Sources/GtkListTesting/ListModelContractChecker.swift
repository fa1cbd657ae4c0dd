import CGtk
import GtkWrappers
import XCTest

/// Checks GListModel's contract on a list GTK shows, at every `items-changed` of its model.
///
/// GTK's list views ask the model about the change while it is being announced, and GTK 4.8
/// aborts (`gtklistitemmanager.c:524`) when the answers do not match it. The checker keeps a
/// mirror of the model built only from its signals, as GTK's own model tests do, and at every
/// `items-changed(position, removed, added)`, before any view hears it, verifies that the model
/// is the mirror with exactly that change applied: `n_items` is the old count minus `removed`
/// plus `added`, every item outside the changed range is the same object at its shifted
/// position, and every position holds an item.
///
/// A change that breaks the contract is recorded as a ``Violation`` ("step 3 (2-0+1): …"),
/// printed, and handed to ``onViolation``, all before any view hears the change. The checker
/// stands between the model and its views: they never hear the broken change. Once its
/// emission is over, they hear instead one change that replaces every row they knew with every
/// row the model has now (`0-7+6`), which keeps the contract, so GTK neither aborts then nor
/// later, and the test fails with the violation. Later changes are checked and reach the views
/// as before. (Only a model that answers inconsistently even on its own, such as a count that
/// its items do not fill, still reaches GTK wrong.)
/// Works on any GListModel, the library's lists or an app's own:
///
/// ```swift
/// let checker = try ListModelContractChecker(listIn: window)
/// dataSource.apply(refreshed)
/// checker.assertNoViolation()
/// ```
///
/// The mirror holds a reference to every item of models up to ``maximumMirroredRows`` rows;
/// bigger models are checked by their counts alone.
@MainActor
public final class ListModelContractChecker {
    /// A change that did not match the model GTK could see while it was announced.
    public struct Violation: CustomStringConvertible, Sendable {
        /// Which `items-changed` of the model it was, counting from 1.
        public let step: Int
        /// The change, in GTK's test notation: `"2-0+1"`.
        public let change: String
        /// What did not match.
        public let problem: String

        public var description: String { "step \(step) (\(change)): \(problem)" }
    }

    /// Models with at most this many rows are mirrored item by item.
    public static let maximumMirroredRows = 20_000

    /// Every change that broke the contract, in order.
    public private(set) var violations: [Violation] = []
    /// Every `items-changed` seen, in GTK's test notation, in order.
    public private(set) var changes: [String] = []
    /// Called with a violation as it is found, before any view hears the broken change: a fuzz
    /// test's chance to report what led there.
    public var onViolation: ((Violation) -> Void)?
    /// Whether a broken change was kept from the model's views (which heard a whole
    /// replacement instead).
    @available(*, deprecated, message: "views are no longer cut off: they hear every row replaced instead of a broken change; read violations")
    public var cutOff: Bool { keptChangesFromViews }

    private let model: UnsafeMutableRawPointer
    /// The items as the signals so far say they are; `nil` where the model is too big to mirror.
    private var mirror: [UnsafeMutableRawPointer?] = []
    private var mirroredCount = 0
    private var hook: (signal: guint, id: gulong)?
    /// The checker's own handler of the model's `items-changed`, connected to run last.
    private var lastHandlerID: UInt = 0
    /// While a broken change is emitted: how many rows the views know, and their handlers,
    /// blocked until its emission is over.
    private var heldBack: (viewRowCount: Int, handlers: [gulong])?
    private var keptChangesFromViews = false

    /// Starts checking the model of the first list view (GtkListView, GtkGridView or
    /// GtkColumnView) in `widget`'s tree, `widget` included.
    /// - Throws: ``NoListView`` when the tree holds none.
    public convenience init(listIn widget: Widget) throws {
        guard let model = Self.listModel(in: widget.rawPointer) else { throw NoListView() }
        self.init(unsafeModel: model)
    }

    /// Starts checking a GListModel given by pointer (borrowed: the checker takes its own
    /// reference). Unsafe: `model` must be a live GListModel, used on the main thread.
    public init(unsafeModel model: UnsafeMutableRawPointer) {
        self.model = g_object_ref(model)
        mirroredCount = Int(g_list_model_get_n_items(OpaquePointer(model)))
        mirror = Array(repeating: nil, count: mirroredCount)
        fetch(0..<mirroredCount, into: 0)
        let signal = g_signal_lookup("items-changed", g_list_model_get_type())
        let box = Unmanaged.passRetained(WeakChecker(self, model: model)).toOpaque()
        // The hook hears every model's items-changed, on whichever thread emits it.
        let id = g_signal_add_emission_hook(signal, 0, { _, count, values, data in
            guard let values, count == 4, let data else { return 1 }
            let box = Unmanaged<WeakChecker>.fromOpaque(data).takeUnretainedValue()
            guard g_value_peek_pointer(values) == box.model else { return 1 }
            let (position, removed, added) = (Int(g_value_get_uint(values + 1)), Int(g_value_get_uint(values + 2)),
                                              Int(g_value_get_uint(values + 3)))
            nonisolated(unsafe) let checkerBox = box
            MainActor.assumeIsolated {
                checkerBox.checker?.check(position: position, removed: removed, added: added)
            }
            return 1
        }, box, { data in
            Unmanaged<WeakChecker>.fromOpaque(data!).release()
        })
        hook = (signal, id)
        lastHandlerID = connectSignal(model, "items-changed", after: true) { [weak self] _ in
            self?.replaceRowsForViewsIfHeldBack()
            return nil
        }
    }

    isolated deinit {
        stop()
        g_object_unref(model)
    }

    /// Stops checking and lets go of the mirrored items.
    public func stop() {
        if let hook { g_signal_remove_emission_hook(hook.signal, hook.id) }
        hook = nil
        heldBack?.handlers.forEach { unblock($0) }
        heldBack = nil
        if lastHandlerID != 0, g_signal_handler_is_connected(model, gulong(lastHandlerID)) != 0 {
            g_signal_handler_disconnect(model, gulong(lastHandlerID))
        }
        lastHandlerID = 0
        for item in mirror { item.map { g_object_unref($0) } }
        mirror = []
    }

    /// Fails the running test with every violation seen, then forgets them.
    public func assertNoViolation(file: StaticString = #filePath, line: UInt = #line) {
        for violation in violations {
            XCTFail("GListModel contract broken at \(violation)", file: file, line: line)
        }
        violations = []
    }

    /// Thrown by ``init(listIn:)`` for a widget tree without a list view.
    public struct NoListView: Error, CustomStringConvertible {
        public var description: String { "no GtkListView, GtkGridView or GtkColumnView in the widget tree" }
    }

    // MARK: The check

    private func check(position: Int, removed: Int, added: Int) {
        let change = "\(position)-\(removed)+\(added)"
        changes.append(change)
        // A change emitted while a broken one is (from inside its emission) is kept from the
        // views too: the replacement that follows covers it.
        guard heldBack == nil else { return }
        if let problem = problem(position: position, removed: removed, added: added) {
            let violation = Violation(step: changes.count, change: change, problem: problem)
            violations.append(violation)
            FileHandle.standardError.write(Data("ListModelContractChecker: \(violation)\n".utf8))
            onViolation?(violation)
            holdBackFromViews()
            return
        }
        // The mirror follows the change.
        let old = mirror[position..<(position + removed)]
        old.forEach { $0.map { g_object_unref($0) } }
        mirror.replaceSubrange(position..<(position + removed), with: repeatElement(nil, count: added))
        mirroredCount += added - removed
        fetch(position..<(position + added), into: position)
    }

    /// What is wrong with the model as it answers now, announced as the given change.
    private func problem(position: Int, removed: Int, added: Int) -> String? {
        let listModel = OpaquePointer(model)
        guard position + removed <= mirroredCount else {
            return "removes rows \(position)..<\(position + removed) of \(mirroredCount)"
        }
        let expectedCount = mirroredCount - removed + added
        let count = Int(g_list_model_get_n_items(listModel))
        guard count == expectedCount else {
            return "n_items is \(count), but \(mirroredCount) rows changed so leave \(expectedCount)"
        }
        for row in 0..<count {
            let oldRow = row < position ? row : (row >= position + added ? row - added + removed : nil)
            guard let item = g_list_model_get_item(listModel, guint(row)) else { return "no item at \(row) of \(count)" }
            defer { g_object_unref(item) }
            if let oldRow, let expected = mirror[oldRow], expected != item {
                return "the item at \(row) is not the one that stood at \(oldRow) before the change"
            }
            // Items are fetched (and made, by lazy models) only as far as the mirror reaches.
            if count > Self.maximumMirroredRows { break }
        }
        if let extra = g_list_model_get_item(listModel, guint(count)) {
            g_object_unref(extra)
            return "an item past the end, at \(count)"
        }
        return nil
    }

    /// Keeps a reference to the items at `rows` in the mirror, from `start` on.
    private func fetch(_ rows: Range<Int>, into start: Int) {
        guard mirroredCount <= Self.maximumMirroredRows else { return }
        for (offset, row) in rows.enumerated() {
            mirror[start + offset] = g_list_model_get_item(OpaquePointer(model), guint(row))
        }
    }

    /// Blocks every `items-changed` handler of the model but the checker's own, which runs last
    /// in the emission: the broken change reaches no view.
    private func holdBackFromViews() {
        guard let hook else { return }
        keptChangesFromViews = true
        var blocked: [gulong] = []
        let unblockedOfSignal = GSignalMatchType(G_SIGNAL_MATCH_ID.rawValue | G_SIGNAL_MATCH_UNBLOCKED.rawValue)
        while case let id = g_signal_handler_find(model, unblockedOfSignal, hook.signal, 0, nil, nil, nil), id != 0 {
            g_signal_handler_block(model, id)
            blocked.append(id)
        }
        blocked.removeAll { $0 == gulong(lastHandlerID) }
        unblock(gulong(lastHandlerID))
        heldBack = (mirroredCount, blocked)
    }

    /// At the end of a broken change's emission: lets the views hear the model's changes again,
    /// starting with one that replaces the rows they know with the model's rows now. The
    /// replacement is checked as any change is, and the mirror follows it.
    private func replaceRowsForViewsIfHeldBack() {
        guard let held = heldBack else { return }
        heldBack = nil
        held.handlers.forEach(unblock)
        g_list_model_items_changed(OpaquePointer(model), 0, guint(held.viewRowCount), g_list_model_get_n_items(OpaquePointer(model)))
    }

    private func unblock(_ handler: gulong) {
        guard handler != 0, g_signal_handler_is_connected(model, handler) != 0 else { return }
        g_signal_handler_unblock(model, handler)
    }

    // MARK: Finding the model

    private static func listModel(in widget: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        let instance = widget.assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gtk_list_view_get_type()) != 0 {
            return gtk_list_view_get_model(OpaquePointer(widget)).map { UnsafeMutableRawPointer($0) }
        }
        if g_type_check_instance_is_a(instance, gtk_grid_view_get_type()) != 0 {
            return gtk_grid_view_get_model(OpaquePointer(widget)).map { UnsafeMutableRawPointer($0) }
        }
        if g_type_check_instance_is_a(instance, gtk_column_view_get_type()) != 0 {
            return gtk_column_view_get_model(OpaquePointer(widget)).map { UnsafeMutableRawPointer($0) }
        }
        var child = gtk_widget_get_first_child(widget.assumingMemoryBound(to: GtkWidget.self))
        while let current = child {
            if let found = listModel(in: UnsafeMutableRawPointer(current)) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}

/// The checker, as the emission hook knows it: GLib owns the box, which does not keep the
/// checker alive.
private final class WeakChecker {
    weak var checker: ListModelContractChecker?
    /// The checked model, compared before the main actor is entered.
    let model: UnsafeMutableRawPointer

    init(_ checker: ListModelContractChecker, model: UnsafeMutableRawPointer) {
        self.checker = checker
        self.model = model
    }
}
