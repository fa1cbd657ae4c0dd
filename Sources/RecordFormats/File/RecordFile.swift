/// A record file as a ``RecordReader`` opened it: where it is, how its records are laid out,
/// and which file it was. Indexing (`RecordIndexer`) and searching (`RecordSearch`) take
/// this value, so all three read the same file the same way.
public struct RecordFile: Hashable, Sendable {
    /// The path as the caller gave it, for messages.
    public let path: String
    /// How the records are laid out.
    public let layout: RecordLayout
    /// The file as it was when it was opened.
    public let identity: FileIdentity
    /// What must live as long as the file is read: the `DecompressedFile` whose reader opened
    /// it, so that its decompressed bytes stay readable (and a copy on disk stays).
    let keeper: (any AnyObject & Sendable)?
    /// The access points a compressed file was read through, for reading it the same way
    /// when no `DecompressedFile` reads it any more (see `ReadableFile`).
    package let accessPoints: AccessPointIndex?
    /// A text log's header, as learnt when it was opened, for reading it the same way again.
    package let textHeader: TextHeader?
    /// A text log's patterns, once learnt (see ``patterns(isCancelled:progress:)``).
    public let learntPatterns: LearntPatterns?
    /// Whether the file's bytes are read from its path as they are: not decompressed, so its
    /// path names what was read and whatever takes the name later (a log rotated).
    package var isReadFromPath: Bool { keeper == nil && accessPoints == nil }
    /// For a merged log, which file each line came from.
    public var lineSources: LineSources? { layout.lineSources }

    init(path: String, layout: RecordLayout, identity: FileIdentity, keeper: (any AnyObject & Sendable)? = nil,
         accessPoints: AccessPointIndex? = nil, textHeader: TextHeader? = nil, learntPatterns: LearntPatterns? = nil) {
        self.path = path
        self.layout = layout
        self.identity = identity
        self.keeper = keeper
        self.accessPoints = accessPoints
        self.textHeader = textHeader
        self.learntPatterns = learntPatterns
    }

    /// The error to give for a read that met the end of the file before it expected to, when
    /// the file is shorter now than when it was opened (cut, or rotated by truncation): what
    /// was learnt of it no longer holds. `nil` when it is not shorter.
    package func shrinkage() -> RecordFileError? {
        guard let now = try? ReadableFile(reopening: self).currentIdentity(), now.size < identity.size else { return nil }
        return RecordFileError(.shrunk, path: path)
    }

    public static func == (left: RecordFile, right: RecordFile) -> Bool {
        left.path == right.path && left.layout == right.layout && left.identity == right.identity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(layout)
        hasher.combine(identity)
    }
}
