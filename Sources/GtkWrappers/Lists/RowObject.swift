internal import CGtk
import Synchronization

/// The GObjects a ``RowListModel`` hands to GTK: plain GObjects carrying one Swift value.
///
/// GTK asks the model for an object per row it shows and keeps it while the row is on screen.
/// Each object is created on demand and carries its row's value through qdata, released by GLib
/// when the object is finalized, so memory follows what GTK holds, not the model's size.
package enum RowObject {
    private static let payloadQuark = g_quark_from_static_string("gtklistkit-row-payload")

    /// Creates a new object (transfer full) carrying `payload`.
    static func make(carrying payload: AnyObject) -> UnsafeMutableRawPointer {
        let object = g_object_new_with_properties(cgtk_type_object(), 0, nil, nil)!
        let retained = Unmanaged.passRetained(PayloadBox(payload)).toOpaque()
        g_object_set_qdata_full(object, payloadQuark, retained) { data in
            Unmanaged<PayloadBox>.fromOpaque(data!).release()
        }
        return UnsafeMutableRawPointer(object)
    }

    /// The value carried by an object made by ``make(carrying:)``, or `nil` for any other.
    static func payload(of object: UnsafeMutableRawPointer?) -> AnyObject? {
        guard let object,
              let data = g_object_get_qdata(object.assumingMemoryBound(to: GObject.self), payloadQuark)
        else { return nil }
        return Unmanaged<PayloadBox>.fromOpaque(data).takeUnretainedValue().value
    }

    /// How many row objects are alive, for tests of laziness and leaks.
    package static var liveCount: Int { liveRowObjects.load(ordering: .relaxed) }
}

private let liveRowObjects = Atomic<Int>(0)

private final class PayloadBox: Sendable {
    nonisolated(unsafe) let value: AnyObject
    init(_ value: AnyObject) {
        self.value = value
        liveRowObjects.add(1, ordering: .relaxed)
    }
    deinit { liveRowObjects.subtract(1, ordering: .relaxed) }
}
