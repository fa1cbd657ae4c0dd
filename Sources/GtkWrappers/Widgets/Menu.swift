internal import CGtk

/// A menu model (GMenu): items that name actions, in sections. A ``MenuButton`` shows it as a
/// popover menu with each action's accelerator beside its label.
@MainActor
public final class Menu: ObjectWrapper {
    /// Creates an empty menu.
    public init() {
        super.init(unsafePointer: UnsafeMutableRawPointer(g_menu_new()!), transfer: .full)
    }

    /// Adds an item labelled `label` (`_` marks the mnemonic) that activates `detailedAction`,
    /// such as `"app.quit"`; the item is insensitive while no such action is enabled.
    public func append(_ label: String, action detailedAction: String) {
        g_menu_append(opaquePointer, label, detailedAction)
    }

    /// Adds an item labelled `label` that opens `submenu`.
    public func appendSubmenu(_ label: String, _ submenu: Menu) {
        g_menu_append_submenu(opaquePointer, label, UnsafeMutableRawPointer(submenu.opaquePointer).assumingMemoryBound(to: GMenuModel.self))
    }

    /// Adds `section`'s items, set apart from the items around them by separators.
    public func appendSection(_ section: Menu) {
        g_menu_append_section(opaquePointer, nil, UnsafeMutableRawPointer(section.opaquePointer).assumingMemoryBound(to: GMenuModel.self))
    }
}
