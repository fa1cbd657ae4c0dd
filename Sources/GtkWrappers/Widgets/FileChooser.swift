internal import CGtk

/// The platform's file chooser (GtkFileChooserNative: GTK 4.8 has no GtkFileDialog).
@MainActor
public enum FileChooser {
    /// Asks the user for a file to open; `completion` gets its path, or `nil` if cancelled.
    /// - Parameters:
    ///   - parent: The window the chooser belongs to.
    ///   - title: The chooser's title.
    ///   - filters: Named groups of glob patterns, such as `("Data files", ["*.csv"])`.
    ///   - completion: Called once with the chosen path, or `nil`.
    public static func chooseFileToOpen(parent: Window, title: String, filters: [(String, [String])],
                                        completion: @escaping @MainActor (String?) -> Void) {
        choose(GTK_FILE_CHOOSER_ACTION_OPEN, parent: parent, title: title, filters: filters, completion: completion)
    }

    /// Asks the user where to save a file; `completion` gets the path, or `nil` if cancelled.
    /// GTK 4's chooser asks before it lets an existing file be chosen, so a path it returns may
    /// be replaced.
    /// - Parameters:
    ///   - parent: The window the chooser belongs to.
    ///   - title: The chooser's title.
    ///   - suggestedName: The file name the chooser proposes.
    ///   - filters: Named groups of glob patterns, such as `("CSV", ["*.csv"])`.
    ///   - completion: Called once with the chosen path, or `nil`.
    public static func chooseFileToSave(parent: Window, title: String, suggestedName: String, filters: [(String, [String])],
                                        completion: @escaping @MainActor (String?) -> Void) {
        choose(GTK_FILE_CHOOSER_ACTION_SAVE, parent: parent, title: title, filters: filters, completion: completion) { chooser in
            gtk_file_chooser_set_current_name(chooser, suggestedName)
        }
    }

    private static func choose(_ action: GtkFileChooserAction, parent: Window, title: String, filters: [(String, [String])],
                               completion: @escaping @MainActor (String?) -> Void,
                               prepare: (OpaquePointer) -> Void = { _ in }) {
        let dialog = gtk_file_chooser_native_new(title, parent.rawPointer.assumingMemoryBound(to: GtkWindow.self),
                                                 action, nil, nil)!  // GTK's own translated labels
        let chooser = OpaquePointer(UnsafeMutableRawPointer(dialog))
        for (name, patterns) in filters {
            let filter = gtk_file_filter_new()!
            gtk_file_filter_set_name(filter, name)
            patterns.forEach { gtk_file_filter_add_pattern(filter, $0) }
            gtk_file_chooser_add_filter(chooser, filter)
            g_object_unref(UnsafeMutableRawPointer(filter))
        }
        prepare(chooser)
        // void (GtkNativeDialog *self, int response_id)
        connectSignal(UnsafeMutableRawPointer(dialog), "response") { arguments in
            let response = arguments.int(1)
            var path: String?
            if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser) {
                if let cPath = g_file_get_path(file) {
                    path = FilePaths.path(fromBytes: cPath)
                    g_free(cPath)
                }
                g_object_unref(UnsafeMutableRawPointer(file))
            }
            completion(path)
            g_object_unref(UnsafeMutableRawPointer(dialog))  // the reference taken at creation
            return nil
        }
        gtk_native_dialog_show(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkNativeDialog.self))
    }
}
