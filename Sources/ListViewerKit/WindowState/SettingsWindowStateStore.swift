import GtkList

/// Window geometry in the app's GSettings (`window-width`, `window-height`,
/// `window-maximized`), for an installed app: `resources/io.github.gtklistkit.ListViewer.gschema.xml`.
final class SettingsWindowStateStore: WindowStateStore {
    private let settings: ApplicationSettings

    init(settings: ApplicationSettings) {
        self.settings = settings
    }

    func load() -> WindowGeometry? {
        WindowSize(checkingWidth: settings.integer("window-width"), height: settings.integer("window-height"))
            .map { WindowGeometry(size: $0, isMaximized: settings.boolean("window-maximized")) }
    }

    func save(_ geometry: WindowGeometry) {
        settings.setInteger(geometry.size.width, "window-width")
        settings.setInteger(geometry.size.height, "window-height")
        settings.setBoolean(geometry.isMaximized, "window-maximized")
    }
}
