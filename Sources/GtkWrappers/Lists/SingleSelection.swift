internal import CGtk

/// A GtkSingleSelection over a ``RowListModel`` (or a ``SortListModel`` of one) that selects
/// nothing by itself (GTK's default selects the first row).
@MainActor
package final class SingleSelection: ObjectWrapper {
    /// Wraps `model`, which the selection keeps alive.
    package convenience init(model: RowListModel) {
        self.init(adopting: model.listModel, ownedBy: model.gobject)
    }

    /// Wraps the sorted `model`, which the selection keeps alive.
    package convenience init(model: SortListModel) {
        self.init(adopting: model.listModel, ownedBy: model.objectPointer)
    }

    private init(adopting listModel: OpaquePointer, ownedBy object: UnsafeMutablePointer<GObject>) {
        g_object_ref(object)  // gtk_single_selection_new adopts a reference
        let selection = gtk_single_selection_new(listModel)!
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        gtk_single_selection_set_selected(selection, GTK_INVALID_LIST_POSITION_VALUE)
        super.init(unsafePointer: UnsafeMutableRawPointer(selection), transfer: .full)
    }

    /// The selected row, or `nil`. Setting a row out of range selects nothing.
    package var selectedRow: Int? {
        get {
            let row = gtk_single_selection_get_selected(opaquePointer)
            return row == GTK_INVALID_LIST_POSITION_VALUE ? nil : Int(row)
        }
        set { gtk_single_selection_set_selected(opaquePointer, newValue.map { UInt32(clamping: $0) } ?? GTK_INVALID_LIST_POSITION_VALUE) }
    }

    /// The value the row object at `row` carries (see ``RowListModel``), in the order the view
    /// shows; `nil` out of range.
    package func payload(atRow row: Int) -> AnyObject? {
        guard row >= 0, row < rowCount, let object = g_list_model_get_item(opaquePointer, UInt32(row)) else { return nil }
        defer { g_object_unref(object) }
        return RowObject.payload(of: object)
    }

    /// The number of rows, as the list view sees them.
    package var rowCount: Int { Int(g_list_model_get_n_items(opaquePointer)) }

    /// Calls `handler` when the selected row changes.
    package func onSelectionChange(_ handler: @escaping @MainActor () -> Void) {
        connectNotify("selected", handler)
    }

    /// Calls `handler(position, removed, added)` for every items-changed the list view
    /// receives, exactly as GTK receives it.
    package func onItemsChanged(_ handler: @escaping @MainActor (Int, Int, Int) -> Void) {
        // void (GListModel *self, guint position, guint removed, guint added)
        connectSignal(rawPointer, "items-changed") { arguments in
            handler(Int(arguments.uint(1)), Int(arguments.uint(2)), Int(arguments.uint(3)))
            return nil
        }
    }
}

/// GTK_INVALID_LIST_POSITION, a macro Swift does not import.
private let GTK_INVALID_LIST_POSITION_VALUE = cgtk_invalid_list_position()
