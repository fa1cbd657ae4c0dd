import Foundation
import Synchronization

/// A caller mistake that was survived and reported instead of trapping.
public enum ListWarning: Equatable, Sendable, CustomStringConvertible {
    /// Items whose id was already in the list were dropped; `ids` shows the first few.
    case duplicateIDsDropped(count: Int, ids: [String])
    /// A change was asked for from another thread than the data source's own, and ignored.
    case changedFromAnotherThread(operation: String)
    /// A list has rows of a kind no row adapter was registered for; they stay empty.
    case noRowAdapter(kind: String)
    /// An image (an empty page's picture) could not be loaded; a placeholder shows instead.
    case imageNotLoaded(path: String)

    public var description: String {
        switch self {
        case .duplicateIDsDropped(let count, let ids):
            let more = count > ids.count ? ", …" : ""
            return "dropped \(count) item(s) whose id is already in the list: "
                + ids.joined(separator: ", ") + more
        case .changedFromAnotherThread(let operation):
            return "ignored \(operation) called from another thread than the one that created the "
                + "data source; change it on its own thread (in a GTK app the main thread: "
                + "await MainActor.run { … })"
        case .noRowAdapter(let kind):
            return "no RowAdapter registered for row kind \"\(kind)\"; its rows stay empty"
        case .imageNotLoaded(let path):
            return "cannot load the image \(path)"
        }
    }

    /// Reports `warning` to the process-wide ``handler``: the default warning handler of data
    /// sources, and where GtkList reports what it has no data source for.
    public static func report(_ warning: ListWarning) {
        handlerStorage.withLock { $0 }(warning)
    }

    /// The process-wide warning handler; ``printToStandardError`` unless replaced (to log
    /// elsewhere, or to collect warnings in tests).
    public static var handler: @Sendable (ListWarning) -> Void {
        get { handlerStorage.withLock { $0 } }
        set { handlerStorage.withLock { $0 = newValue } }
    }

    /// The default handler: one line on standard error.
    public static let printToStandardError: @Sendable (ListWarning) -> Void = { warning in
        FileHandle.standardError.write(Data("GtkListKit warning: \(warning)\n".utf8))
    }

    private static let handlerStorage = Mutex<@Sendable (ListWarning) -> Void>(printToStandardError)
}
