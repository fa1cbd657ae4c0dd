import GtkList

/// What list-viewer's About dialog says.
@MainActor
enum AboutViewer {
    static var details: AboutDetails {
        AboutDetails(
            programName: appTexts.translate("List Viewer"),
            version: AppResources.version,
            logoIconName: ViewerApplication.id,
            comments: appTexts.translate("Browse JSON, JSON Lines, CSV files and logs as lists"),
            website: "https://github.com/gtklistkit/gtklistkit",
            license: .mit,
            // TRANSLATORS: your name and email address, one translator a line; the About dialog shows them.
            translatorCredits: appTexts.translate("translator-credits")
        )
    }
}
