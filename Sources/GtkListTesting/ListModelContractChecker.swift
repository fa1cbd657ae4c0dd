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
/// printed, and handed to ``onViolation``, all before any view hears the change; the model's
/// views are then cut off from its signals, which often spares the process, so the test fails
/// with the violation. GTK may still abort later when it asks about rows it never heard of: the
/// violation printed first says which change broke the contract.
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
    /// Called with a violation as it is found, before any view hears the broken change (and
    /// before GTK may abort): a fuzz test's chance to report what led there.
    public var onViolation: ((Violation) -> Void)?
    /// Whether the model's views were cut off from it after a violation.
    public private(set) var cutOff = false

    private let model: UnsafeMutableRawPointer
    /// The items as the signals so far say they are; `nil` where the model is too big to mirror.
    private var mirror: [UnsafeMutableRawPointer?] = []
    private var mirroredCount = 0
    private var hook: (signal: guint, id: gulong)?

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
    }

    isolated deinit {
        stop()
        g_object_unref(model)
    }

    /// Stops checking and lets go of the mirrored items.
    public func stop() {
        if let hook { g_signal_remove_emission_hook(hook.signal, hook.id) }
        hook = nil
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
        guard !cutOff else { return }
        if let problem = problem(position: position, removed: removed, added: added) {
            let violation = Violation(step: changes.count, change: change, problem: problem)
            violations.append(violation)
            FileHandle.standardError.write(Data("ListModelContractChecker: \(violation)\n".utf8))
            onViolation?(violation)
            cutOffViews()
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

    /// Blocks every `items-changed` handler of the model: the broken change, and any after it,
    /// never reach a view.
    private func cutOffViews() {
        cutOff = true
        guard let hook else { return }
        g_signal_handlers_block_matched(model, G_SIGNAL_MATCH_ID, hook.signal, 0, nil, nil, nil)
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
