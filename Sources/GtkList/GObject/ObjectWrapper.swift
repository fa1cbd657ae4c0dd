import CGtk

/// How a wrapper takes the reference it is handed, following GObject's transfer annotations.
package enum ReferenceTransfer {
    /// The caller gives its reference away ("transfer full"): adopt it, adding none.
    /// A floating reference (a new widget) is sunk, which also makes it ours.
    case full
    /// The caller keeps its reference ("transfer none"): take a new one.
    case none
}

/// A Swift handle that owns exactly one reference to a GObject and releases it in `deinit`.
///
/// Wrappers never hand out raw pointers to users; the `package` members exist for the other
/// modules of this package only.
@MainActor
open class ObjectWrapper {
    /// The wrapped object. Valid for the wrapper's lifetime.
    package let objectPointer: UnsafeMutablePointer<GObject>

    /// Wraps `pointer`, taking or adopting a reference as `transfer` says.
    package init(_ pointer: UnsafeMutableRawPointer, transfer: ReferenceTransfer) {
        objectPointer = pointer.assumingMemoryBound(to: GObject.self)
        if transfer == .none || g_object_is_floating(objectPointer) != 0 {
            g_object_ref_sink(objectPointer)
        }
    }

    isolated deinit {
        g_object_unref(objectPointer)
    }

    /// The object as a raw pointer for calls that want another C type.
    package var rawPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(objectPointer) }

    /// The object as an opaque pointer, which Swift uses for GTK's final types.
    package var opaquePointer: OpaquePointer { OpaquePointer(objectPointer) }

}
