import Foundation
import PackagePlugin

/// Compiles a GResource manifest into a bundle and embeds it in the target as Swift source
/// (`embeddedResourceBundle`, base64), so the program finds its style sheet and icons wherever it
/// runs.
///
/// The manifest is `resources/<target>.gresource.xml` at the package's top, or else the one
/// `*.gresource.xml` there; the files it names are read from `resources/`.
@main
struct EmbedGResource: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let resources = context.package.directoryURL.appending(path: "resources")
        let manifest = try Self.manifest(for: target.name, in: resources)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResourceBundle.swift")
        // Every file under resources/ counts as an input, so editing the CSS rebuilds.
        let inputs = (FileManager.default.enumerator(at: resources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? [])
            .filter { !$0.hasDirectoryPath }
        return [
            .buildCommand(
                displayName: "Embedding the GResource bundle",
                executable: try context.tool(named: "embed-gresource").url,
                arguments: [manifest.path, resources.path, output.path],
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }

    private static func manifest(for target: String, in resources: URL) throws -> URL {
        let named = resources.appending(path: "\(target).gresource.xml")
        if FileManager.default.fileExists(atPath: named.path) { return named }
        let manifests = ((try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? [])
            .filter { $0.hasSuffix(".gresource.xml") }
        guard manifests.count == 1, let only = manifests.first else {
            throw PluginError("\(target): put its GResource manifest at resources/\(target).gresource.xml "
                + "(found \(manifests.isEmpty ? "none" : manifests.sorted().joined(separator: ", ")))")
        }
        return resources.appending(path: only)
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
