import Foundation
import GtkList

/// Window geometry in a key file, for runs without the app's GSettings schema installed (from
/// the build tree): `[window]` with `width`, `height` and `maximized`.
final class KeyFileWindowStateStore: WindowStateStore {
    /// The key file's path.
    let path: String
    private static let group = "window"

    init(path: String) {
        self.path = path
    }

    /// `$XDG_CONFIG_HOME/list-viewer/state.ini`, with `~/.config` when the variable is unset.
    nonisolated static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        ConfigFolder.path(of: "state.ini", environment: environment)
    }

    func load() -> WindowGeometry? {
        guard let file = try? KeyFile(contentsOf: path),
              let width = file.integer("width", in: Self.group), let height = file.integer("height", in: Self.group),
              let size = WindowSize(checkingWidth: width, height: height)
        else { return nil }
        return WindowGeometry(size: size, isMaximized: file.boolean("maximized", in: Self.group) ?? false)
    }

    func save(_ geometry: WindowGeometry) {
        // Keep whatever else the file holds (a user's comment, keys of a later version).
        let file = (try? KeyFile(contentsOf: path)) ?? KeyFile()
        file.setInteger(geometry.size.width, "width", in: Self.group)
        file.setInteger(geometry.size.height, "height", in: Self.group)
        file.setBoolean(geometry.isMaximized, "maximized", in: Self.group)
        do {
            try file.write(to: path)
        } catch {
            // Only the next window's size is lost: say so, and go on closing.
            FileHandle.standardError.write(Data("list-viewer: cannot remember the window size: \(error)\n".utf8))
        }
    }
}
