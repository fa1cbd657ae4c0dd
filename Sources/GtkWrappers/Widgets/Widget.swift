internal import CGtk

/// Alignment of a widget inside the space its parent gives it.
public enum Alignment: Sendable {
    case fill, start, end, center, baseline

    var gtkValue: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        case .baseline: GTK_ALIGN_BASELINE
        }
    }

    init(_ value: GtkAlign) {
        switch value {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        case GTK_ALIGN_BASELINE: self = .baseline
        default: self = .fill
        }
    }
}

/// A GTK widget. Subclasses wrap the concrete widget types.
///
/// To use a GTK widget the package does not wrap, wrap its pointer with
/// ``init(unsafeWidget:transfer:)`` or subclass `Widget` and call
/// ``init(unsafePointer:transfer:)`` from your initializer; ``unsafeWidgetPointer`` leads back
/// to C.
@MainActor
open class Widget: ObjectWrapper {
    /// Wraps a GtkWidget made outside this package, taking or adopting a reference as
    /// `transfer` says. Traps if `pointer` is not a GtkWidget.
    public override init(unsafePointer pointer: UnsafeMutableRawPointer, transfer: ReferenceTransfer) {
        precondition(cgtk_is_widget(pointer) != 0, "Widget(unsafePointer:transfer:) needs a GtkWidget")
        super.init(unsafePointer: pointer, transfer: transfer)
    }

    /// Wraps an existing widget, taking a reference of our own (transfer none).
    convenience init(retaining pointer: UnsafeMutablePointer<GtkWidget>) {
        self.init(unsafePointer: pointer, transfer: .none)
    }

    /// A new wrapper of this widget with a reference of its own.
    package func newReference() -> Widget { Widget(retaining: widgetPointer) }

    /// The widget as GTK's base widget type.
    var widgetPointer: UnsafeMutablePointer<GtkWidget> {
        rawPointer.assumingMemoryBound(to: GtkWidget.self)
    }

    /// Whether the widget takes extra horizontal space.
    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widgetPointer) != 0 }
        set { gtk_widget_set_hexpand(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the widget takes extra vertical space.
    public var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widgetPointer) != 0 }
        set { gtk_widget_set_vexpand(widgetPointer, newValue ? 1 : 0) }
    }

    /// Horizontal alignment in the space the parent gives.
    public var horizontalAlignment: Alignment {
        get { Alignment(gtk_widget_get_halign(widgetPointer)) }
        set { gtk_widget_set_halign(widgetPointer, newValue.gtkValue) }
    }

    /// Vertical alignment in the space the parent gives.
    public var verticalAlignment: Alignment {
        get { Alignment(gtk_widget_get_valign(widgetPointer)) }
        set { gtk_widget_set_valign(widgetPointer, newValue.gtkValue) }
    }

    /// Sets the four margins in pixels.
    public func setMargins(top: Int32 = 0, bottom: Int32 = 0, start: Int32 = 0, end: Int32 = 0) {
        gtk_widget_set_margin_top(widgetPointer, top)
        gtk_widget_set_margin_bottom(widgetPointer, bottom)
        gtk_widget_set_margin_start(widgetPointer, start)
        gtk_widget_set_margin_end(widgetPointer, end)
    }

    /// The margin before the widget along the text direction, in pixels.
    public var marginStart: Int32 { gtk_widget_get_margin_start(widgetPointer) }

    /// The margin after the widget along the text direction, in pixels.
    public var marginEnd: Int32 { gtk_widget_get_margin_end(widgetPointer) }

    /// Whether what the widget's children draw outside its bounds is cut off.
    public var clipsChildren: Bool {
        get { gtk_widget_get_overflow(widgetPointer) == GTK_OVERFLOW_HIDDEN }
        set { gtk_widget_set_overflow(widgetPointer, newValue ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }
    }

    /// The height the widget would like at `width` pixels wide.
    public func naturalHeight(forWidth width: Int) -> Int {
        var natural: Int32 = 0
        gtk_widget_measure(widgetPointer, GTK_ORIENTATION_VERTICAL, Int32(width), nil, &natural, nil, nil)
        return Int(natural)
    }

    /// Asks for at least this size in pixels; `-1` leaves a dimension to the widget.
    public func setSizeRequest(width: Int32 = -1, height: Int32 = -1) {
        gtk_widget_set_size_request(widgetPointer, width, height)
    }

    /// Lays the widget out left to right even in a right-to-left language, as numbers read:
    /// "-814" stays "-814" rather than becoming "814-".
    public func layOutLeftToRight() {
        gtk_widget_set_direction(widgetPointer, GTK_TEXT_DIR_LTR)
    }

    /// Whether the widget lays itself out right to left, as in Arabic or Hebrew.
    public var isRightToLeft: Bool {
        gtk_widget_get_direction(widgetPointer) == GTK_TEXT_DIR_RTL
    }

    /// Whether the widget is shown when its parent is.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widgetPointer) != 0 }
        set { gtk_widget_set_visible(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the widget is shown on screen now: visible, and so are all its ancestors.
    public var isDrawable: Bool { gtk_widget_is_drawable(widgetPointer) != 0 }

    /// Whether the widget reacts to input.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widgetPointer) != 0 }
        set { gtk_widget_set_sensitive(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether pointer and touch input can land on the widget; when `false`, input goes to
    /// whatever lies below it.
    public var receivesPointerInput: Bool {
        get { gtk_widget_get_can_target(widgetPointer) != 0 }
        set { gtk_widget_set_can_target(widgetPointer, newValue ? 1 : 0) }
    }

    /// How opaque the widget is drawn, from 0 (invisible) to 1.
    public var opacity: Double {
        get { gtk_widget_get_opacity(widgetPointer) }
        set { gtk_widget_set_opacity(widgetPointer, newValue) }
    }

    /// Whether the widget can take keyboard focus.
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widgetPointer) != 0 }
        set { gtk_widget_set_focusable(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether a click on the widget gives it the keyboard focus (`true` unless set).
    public var takesFocusOnClick: Bool {
        get { gtk_widget_get_focus_on_click(widgetPointer) != 0 }
        set { gtk_widget_set_focus_on_click(widgetPointer, newValue ? 1 : 0) }
    }

    /// The tooltip text, or `nil` for none.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widgetPointer).map { String(cString: $0) } }
        set {
            // GTK asks the window system where the pointer is (a round trip to an X server)
            // each time a shown widget's tooltip is set, in case it is up: a text the widget
            // has is not set again, and a widget not yet put anywhere, which cannot be under
            // the pointer, has its tooltip set while hidden, which GTK asks nothing for.
            guard newValue != tooltip else { return }
            let hidesMeanwhile = gtk_widget_get_visible(widgetPointer) != 0 && gtk_widget_get_parent(widgetPointer) == nil
                && g_type_check_instance_is_a(UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: GTypeInstance.self),
                                              gtk_native_get_type()) == 0
            if hidesMeanwhile { gtk_widget_set_visible(widgetPointer, 0) }
            gtk_widget_set_tooltip_text(widgetPointer, newValue)
            if hidesMeanwhile { gtk_widget_set_visible(widgetPointer, 1) }
        }
    }

    /// Adds a CSS style class.
    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widgetPointer, name) }

    /// Removes a CSS style class.
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widgetPointer, name) }

    /// Adds or removes a CSS style class.
    public func setCSSClass(_ name: String, _ isOn: Bool) {
        if isOn { addCSSClass(name) } else { removeCSSClass(name) }
    }

    /// Whether the widget has the CSS style class `name`.
    public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widgetPointer, name) != 0 }

    /// The width GTK allocated to the widget, in pixels.
    public var allocatedWidth: Int { Int(gtk_widget_get_width(widgetPointer)) }

    /// The height GTK allocated to the widget, in pixels.
    public var allocatedHeight: Int { Int(gtk_widget_get_height(widgetPointer)) }

    /// The height of the window the widget is in, in pixels: as the window system has it once
    /// the window is shown, or the height it opens with (the most a widget in it can be given,
    /// known before GTK lays anything out); 0 while the widget is in no window.
    public var windowHeight: Int {
        guard let root = gtk_widget_get_root(widgetPointer) else { return 0 }
        let shown = gtk_native_get_surface(root).map { Int(gdk_surface_get_height($0)) } ?? 0
        let instance = UnsafeMutableRawPointer(root)
        guard g_type_check_instance_is_a(instance.assumingMemoryBound(to: GTypeInstance.self), gtk_window_get_type()) != 0
        else { return shown }
        var (openingWidth, openingHeight): (Int32, Int32) = (0, 0)
        // GTK 4.8 writes both sizes, whatever the documentation says.
        gtk_window_get_default_size(instance.assumingMemoryBound(to: GtkWindow.self), &openingWidth, &openingHeight)
        return max(shown, Int(openingHeight))
    }

    /// Gives the widget keyboard focus; `false` if it could not take it.
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widgetPointer) != 0 }

    /// Whether the widget or one of its descendants has keyboard focus.
    public var hasFocusWithin: Bool {
        gtk_widget_has_focus(widgetPointer) != 0
            || gtk_widget_get_focus_child(widgetPointer) != nil
    }

    /// Asks GTK to redraw the widget in the next frame.
    public func queueDraw() { gtk_widget_queue_draw(widgetPointer) }

    /// Has GTK measure the widget again before the next frame.
    public func queueResize() { gtk_widget_queue_resize(widgetPointer) }

    /// The widget's bounds in `other`'s coordinates, or `nil` if they share no window.
    public func bounds(relativeTo other: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widgetPointer, other.widgetPointer, &rect) != 0 else { return nil }
        return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }

    /// The widget's parent, or `nil` when it has none.
    public var parent: Widget? {
        gtk_widget_get_parent(widgetPointer).map(Widget.init(retaining:))
    }

    /// The widget's first child, or `nil` when it has none.
    package var firstChild: Widget? {
        gtk_widget_get_first_child(widgetPointer).map(Widget.init(retaining:))
    }

    /// Whether `other` wraps the same GTK widget as this wrapper.
    public func isSameWidget(as other: Widget) -> Bool { widgetPointer == other.widgetPointer }

    /// The deepest visible widget at (`x`, `y`) in this widget's coordinates, this widget
    /// included; `nil` when the point is outside it.
    package func pick(x: Double, y: Double) -> Widget? {
        gtk_widget_pick(widgetPointer, x, y, GTK_PICK_DEFAULT).map(Widget.init(retaining:))
    }
}
