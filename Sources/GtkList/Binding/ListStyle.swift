/// The list's own look for section headers, footers, selected rows, grid cells and secondary text;
/// applications may override it.
@MainActor
public enum ListStyle {
    private static var isInstalled = false

    /// The style class of secondary text, such as a summary under a title or a caption: dimmer
    /// than the main text, yet readable (WCAG AA, 4.5:1) on rows, selected rows and pages in the
    /// light, dark and high-contrast themes, where Adwaita's `dim-label` is not.
    public static var secondaryText: String {
        install()
        return "gtklistkit-secondary"
    }

    /// The style class of the feed's error page, whose picture is red.
    static var errorPage: String {
        install()
        return "gtklistkit-error-page"
    }

    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        StyleSheet.add(css, priority: .library)
    }

    // The refresh indicator belongs to the list: same background, and a hairline below it.
    // GTK 4.8 ignores padding on list rows, so the spacing sits on the row's own widget.
    // The pinned header is drawn as its header row is: a list row's text colour and Adwaita's
    // 2 px row padding (a grid's header line's padding and margins over a grid), so that
    // nothing moves when it takes over from the row.
    // Selected rows (a list's and a table's): a tint of the selection colour under the normal
    // text colours. Adwaita 4.8 puts white text on its full blue (3.8:1), and dimmed text on it
    // reads at 2.2:1. A table's section headers and footers are shaded rows; headers are bold.
    // An outline's disclosure triangle is a compact flat button, a little off the row's edge.
    private static let css = """
    .gtklistkit-secondary {
        color: mix(@theme_text_color, @theme_base_color, 0.25);
    }
    listview.gtklistkit-list > row:selected {
        background: mix(@theme_selected_bg_color, @theme_base_color, 0.78);
        color: @theme_text_color;
    }
    listview.gtklistkit-list > row:selected:focus-visible {
        outline-color: @theme_selected_bg_color;
    }
    columnview.gtklistkit-table > listview > row:selected {
        background: mix(@theme_selected_bg_color, @theme_base_color, 0.78);
        color: @theme_text_color;
    }
    columnview.gtklistkit-table > listview > row:selected:focus-visible {
        outline-color: @theme_selected_bg_color;
    }
    columnview.gtklistkit-table > listview > row.section-header,
    columnview.gtklistkit-table > listview > row.section-footer {
        background-color: alpha(currentColor, 0.05);
    }
    columnview.gtklistkit-table > listview > row.section-header {
        font-weight: bold;
    }
    .empty-page {
        background-color: @theme_base_color;
    }
    .gtklistkit-list-area {
        background-color: @theme_base_color;
    }
    .empty-page image.empty-page-image {
        color: alpha(currentColor, 0.5);
    }
    .empty-page.gtklistkit-error-page image.empty-page-image {
        color: #C01C28;
    }
    scrolledwindow.refresh-indicator {
        background-color: @theme_base_color;
        border-bottom: 1px solid alpha(currentColor, 0.12);
    }
    listview.gtklistkit-list > row.drop-above {
        box-shadow: inset 0 2px @theme_selected_bg_color;
    }
    listview.gtklistkit-list > row.drop-below {
        box-shadow: inset 0 -2px @theme_selected_bg_color;
    }
    listview.gtklistkit-list > row.section-header,
    listview.gtklistkit-list > row.section-footer {
        background: none;
    }
    listview.gtklistkit-list > row > .section-header,
    .pinned-section-header > .section-header {
        margin-top: 20px;
        margin-bottom: 6px;
    }
    .gtklistkit-leaving-row {
        background-color: @theme_base_color;
    }
    .pinned-section-header {
        background-color: @theme_base_color;
        color: @theme_text_color;
        padding: 2px;
    }
    listview.gtklistkit-grid > row,
    listview.gtklistkit-grid > row:hover,
    listview.gtklistkit-grid > row:selected {
        background: none;
        padding: 0 6px;
    }
    .gtklistkit-grid-cell {
        margin: 3px;
        padding: 6px;
        border-radius: 8px;
    }
    .gtklistkit-grid-cell:hover {
        background-color: alpha(currentColor, 0.06);
    }
    .gtklistkit-grid-cell.empty:hover {
        background: none;
    }
    .gtklistkit-grid-cell:selected {
        background: mix(@theme_selected_bg_color, @theme_base_color, 0.78);
        color: @theme_text_color;
    }
    .gtklistkit-grid-cell.drop-before,
    .gtklistkit-grid-cell.drop-after:dir(rtl) {
        box-shadow: inset 2px 0 @theme_selected_bg_color;
    }
    .gtklistkit-grid-cell.drop-after,
    .gtklistkit-grid-cell.drop-before:dir(rtl) {
        box-shadow: inset -2px 0 @theme_selected_bg_color;
    }
    listview.gtklistkit-grid > row.drop-above {
        box-shadow: inset 0 2px @theme_selected_bg_color;
    }
    listview.gtklistkit-grid > row.drop-below {
        box-shadow: inset 0 -2px @theme_selected_bg_color;
    }
    .gtklistkit-grid-cell:focus-visible {
        outline: 2px solid @theme_selected_bg_color;
        outline-offset: -2px;
    }
    listview.gtklistkit-grid > row > box > .section-header,
    .pinned-section-header.gtklistkit-grid > .section-header {
        margin: 20px 3px 6px 3px;
    }
    .pinned-section-header.gtklistkit-grid {
        padding: 0 6px;
    }
    listview.gtklistkit-grid > row > box > .section-footer {
        margin: 6px 3px 14px 3px;
    }
    listview.gtklistkit-list > row > .section-footer {
        margin-top: 6px;
        margin-bottom: 14px;
    }
    .gtklistkit-outline-row > button.gtklistkit-disclosure {
        min-width: 24px;
        min-height: 24px;
        padding: 0;
        margin: 0 3px;
        color: inherit;  /* Adwaita whitens buttons on selected rows, which are tinted here */
    }
    """
}
