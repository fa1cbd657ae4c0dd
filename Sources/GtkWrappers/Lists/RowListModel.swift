internal import CGtk
import ListCore

/// A GListModel implemented in Swift that makes its items on demand.
///
/// GTK asks for the number of rows and for the item at a position; this model answers from two
/// closures and creates an item object only when asked, so a million rows cost nothing until
/// shown. While GTK holds a row's object, the same object answers for that row, so a row that
/// changes in place (``refreshRows(_:)``) needs no `items-changed`. The owner announces every
/// other change with ``itemsChanged(position:removed:added:)``.
///
/// The GObject keeps an unretained pointer back to this Swift object, cleared in `deinit`: a
/// view that outlives the Swift side sees an empty model, never a freed one.
@MainActor
package final class RowListModel {
    /// How many models are alive, for leak tests.
    package static var liveCount = 0

    private let rowCount: () -> Int
    private let payload: (Int) -> AnyObject?
    /// The row objects GTK holds now, by the position they stand for.
    private var heldRows: [Int: HeldRow] = [:]
    /// Whether the objects of rows an `items-changed` removes stand for rows it adds (see
    /// ``itemsChanged(position:removed:added:keeping:)``). Off by default.
    package var recyclesRemovedObjects = false
    /// The objects of removed rows, while the `items-changed` that removed them is emitted.
    private var removedObjects = RemovedObjects()
    /// The rows added by the `items-changed` being emitted.
    private var rowsBeingAdded: Range<Int> = 0..<0

    /// The GObject implementing GListModel; we own one reference.
    let gobject: UnsafeMutablePointer<GObject>

    /// Creates a model that has `rowCount()` rows and carries `payload(row)` for each.
    package init(rowCount: @escaping () -> Int, payload: @escaping (Int) -> AnyObject?) {
        self.rowCount = rowCount
        self.payload = payload
        gobject = g_object_new_with_properties(rowListModelType, 0, nil, nil)!
        instance.pointee.owner = Unmanaged.passUnretained(self).toOpaque()
        Self.liveCount += 1
    }

    isolated deinit {
        let count = rowCount()
        instance.pointee.owner = nil
        shiftHeldRows(position: 0, removed: count, added: 0, keeping: { _ in nil })
        if count > 0 { g_list_model_items_changed(listModel, 0, UInt32(count), 0) }
        g_object_unref(gobject)
        Self.liveCount -= 1
    }

    private var instance: UnsafeMutablePointer<CGtkRowListModel> {
        UnsafeMutableRawPointer(gobject).assumingMemoryBound(to: CGtkRowListModel.self)
    }

    /// The model as GIO's interface type.
    var listModel: OpaquePointer { OpaquePointer(gobject) }

    /// Tells GTK about a change: at `position`, `removed` rows went and `added` came.
    ///
    /// A row GTK holds in the removed range that `keeping` places at a new position (within the
    /// added range) answers there with the same object: GTK 4.8 keeps the widget of a row whose
    /// object one `items-changed` removes and adds again, and its focus and selection with it.
    /// The others stand for no row any more.
    ///
    /// With ``recyclesRemovedObjects``, a kept row that moves further than ``keptRowsReach`` is
    /// not kept, and the objects of the removed rows answer for the added rows GTK asks about
    /// during the signal, carrying their new rows: GTK 4.8 finds a removed row's widget by its
    /// object, and fills it again rather than destroy it and make another. (Kept far away, a
    /// row would lose its widget anyway: GTK keeps widgets only near the rows it shows.)
    package func itemsChanged(position: Int, removed: Int, added: Int, keeping: (Int) -> Int? = { _ in nil }) {
        // First, so that GTK asking for the new rows during the signal gets new objects.
        let orphans = shiftHeldRows(position: position, removed: removed, added: added, keeping: keeping, limitsKeptRows: true)
        if recyclesRemovedObjects {
            removedObjects = RemovedObjects(orphans)
            rowsBeingAdded = position..<(position + added)
        }
        g_list_model_items_changed(listModel, UInt32(position), UInt32(removed), UInt32(added))
        removedObjects = RemovedObjects()
        rowsBeingAdded = 0..<0
    }

    /// How far a row removed and added again by one `items-changed` may move and keep its
    /// object, with ``recyclesRemovedObjects``: about as many rows as GTK 4.8 keeps widgets for.
    /// (A moved row keeps its object however far it goes: see ``moveRow(from:to:)``.)
    package static let keptRowsReach = 256

    /// Tells GTK that the row at `from` now stands at `to`, the rows between shifting by one:
    /// one `items-changed` over the rows between, answered with the same objects at their new
    /// places, which now carry their rows' current values.
    ///
    /// Announced as a removal and a separate insertion, the moved row would get a new widget and
    /// lose its focus and selection.
    package func moveRow(from: Int, to: Int) {
        let move = ListMove(from: from, to: to)
        let span = move.span
        // The objects take their new rows' values before GTK, told, asks for them.
        shiftHeldRows(position: span.position, removed: span.removed, added: span.added, keeping: move.position(after:))
        refreshRows(heldRows.keys.filter(move.rows.contains))
        g_list_model_items_changed(listModel, UInt32(span.position), UInt32(span.removed), UInt32(span.added))
    }

    /// Gives the objects GTK holds for `rows` their rows' current values: the rows changed in
    /// place. GTK is told nothing; the owner redraws what shows them.
    package func refreshRows(_ rows: [Int]) {
        for row in rows {
            guard let held = heldRows[row], let object = held.object, let payload = payload(row) else { continue }
            RowObject.setPayload(payload, of: object)
            held.tracker = payload as? RowPositionTracking
        }
    }

    /// Moves the held objects after a splice; those of removed rows that `keeping` does not
    /// place (or, `limitsKeptRows`, places beyond ``keptRowsReach``) no longer stand for a row,
    /// and are returned.
    @discardableResult
    private func shiftHeldRows(position: Int, removed: Int, added: Int, keeping: (Int) -> Int?,
                               limitsKeptRows: Bool = false) -> [(row: Int, held: HeldRow)] {
        let limitsReach = limitsKeptRows && recyclesRemovedObjects
        guard !heldRows.isEmpty, removed > 0 || added > 0 else { return [] }
        var orphans: [(row: Int, held: HeldRow)] = []
        var shifted: [Int: HeldRow] = [:]
        shifted.reserveCapacity(heldRows.count)
        let addedRows = position..<(position + added)
        for (row, held) in heldRows {
            let newRow: Int?
            if row < position {
                newRow = row
            } else if row >= position + removed {
                newRow = row - removed + added
            } else {
                newRow = keeping(row).flatMap { kept in
                    let staysNear = !limitsReach || abs(kept - row) <= Self.keptRowsReach
                    return addedRows.contains(kept) && staysNear ? kept : nil
                }
            }
            held.position = newRow
            if let newRow { shifted[newRow] = held } else { orphans.append((row, held)) }
        }
        heldRows = shifted
        return orphans
    }

    fileprivate static func owner(of model: OpaquePointer?) -> RowListModel? {
        guard let model else { return nil }
        let instance = UnsafeMutableRawPointer(model).assumingMemoryBound(to: CGtkRowListModel.self)
        guard let owner = instance.pointee.owner else { return nil }
        return Unmanaged<RowListModel>.fromOpaque(owner).takeUnretainedValue()
    }

    fileprivate var count: UInt32 { UInt32(clamping: rowCount()) }

    fileprivate func item(at position: UInt32) -> UnsafeMutableRawPointer? {
        let row = Int(position)
        guard row < rowCount() else { return nil }
        if let object = heldRows[row]?.object {
            g_object_ref(object)
            return object
        }
        guard let payload = payload(row) else { return nil }
        if rowsBeingAdded.contains(row), let reused = removedObjects.take(nearest: row), let object = reused.object {
            RowObject.setPayload(payload, of: object)
            reused.tracker = payload as? RowPositionTracking
            reused.position = row
            heldRows[row] = reused
            g_object_ref(object)
            return object
        }
        let held = HeldRow(position: row)
        held.tracker = payload as? RowPositionTracking
        let object = RowObject.make(carrying: payload) { [weak self, held] in
            // A removed row's object let go of during its signal stands for no added row.
            held.object = nil
            guard let self, let position = held.position, self.heldRows[position] === held else { return }
            self.heldRows[position] = nil
        }
        held.object = object
        heldRows[row] = held
        return object
    }
}

/// A row payload that follows where its row stands in its ``RowListModel`` as rows are added and
/// removed before it, such as a sorted model's row, which GTK holds in an order of its own.
@MainActor
package protocol RowPositionTracking: AnyObject {
    /// The position of the row in the model now; `nil` once the row was removed.
    var rowPosition: Int? { get set }
}

/// The objects of the rows an `items-changed` removed, by the rows they stood for: a row GTK
/// asks about takes the object of the removed row nearest to it, whose widget GTK most likely
/// keeps in view.
@MainActor
private struct RemovedObjects {
    /// In the order of their rows.
    private var objects: [(row: Int, held: HeldRow)]

    init(_ objects: [(row: Int, held: HeldRow)] = []) {
        self.objects = objects.sorted { $0.row < $1.row }
    }

    /// The object of the removed row nearest to `row`, if any is left; taken.
    mutating func take(nearest row: Int) -> HeldRow? {
        guard !objects.isEmpty else { return nil }
        var low = 0, high = objects.count
        while low < high {
            let middle = (low + high) / 2
            if objects[middle].row < row { low = middle + 1 } else { high = middle }
        }
        // `low` is the first at or after `row`; the one before it may be nearer.
        let nearest = low == objects.count || (low > 0 && row - objects[low - 1].row <= objects[low].row - row) ? low - 1 : low
        return objects.remove(at: nearest).held
    }
}

/// A row object GTK holds, and the row it stands for now (`nil` once that row was removed).
@MainActor
private final class HeldRow {
    var position: Int? {
        didSet { tracker?.rowPosition = position }
    }
    /// The object's payload, when it follows its row's position.
    weak var tracker: RowPositionTracking? {
        didSet { tracker?.rowPosition = position }
    }
    /// Unretained: GTK holds the object; it tells the model when it lets it go, and it is `nil`
    /// from then on. Set as soon as the object is made.
    var object: UnsafeMutableRawPointer?

    init(position: Int) { self.position = position }
}

/// The GType of the model, registered on first use: a GObject subtype with GListModel.
private let rowListModelType: GType = {
    let type = g_type_register_static_simple(
        cgtk_type_object(), "GtkListKitRowListModel",
        guint(MemoryLayout<CGtkRowListModelClass>.size), nil,
        guint(MemoryLayout<CGtkRowListModel>.size), nil, GTypeFlags(0)
    )
    var interfaceInfo = GInterfaceInfo(
        interface_init: { interface, _ in
            let vtable = interface!.assumingMemoryBound(to: GListModelInterface.self)
            vtable.pointee.get_item_type = { _ in cgtk_type_object() }
            vtable.pointee.get_n_items = { model in
                nonisolated(unsafe) let model = model  // GTK asks on the main thread
                return MainActor.assumeIsolated { RowListModel.owner(of: model)?.count ?? 0 }
            }
            vtable.pointee.get_item = { model, position in
                nonisolated(unsafe) let model = model
                // Crosses the isolation check as an address: the pointer is Swift-opaque data.
                let address = MainActor.assumeIsolated {
                    RowListModel.owner(of: model)?.item(at: position).map(UInt.init(bitPattern:))
                }
                return address.flatMap(UnsafeMutableRawPointer.init(bitPattern:))
            }
        },
        interface_finalize: nil,
        interface_data: nil
    )
    g_type_add_interface_static(type, cgtk_type_list_model(), &interfaceInfo)
    return type
}()
