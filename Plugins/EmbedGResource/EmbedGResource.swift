import Foundation
import PackagePlugin

/// Compiles `resources/list-viewer.gresource.xml` into a GResource bundle and embeds it in the
/// target as Swift source, so the app finds its style sheet and icons wherever it runs.
@main
struct EmbedGResource: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let resources = package.appending(path: "resources")
        let manifest = resources.appending(path: "list-viewer.gresource.xml")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResourceBundle.swift")
        // Every file under resources/ counts as an input, so editing the CSS rebuilds.
        let inputs = (FileManager.default.enumerator(at: resources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? [])
            .filter { !$0.hasDirectoryPath }
        return [
            .buildCommand(
                displayName: "Embedding the GResource bundle",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [package.appending(path: "scripts/embed-gresource.sh").path,
                            manifest.path, resources.path, output.path],
                inputFiles: inputs + [package.appending(path: "scripts/embed-gresource.sh")],
                outputFiles: [output]
            ),
        ]
    }
}
