internal import CGtk

extension Application {
    /// Adds the application action `app.<name>`, which menus and accelerators can name; it
    /// calls `handler` when activated.
    public func addAction(_ name: String, handler: @escaping @MainActor () -> Void) {
        addSimpleAction(to: opaquePointer, name, handler: handler)
    }

    /// Sets the keys that activate `detailedAction` (such as `"win.close"`) in every window of
    /// the application; menus show the first. Keys are written as GTK parses them:
    /// `"<Control>q"`, `"F5"`, `"<Control>question"`.
    public func setAccelerators(_ accelerators: [String], forAction detailedAction: String) {
        var cStrings: [UnsafePointer<CChar>?] = accelerators.map { UnsafePointer(strdup($0)) } + [nil]
        defer { cStrings.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        gtk_application_set_accels_for_action(applicationPointer, detailedAction, &cStrings)
    }

    /// The keys that activate `detailedAction`, as ``setAccelerators(_:forAction:)`` set them.
    public func accelerators(forAction detailedAction: String) -> [String] {
        guard let list = gtk_application_get_accels_for_action(applicationPointer, detailedAction) else { return [] }
        defer { g_strfreev(list) }
        var result: [String] = []
        var index = 0
        while let accelerator = list[index] {
            result.append(String(cString: accelerator))
            index += 1
        }
        return result
    }
}
