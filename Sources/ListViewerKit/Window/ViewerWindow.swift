import GtkList
import ListCore
import RecordFiles

/// The main window: a header bar (refresh, open, the shown content's own buttons and the main
/// menu), the contents in tabs, and a toast. Its actions `win.open` (Ctrl+O), `win.new-tab`
/// (Ctrl+T), `win.close-tab` (Ctrl+W), `win.refresh`, `win.about` and `win.show-help-overlay`
/// (Ctrl+?, the keyboard shortcuts) serve the menu and the application's accelerators; dropping
/// a file on the window opens it. A file opened while a file shows opens in a tab of its own;
/// Ctrl+Page Up and Ctrl+Page Down go from tab to tab.
@MainActor
public final class ViewerWindow {
    /// The widest the list's rows grow, in pixels: about 90 characters of body text.
    static let readableWidth = 760

    /// The GTK window.
    public let window: Window
    /// What the window shows now: the content of the tab shown.
    public private(set) var content: ViewerContent
    /// The contents of the tabs, in the order opened.
    public private(set) var contents: [ViewerContent] = []
    let toast = Toast()
    let refreshButton = Button(iconName: "view-refresh-symbolic")
    let openButton = Button(iconName: "document-open-symbolic")
    let primaryMenuButton = PrimaryMenu.makeButton()
    private let headerBar = HeaderBar()
    private let tabs = Notebook()
    /// Each content's header bar buttons, in a box of their own; the shown content's show.
    private let contentButtons = Stack()
    private var buttonBoxes: [ObjectIdentifier: Box] = [:]
    private var tabLabels: [ObjectIdentifier: TabLabel] = [:]
    /// The contents refreshing now, whose tab's Refresh button is off while shown.
    private var refreshing: Set<ObjectIdentifier> = []

    /// Fills `window` with `content`.
    public init(window: Window, content: ViewerContent, size: WindowSize) {
        AppResources.install()
        self.window = window
        self.content = content
        window.setDefaultSize(width: Int32(size.width), height: Int32(size.height))

        refreshButton.tooltip = appTexts.translate("Refresh (F5 or Ctrl+R)")
        refreshButton.setAccessibleLabel(appTexts.translate("Refresh"))
        refreshButton.onClicked { [weak self] in self?.content.beginRefreshing() }
        openButton.tooltip = appTexts.translate("Open a JSON, JSON Lines or CSV file or a log (Ctrl+O)")
        openButton.setAccessibleLabel(appTexts.translate("Open a file"))
        openButton.onClicked { [weak self] in self?.chooseFile() }
        headerBar.packStart(refreshButton)
        headerBar.packStart(openButton)
        headerBar.packEnd(primaryMenuButton)
        contentButtons.sizesToShownChild = true
        headerBar.packEnd(contentButtons)  // to the main menu's left
        window.setTitleBar(headerBar)

        tabs.expandsVertically = true
        tabs.showsTabs = false
        tabs.onPageSwitch { [weak self] page in self?.showTab(at: page) }
        let overlay = Overlay(child: tabs)
        overlay.addOverlay(toast.widget)
        window.setChild(overlay)
        window.addAction("open") { [weak self] in self?.chooseFile() }
        window.addAction("new-tab") { [weak self] in self?.chooseFile(inNewTab: true) }
        window.addAction("close-tab") { [weak self] in self.map { $0.close($0.content) } }
        window.addAction("refresh") { [weak self] in self?.content.beginRefreshing() }
        window.addAction("about") { [weak self] in self?.window.presentAboutDialog(AboutViewer.details) }
        window.addAction("merge-tabs") { [weak self] in self?.mergeOpenLogs() }
        window.addShortcutsWindow(fromResource: "\(AppResources.basePath)/shortcuts-window.ui")
        window.onFileDrop { [weak self] path in
            self?.open(path: path)
            return true
        }
        add(content)
    }

    /// The demo feed, when that is what the window shows.
    public var demo: DemoContent? { content as? DemoContent }
    /// The opened file, when that is what the window shows.
    public var file: FileContent? { content as? FileContent }

    /// Shows the window.
    public func present() { window.present() }

    /// Opens the file at `path`, its format detected: in a new tab while a file shows, else
    /// in place of the demo feed.
    public func open(path: String) {
        open(FileContent(path: path))
    }

    /// Shows `newContent` (a file, logs being merged) in place of the demo feed, else in a new
    /// tab.
    public func open(_ newContent: ViewerContent) {
        if content is DemoContent { show(newContent) } else { openTab(newContent) }
    }

    /// Shows the files open in the tabs (merged ones aside) as one list ordered by time, in a
    /// tab of its own (the Merge Open Logs menu choice), once merged on a thread of its own: the
    /// window stays responsive meanwhile, and a toast says it works.
    func mergeOpenLogs() {
        let paths = contents.compactMap { ($0 as? FileContent)?.model.file }.filter { $0.readingOptions.lineSources == nil }.map(\.path)
        guard paths.count >= 2 else {
            return toast.show(title: appTexts.translate("Open two logs or more to merge them"), detail: nil)
        }
        guard merging == nil else { return }
        // TRANSLATORS: a toast while the logs open in the tabs are merged into one list
        toast.show(title: appTexts.translate("Merging %d log…", "Merging %d logs…", count: paths.count)
            .filling(UserLocale.formatted(paths.count)), detail: nil, staysUntilHidden: true)
        let formats = UserLogFormats.loaded.formats + LogFormat.builtIn
        merging = Task { [weak self] in
            do throws(WholeFile.Failure) {
                let merged = try await MergedLogFile.merging(paths: paths, logFormats: formats)
                self?.toast.hide()
                self?.openTab(merged.content())
            } catch {
                self?.toast.show(title: appTexts.translate("The open logs cannot be merged"), detail: error.description)
            }
            self?.merging = nil
        }
    }

    /// The merge of the open logs under way, if any.
    private(set) var merging: Task<Void, Never>?

    /// Replaces what the shown tab shows.
    public func show(_ newContent: ViewerContent) {
        let old = content
        add(newContent)
        close(old)
    }

    /// Shows `newContent` in a tab of its own, after the others, and switches to it.
    public func openTab(_ newContent: ViewerContent) {
        add(newContent)
    }

    /// Shows `newContent` in the tab of `old`, which closes; the window switches to it only
    /// when `old` was shown.
    public func replace(_ old: ViewerContent, with newContent: ViewerContent) {
        guard let index = contents.firstIndex(where: { $0 === old }), let page = tabs.index(of: old.widget) else { return }
        add(newContent, at: (content: index + 1, page: page + 1), shows: old === content)
        close(old)
    }

    /// Closes the tab of `closed`; the window closes with its last tab.
    public func close(_ closed: ViewerContent) {
        guard let index = contents.firstIndex(where: { $0 === closed }) else { return }
        guard contents.count > 1 else {
            window.close()
            return
        }
        contents.remove(at: index)
        tabs.removePage(closed.widget)
        buttonBoxes.removeValue(forKey: ObjectIdentifier(closed)).map(contentButtons.remove)
        tabLabels.removeValue(forKey: ObjectIdentifier(closed))
        refreshing.remove(ObjectIdentifier(closed))
        tabs.showsTabs = contents.count > 1
    }

    /// Adds a tab for `newContent`, after the others or at `place`, and shows it unless told
    /// not to.
    private func add(_ newContent: ViewerContent, at place: (content: Int, page: Int)? = nil, shows: Bool = true) {
        contents.insert(newContent, at: place?.content ?? contents.count)
        newContent.widget.expandsVertically = true
        let buttons = Box(.horizontal, spacing: 6, children: newContent.headerBarWidgets)
        buttonBoxes[ObjectIdentifier(newContent)] = buttons
        contentButtons.addChild(buttons, named: newContent.tabTitle)
        newContent.attach(to: ViewerContentHost(
            showToast: { [weak self] title, detail in self?.toast.show(title: title, detail: detail) },
            contentDidChange: { [weak self, weak newContent] in newContent.map { self?.contentDidChange($0) } },
            replace: { [weak self, weak newContent] replacement in
                guard let self, let newContent else { return }
                self.replace(newContent, with: replacement)
            },
            setRefreshing: { [weak self, weak newContent] isRefreshing in
                guard let self, let newContent else { return }
                if isRefreshing { self.refreshing.insert(ObjectIdentifier(newContent)) } else { self.refreshing.remove(ObjectIdentifier(newContent)) }
                if newContent === self.content { self.refreshButton.isSensitive = !isRefreshing }
            },
            chooseFileToSave: { [weak self] name, filters, completion in
                guard let self else { return completion(nil) }
                FileChooser.chooseFileToSave(parent: self.window, title: appTexts.translate("Export Records"),
                                             suggestedName: name, filters: filters, completion: completion)
            }
        ))
        let label = TabLabel(title: newContent.tabTitle) { [weak self, weak newContent] in newContent.map { self?.close($0) } }
        tabLabels[ObjectIdentifier(newContent)] = label
        let page = place?.page ?? tabs.pageCount
        tabs.insertPage(newContent.widget, tab: label.widget, at: page)
        tabs.showsTabs = contents.count > 1
        guard shows else { return }
        tabs.currentPage = page
        showTab(at: page)
    }

    /// Makes the content of tab `page` the window's: its buttons, its menu actions, its title.
    private func showTab(at page: Int) {
        guard let shown = contents.first(where: { tabs.index(of: $0.widget) == page }) else { return }
        content = shown
        buttonBoxes[ObjectIdentifier(shown)].map(contentButtons.show)
        refreshButton.isSensitive = !refreshing.contains(ObjectIdentifier(shown))
        window.insertActions("content", shown.menuActions)
        updateTitle()
    }

    private func contentDidChange(_ changed: ViewerContent) {
        if changed === content { updateTitle() }
        tabLabels[ObjectIdentifier(changed)]?.title = changed.tabTitle
    }

    private func updateTitle() {
        window.title = content.title
    }

    /// Asks for a file to open, in a new tab when `inNewTab` (Ctrl+T) or while a file shows.
    private func chooseFile(inNewTab: Bool = false) {
        FileChooser.chooseFileToOpen(parent: window, title: appTexts.translate("Open a Data File"),
                                     filters: [(appTexts.translate("Data files and logs"), ["*.json", "*.jsonl", "*.ndjson", "*.csv", "*.tsv", "*.log", "*.txt"]),
                                               (appTexts.translate("All files"), ["*"])]) { [weak self] path in
            guard let self, let path else { return }
            if inNewTab { self.openTab(FileContent(path: path)) } else { self.open(path: path) }
        }
    }
}
