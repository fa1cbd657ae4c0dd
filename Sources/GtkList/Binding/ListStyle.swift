/// The list's own look for section headers and footers; applications may override it.
@MainActor
enum ListStyle {
    private static var isInstalled = false

    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        StyleSheet.add(css, priority: .library)
    }

    // The refresh indicator belongs to the list: same background, and a hairline below it.
    // GTK 4.8 ignores padding on list rows, so the spacing sits on the row's own widget.
    private static let css = """
    .empty-page {
        background-color: @theme_base_color;
    }
    .empty-page image.empty-page-image {
        color: alpha(currentColor, 0.5);
    }
    scrolledwindow.refresh-indicator {
        background-color: @theme_base_color;
        border-bottom: 1px solid alpha(currentColor, 0.12);
    }
    listview.gtklistkit-list > row.section-header,
    listview.gtklistkit-list > row.section-footer {
        background: none;
    }
    listview.gtklistkit-list > row > .section-header {
        margin-top: 20px;
        margin-bottom: 6px;
    }
    listview.gtklistkit-list > row > .section-footer {
        margin-top: 6px;
        margin-bottom: 14px;
    }
    """
}
