internal import CGtk
import Foundation

/// Why a widget could not be rendered to an image.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The widget is not in a shown window, so it has no renderer and no size.
    case notShown
    /// The widget drew nothing.
    case drewNothing
    /// The PNG file could not be written.
    case cannotWrite(path: String)

    public var description: String {
        switch self {
        case .notShown: "the widget is not shown in a window, so it cannot be rendered"
        case .drewNothing: "the widget drew nothing"
        case .cannotWrite(let path): "cannot write the PNG file \(path)"
        }
    }
}

/// Renders widgets in-process to PNG images, the way GTK itself would draw them.
///
/// The picture comes from the widget's own render node, drawn by its window's renderer: no
/// screen grab, so other windows, the pointer and the window manager never show in it. Render
/// inside ``Widget/painted(then:)``: right after a paint, before a later change (even a
/// label's) queues a redraw, which drops the render nodes drawn from here; a widget that has
/// none then draws nothing.
@MainActor
public enum WidgetRenderer {
    /// Writes a PNG of `widget` at its current size to `path`.
    ///
    /// The pixels are those GDK's own saver writes, in a file written about three times as
    /// fast (each row unfiltered, compressed at zlib's fastest level). The file is written in
    /// place, not replaced: GDK's saver renames a temporary file over the target, which would
    /// turn a device such as `/dev/stdout` into a plain file.
    public static func writePNG(of widget: Widget, to path: String) throws(RenderError) {
        let texture = try renderTexture(of: widget)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard let png = TexturePixels(texture: texture).png else { throw .drewNothing }
        do {
            try png.write(to: URL(fileURLWithPath: path))
        } catch {
            throw .cannotWrite(path: path)
        }
    }

    /// Renders `widget` at its current size; the caller owns the returned texture.
    package static func renderTexture(of widget: Widget) throws(RenderError) -> OpaquePointer {
        let width = widget.allocatedWidth
        let height = widget.allocatedHeight
        guard widget.isDrawable, width > 0, height > 0,
              let native = gtk_widget_get_native(widget.widgetPointer),
              let renderer = gtk_native_get_renderer(native)
        else { throw .notShown }

        // Step 1: record what the widget draws, as a tree of render nodes.
        let paintable = gtk_widget_paintable_new(widget.widgetPointer)!
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let recorded = gtk_snapshot_free_to_node(snapshot) else { throw .drewNothing }

        // Step 2: on a HiDPI screen, scale the nodes so the picture has one texel per device pixel.
        let scale = Float(gtk_widget_get_scale_factor(widget.widgetPointer))
        let node = scale == 1 ? recorded : gsk_transform_node_new(recorded, gsk_transform_scale(nil, scale, scale))!
        if scale != 1 { gsk_render_node_unref(recorded) }
        defer { gsk_render_node_unref(node) }

        // Step 3: draw the nodes with the window's renderer into a texture of the widget's size.
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0),
            size: graphene_size_t(width: Float(width) * scale, height: Float(height) * scale)
        )
        guard let texture = gsk_renderer_render_texture(renderer, node, &bounds) else { throw .drewNothing }
        return texture
    }
}
