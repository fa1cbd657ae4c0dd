import Foundation
import GtkList

/// The files a window had open in its tabs when it closed, to open again at the next start:
/// `[session]` `files` in `session.ini` of the ``ConfigFolder``.
@MainActor
struct OpenFilesStore {
    let path: String
    private static let group = "session"

    /// The store of this run.
    static let standard = OpenFilesStore(path: ConfigFolder.path(of: "session.ini"))

    /// The files kept, those still there, in tab order.
    func load() -> [String] {
        guard let file = try? KeyFile(contentsOf: path) else { return [] }
        return (file.strings("files", in: Self.group) ?? []).filter { FileManager.default.isReadableFile(atPath: $0) }
    }

    /// Keeps `files` as the ones open.
    func save(_ files: [String]) {
        let file = (try? KeyFile(contentsOf: path)) ?? KeyFile()
        file.setStrings(files, "files", in: Self.group)
        do {
            try file.write(to: path)
        } catch {
            FileHandle.standardError.write(Data("list-viewer: cannot remember the open files: \(error)\n".utf8))
        }
    }
}
