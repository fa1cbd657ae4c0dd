/// A record file as a ``RecordReader`` opened it: where it is, how its records are laid out,
/// and which file it was. Indexing (``RecordIndexer``) and searching (``RecordSearch``) take
/// this value, so all three read the same file the same way.
public struct RecordFile: Hashable, Sendable {
    /// The path as the caller gave it, for messages.
    public let path: String
    /// How the records are laid out.
    public let layout: RecordLayout
    /// The file as it was when it was opened.
    public let identity: FileIdentity
}
