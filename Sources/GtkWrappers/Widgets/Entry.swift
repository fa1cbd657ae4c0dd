internal import CGtk
import ListCore

/// A one-line text field.
@MainActor
public final class Entry: Widget {
    private var entryPointer: UnsafeMutablePointer<GtkEntry> { rawPointer.assumingMemoryBound(to: GtkEntry.self) }

    /// Creates an empty field showing `placeholder` while empty.
    public init(placeholder: String = "") {
        super.init(unsafePointer: gtk_entry_new(), transfer: .full)
        gtk_entry_set_placeholder_text(entryPointer, placeholder)
    }

    /// Tells input methods and on-screen keyboards that only digits belong here.
    public func expectDigits() {
        gtk_entry_set_input_purpose(entryPointer, GTK_INPUT_PURPOSE_DIGITS)
    }
}
