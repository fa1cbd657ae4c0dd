import Foundation
import PackagePlugin

/// Compiles a target's gettext translations into catalogues in the build tree and tells the
/// target where they are (`buildTreeCatalogueDirectories`), so a program run from the build tree
/// speaks the user's language without being installed. Installed programs use the catalogues
/// their installer put in place instead.
///
/// Where a target's translations are: the entry for the target in `translations.json` at the
/// package's top (`{"MyApp": {"domain": "my-app", "directory": "po"}}`), or else `po/` with the
/// target's name as text domain. The directory holds `LINGUAS` and one `.po` file per language.
@main
struct CompileTranslations: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let (domain, directory) = try Self.translations(of: target.name, in: package)
        let poDirectory = package.appending(path: directory)
        guard FileManager.default.fileExists(atPath: poDirectory.appending(path: "LINGUAS").path) else {
            throw PluginError("\(target.name): no \(directory)/LINGUAS; list the languages there (see translations.json)")
        }
        let output = context.pluginWorkDirectoryURL
        let translations = ((try? FileManager.default.contentsOfDirectory(atPath: poDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".po") || $0 == "LINGUAS" }
            .map { poDirectory.appending(path: $0) }
        return [
            .buildCommand(
                displayName: "Compiling the \(domain) translations",
                executable: try context.tool(named: "compile-translations").url,
                arguments: [poDirectory.path, domain, output.appending(path: "locale").path,
                            output.appending(path: "BuildTreeCatalogue.swift").path],
                inputFiles: translations,
                outputFiles: [output.appending(path: "BuildTreeCatalogue.swift")]
            ),
        ]
    }

    /// The text domain and the translations folder of `target`.
    private static func translations(of target: String, in package: URL) throws -> (domain: String, directory: String) {
        let configuration = package.appending(path: "translations.json")
        guard let data = try? Data(contentsOf: configuration) else { return (target, "po") }
        let entries: [String: Entry]
        do {
            entries = try JSONDecoder().decode([String: Entry].self, from: data)
        } catch {
            throw PluginError("translations.json: \(error)")
        }
        guard let entry = entries[target] else { return (target, "po") }
        return (entry.domain, entry.directory)
    }

    private struct Entry: Decodable {
        let domain: String
        let directory: String
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
