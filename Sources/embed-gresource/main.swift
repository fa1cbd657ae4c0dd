import Foundation

// Compiles a GResource manifest with glib-compile-resources and writes a Swift file that carries
// the bundle as base64 (`embeddedResourceBundle`), so the program needs no resource file on disk
// and no path of the build machine. Run by the EmbedGResource build plugin.
//   embed-gresource MANIFEST SOURCE_DIR OUTPUT_SWIFT

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: embed-gresource MANIFEST SOURCE_DIR OUTPUT_SWIFT\n".utf8))
    exit(2)
}
let (manifest, sourceDirectory, output) = (arguments[1], arguments[2], arguments[3])
let bundle = FileManager.default.temporaryDirectory.appending(path: "embed-gresource-\(getpid()).gresource")
defer { try? FileManager.default.removeItem(at: bundle) }

let compiler = Process()
compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
compiler.arguments = ["glib-compile-resources", "--sourcedir=\(sourceDirectory)", "--target=\(bundle.path)", manifest]
do {
    try compiler.run()
    compiler.waitUntilExit()
} catch {
    FileHandle.standardError.write(Data("error: cannot run glib-compile-resources (install libglib2.0-dev-bin): \(error)\n".utf8))
    exit(1)
}
guard compiler.terminationStatus == 0 else { exit(compiler.terminationStatus) }

let encoded = try Data(contentsOf: bundle).base64EncodedString(options: [.lineLength76Characters, .endLineWithLineFeed])
let source = """
    // Generated from \((manifest as NSString).lastPathComponent) by the EmbedGResource plugin. Do not edit.
    /// The target's GResource bundle, base64-encoded: register it with
    /// `ResourceBundle.register(Data(base64Encoded: embeddedResourceBundle, options: .ignoreUnknownCharacters)!)`.
    let embeddedResourceBundle = \"\"\"
    \(encoded)
    \"\"\"

    """
try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
