internal import CGtk

/// How a wrapper takes the reference it is handed, following GObject's transfer annotations.
public enum ReferenceTransfer: Sendable {
    /// The caller gives its reference away ("transfer full"): adopt it, adding none.
    /// A floating reference (a new widget) is sunk, which also makes it ours.
    case full
    /// The caller keeps its reference ("transfer none"): take a new one.
    case none
}

/// A Swift handle that owns exactly one reference to a GObject and releases it in `deinit`.
///
/// To wrap an object the package has no wrapper for, see ``init(unsafePointer:transfer:)``.
@MainActor
open class ObjectWrapper {
    /// The wrapped object. Valid for the wrapper's lifetime.
    let objectPointer: UnsafeMutablePointer<GObject>
    /// Set while a Swift object lives as long as GTK holds this object (see
    /// ``keepAlive(whileReferencedByGtk:)``); our reference is then a toggle reference.
    private var anchor: ToggleAnchor?

    /// Wraps a GObject made outside this package, taking or adopting a reference as `transfer`
    /// says.
    ///
    /// Unsafe: `pointer` must point to a live GObject of the type the wrapper expects, on the
    /// main thread. Use `.full` for what a `…_new()` function returned (a new widget's floating
    /// reference is sunk and becomes the wrapper's), `.none` for a pointer you borrowed. The
    /// wrapper releases its reference when it goes away.
    public init(unsafePointer pointer: UnsafeMutableRawPointer, transfer: ReferenceTransfer) {
        objectPointer = pointer.assumingMemoryBound(to: GObject.self)
        if transfer == .none || g_object_is_floating(objectPointer) != 0 {
            g_object_ref_sink(objectPointer)
        }
    }

    isolated deinit {
        guard let anchor else {
            g_object_unref(objectPointer)
            return
        }
        g_object_set_qdata(objectPointer, ToggleAnchor.quark, nil)
        g_object_remove_toggle_ref(objectPointer, toggleNotify, Unmanaged.passUnretained(anchor).toOpaque())
    }

    /// The object as a raw pointer for calls that want another C type.
    package var rawPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(objectPointer) }

    /// The object as an opaque pointer, which Swift uses for GTK's final types.
    package var opaquePointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// Keeps `owner` alive for as long as anything besides this wrapper holds the object — for a
    /// widget, while it sits in a widget tree — as GTK keeps the children of a window alive.
    ///
    /// The wrapper's reference becomes a GObject toggle reference: GLib says when it becomes
    /// the only one left, and `owner` is then let go. `owner` must hold this wrapper, so the
    /// object lives at least as long as `owner`; nothing else may add a toggle reference. Hand
    /// the object out as new wrappers (``Widget/newReference()``), never as this one: their
    /// references keep `owner` alive as GTK's do.
    package func keepAlive(whileReferencedByGtk owner: AnyObject) {
        precondition(anchor == nil, "an object keeps one owner alive")
        let anchor = ToggleAnchor(owner: owner)
        self.anchor = anchor
        let data = Unmanaged.passUnretained(anchor).toOpaque()
        g_object_set_qdata(objectPointer, ToggleAnchor.quark, data)
        g_object_add_toggle_ref(objectPointer, toggleNotify, data)
        // Our plain reference goes; if the toggle one is now the only one, GLib says so at once.
        g_object_unref(objectPointer)
    }

    /// The Swift object kept alive by the wrapper of `object`, if there is one.
    package static func keptAliveOwner(of object: UnsafeMutableRawPointer) -> AnyObject? {
        guard let data = g_object_get_qdata(object.assumingMemoryBound(to: GObject.self), ToggleAnchor.quark)
        else { return nil }
        return Unmanaged<ToggleAnchor>.fromOpaque(data).takeUnretainedValue().owner
    }
}

/// Holds a Swift object strongly while GTK holds the object it is attached to.
@MainActor
private final class ToggleAnchor {
    static let quark = g_quark_from_static_string("gtklistkit-kept-alive-owner")
    weak var owner: AnyObject?
    /// `owner`, while GTK holds other references than the toggle one.
    private var retained: AnyObject?

    init(owner: AnyObject) {
        self.owner = owner
        retained = owner
    }

    func gtkHoldsOthers(_ holdsOthers: Bool) {
        retained = holdsOthers ? owner : nil
    }
}

// void (gpointer data, GObject *object, gboolean is_last_ref)
private let toggleNotify: GToggleNotify = { data, _, isLastReference in
    let anchor = Unmanaged<ToggleAnchor>.fromOpaque(data!).takeUnretainedValue()
    MainActor.assumeIsolated { anchor.gtkHoldsOthers(isLastReference == 0) }
}
