internal import CGtk

/// What an application's About dialog says about it.
public struct AboutDetails: Sendable {
    /// The licence the application is distributed under; the dialog names it and links it.
    public enum License: Sendable {
        /// The MIT (X11) licence.
        case mit
    }

    /// The application's name, as users see it.
    public var programName: String
    /// Its version, such as `"1.2.0"`.
    public var version: String
    /// The name of its icon, usually the application id.
    public var logoIconName: String
    /// A sentence on what it does.
    public var comments: String
    /// Its home page.
    public var website: String
    /// Its licence.
    public var license: License
    /// Who translated it into the user's language: the translation of the message
    /// `"translator-credits"`, which the dialog leaves out while it has none.
    public var translatorCredits: String

    /// Collects the details.
    public init(programName: String, version: String, logoIconName: String, comments: String,
                website: String, license: License, translatorCredits: String) {
        self.programName = programName
        self.version = version
        self.logoIconName = logoIconName
        self.comments = comments
        self.website = website
        self.license = license
        self.translatorCredits = translatorCredits
    }
}

extension Window {
    /// Shows a modal About dialog with `details`, over this window; closing it destroys it.
    public func presentAboutDialog(_ details: AboutDetails) {
        let dialog = OpaquePointer(gtk_about_dialog_new()!)
        gtk_about_dialog_set_program_name(dialog, details.programName)
        gtk_about_dialog_set_version(dialog, details.version)
        gtk_about_dialog_set_logo_icon_name(dialog, details.logoIconName)
        gtk_about_dialog_set_comments(dialog, details.comments)
        gtk_about_dialog_set_website(dialog, details.website)
        gtk_about_dialog_set_license_type(dialog, details.license.gtkValue)
        gtk_about_dialog_set_translator_credits(dialog, details.translatorCredits)
        let dialogWindow = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_transient_for(dialogWindow, rawPointer.assumingMemoryBound(to: GtkWindow.self))
        gtk_window_set_modal(dialogWindow, 1)
        gtk_window_present(dialogWindow)
    }
}

extension AboutDetails.License {
    var gtkValue: GtkLicense {
        switch self {
        case .mit: GTK_LICENSE_MIT_X11
        }
    }
}
