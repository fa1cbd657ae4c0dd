internal import CGtk

/// An icon from the icon theme, shown at a fixed size.
@MainActor
public final class Image: Widget {
    /// Creates an image showing the named icon.
    public init(iconName: String, pixelSize: Int32 = 16) {
        super.init(unsafePointer: gtk_image_new_from_icon_name(iconName), transfer: .full)
        self.pixelSize = pixelSize
    }

    private var imagePointer: OpaquePointer { opaquePointer }

    /// Creates an image showing `paintable`.
    public init(paintable: Paintable, pixelSize: Int32 = 16) {
        super.init(unsafePointer: gtk_image_new_from_paintable(paintable.opaquePointer), transfer: .full)
        self.pixelSize = pixelSize
    }

    /// Shows another named icon.
    public func setIconName(_ name: String) { gtk_image_set_from_icon_name(imagePointer, name) }

    /// The icon's size in pixels.
    public var pixelSize: Int32 {
        get { gtk_image_get_pixel_size(imagePointer) }
        set { gtk_image_set_pixel_size(imagePointer, newValue) }
    }
}
