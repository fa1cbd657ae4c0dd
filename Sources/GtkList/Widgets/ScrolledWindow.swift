import CGtk

/// Shows part of a larger child and scrolls it.
///
/// A ``ListView``'s GtkListView must be this widget's direct child, or row recycling breaks.
@MainActor
public final class ScrolledWindow: Widget {
    /// Creates a scrolled window that scrolls vertically only.
    public init() {
        super.init(gtk_scrolled_window_new(), transfer: .full)
        gtk_scrolled_window_set_policy(scrolledPointer, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }

    private var scrolledPointer: OpaquePointer { opaquePointer }

    /// The scrolled child.
    package func setChild(_ child: Widget) {
        gtk_scrolled_window_set_child(scrolledPointer, child.widgetPointer)
    }

    private var verticalAdjustment: OpaquePointer {
        OpaquePointer(gtk_scrolled_window_get_vadjustment(scrolledPointer))!
    }

    /// How far the content is scrolled down, in pixels.
    public var verticalOffset: Double {
        get { gtk_adjustment_get_value(UnsafeMutablePointer(verticalAdjustment)) }
        set { gtk_adjustment_set_value(UnsafeMutablePointer(verticalAdjustment), newValue) }
    }

    /// The largest ``verticalOffset``: content height minus visible height.
    public var maximumVerticalOffset: Double {
        let adjustment = UnsafeMutablePointer<GtkAdjustment>(verticalAdjustment)
        return gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    }
}
