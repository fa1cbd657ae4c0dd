internal import CGtk

/// A GListModel implemented in Swift that makes its items on demand.
///
/// GTK asks for the number of rows and for the item at a position; this model answers from two
/// closures and creates an item object only when asked, so a million rows cost nothing until
/// shown. The owner announces every change with ``itemsChanged(position:removed:added:)``.
///
/// The GObject keeps an unretained pointer back to this Swift object, cleared in `deinit`: a
/// view that outlives the Swift side sees an empty model, never a freed one.
@MainActor
package final class RowListModel {
    /// How many models are alive, for leak tests.
    package static var liveCount = 0

    private let rowCount: () -> Int
    private let payload: (Int) -> AnyObject?
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
    package func itemsChanged(position: Int, removed: Int, added: Int) {
        g_list_model_items_changed(listModel, UInt32(position), UInt32(removed), UInt32(added))
    }

    fileprivate static func owner(of model: OpaquePointer?) -> RowListModel? {
        guard let model else { return nil }
        let instance = UnsafeMutableRawPointer(model).assumingMemoryBound(to: CGtkRowListModel.self)
        guard let owner = instance.pointee.owner else { return nil }
        return Unmanaged<RowListModel>.fromOpaque(owner).takeUnretainedValue()
    }

    fileprivate var count: UInt32 { UInt32(clamping: rowCount()) }

    fileprivate func item(at position: UInt32) -> UnsafeMutableRawPointer? {
        guard Int(position) < rowCount(), let payload = payload(Int(position)) else { return nil }
        return RowObject.make(carrying: payload)
    }
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
