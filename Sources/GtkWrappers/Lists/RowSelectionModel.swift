internal import CGtk
import ListCore

/// A GtkSelectionModel implemented in Swift over a ``RowListModel`` (or a ``SortListModel`` of
/// one): the rows are that model's, and which of them are selected is the owner's to say and to
/// change.
///
/// GTK asks ``isSelected`` about each row it shows, and turns what the user does (a click,
/// Ctrl or Shift with a click, Ctrl+A, a rubber band) into one request to select some rows and
/// unselect others, which ``onSelectionRequest`` hears. The owner changes its selection as it
/// sees fit (keeping headers unselected, say) and announces the rows whose state changed with
/// ``selectionChanged(rows:)``.
@MainActor
package final class RowSelectionModel {
    /// Whether the row at a position is selected; asked by GTK for the rows it shows.
    package var isSelected: (Int) -> Bool = { _ in false }
    /// Hears what the user asked for: rows to select and rows to unselect, ascending.
    package var onSelectionRequest: (_ select: [Int], _ unselect: [Int]) -> Void = { _, _ in }

    /// The model whose rows these are; we own one reference.
    fileprivate let rowsModel: OpaquePointer
    /// The GObject implementing GListModel and GtkSelectionModel; we own one reference.
    let gobject: UnsafeMutablePointer<GObject>

    /// Creates a selection model over `rows` that selects nothing until told.
    package convenience init(rows: RowListModel) {
        self.init(rowsModel: rows.listModel)
    }

    /// Creates a selection model over the sorted rows `rows` that selects nothing until told.
    package convenience init(rows: SortListModel) {
        self.init(rowsModel: rows.listModel)
    }

    private init(rowsModel: OpaquePointer) {
        self.rowsModel = rowsModel
        g_object_ref(UnsafeMutableRawPointer(rowsModel))
        gobject = g_object_new_with_properties(rowSelectionModelType, 0, nil, nil)!
        UnsafeMutableRawPointer(gobject).assumingMemoryBound(to: CGtkRowListModel.self).pointee.owner =
            Unmanaged.passUnretained(self).toOpaque()
        // void (GListModel *self, guint position, guint removed, guint added)
        connectSignal(UnsafeMutableRawPointer(rowsModel), "items-changed") { [weak self] arguments in
            guard let self else { return nil }
            g_list_model_items_changed(self.listModel, arguments.uint(1), arguments.uint(2), arguments.uint(3))
            return nil
        }
    }

    isolated deinit {
        // A view that outlives this object sees an empty model, told so as every change is.
        let count = g_list_model_get_n_items(rowsModel)
        UnsafeMutableRawPointer(gobject).assumingMemoryBound(to: CGtkRowListModel.self).pointee.owner = nil
        if count > 0 { g_list_model_items_changed(listModel, 0, count, 0) }
        g_object_unref(gobject)
        g_object_unref(UnsafeMutableRawPointer(rowsModel))
    }

    /// The model as GIO's interface type.
    var listModel: OpaquePointer { OpaquePointer(gobject) }

    /// The number of rows.
    package var rowCount: Int { Int(g_list_model_get_n_items(listModel)) }

    /// The Swift value the row object at `row` carries (see ``RowListModel``), if any.
    package func payload(atRow row: Int) -> AnyObject? {
        guard row >= 0, row < rowCount, let object = g_list_model_get_item(listModel, UInt32(row)) else { return nil }
        defer { g_object_unref(object) }
        return RowObject.payload(of: object)
    }

    /// Tells GTK that the selected state of `rows` may have changed.
    package func selectionChanged(rows changed: Range<Int>) {
        let clamped = changed.clamped(to: 0..<rowCount)
        guard !clamped.isEmpty else { return }
        gtk_selection_model_selection_changed(listModel, UInt32(clamped.lowerBound), UInt32(clamped.count))
    }

    /// Calls `handler` with every items-changed GTK receives: position, removed, added.
    package func onItemsChanged(_ handler: @escaping @MainActor (Int, Int, Int) -> Void) {
        connectSignal(UnsafeMutableRawPointer(gobject), "items-changed") { arguments in
            handler(Int(arguments.uint(1)), Int(arguments.uint(2)), Int(arguments.uint(3)))
            return nil
        }
    }

    fileprivate static func owner(of model: OpaquePointer?) -> RowSelectionModel? {
        guard let model,
              let owner = UnsafeMutableRawPointer(model).assumingMemoryBound(to: CGtkRowListModel.self).pointee.owner
        else { return nil }
        return Unmanaged<RowSelectionModel>.fromOpaque(owner).takeUnretainedValue()
    }

    /// Splits GTK's request into rows to select and rows to unselect.
    fileprivate func request(selected: OpaquePointer, mask: OpaquePointer) {
        var select: [Int] = []
        var unselect: [Int] = []
        var iterator = GtkBitsetIter()
        var value: guint = 0
        var more = gtk_bitset_iter_init_first(&iterator, mask, &value) != 0
        while more {
            if gtk_bitset_contains(selected, value) != 0 { select.append(Int(value)) } else { unselect.append(Int(value)) }
            more = gtk_bitset_iter_next(&iterator, &value) != 0
        }
        onSelectionRequest(select, unselect)
    }
}

/// The GType of the model, registered on first use: a GObject with GListModel (forwarded to the
/// rows) and GtkSelectionModel (answered by the owner). Its instance is laid out as
/// `CGtkRowListModel`: a GObject and an owner pointer.
private let rowSelectionModelType: GType = {
    let type = g_type_register_static_simple(
        cgtk_type_object(), "GtkListKitRowSelectionModel",
        guint(MemoryLayout<CGtkRowListModelClass>.size), nil,
        guint(MemoryLayout<CGtkRowListModel>.size), nil, GTypeFlags(0)
    )
    var listInterface = GInterfaceInfo(
        interface_init: { interface, _ in
            let vtable = interface!.assumingMemoryBound(to: GListModelInterface.self)
            vtable.pointee.get_item_type = { _ in cgtk_type_object() }
            vtable.pointee.get_n_items = { model in
                nonisolated(unsafe) let model = model  // GTK asks on the main thread
                return MainActor.assumeIsolated {
                    RowSelectionModel.owner(of: model).map { g_list_model_get_n_items($0.rowsModel) } ?? 0
                }
            }
            vtable.pointee.get_item = { model, position in
                nonisolated(unsafe) let model = model
                let address = MainActor.assumeIsolated {
                    RowSelectionModel.owner(of: model)
                        .flatMap { g_list_model_get_item($0.rowsModel, position) }
                        .map(UInt.init(bitPattern:))
                }
                return address.flatMap(UnsafeMutableRawPointer.init(bitPattern:))
            }
        },
        interface_finalize: nil,
        interface_data: nil
    )
    g_type_add_interface_static(type, cgtk_type_list_model(), &listInterface)
    var selectionInterface = GInterfaceInfo(
        interface_init: { interface, _ in
            let vtable = interface!.assumingMemoryBound(to: GtkSelectionModelInterface.self)
            vtable.pointee.is_selected = { model, position in
                nonisolated(unsafe) let model = model
                return MainActor.assumeIsolated {
                    RowSelectionModel.owner(of: model)?.isSelected(Int(position)) == true ? 1 : 0
                }
            }
            // GTK's own select_item, select_range, select_all and the others come here.
            vtable.pointee.set_selection = { model, selected, mask in
                nonisolated(unsafe) let (model, selected, mask) = (model, selected, mask)
                MainActor.assumeIsolated {
                    guard let selected, let mask else { return }
                    RowSelectionModel.owner(of: model)?.request(selected: selected, mask: mask)
                }
                return 1
            }
        },
        interface_finalize: nil,
        interface_data: nil
    )
    g_type_add_interface_static(type, gtk_selection_model_get_type(), &selectionInterface)
    return type
}()
