internal import CGtk

/// A GtkListView: rows made by a factory for a selection model, recycled as they scroll.
@MainActor
package final class ListViewWidget: Widget {
    /// Creates a list view over `selection` whose rows `factory` makes; both stay alive with it.
    package init(selection: RowSelectionModel, factory: ObjectWrapper) {
        // gtk_list_view_new adopts one reference of each.
        g_object_ref(selection.gobject)
        g_object_ref(factory.objectPointer)
        super.init(unsafePointer: gtk_list_view_new(selection.listModel, factory.opaquePointer),
                   transfer: .full)
    }

    /// Whether dragging over empty space or from outside a row selects the rows it spans.
    package var selectsWithRubberBand: Bool {
        get { gtk_list_view_get_enable_rubberband(opaquePointer) != 0 }
        set { gtk_list_view_set_enable_rubberband(opaquePointer, newValue ? 1 : 0) }
    }

    /// Whether thin lines separate the rows.
    package var showsSeparators: Bool {
        get { gtk_list_view_get_show_separators(opaquePointer) != 0 }
        set { gtk_list_view_set_show_separators(opaquePointer, newValue ? 1 : 0) }
    }

    /// Calls `handler(row)` when a row is activated (click, double click or Enter).
    package func onActivate(_ handler: @escaping @MainActor (Int) -> Void) {
        // void (GtkListView *self, guint position)
        connectSignal(rawPointer, "activate") { arguments in
            handler(Int(arguments.uint(1)))
            return nil
        }
    }

    /// Activates one of GtkListView's own actions for `row`: "list.activate-item",
    /// "list.select-item" or "list.scroll-to-item".
    package func activateAction(_ action: String, row: Int) {
        gtk_widget_activate_action_variant(widgetPointer, action, g_variant_new_uint32(UInt32(clamping: row)))
    }
}
