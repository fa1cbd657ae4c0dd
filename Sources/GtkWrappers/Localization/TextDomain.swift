internal import CGtk
import Foundation

/// A gettext text domain: the catalogue of translations of one library or app, looked up
/// through GLib's `g_dgettext`.
///
/// Each library keeps a domain of its own, so its words and the app's never clash. Creating a
/// domain binds it to the first folder that holds a compiled catalogue for it, in this order:
/// `share/locale` beside the running program's `bin` folder (an installed app), then the
/// folders you pass (for example a build tree). With none found, gettext looks in the system's
/// folder, and a missing translation shows the English text.
///
/// ```swift
/// let appTexts = TextDomain("my-app", searching: ["/opt/my-app/locale"])
/// label.text = appTexts.translate("Nothing to show")
/// title.text = appTexts.translate("%d file", "%d files", count: n).filling(UserLocale.formatted(n))
/// ```
public struct TextDomain: Sendable {
    /// The domain's name, which is also the catalogue's file name without `.mo`.
    public let name: String
    /// The folder the domain is bound to, or `nil` when gettext looks in its default one.
    public let catalogueDirectory: String?

    /// Binds `name` to the first folder that holds its catalogue (see the type's description),
    /// with UTF-8 output.
    public init(_ name: String, searching directories: [String] = []) {
        self.name = name
        let installed = URL(fileURLWithPath: Self.programPath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("share/locale").path
        let folder = ([installed] + directories).first { Self.holdsCatalogue(named: name, in: $0) }
        catalogueDirectory = folder
        if let folder { bindtextdomain(name, folder) }
        bind_textdomain_codeset(name, "UTF-8")
    }

    /// `message` in the user's language, or `message` itself when it has no translation.
    ///
    /// Messages are literals, so `xgettext --keyword=translate:1,1t` finds every one of them
    /// (Swift code reads as C to it); put numbers and names in with ``Swift/String/filling(_:)``
    /// rather than by interpolation.
    public func translate(_ message: StaticString) -> String {
        String(cString: g_dgettext(name, Self.cString(message)))
    }

    /// The form of `singular`/`plural` that the user's language uses for `count`; xgettext finds
    /// these with `--keyword=translate:1,2,3t`.
    public func translate(_ singular: StaticString, _ plural: StaticString, count: Int) -> String {
        String(cString: g_dngettext(name, Self.cString(singular), Self.cString(plural),
                                    gulong(clamping: count.magnitude)))
    }

    /// The literal's own bytes, which live as long as the program: gettext returns that very
    /// pointer when a message has no translation, so a temporary copy would dangle.
    private static func cString(_ literal: StaticString) -> UnsafePointer<CChar> {
        UnsafeRawPointer(literal.utf8Start).assumingMemoryBound(to: CChar.self)
    }

    private static var programPath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    private static func holdsCatalogue(named name: String, in folder: String) -> Bool {
        let languages = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return languages.contains { language in
            FileManager.default.fileExists(atPath: "\(folder)/\(language)/LC_MESSAGES/\(name).mo")
        }
    }
}
