internal import CGtk

/// One column of a ``ColumnViewWidget``: a header and a cell per row, made by its own factory.
@MainActor
package final class ColumnViewColumn: ObjectWrapper {
    /// Creates a column headed `title` whose cells `factory` makes (see
    /// ``makeListItemFactory(_:)``); the column keeps the factory alive.
    package init(title: String, factory: ObjectWrapper) {
        g_object_ref(factory.objectPointer)  // gtk_column_view_column_new adopts the factory
        super.init(unsafePointer: UnsafeMutableRawPointer(gtk_column_view_column_new(title, factory.opaquePointer)!),
                   transfer: .full)
    }

    /// The text of the column's header.
    package var title: String {
        get { gtk_column_view_column_get_title(opaquePointer).map { String(cString: $0) } ?? "" }
        set { gtk_column_view_column_set_title(opaquePointer, newValue) }
    }

    /// Whether the user can drag the header's edge to change the column's width.
    package var isResizable: Bool {
        get { gtk_column_view_column_get_resizable(opaquePointer) != 0 }
        set { gtk_column_view_column_set_resizable(opaquePointer, newValue ? 1 : 0) }
    }

    /// The column's width in pixels, or `nil` to size it by its cells. A user's resize sets it.
    package var fixedWidth: Int? {
        get {
            let width = gtk_column_view_column_get_fixed_width(opaquePointer)
            return width < 0 ? nil : Int(width)
        }
        set { gtk_column_view_column_set_fixed_width(opaquePointer, newValue.map { Int32(clamping: $0) } ?? -1) }
    }

    /// Whether the column takes a share of the width the columns leave free.
    package var expands: Bool {
        get { gtk_column_view_column_get_expand(opaquePointer) != 0 }
        set { gtk_column_view_column_set_expand(opaquePointer, newValue ? 1 : 0) }
    }

    /// The sorter a click on the header sorts the view by, or `nil` for a header that does not
    /// sort. The column keeps the sorter alive.
    package var sorter: Sorter? {
        didSet { gtk_column_view_column_set_sorter(opaquePointer, sorter?.sorterPointer) }
    }

    /// Whether the column shows; a hidden column keeps its place, width and cells' factory.
    package var isVisible: Bool {
        get { gtk_column_view_column_get_visible(opaquePointer) != 0 }
        set { gtk_column_view_column_set_visible(opaquePointer, newValue ? 1 : 0) }
    }

    /// Whether this wraps `pointer`, a GtkColumnViewColumn.
    package func wraps(_ pointer: UnsafeMutableRawPointer) -> Bool { rawPointer == pointer }
}
