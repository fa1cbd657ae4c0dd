internal import CGtk


/// Shows part of a larger child and scrolls it.
///
/// A `ListView`'s GtkListView must be this widget's direct child, or row recycling breaks.
@MainActor
public final class ScrolledWindow: Widget {
    /// How the vertical scrollbar behaves.
    public enum VerticalPolicy: Sendable {
        /// A scrollbar appears when the content is taller than the window.
        case automatic
        /// No scrollbar, and the window's height does not follow the content: a viewport whose
        /// height and position code controls.
        case external
    }

    /// Creates a scrolled window that scrolls vertically only.
    public init(verticalPolicy: VerticalPolicy = .automatic) {
        super.init(unsafePointer: gtk_scrolled_window_new(), transfer: .full)
        gtk_scrolled_window_set_policy(scrolledPointer, GTK_POLICY_NEVER,
                                       verticalPolicy == .automatic ? GTK_POLICY_AUTOMATIC : GTK_POLICY_EXTERNAL)
    }

    private var scrolledPointer: OpaquePointer { opaquePointer }

    /// How the vertical scrollbar behaves now.
    public var verticalPolicy: VerticalPolicy {
        get {
            var vertical = GTK_POLICY_AUTOMATIC
            gtk_scrolled_window_get_policy(scrolledPointer, nil, &vertical)
            return vertical == GTK_POLICY_EXTERNAL ? .external : .automatic
        }
        set {
            var horizontal = GTK_POLICY_NEVER
            gtk_scrolled_window_get_policy(scrolledPointer, &horizontal, nil)
            gtk_scrolled_window_set_policy(scrolledPointer, horizontal,
                                           newValue == .automatic ? GTK_POLICY_AUTOMATIC : GTK_POLICY_EXTERNAL)
        }
    }

    /// Whether a horizontal scrollbar appears when the content is wider than the window (it
    /// scrolls vertically only by default).
    public var scrollsHorizontally: Bool {
        get {
            var horizontal = GTK_POLICY_NEVER
            gtk_scrolled_window_get_policy(scrolledPointer, &horizontal, nil)
            return horizontal != GTK_POLICY_NEVER
        }
        set {
            var vertical = GTK_POLICY_AUTOMATIC
            gtk_scrolled_window_get_policy(scrolledPointer, nil, &vertical)
            gtk_scrolled_window_set_policy(scrolledPointer, newValue ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER, vertical)
        }
    }

    /// The scrolled child; widgets that cannot scroll themselves get a viewport around them.
    public func setChild(_ child: Widget) {
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

    /// How far the content is scrolled sideways, in pixels (see ``scrollsHorizontally``).
    public var horizontalOffset: Double {
        get { gtk_adjustment_get_value(gtk_scrolled_window_get_hadjustment(scrolledPointer)) }
        set { gtk_adjustment_set_value(gtk_scrolled_window_get_hadjustment(scrolledPointer), newValue) }
    }

    /// The largest ``horizontalOffset``: content width minus visible width.
    public var maximumHorizontalOffset: Double {
        let adjustment = gtk_scrolled_window_get_hadjustment(scrolledPointer)
        return gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    }

    /// The largest ``verticalOffset``: content height minus visible height.
    public var maximumVerticalOffset: Double {
        let adjustment = UnsafeMutablePointer<GtkAdjustment>(verticalAdjustment)
        return gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    }

    /// Stops a motion GTK is still making from earlier input — a touchpad fling slowing down,
    /// or the snap back after the wheel scrolled past an end — which would otherwise carry on
    /// from where it was and undo a scroll made now by code.
    public func stopKineticMotion() {
        // GTK cancels its deceleration when kinetic scrolling is turned off; its own setting
        // comes back at once.
        let kinetic = gtk_scrolled_window_get_kinetic_scrolling(scrolledPointer)
        gtk_scrolled_window_set_kinetic_scrolling(scrolledPointer, 0)
        gtk_scrolled_window_set_kinetic_scrolling(scrolledPointer, kinetic)
    }

    /// The height of the visible part, in pixels.
    public var visibleHeight: Double {
        gtk_adjustment_get_page_size(UnsafeMutablePointer<GtkAdjustment>(verticalAdjustment))
    }

    /// The height of the whole content, in pixels.
    public var contentHeight: Double {
        gtk_adjustment_get_upper(UnsafeMutablePointer<GtkAdjustment>(verticalAdjustment))
    }

    /// Names both scroll bars for screen readers, which GTK 4.8 would name "GtkScrollbar" and
    /// "GtkRange"; `name` is the thing scrolled, such as "Stories".
    package func nameScrollbars(vertical: String, horizontal: String) {
        let window = opaquePointer
        for (scrollbar, name) in [(gtk_scrolled_window_get_vscrollbar(window), vertical),
                                  (gtk_scrolled_window_get_hscrollbar(window), horizontal)] {
            guard let scrollbar else { continue }
            Scrollbar.name(scrollbar, name)
        }
    }

    /// Whether both overlay scroll bars are concealed: GTK shows them while the content moves
    /// and fades them out a second after, so a picture taken meanwhile depends on its timing.
    /// A picture of a window at rest waits for this.
    public var showsNoScrollIndicators: Bool {
        let window = opaquePointer
        return [gtk_scrolled_window_get_vscrollbar(window), gtk_scrolled_window_get_hscrollbar(window)].allSatisfy { scrollbar in
            scrollbar.map { gtk_widget_get_opacity($0) < 0.01 || gtk_widget_get_visible($0) == 0 } ?? true
        }
    }

    /// Calls `handler` whenever the scroll position or the content size changes.
    ///
    /// GTK moves the adjustments while it lays out a frame, so `handler` may run inside that
    /// layout: it must not change widgets or start work that does. For that, use
    /// ``onScrollSettled(_:)``.
    public func onScrollChange(_ handler: @escaping @MainActor () -> Void) {
        let adjustment = UnsafeMutableRawPointer(verticalAdjustment)
        for signal in ["value-changed", "changed"] {
            connectSignal(adjustment, signal, handler: handler)
        }
    }

    /// Calls `handler` once on the main loop's next turn after the scroll position or the
    /// content size changed, however often they changed meanwhile: after GTK has laid out the
    /// frame that moved them, so the rows it shows are placed and `handler` may change widgets.
    ///
    /// A widget changed inside GTK's layout is drawn before it is allocated, which GTK 4.8 warns
    /// about ("Trying to snapshot … without a current allocation") and which may draw stale
    /// positions.
    public func onScrollSettled(_ handler: @escaping @MainActor () -> Void) {
        let pending = PendingCall()
        onScrollChange {
            guard !pending.isScheduled else { return }
            pending.isScheduled = true
            Task { @MainActor in
                pending.isScheduled = false
                handler()
            }
        }
    }
}

/// Whether a deferred call is already on its way, so that a burst of signals makes one call.
@MainActor
private final class PendingCall {
    var isScheduled = false
}
