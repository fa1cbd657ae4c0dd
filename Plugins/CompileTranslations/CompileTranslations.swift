import Foundation
import PackagePlugin

/// Compiles a target's translations (`meson-helper/po/DOMAIN/*.po`) into gettext catalogues in
/// the build tree and tells the target where they are, so a program run from the build tree
/// speaks the user's language without being installed. Installed programs use the catalogues
/// meson installs instead.
@main
struct CompileTranslations: BuildToolPlugin {
    /// The text domain of each target that has translations.
    static let domains = ["GtkList": "gtklistkit", "ListViewerKit": "list-viewer"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let domain = Self.domains[target.name] else {
            throw PluginError("no text domain is known for target \(target.name)")
        }
        let package = context.package.directoryURL
        let poDirectory = package.appending(path: "meson-helper/po/\(domain)")
        let output = context.pluginWorkDirectoryURL
        let script = package.appending(path: "scripts/compile-translations.sh")
        let translations = ((try? FileManager.default.contentsOfDirectory(atPath: poDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".po") || $0 == "LINGUAS" }
            .map { poDirectory.appending(path: $0) }
        return [
            .buildCommand(
                displayName: "Compiling the \(domain) translations",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, poDirectory.path, domain, output.appending(path: "locale").path,
                            output.appending(path: "BuildTreeCatalogue.swift").path],
                inputFiles: translations + [script],
                outputFiles: [output.appending(path: "BuildTreeCatalogue.swift")]
            ),
        ]
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
