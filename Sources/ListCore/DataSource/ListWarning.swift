import Foundation

/// A caller mistake the data source survived and reports instead of trapping.
public enum ListWarning: Equatable, Sendable, CustomStringConvertible {
    /// Items whose id was already in the list were dropped; `ids` shows the first few.
    case duplicateIDsDropped(count: Int, ids: [String])
    /// A change was asked for from another thread than the data source's own, and ignored.
    case changedFromAnotherThread(operation: String)

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
        }
    }

    /// The default handler: one line on standard error.
    public static let printToStandardError: @Sendable (ListWarning) -> Void = { warning in
        FileHandle.standardError.write(Data("ListCore warning: \(warning)\n".utf8))
    }
}
