internal import CGtk

/// Something GTK can draw at any size: an image file loaded into a texture, for example.
@MainActor
public final class Paintable: ObjectWrapper {
    /// Loads an image file (PNG, JPEG, SVG with librsvg…); `nil` if it cannot be read.
    public convenience init?(contentsOfFile path: String) {
        guard let texture = gdk_texture_new_from_filename(path, nil) else { return nil }
        self.init(unsafePointer: UnsafeMutableRawPointer(texture), transfer: .full)
    }

    /// Loads an image from the application's GResource bundle; `nil` if it is not there.
    public convenience init?(resourcePath path: String) {
        guard g_resources_get_info(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil, nil, nil) != 0,
              let texture = gdk_texture_new_from_resource(path)
        else { return nil }
        self.init(unsafePointer: UnsafeMutableRawPointer(texture), transfer: .full)
    }
}
