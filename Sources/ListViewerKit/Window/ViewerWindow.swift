import GtkList
import ListCore
import RecordFiles

/// The main window: a header bar (refresh, open, the content's own buttons and the main menu),
/// the content, and a toast. Its actions `win.open` (Ctrl+O), `win.refresh` and `win.about`
/// serve the menu and the application's accelerators; dropping a file on the window opens it.
@MainActor
public final class ViewerWindow {
    /// The widest the list's rows grow, in pixels: about 90 characters of body text.
    static let readableWidth = 760

    /// The GTK window.
    public let window: Window
    /// What the window shows now.
    public private(set) var content: ViewerContent
    let toast = Toast()
    let refreshButton = Button(iconName: "view-refresh-symbolic")
    let openButton = Button(iconName: "document-open-symbolic")
    let primaryMenuButton = PrimaryMenu.makeButton()
    private let headerBar = HeaderBar()
    private let contentSlot = Box(.vertical)
    private var contentButtons: [Widget] = []

    /// Fills `window` with `content`.
    public init(window: Window, content: ViewerContent, size: WindowSize) {
        AppResources.install()
        self.window = window
        self.content = content
        window.setDefaultSize(width: Int32(size.width), height: Int32(size.height))

        refreshButton.tooltip = appTexts.translate("Refresh (F5 or Ctrl+R)")
        refreshButton.setAccessibleLabel(appTexts.translate("Refresh"))
        refreshButton.onClicked { [weak self] in self?.content.beginRefreshing() }
        openButton.tooltip = appTexts.translate("Open a JSON, JSON Lines or CSV file (Ctrl+O)")
        openButton.setAccessibleLabel(appTexts.translate("Open a file"))
        openButton.onClicked { [weak self] in self?.chooseFile() }
        headerBar.packStart(refreshButton)
        headerBar.packStart(openButton)
        headerBar.packEnd(primaryMenuButton)  // the content's buttons go to its left
        window.setTitleBar(headerBar)

        contentSlot.expandsVertically = true
        let overlay = Overlay(child: contentSlot)
        overlay.addOverlay(toast.widget)
        window.setChild(overlay)
        window.addAction("open") { [weak self] in self?.chooseFile() }
        window.addAction("refresh") { [weak self] in self?.content.beginRefreshing() }
        window.addAction("about") { [weak self] in self?.window.presentAboutDialog(AboutViewer.details) }
        window.onFileDrop { [weak self] path in
            self?.open(path: path)
            return true
        }
        install(content)
    }

    /// The demo feed, when that is what the window shows.
    public var demo: DemoContent? { content as? DemoContent }
    /// The opened file, when that is what the window shows.
    public var file: FileContent? { content as? FileContent }

    /// Shows the window.
    public func present() { window.present() }

    /// Replaces what the window shows with the file at `path`, its format detected.
    public func open(path: String) {
        show(FileContent(path: path))
    }

    /// Replaces what the window shows.
    public func show(_ newContent: ViewerContent) {
        contentSlot.remove(content.widget)
        contentButtons.forEach { $0.isVisible = false }
        content = newContent
        install(newContent)
    }

    private func install(_ newContent: ViewerContent) {
        contentSlot.append(newContent.widget)
        newContent.widget.expandsVertically = true
        contentButtons = newContent.headerBarWidgets
        contentButtons.reversed().forEach(headerBar.packEnd)
        window.insertActions("content", newContent.menuActions)
        newContent.attach(to: ViewerContentHost(
            showToast: { [weak self] title, detail in self?.toast.show(title: title, detail: detail) },
            contentDidChange: { [weak self] in self?.updateTitle() },
            setRefreshing: { [weak self] isRefreshing in self?.refreshButton.isSensitive = !isRefreshing },
            chooseFileToSave: { [weak self] name, filters, completion in
                guard let self else { return completion(nil) }
                FileChooser.chooseFileToSave(parent: self.window, title: appTexts.translate("Export Records"),
                                             suggestedName: name, filters: filters, completion: completion)
            }
        ))
        updateTitle()
    }

    private func updateTitle() {
        window.title = content.title
    }

    private func chooseFile() {
        FileChooser.chooseFileToOpen(parent: window, title: appTexts.translate("Open a Data File"),
                                     filters: [(appTexts.translate("Data files"), ["*.json", "*.jsonl", "*.ndjson", "*.csv"]),
                                               (appTexts.translate("All files"), ["*"])]) { [weak self] path in
            guard let path else { return }
            self?.open(path: path)
        }
    }
}
