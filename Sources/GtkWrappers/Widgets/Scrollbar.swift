internal import CGtk
import ListCore

/// A vertical scroll bar over a range of its own rather than a scrolled window's, such as a
/// position among the records of a file of which a list holds only some.
@MainActor
public final class Scrollbar: Widget {
    private let adjustment: UnsafeMutablePointer<GtkAdjustment>

    /// Creates a scroll bar over the range 0…1, showing all of it, that screen readers call
    /// `accessibleLabel`.
    public init(accessibleLabel: String) {
        adjustment = UnsafeMutableRawPointer(gtk_adjustment_new(0, 0, 1, 1, 1, 1)!).assumingMemoryBound(to: GtkAdjustment.self)
        g_object_ref_sink(adjustment)
        let scrollbar = gtk_scrollbar_new(GTK_ORIENTATION_VERTICAL, adjustment)!
        super.init(unsafePointer: scrollbar, transfer: .full)
        Self.name(scrollbar, accessibleLabel)
    }

    /// Names a scroll bar and the range inside it, which GTK 4.8 would read as "GtkScrollbar"
    /// and "GtkRange".
    static func name(_ scrollbar: UnsafeMutablePointer<GtkWidget>, _ name: String) {
        Widget(retaining: scrollbar).setAccessibleLabel(name)
        gtk_widget_get_first_child(scrollbar).map { Widget(retaining: $0).setAccessibleLabel(name) }
    }

    isolated deinit {
        g_object_unref(adjustment)
    }

    /// Draws the bar as GNOME's scroll bars over content are drawn: a thin indicator that widens
    /// while the pointer is over it. Put the bar in an ``Overlay`` over what it scrolls.
    public func drawAsOverlayIndicator() {
        addCSSClass("overlay-indicator")
        let motion = gtk_event_controller_motion_new()!
        let object = UnsafeMutableRawPointer(motion)
        connectSignal(object, "enter") { [weak self] in self?.addCSSClass("hovering") }
        connectSignal(object, "leave") { [weak self] in self?.removeCSSClass("hovering") }
        gtk_widget_add_controller(widgetPointer, motion)
    }

    /// Sets the range to 0…`upper`, of which `pageSize` shows at a time; the value is kept
    /// within it.
    public func setRange(upper: Double, pageSize: Double) {
        gtk_adjustment_configure(adjustment, min(value, max(0, upper - pageSize)), 0, upper, 1, max(1, pageSize - 1), pageSize)
    }

    /// Where the visible part begins, from 0 to the upper end less the page size.
    public var value: Double {
        get { gtk_adjustment_get_value(adjustment) }
        set { gtk_adjustment_set_value(adjustment, newValue) }
    }

    /// The upper end of the range.
    public var upper: Double { gtk_adjustment_get_upper(adjustment) }

    /// How much of the range shows at a time.
    public var pageSize: Double { gtk_adjustment_get_page_size(adjustment) }

    /// Calls `handler` whenever ``value`` changes, by the user or from code.
    @discardableResult
    public func onValueChange(_ handler: @escaping @MainActor () -> Void) -> HandlerConnection {
        let object = UnsafeMutableRawPointer(adjustment)
        return signalConnection(object, handlerID: connectSignal(object, "value-changed", handler: handler))
    }
}
