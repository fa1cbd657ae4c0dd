internal import CGtk

/// Shows or hides its child with a short animation.
@MainActor
public final class Revealer: Widget {
    /// The animation used to reveal the child.
    public enum Transition: Sendable {
        /// `slideRight` slides in from the start edge: from the left, or from the right in a
        /// right-to-left language.
        case crossfade, slideUp, slideDown, slideRight
        var gtkValue: GtkRevealerTransitionType {
            switch self {
            case .crossfade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
            case .slideUp: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
            case .slideDown: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
            case .slideRight: GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
            }
        }
    }

    /// Creates a hidden revealer around `child`.
    public init(child: Widget, transition: Transition, durationMilliseconds: UInt32 = 200) {
        super.init(unsafePointer: gtk_revealer_new(), transfer: .full)
        gtk_revealer_set_child(opaquePointer, child.widgetPointer)
        gtk_revealer_set_transition_type(opaquePointer, transition.gtkValue)
        gtk_revealer_set_transition_duration(opaquePointer, durationMilliseconds)
    }

    /// Sets how long the animation takes; 0 shows and hides at once.
    public var transitionMilliseconds: UInt32 {
        get { gtk_revealer_get_transition_duration(opaquePointer) }
        set { gtk_revealer_set_transition_duration(opaquePointer, newValue) }
    }

    /// Whether the child is fully shown: `false` while the animation still runs.
    public var isChildRevealed: Bool { gtk_revealer_get_child_revealed(opaquePointer) != 0 }

    /// Calls `handler` when an animation has finished showing or hiding the child.
    public func onChildRevealedChange(_ handler: @escaping @MainActor () -> Void) {
        connectNotify("child-revealed", handler)
    }

    /// Whether the child is (being) revealed.
    public var revealsChild: Bool {
        get { gtk_revealer_get_reveal_child(opaquePointer) != 0 }
        set { gtk_revealer_set_reveal_child(opaquePointer, newValue ? 1 : 0) }
    }
}
