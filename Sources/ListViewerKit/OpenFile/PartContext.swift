/// What the parts of an open file's model that read the file share: the file as last opened,
/// its index, and the changes they post.
@MainActor
struct PartContext {
    let opening: FileOpening
    let index: FileIndexing
    let changes: FileChanges
}
