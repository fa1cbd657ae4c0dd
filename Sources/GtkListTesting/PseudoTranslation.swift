import CGtk
import Foundation

/// A made-up language in which every message of some text domains reads `⟦message⟧`, so a
/// test can tell translated words on screen from words that never went through gettext.
///
/// ```swift
/// let pseudo = try PseudoTranslation(templates: ["my-app": "po/my-app.pot"])
/// pseudo.activate()
/// defer { pseudo.deactivate() }
/// let screen = MyScreen()                    // built while the pseudo language is on
/// for text in screen.widget.shownTexts where !PseudoTranslation.isTranslated(text) {
///     XCTFail("not translated: \(text)")
/// }
/// ```
///
/// Made from the domains' `.pot` templates with gettext's `msgen`, `msgfilter` and `msgfmt`
/// (Debian's gettext package), into a temporary folder. Create the domains' `TextDomain`s
/// before ``activate()``: a domain bound afterwards replaces the pseudo language for itself.
@MainActor
public final class PseudoTranslation {
    /// What every pseudo-translated message starts and ends with.
    public nonisolated static let opening = "⟦", closing = "⟧"
    /// The language code of the made-up language.
    public nonisolated static let language = "x-pseudo"

    /// Why the pseudo-translation could not be made.
    public struct CompileError: Error, CustomStringConvertible {
        public let description: String
    }

    private let folder: URL
    private let domains: [String]
    private var previousFolders: [String: String] = [:]

    /// Compiles a pseudo-translation of each domain from its template, keyed by domain name.
    public init(templates: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("gtklistkit-pseudo-\(getpid())-\(UUID().uuidString)")
        let messages = folder.appendingPathComponent("\(Self.language)/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        domains = templates.keys.sorted()
        for (domain, template) in templates {
            let catalogue = messages.appendingPathComponent("\(domain).mo").path
            // English copied into the translations, with English plural rules, and each message
            // wrapped: msgfilter hands sed one message at a time.
            // A template of ASCII messages says charset=CHARSET, which msgfilter refuses.
            try Self.run("msgen \"$1\" | sed -e 's/nplurals=INTEGER; plural=EXPRESSION/nplurals=2; plural=(n != 1)/' "
                         + "-e 's/charset=CHARSET/charset=UTF-8/' "
                         + "| msgfilter --keep-header sed -e '1s/^/\(Self.opening)/' -e '$s/$/\(Self.closing)/' "
                         + "| msgfmt -o \"$2\" -", arguments: [template, catalogue])
        }
    }

    /// Whether `text` came out of a pseudo-translated message: it starts with ``opening`` and
    /// ends with ``closing``.
    public nonisolated static func isTranslated(_ text: String) -> Bool {
        text.hasPrefix(opening) && text.hasSuffix(closing)
    }

    /// Switches the domains to the pseudo language; screens built from now on use it.
    public func activate() {
        for domain in domains {
            previousFolders[domain] = bindtextdomain(domain, nil).map { String(cString: $0) }
            bindtextdomain(domain, folder.path)
        }
        GtkTestEnvironment.use(language: Self.language)
    }

    /// Switches back to the untranslated English and the domains' own catalogues.
    public func deactivate() {
        for (domain, previous) in previousFolders { bindtextdomain(domain, previous) }
        previousFolders = [:]
        GtkTestEnvironment.use(language: "")
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    private static func run(_ script: String, arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "set -o pipefail; " + script, "bash"] + arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw CompileError(description: "cannot make the pseudo-translation (is gettext installed?): \(message)")
        }
    }
}
