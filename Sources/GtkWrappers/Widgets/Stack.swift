internal import CGtk

/// Several children in one place, one of them shown at a time.
@MainActor
public final class Stack: Widget {
    /// Creates an empty stack that switches children without a transition.
    public init() {
        super.init(unsafePointer: gtk_stack_new(), transfer: .full)
    }

    /// Adds `child`, which screen readers call `name`; the first child added is the one shown
    /// until ``show(_:)`` says otherwise.
    public func addChild(_ child: Widget, named name: String) {
        let page = gtk_stack_add_child(opaquePointer, child.widgetPointer)
        page.map { updateAccessibleLabel(name, of: $0) }
    }

    /// Shows `child`, one of the stack's children.
    public func show(_ child: Widget) {
        gtk_stack_set_visible_child(opaquePointer, child.widgetPointer)
    }

    /// Whether the stack takes the size of the child shown rather than of its largest child
    /// (off by default).
    public var sizesToShownChild: Bool {
        get { gtk_stack_get_hhomogeneous(opaquePointer) == 0 }
        set {
            gtk_stack_set_hhomogeneous(opaquePointer, newValue ? 0 : 1)
            gtk_stack_set_vhomogeneous(opaquePointer, newValue ? 0 : 1)
        }
    }

    /// Takes `child` out of the stack.
    public func remove(_ child: Widget) {
        gtk_stack_remove(opaquePointer, child.widgetPointer)
    }

    /// Whether `child` is the child shown.
    public func isShowing(_ child: Widget) -> Bool {
        gtk_stack_get_visible_child(opaquePointer) == child.widgetPointer
    }
}
