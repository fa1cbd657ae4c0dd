internal import CGtk

/// A GtkColumnView: a table whose rows come from a selection model and whose columns each make
/// their own cells; a header row above, whose titles sort and resize the columns.
///
/// GTK 4.8 makes a cell per column for every row it realizes (about 200), so each column added
/// costs that many cells at once.
@MainActor
package final class ColumnViewWidget: Widget {
    /// Creates a table without columns over `selection`, which stays alive with it.
    package init(selection: RowSelectionModel) {
        g_object_ref(selection.gobject)  // gtk_column_view_new adopts the model
        super.init(unsafePointer: gtk_column_view_new(selection.listModel), transfer: .full)
    }

    /// Adds `column` after the others; the view keeps it alive.
    package func appendColumn(_ column: ColumnViewColumn) {
        gtk_column_view_append_column(opaquePointer, column.opaquePointer)
    }

    /// Takes `column` out of the view.
    package func removeColumn(_ column: ColumnViewColumn) {
        gtk_column_view_remove_column(opaquePointer, column.opaquePointer)
    }

    /// Puts `column`, one of the view's, at `position` among the columns, as a drag of its
    /// header does.
    package func moveColumn(_ column: ColumnViewColumn, to position: Int) {
        gtk_column_view_insert_column(opaquePointer, UInt32(clamping: max(0, position)), column.opaquePointer)
    }

    /// The view's columns in the order shown, as the GtkColumnViewColumn pointers they wrap.
    package var columnPointers: [UnsafeMutableRawPointer] {
        guard let columns = gtk_column_view_get_columns(opaquePointer) else { return [] }
        return (0..<g_list_model_get_n_items(columns)).compactMap { index in
            guard let column = g_list_model_get_item(columns, index) else { return nil }
            g_object_unref(column)  // the list keeps its own reference
            return column
        }
    }

    /// Calls `handler` when the columns change: added, removed, or moved (a drag of a header).
    package func onColumnsChange(_ handler: @escaping @MainActor () -> Void) {
        guard let columns = gtk_column_view_get_columns(opaquePointer) else { return }
        connectSignal(UnsafeMutableRawPointer(columns), "items-changed", handler: handler)
    }

    /// How many columns the view has.
    package var columnCount: Int { Int(g_list_model_get_n_items(gtk_column_view_get_columns(opaquePointer))) }

    /// Whether thin lines separate the rows.
    package var showsRowSeparators: Bool {
        get { gtk_column_view_get_show_row_separators(opaquePointer) != 0 }
        set { gtk_column_view_set_show_row_separators(opaquePointer, newValue ? 1 : 0) }
    }

    /// Whether thin lines separate the columns.
    package var showsColumnSeparators: Bool {
        get { gtk_column_view_get_show_column_separators(opaquePointer) != 0 }
        set { gtk_column_view_set_show_column_separators(opaquePointer, newValue ? 1 : 0) }
    }

    /// The sorter that follows the headers: it sorts by the column whose header was clicked
    /// last (its ``ColumnViewColumn/sorter``), ascending, then descending on a second click.
    /// Give it to the ``SortListModel`` under the view.
    package private(set) lazy var sorter = Sorter(unsafePointer: UnsafeMutableRawPointer(gtk_column_view_get_sorter(opaquePointer)!),
                                                  transfer: .none)

    /// Sorts by `column` as a click on its header does (`nil`: the model's own order again).
    package func sort(by column: ColumnViewColumn?, ascending: Bool = true) {
        gtk_column_view_sort_by_column(opaquePointer, column?.opaquePointer,
                                       ascending ? GTK_SORT_ASCENDING : GTK_SORT_DESCENDING)
    }

    /// Calls `handler(row)` when a row is activated (double click or Enter); `row` counts in
    /// the order the view shows.
    package func onActivate(_ handler: @escaping @MainActor (Int) -> Void) {
        // void (GtkColumnView *self, guint position)
        connectSignal(rawPointer, "activate") { arguments in
            handler(Int(arguments.uint(1)))
            return nil
        }
    }

    /// The header row above the rows, once the view has made it.
    ///
    /// GTK 4.8's GtkColumnView keeps it as its first child.
    package var headerRow: Widget? { firstChild }

    /// Activates one of the rows' own actions for `row`: "list.activate-item",
    /// "list.select-item" or "list.scroll-to-item".
    ///
    /// GTK 4.8's GtkColumnView has no API to scroll to a row; the list view it keeps after the
    /// header row has these actions.
    package func activateRowsAction(_ action: String, row: Int) {
        guard let header = gtk_widget_get_first_child(widgetPointer),
              let rowsView = gtk_widget_get_next_sibling(header) else { return }
        gtk_widget_activate_action_variant(rowsView, action, g_variant_new_uint32(UInt32(clamping: row)))
    }

    /// The header row's title widgets, one per column in the order shown.
    ///
    /// GTK 4.8 has no API for a header's tooltip or widget; its GtkColumnView keeps the header
    /// row as its first child and one GtkColumnViewTitle per column inside it, in column order.
    package var headerTitles: [Widget] {
        titlePointers().map(Widget.init(retaining:))
    }

    /// The header row's title widget of the column at `index`, if any.
    package func headerTitle(at index: Int) -> Widget? {
        titlePointers(upTo: index + 1).dropFirst(index).first.map(Widget.init(retaining:))
    }

    private func titlePointers(upTo limit: Int = .max) -> [UnsafeMutablePointer<GtkWidget>] {
        guard let header = headerRow?.widgetPointer else { return [] }
        var titles: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(header)
        while let current = child, titles.count < limit {
            if String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)))
                == "GtkColumnViewTitle" {
                titles.append(current)
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return titles
    }
}
