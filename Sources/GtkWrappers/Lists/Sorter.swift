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

    /// Whether the sorter puts `first` after `second`, two values row objects carry, such as
    /// two ``SortProbe``s: a column view's sorter reverses its column's order when a second
    /// click on the header sorts descending, and GTK 4.8 has no API to ask which way it sorts.
    package func orders(_ first: AnyObject, after second: AnyObject) -> Bool {
        let left = RowObject.make(carrying: first, onFinalize: {})
        let right = RowObject.make(carrying: second, onFinalize: {})
        defer {
            g_object_unref(left)
            g_object_unref(right)
        }
        return gtk_sorter_compare(sorterPointer, left, right) == GTK_ORDERING_LARGER
    }

    var sorterPointer: UnsafeMutablePointer<GtkSorter> { rawPointer.assumingMemoryBound(to: GtkSorter.self) }
}

/// A value a ``CustomSorter``'s ordering recognizes and orders by ``rank`` alone, to learn which
/// way a sorter around it (a column view's) turns its order: see ``Sorter/orders(_:after:)``.
package final class SortProbe {
    /// Lower ranks go first.
    package let rank: Int

    package init(rank: Int) { self.rank = rank }
}
