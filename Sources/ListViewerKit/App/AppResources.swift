import Foundation
import GtkList

/// list-viewer's resources: the GResource bundle built from `resources/` and embedded in the
/// binary, with the app's style sheet and icons.
@MainActor
enum AppResources {
    /// Where the bundle's files live.
    static let basePath = "/io/github/gtklistkit/ListViewer"
    private static var isInstalled = false

    /// Registers the bundle, loads the style sheet and adds the icons, once.
    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        do {
            let bundle = Data(base64Encoded: embeddedResourceBundle, options: .ignoreUnknownCharacters) ?? Data()
            try ResourceBundle.register(bundle)
        } catch {
            // The build embeds the bundle, so this is a broken build; the app still works unstyled.
            FileHandle.standardError.write(Data((appTexts.translate("list-viewer: cannot load its resources: %s")
                .filling("\(error)") + "\n").utf8))
            return
        }
        StyleSheet.add(resource: "\(basePath)/list-viewer.css", priority: .application)
        ResourceBundle.addIcons(at: "\(basePath)/icons")
    }
}
