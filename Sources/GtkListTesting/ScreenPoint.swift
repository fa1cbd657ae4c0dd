import CGtk
import GtkList

extension XServer {
    /// The X window of the window `widget` is in, and that window as a widget.
    func window(containing widget: Widget) throws(TestInput.Failure)
        -> (widget: UnsafeMutablePointer<GtkWidget>, xWindow: CUnsignedLong)
    {
        guard widget.isDrawable, let native = gtk_widget_get_native(widget.unsafeWidgetPointer),
              let surface = gtk_native_get_surface(native)
        else { throw TestInput.Failure(description: "the widget is not shown in a window") }
        guard let xWindow = window(of: surface) else {
            throw TestInput.Failure(description: "GTK is not drawing on X11 (GtkTestEnvironment.start() sets GDK_BACKEND=x11)")
        }
        return (UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self), xWindow)
    }

    /// Where `point` of `widget`, in the widget's own coordinates, is on the X screen; the
    /// widget's centre when `point` is `nil`.
    func screenPoint(of widget: Widget, at point: (x: Double, y: Double)?) throws(TestInput.Failure) -> (x: Int, y: Int) {
        let (window, xWindow) = try self.window(containing: widget)
        let native = OpaquePointer(window)
        // Widget → its window's coordinates → the X window's (which include client-side
        // shadows) → device pixels → the screen.
        var inWidget = graphene_point_t(x: Float(point?.x ?? Double(widget.allocatedWidth) / 2),
                                        y: Float(point?.y ?? Double(widget.allocatedHeight) / 2))
        var inWindow = graphene_point_t()
        guard gtk_widget_compute_point(widget.unsafeWidgetPointer, window, &inWidget, &inWindow) != 0 else {
            throw TestInput.Failure(description: "the widget has no place in its window yet")
        }
        var shadowX = 0.0, shadowY = 0.0
        gtk_native_get_surface_transform(native, &shadowX, &shadowY)
        let scale = Double(gdk_surface_get_scale_factor(gtk_native_get_surface(native)))
        guard let onScreen = screenPoint(x: Int(((Double(inWindow.x) + shadowX) * scale).rounded(.down)),
                                         y: Int(((Double(inWindow.y) + shadowY) * scale).rounded(.down)),
                                         in: xWindow)
        else { throw TestInput.Failure(description: "the X server does not know the widget's window") }
        return onScreen
    }
}
