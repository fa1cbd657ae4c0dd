import ListCore

/// The model's changes as they happen: the model's own reactions hear each first (so it is
/// consistent before anyone looks), then its observers, in the order they came. A change posted
/// while another is heard is heard in full at once, depth first.
@MainActor
final class FileChanges {
    /// The consequences the model draws itself (``FileSequencing``).
    var reactions: (FileChange) -> Void = { _ in }
    private let observers = ObserverList<FileChange>()

    /// Tells the reactions, then every observer, of `change`.
    func post(_ change: FileChange) {
        reactions(change)
        observers.notify(change)
    }

    /// Calls `handler` with each change until the returned token is cancelled or let go.
    func observe(_ handler: @escaping (FileChange) -> Void) -> ObservationToken {
        observers.observe(handler)
    }
}
