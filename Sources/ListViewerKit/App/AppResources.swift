import Foundation
import GtkList

/// list-viewer's resources: the GResource bundle built from `resources/` and embedded in the
/// binary, with the app's style sheet, icons, version and keyboard shortcuts window.
@MainActor
enum AppResources {
    /// Where the bundle's files live.
    static let basePath = "/io/github/gtklistkit/ListViewer"
    private static var isRegistered = false
    private static var isInstalled = false

    /// The app's version, from `resources/VERSION`, which meson-helper's project reads too.
    static var version: String {
        ResourceBundle.text(at: "\(basePath)/VERSION")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }

    /// Registers the bundle, once. Before GTK starts, so that GtkApplication finds the icons
    /// under `icons/` and its icon theme, read in the background from then on, holds them.
    static func register() {
        guard !isRegistered else { return }
        isRegistered = true
        do {
            let bundle = Data(base64Encoded: embeddedResourceBundle, options: .ignoreUnknownCharacters) ?? Data()
            try ResourceBundle.register(bundle)
        } catch {
            // The build embeds the bundle, so this is a broken build; the app still works unstyled.
            FileHandle.standardError.write(Data((appTexts.translate("list-viewer: cannot load its resources: %s")
                .filling("\(error)") + "\n").utf8))
        }
    }

    /// Registers the bundle, loads the style sheet and adds the icons, once.
    static func install() {
        register()
        guard !isInstalled, ResourceBundle.contains("\(basePath)/list-viewer.css") else { return }
        isInstalled = true
        StyleSheet.add(resource: "\(basePath)/list-viewer.css", priority: .application)
        // GtkApplication has added them, when the bundle was registered before it started
        // (``ViewerApplication/run()``); not so where no application of this id runs (tests).
        ResourceBundle.addIcons(at: "\(basePath)/icons")
    }
}
