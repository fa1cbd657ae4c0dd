internal import CGtk

/// Orders two row values: `true` when the first goes before the second, as `sorted(by:)` wants.
package typealias RowOrdering = @MainActor (AnyObject, AnyObject) -> Bool

// gint (gconstpointer a, gconstpointer b, gpointer user_data): GtkCustomSorter's sort function,
// called with two row objects of the model being sorted, on the main thread.
private let compareTrampoline: GCompareDataFunc = { first, second, userData in
    let box = CallbackBox<RowOrdering>.from(userData)
    nonisolated(unsafe) let first = first, second = second
    return MainActor.assumeIsolated {
        guard let left = RowObject.payload(of: UnsafeMutableRawPointer(mutating: first)),
              let right = RowObject.payload(of: UnsafeMutableRawPointer(mutating: second))
        else { return 0 }
        if box.handler(left, right) { return -1 }
        return box.handler(right, left) ? 1 : 0
    }
}

/// A GtkCustomSorter that orders the rows of a ``RowListModel`` by their Swift values.
///
/// GTK compares rows many times while it sorts (n log n); keep `areInIncreasingOrder` cheap, for
/// example by comparing keys computed once per row.
@MainActor
package final class CustomSorter: Sorter {
    /// Creates a sorter that puts `first` before `second` when `areInIncreasingOrder(first,
    /// second)`, for the values ``RowListModel`` rows carry.
    package init(_ areInIncreasingOrder: @escaping RowOrdering) {
        let box = CallbackBox<RowOrdering>(areInIncreasingOrder).retainedPointer()
        super.init(unsafePointer: UnsafeMutableRawPointer(gtk_custom_sorter_new(compareTrampoline, box, releaseCallbackBox)!),
                   transfer: .full)
    }
}
