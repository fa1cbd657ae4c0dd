internal import CGtk
import Synchronization

/// The GObjects a ``RowListModel`` hands to GTK: plain GObjects carrying one Swift value.
///
/// GTK asks the model for an object per row it shows and keeps it while the row is on screen.
/// Each object is created on demand and carries its row's value through qdata, released by GLib
/// when the object is finalized, so memory follows what GTK holds, not the model's size.
package enum RowObject {
    private static let payloadQuark = g_quark_from_static_string("gtklistkit-row-payload")

    /// Creates a new object (transfer full) carrying `payload`; `onFinalize` runs when GTK lets
    /// the object go.
    static func make(carrying payload: AnyObject,
                     onFinalize: @escaping @MainActor () -> Void) -> UnsafeMutableRawPointer {
        let object = g_object_new_with_properties(cgtk_type_object(), 0, nil, nil)!
        let retained = Unmanaged.passRetained(PayloadBox(payload, onFinalize: onFinalize)).toOpaque()
        g_object_set_qdata_full(object, payloadQuark, retained) { data in
            Unmanaged<PayloadBox>.fromOpaque(data!).release()
        }
        return UnsafeMutableRawPointer(object)
    }

    /// The value carried by an object made by ``make(carrying:onFinalize:)``, or `nil` for any
    /// other.
    static func payload(of object: UnsafeMutableRawPointer?) -> AnyObject? {
        box(of: object)?.value
    }

    /// Gives an object made by ``make(carrying:onFinalize:)`` a new value: the row it stands
    /// for changed in place.
    static func setPayload(_ payload: AnyObject, of object: UnsafeMutableRawPointer) {
        box(of: object)?.value = payload
    }

    private static func box(of object: UnsafeMutableRawPointer?) -> PayloadBox? {
        guard let object,
              let data = g_object_get_qdata(object.assumingMemoryBound(to: GObject.self), payloadQuark)
        else { return nil }
        return Unmanaged<PayloadBox>.fromOpaque(data).takeUnretainedValue()
    }

    /// How many row objects are alive, for tests of laziness and leaks.
    package static var liveCount: Int { liveRowObjects.load(ordering: .relaxed) }
}

private let liveRowObjects = Atomic<Int>(0)

/// A row object's value; GLib releases it when the object is finalized, on the main thread.
private final class PayloadBox: Sendable {
    nonisolated(unsafe) var value: AnyObject
    private let onFinalize: @MainActor () -> Void

    init(_ value: AnyObject, onFinalize: @escaping @MainActor () -> Void) {
        self.value = value
        self.onFinalize = onFinalize
        liveRowObjects.add(1, ordering: .relaxed)
    }

    deinit {
        liveRowObjects.subtract(1, ordering: .relaxed)
        MainActor.assumeIsolated { onFinalize() }
    }
}
