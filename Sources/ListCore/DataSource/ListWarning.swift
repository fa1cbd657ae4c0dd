import Foundation

/// A caller mistake the data source survived and reports instead of trapping.
public enum ListWarning: Equatable, Sendable, CustomStringConvertible {
    /// Items whose id was already in the list were dropped; `ids` shows the first few.
    case duplicateIDsDropped(count: Int, ids: [String])

    public var description: String {
        switch self {
        case .duplicateIDsDropped(let count, let ids):
            let more = count > ids.count ? ", …" : ""
            return "dropped \(count) item(s) whose id is already in the list: "
                + ids.joined(separator: ", ") + more
        }
    }

    /// The default handler: one line on standard error.
    public static let printToStandardError: @Sendable (ListWarning) -> Void = { warning in
        FileHandle.standardError.write(Data("ListCore warning: \(warning)\n".utf8))
    }
}
