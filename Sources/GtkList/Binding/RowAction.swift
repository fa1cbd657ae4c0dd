/// One entry of a row's context menu, such as "Copy", or a submenu of entries.
@MainActor
public struct RowAction {
    /// The entry's words; `_` marks the mnemonic.
    public var title: String
    /// What choosing the entry does; nothing for a submenu.
    public var perform: @MainActor () -> Void
    /// The entries of the submenu the entry opens; empty for an entry that acts.
    public var submenu: [RowAction]

    /// Creates an entry titled `title` that calls `perform`.
    public init(_ title: String, perform: @escaping @MainActor () -> Void) {
        self.title = title
        self.perform = perform
        submenu = []
    }

    /// Creates an entry titled `title` that opens a submenu of `entries`.
    public init(_ title: String, submenu entries: [RowAction]) {
        self.title = title
        perform = {}
        submenu = entries
    }
}
