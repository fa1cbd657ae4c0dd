internal import CGtk

/// A GtkSortListModel: the rows of a ``RowListModel`` in the order a ``Sorter`` gives.
///
/// Without a sorter, or while the sorter gives no order (a column view none of whose headers
/// was clicked), rows pass through unsorted and lazily. Once it sorts, GTK asks the model for
/// every row, so keep sorting to models that fit in memory.
@MainActor
package final class SortListModel: ObjectWrapper {
    /// Sorts `model`, which stays alive with the sorted model.
    package init(model: RowListModel) {
        g_object_ref(model.gobject)  // gtk_sort_list_model_new adopts the model's reference
        super.init(unsafePointer: UnsafeMutableRawPointer(gtk_sort_list_model_new(model.listModel, nil)!),
                   transfer: .full)
    }

    /// The sorter the rows follow, or `nil` for the model's own order. The model keeps it alive.
    package var sorter: Sorter? {
        didSet { gtk_sort_list_model_set_sorter(opaquePointer, sorter?.sorterPointer) }
    }

    /// The model as GIO's interface type.
    var listModel: OpaquePointer { opaquePointer }
}
