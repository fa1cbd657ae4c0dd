internal import CGtk

/// Pages with a row of tabs above them, one page shown at a time: GTK's GtkNotebook. Ctrl+Page
/// Up and Ctrl+Page Down switch pages from the keyboard, as GNOME's tabbed windows do; the tabs
/// can be dragged into another order.
@MainActor
public final class Notebook: Widget {
    /// Creates a notebook without pages, its tabs scrolling when they do not fit.
    public init() {
        super.init(unsafePointer: gtk_notebook_new(), transfer: .full)
        gtk_notebook_set_scrollable(notebookPointer, 1)
        gtk_notebook_set_show_border(notebookPointer, 0)
    }

    private var notebookPointer: OpaquePointer { opaquePointer }

    /// Adds `page` after the others with `tab` as its tab, which can be dragged to reorder.
    public func appendPage(_ page: Widget, tab: Widget) {
        insertPage(page, tab: tab, at: pageCount)
    }

    /// Adds `page` at place `index` (after the others when it is past them) with `tab` as its
    /// tab, which can be dragged to reorder.
    public func insertPage(_ page: Widget, tab: Widget, at index: Int) {
        gtk_notebook_insert_page(notebookPointer, page.widgetPointer, tab.widgetPointer, index < pageCount ? Int32(max(0, index)) : -1)
        gtk_notebook_set_tab_reorderable(notebookPointer, page.widgetPointer, 1)
    }

    /// Takes `page` out, if it is one of the pages.
    public func removePage(_ page: Widget) {
        guard let index = index(of: page) else { return }
        gtk_notebook_remove_page(notebookPointer, Int32(index))
    }

    /// The place of `page` among the pages, or `nil` when it is not one of them.
    public func index(of page: Widget) -> Int? {
        let index = gtk_notebook_page_num(notebookPointer, page.widgetPointer)
        return index < 0 ? nil : Int(index)
    }

    /// How many pages there are.
    public var pageCount: Int { Int(gtk_notebook_get_n_pages(notebookPointer)) }

    /// The place of the page shown, or `nil` without pages.
    public var currentPage: Int? {
        get {
            let index = gtk_notebook_get_current_page(notebookPointer)
            return index < 0 ? nil : Int(index)
        }
        set { newValue.map { gtk_notebook_set_current_page(notebookPointer, Int32($0)) } }
    }

    /// Whether the row of tabs shows (with one page, a window may hide it).
    public var showsTabs: Bool {
        get { gtk_notebook_get_show_tabs(notebookPointer) != 0 }
        set { gtk_notebook_set_show_tabs(notebookPointer, newValue ? 1 : 0) }
    }

    /// Calls `handler` with the place of the page about to show, whenever the shown page
    /// changes (a click on a tab, Ctrl+Page Down, ``currentPage``, a page added first).
    public func onPageSwitch(_ handler: @escaping @MainActor (Int) -> Void) {
        // void (GtkNotebook *self, GtkWidget *page, guint page_num)
        connectSignal(rawPointer, "switch-page", after: true) { arguments in
            handler(Int(arguments.uint(2)))
            return nil
        }
    }
}
