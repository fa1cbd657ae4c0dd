/// Counts of the objects GtkList hands to GLib, for leak tests.
public enum GtkListDiagnostics {
    /// Swift closures currently connected to GTK signals, tick and draw callbacks.
    public static var liveClosureCount: Int { liveCallbackBoxes.load(ordering: .relaxed) }

    /// Row objects currently alive: the GObjects lazy list models made for GTK.
    public static var liveRowObjectCount: Int { RowObject.liveCount }

    /// Lazy list models (one per ``ListView``) currently alive.
    @MainActor
    public static var liveListModelCount: Int { RowListModel.liveCount }
}
