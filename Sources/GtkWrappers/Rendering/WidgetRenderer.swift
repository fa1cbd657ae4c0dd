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
        let recording = try Recording(of: widget)
        guard let png = recording.png() else { throw .drewNothing }
        do {
            try png.write(to: URL(fileURLWithPath: path))
        } catch {
            throw .cannotWrite(path: path)
        }
    }

    /// Renders `widget` at its current size; the caller owns the returned texture.
    package static func renderTexture(of widget: Widget) throws(RenderError) -> OpaquePointer {
        try Recording(of: widget).texture()
    }
}

/// What a widget draws, recorded as render nodes at one texel per device pixel, and the
/// renderer of its window, which draws them.
@MainActor
private struct Recording: ~Copyable {
    let node: OpaquePointer
    let renderer: OpaquePointer
    /// The size in device pixels.
    let width: Int
    let height: Int

    init(of widget: Widget) throws(RenderError) {
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
        let scale = Int(gtk_widget_get_scale_factor(widget.widgetPointer))
        node = scale == 1 ? recorded : gsk_transform_node_new(recorded, gsk_transform_scale(nil, Float(scale), Float(scale)))!
        if scale != 1 { gsk_render_node_unref(recorded) }
        self.renderer = renderer
        self.width = width * scale
        self.height = height * scale
    }

    deinit {
        gsk_render_node_unref(node)
    }

    /// The nodes drawn by the renderer into a texture; the caller owns it.
    func texture() throws(RenderError) -> OpaquePointer {
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                     size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &bounds) else { throw .drewNothing }
        return texture
    }

    /// The nodes drawn by the renderer, as a PNG file (``PNGEncoding``); `nil` when they drew
    /// nothing. GTK's cairo renderer draws a texture by drawing the nodes into a cairo image,
    /// which its download then copies: for a window it draws, the nodes are drawn here the
    /// same way, and the encoder reads that image itself.
    func png() -> Data? {
        let rendererInstance = UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(rendererInstance, gsk_cairo_renderer_get_type()) != 0 else {
            guard let texture = try? texture() else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            return TexturePixels(texture: texture).png
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        gsk_render_node_draw(node, cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface) else { return nil }
        return PNGEncoding.png(width: width, height: height, rowStride: stride,
                               premultipliedBGRA: UnsafeRawBufferPointer(start: pixels, count: stride * height))
    }
}
