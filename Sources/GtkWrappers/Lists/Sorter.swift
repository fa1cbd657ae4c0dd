internal import CGtk

/// A GtkSorter: decides the order of two rows of a list model.
///
/// The sorter of a column view (``ColumnViewWidget/sorter``) and ``CustomSorter`` are sorters;
/// a ``SortListModel`` orders its rows by one.
@MainActor
package class Sorter: ObjectWrapper {
    /// Calls `handler` when the order the sorter gives may have changed (for a column view's
    /// sorter: a header was clicked).
    package func onChange(_ handler: @escaping @MainActor () -> Void) {
        // void (GtkSorter *self, GtkSorterChange change)
        connectSignal(rawPointer, "changed", handler: handler)
    }

    /// Whether the sorter orders rows at all now; a column view's sorter does not until a
    /// header is clicked.
    package var sortsRows: Bool {
        gtk_sorter_get_order(sorterPointer) != GTK_SORTER_ORDER_NONE
    }

    var sorterPointer: UnsafeMutablePointer<GtkSorter> { rawPointer.assumingMemoryBound(to: GtkSorter.self) }
}
