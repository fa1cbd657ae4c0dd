import GtkList

/// list-viewer's own CSS on top of Adwaita.
@MainActor
enum AppStyle {
    private static var isInstalled = false

    /// Adds the app's style sheet to the display, once.
    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        StyleSheet.add(css, priority: .application)
    }

    private static let css = """
    .feed-section-title {
        font-weight: 800;
        font-size: 1.15em;
    }
    .feed-byline {
        font-size: 0.8em;
        font-weight: 700;
        letter-spacing: 0.04em;
        color: mix(@theme_selected_bg_color, @theme_fg_color, 0.25);
    }
    .feed-title {
        font-weight: 700;
        font-size: 1.05em;
    }
    .viewer-toast {
        padding: 10px 10px 10px 18px;
    }
    """
}
