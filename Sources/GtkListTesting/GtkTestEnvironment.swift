import CGtk
import Foundation
import GtkList

/// Why GTK could not be started for tests.
public enum GtkTestEnvironmentError: Error, CustomStringConvertible {
    /// No X display could be opened.
    case noDisplay(String)

    public var description: String {
        switch self {
        case .noDisplay(let detail):
            "GTK tests need an X display, and none could be opened (\(detail)). "
                + "Run them with scripts/test.sh, which starts Xvfb when DISPLAY is unset, "
                + "or start one yourself: xvfb-run -a swift test"
        }
    }
}

/// Starts GTK once per process in a deterministic setup for widget and screenshot tests.
///
/// Call ``start()`` at the beginning of every test that touches GTK; only the first call does
/// the work. It fixes everything that makes pictures differ between machines and runs: the
/// cairo renderer, the X11 backend, the Adwaita theme, the Cantarell font, scale 1, no
/// animations, no cursor blinking, no accessibility bus, in-memory settings, the UTC time zone,
/// untranslated English (see ``use(language:)``) and a frozen clock for feeds. The theme comes
/// from a private settings.ini rather than `GTK_THEME`, which would pin the light variant.
///
/// From then on, any warning or critical that GTK, GLib or Pango logs fails the running test
/// (see ``GtkWarningWatch``).
@MainActor
public enum GtkTestEnvironment {
    private static var startResult: Result<Void, GtkTestEnvironmentError>?

    /// The interface font the tests pin (Debian's fonts-cantarell).
    public static let fontName = "Cantarell 11"

    /// The theme variant pictures are taken in.
    public enum Appearance: Sendable, CaseIterable {
        case light, dark
        /// GTK's HighContrast theme, and its dark variant (HighContrastInverse).
        case highContrast, highContrastDark
    }

    /// Switches the theme and its variant for the pictures that follow.
    public static func use(_ appearance: Appearance) {
        switch appearance {
        case .light, .dark: Settings.themeName = "Adwaita"
        case .highContrast, .highContrastDark: Settings.themeName = "HighContrast"
        }
        Settings.prefersDarkTheme = appearance == .dark || appearance == .highContrastDark
    }

    /// Translates the screens built from now on into `language`, a gettext language such as
    /// `"de"` or `"ar"` (`""` for the untranslated English of the code), with numbers and dates
    /// in its locale and a right-to-left layout for languages written that way.
    ///
    /// Widgets already made keep their words; their layout direction follows at once.
    public static func use(language: String) {
        if language.isEmpty { unsetenv("LANGUAGE") } else { setenv("LANGUAGE", language, 1) }
        // gettext keeps what it looked up in the previous language until told otherwise.
        cgtk_forget_cached_translations()
        let direction = language.isEmpty ? nil : Locale.Language(identifier: language).characterDirection
        gtk_widget_set_default_direction(direction == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    }

    /// The time feeds see while the clock is frozen: 15 January 2026, 9:41 UTC, so "Last
    /// updated 9:41 AM" is the same in every picture.
    public static let frozenDate = Date(timeIntervalSince1970: 1_768_470_060)

    /// Whether feeds that keep their default clock see ``frozenDate`` (the default once
    /// ``start()`` ran) instead of the wall clock. Set it to `false` in a test that needs real
    /// time, and back afterwards.
    public static var freezesClock = true {
        didSet { applyClock() }
    }

    /// Starts GTK, or throws with a clear message when there is no display.
    ///
    /// Also freezes the feeds' clock (see ``freezesClock``).
    public static func start() throws(GtkTestEnvironmentError) {
        if startResult == nil {
            startResult = startOnce()
            applyClock()
        }
        try startResult!.get()
    }

    private static func applyClock() {
        if freezesClock {
            FeedClock.now = { frozenDate }
        } else {
            FeedClock.now = { Date() }
        }
    }

    private static func startOnce() -> Result<Void, GtkTestEnvironmentError> {
        // Step 1: environment variables GTK reads at start-up.
        let environment = [
            "GSK_RENDERER": "cairo",
            "GDK_BACKEND": "x11",
            "GTK_A11Y": "none",
            "GSETTINGS_BACKEND": "memory",
            "GDK_SCALE": "1",
            "XDG_CONFIG_HOME": writeSettings(),
            "XDG_CACHE_HOME": FileManager.default.temporaryDirectory.appendingPathComponent("gtklistkit-tests-\(getpid())/cache").path,
            // Times and dates in pictures ("Last updated 9:41 AM") must not follow the machine.
            "TZ": "UTC",
            "LC_ALL": "C.UTF-8",
        ]
        for (name, value) in environment { setenv(name, value, 1) }
        // The words in pictures must not follow the machine's language either.
        unsetenv("LANGUAGE")
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            return .failure(.noDisplay("DISPLAY is not set"))
        }
        // Step 2: GTK's warnings and criticals fail the test that causes them.
        GtkWarningWatch.install()
        // Step 3: GTK itself, and Swift's main queue inside its loop.
        guard gtk_init_check() != 0 else { return .failure(.noDisplay("cannot open display \(display)")) }
        MainLoopBridge.install()
        return .success(())
    }

    /// Writes a private settings.ini and returns the folder to use as XDG_CONFIG_HOME.
    private static func writeSettings() -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("gtklistkit-tests-\(getpid())")
        let gtkFolder = folder.appendingPathComponent("gtk-4.0")
        try? FileManager.default.createDirectory(at: gtkFolder, withIntermediateDirectories: true)
        let settings = """
        [Settings]
        gtk-theme-name=Adwaita
        gtk-icon-theme-name=Adwaita
        gtk-font-name=\(fontName)
        gtk-enable-animations=false
        gtk-cursor-blink=false
        gtk-application-prefer-dark-theme=false
        gtk-xft-antialias=1
        gtk-xft-hinting=1
        gtk-xft-hintstyle=hintslight
        gtk-xft-rgba=none
        gtk-xft-dpi=98304
        """
        try? settings.write(to: gtkFolder.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
        return folder.path
    }
}
