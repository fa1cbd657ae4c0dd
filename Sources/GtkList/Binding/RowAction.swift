/// One entry of a row's context menu, such as "Copy".
@MainActor
public struct RowAction {
    /// The entry's words; `_` marks the mnemonic.
    public var title: String
    /// What choosing the entry does.
    public var perform: @MainActor () -> Void

    /// Creates an entry titled `title` that calls `perform`.
    public init(_ title: String, perform: @escaping @MainActor () -> Void) {
        self.title = title
        self.perform = perform
    }
}
