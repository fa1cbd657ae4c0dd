internal import CGtk

/// A title that shows or hides a child below it when clicked (or on Enter or Space).
@MainActor
public final class Expander: Widget {
    private var makeChild: (@MainActor () -> Widget)?

    /// Creates a closed expander titled `title` whose child is made when it is first opened:
    /// deep or long content costs nothing until someone looks at it.
    public init(title: String, makeChild: @escaping @MainActor () -> Widget) {
        super.init(unsafePointer: gtk_expander_new(title), transfer: .full)
        self.makeChild = makeChild
        // void (GObject *object, GParamSpec *pspec): the "expanded" property changed.
        connectNotify("expanded") { [weak self] in self?.makeChildIfOpen() }
    }

    /// Whether the child shows.
    public var isExpanded: Bool {
        get { gtk_expander_get_expanded(opaquePointer) != 0 }
        set { gtk_expander_set_expanded(opaquePointer, newValue ? 1 : 0) }
    }

    private func makeChildIfOpen() {
        guard isExpanded, let makeChild else { return }
        self.makeChild = nil
        gtk_expander_set_child(opaquePointer, makeChild().widgetPointer)
    }
}
