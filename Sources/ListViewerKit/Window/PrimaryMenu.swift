import GtkList

/// The header bar's main menu, as GNOME apps have it; F10 opens it.
@MainActor
enum PrimaryMenu {
    /// The menu button, at the end of the header bar.
    static func makeButton() -> MenuButton {
        let button = MenuButton(iconName: "open-menu-symbolic", menu: model())
        button.isPrimary = true
        let label = appTexts.translate("Main Menu")
        button.tooltip = label
        button.setAccessibleLabel(label)
        return button
    }

    /// The items, in sections; each names an action ``ViewerApplication`` or ``ViewerWindow``
    /// adds, and shows its accelerator.
    static func model() -> Menu {
        let windows = Menu()
        windows.append(appTexts.translate("_New Window"), action: "app.new-window")
        windows.append(appTexts.translate("_Open…"), action: "win.open")
        windows.append(appTexts.translate("Open in New _Tab…"), action: "win.new-tab")
        windows.append(appTexts.translate("_Merge Open Logs"), action: "win.merge-tabs")
        let content = Menu()
        content.append(appTexts.translate("_Refresh"), action: "win.refresh")
        content.append(appTexts.translate("_Find…"), action: "content.find")
        content.append(appTexts.translate("Fi_lter by Field…"), action: "content.filter")
        content.append(appTexts.translate("_Go to Record…"), action: "content.go-to-record")
        content.append(appTexts.translate("_Export…"), action: "content.export")
        let help = Menu()
        // The window built from resources/shortcuts-window.ui once asked for.
        help.append(appTexts.translate("_Keyboard Shortcuts"), action: "win.show-help-overlay")
        help.append(appTexts.translate("_About List Viewer"), action: "win.about")
        let menu = Menu()
        [windows, content, help].forEach(menu.appendSection)
        return menu
    }
}
