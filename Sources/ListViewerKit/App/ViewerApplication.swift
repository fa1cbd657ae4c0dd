import Foundation
import GtkList
import ListCore
import RecordFiles

/// list-viewer as a GTK application: a window with the demo feed or each file it is asked to
/// open, the application's actions and their accelerators, and, in snapshot mode, a picture of
/// the first window, after which it quits.
///
/// It is a unique application: `list-viewer [OPTIONS] FILE` while one runs hands its whole
/// command line to the running one, which opens FILE with those options in a new tab of its
/// newest window (a new window for `--size`), as several files of one launch open in tabs of
/// one window. A picture, a staged state and standard input (``ViewerOptions/runsAlone``) run
/// on their own. Without a file, the files open in the last window closed come back.
@MainActor
public final class ViewerApplication {
    /// The application id, also the name of its desktop file, icon and GSettings schema.
    public static let id = "io.github.gtklistkit.ListViewer"

    /// The keys of the application's and its windows' actions, which menus show beside the
    /// items. The shortcuts window (`resources/shortcuts-window.ui`) lists them: keep both in
    /// step. F10 opens the primary menu.
    static let accelerators: KeyValuePairs<String, [String]> = [
        "app.new-window": ["<Control>n"],
        "app.quit": ["<Control>q"],
        "win.open": ["<Control>o"],
        // The feed binds these itself; naming them here shows them in the menu.
        "win.refresh": ["F5", "<Control>r"],
        "content.find": ["<Control>f"],
        "content.filter": ["<Shift><Control>f"],
        "content.export": ["<Shift><Control>e"],
        "content.go-to-record": ["<Control>l"],
        "win.new-tab": ["<Control>t"],
        "win.close-tab": ["<Control>w"],
        "window.close": ["<Shift><Control>w"],
        "win.show-help-overlay": ["<Control>question"],
    ]

    /// This launch's options; a launch handed over brings its own.
    private let options: ViewerOptions
    let application: Application
    private let windowStates: WindowStateStore?
    /// Where the files open at the end are kept for the next start; `nil` for pictures.
    private let openFiles: OpenFilesStore?
    /// The open windows, oldest first.
    private(set) var windows: [ViewerWindow] = []
    private var hasOpenedAWindow = false
    /// Standard input, spooled to a temporary file, when FILE is `-`.
    private var standardInput: StandardInputSpool?
    /// This launch's file, opened before GTK started (``startFileAhead()``), until its window
    /// takes it up.
    private var fileOpenedAhead: OpenFile?

    /// Prepares the application for `options`. GTK starts in ``run()``.
    public convenience init(options: ViewerOptions) {
        // Pictures must not depend on earlier runs: a snapshot neither reads nor writes the
        // remembered window size.
        self.init(options: options, windowStates: options.picture.picturePath == nil ? Self.standardWindowStates() : nil,
                  openFiles: options.picture.picturePath == nil ? .standard : nil, runsAlone: options.runsAlone)
    }

    /// Prepares the application for `options`, remembering window geometry in `windowStates`
    /// and the files open at the end in `openFiles`; unless it `runsAlone`, a running instance
    /// gets the launch's command line.
    init(options: ViewerOptions, windowStates: WindowStateStore?, openFiles: OpenFilesStore? = nil, runsAlone: Bool) {
        self.options = options
        self.windowStates = windowStates
        self.openFiles = openFiles
        if options.picture.picturePath != nil {
            // Pictures must not depend on the GPU driver: cairo draws the same everywhere. GTK
            // would still load and probe OpenGL (Mesa and its LLVM on a machine without a GPU)
            // before it learns that: about 30 ms of every picture, for nothing.
            setenv("GSK_RENDERER", "cairo", 0)
            setenv("GDK_DEBUG", "gl-disable", 0)
            // A scripted picture prints nothing but errors. Without a session bus, GTK's bridge
            // to screen readers (AT-SPI) warns "Unable to acquire session bus"; no screen reader
            // could be reached there anyway.
            // Nor would GLib find one: it would fork this process to run `dbus-launch`, which
            // may start a bus daemon that outlives the picture (the fork alone is a few
            // milliseconds of every picture). An address that cannot be reached tells it so.
            if !SessionBus.isReachable() {
                setenv("GTK_A11Y", "none", 0)
                setenv("DBUS_SESSION_BUS_ADDRESS", SessionBus.unreachableAddress, 0)
            }
        }
        application = Application(id: Self.id, allowsMultipleInstances: runsAlone, opensFiles: true, handlesCommandLine: true)
        application.onCommandLine { [weak self] commandLine in self?.launch(commandLine) ?? 1 }
        application.onActivate { [weak self] in self?.activate() }
        application.onOpen { [weak self] paths in
            guard let self else { return }
            paths.forEach { self.openWindow(showingFileAt: $0, as: self.options) }
        }
        application.addAction("new-window") { [weak self] in
            guard let self else { return }
            self.openWindow(showing: DemoContent(), as: self.options)
        }
        application.addAction("quit") { [weak self] in self?.quit() }
        // kill, Ctrl+C and a closed terminal close the windows as Ctrl+Q does: the session is
        // kept and every temporary file goes.
        application.onTerminationRequest { [weak self] _ in self?.quit() }
        for (action, keys) in Self.accelerators { application.setAccelerators(keys, forAction: action) }
    }

    /// The GSettings schema when it is installed, the key file otherwise.
    private static func standardWindowStates() -> WindowStateStore {
        ApplicationSettings(schemaID: id).map(SettingsWindowStateStore.init)
            ?? KeyFileWindowStateStore(path: KeyFileWindowStateStore.defaultPath())
    }

    /// Runs until the last window closes, or hands the command line to the list-viewer
    /// already running. Returns the exit status.
    public func run() -> Int32 {
        // Named temporary files of a run that was killed (an export to a folder that cannot
        // hold unnamed files) go now, on another core (the folder may hold thousands of
        // files); this run's, as it ends.
        Task.detached(priority: .background) { TemporaryFile.sweepLeftovers() }
        defer { TemporaryFile.removeLeftovers() }
        UserLocale.prepareNumbersInBackground()
        UserLogFormats.reportProblems()
        AppResources.register()
        startFileAhead()
        guard options.readsStandardInput else { return application.runWithProcessArguments() }
        guard let spool = StandardInputSpool() else {
            FileHandle.standardError.write(Data((appTexts.translate("list-viewer: cannot make a temporary file for standard input") + "\n").utf8))
            return 1
        }
        spool.start()
        // A picture shows all of it; a window opens once something arrived, and follows the rest.
        if options.picture.picturePath != nil { spool.waitForEnd() } else { spool.waitForFirstBytes() }
        standardInput = spool
        return withExtendedLifetime(spool) { application.runWithProcessArguments() }
    }

    /// Opens this launch's file, and starts its index and the search asked for, before GTK
    /// starts (``OpenFile/startAhead()``): they run on the other cores while GTK starts and
    /// the window is built. Only where this process shows the file: a launch that runs alone,
    /// or the first instance; a launch that an instance already running takes over leaves the
    /// file to it.
    private func startFileAhead() {
        guard let file = options.file, !options.readsStandardInput, options.merge.isEmpty,
              options.runsAlone || !SessionBus.isReachable() || !Application.isRunning(id: Self.id) else { return }
        let path = Self.absolute(file, in: nil)
        let model = OpenFile(FileReference(path: path, as: options, isStandardInput: false), asks: options.start.requests,
                             watch: FileContent.watch)
        // What the window's first rows do not need waits, or takes only the time GTK leaves,
        // until they show (``endStartUp(afterFirstRowsIn:)``), for a second at most.
        LowPriorityThreads.yieldFully(for: .seconds(1))
        model.startAhead()
        fileOpenedAhead = model
    }

    /// A launch: this process's own, whose options were read already, or a later one's handed
    /// over, whose options are read here and its FILE found from its folder. Its exit status:
    /// 0, or that of options that cannot be read (written to its standard error).
    private func launch(_ commandLine: ApplicationCommandLine) -> Int32 {
        // GtkApplication's startup, just before, added the app's icons to the theme GTK had
        // begun to read: read again while the window is built, not when it first shows.
        IconTheme.readInBackground()
        guard commandLine.isRemote else {
            if !options.merge.isEmpty {
                openMerged(options.merge.map { Self.absolute($0, in: nil) }, as: options)
                return 0
            }
            let file = options.readsStandardInput ? standardInput?.path : options.file.map { Self.absolute($0, in: nil) }
            open(file, as: options)
            return 0
        }
        do {
            let handed = try ViewerOptions.parse(Array(commandLine.arguments.dropFirst()))
            if !handed.merge.isEmpty {
                openMerged(handed.merge.map { Self.absolute($0, in: commandLine.directory) }, as: handed)
                return 0
            }
            open(handed.file.map { Self.absolute($0, in: commandLine.directory) }, as: handed)
            return 0
        } catch {
            commandLine.printError(ViewerOptions.fullMessage(for: error) + "\n")
            return ViewerOptions.exitCode(for: error).rawValue
        }
    }

    /// `path` from `folder` (the current one for `nil`).
    private static func absolute(_ path: String, in folder: String?) -> String {
        let base = URL(fileURLWithPath: folder ?? FileManager.default.currentDirectoryPath, isDirectory: true)
        return URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.path
    }

    /// Opens the logs at `paths` merged into one list (`--merge`) as `launch` asks, in a tab of
    /// the newest window or a window of its own: at once, with a page that says they are being
    /// merged until they are (or why they cannot be).
    private func openMerged(_ paths: [String], as launch: ViewerOptions) {
        if launch.picture.dark { Settings.prefersDarkTheme = true }
        let merging = MergingLogsContent(paths: paths, logFormats: launch.reading.options.logFormats) { [weak self] merged in
            let file = merged.content(asks: launch.start.requests)
            self?.configure(file, as: launch)
            return file
        }
        show(merging, as: launch)
    }

    /// Opens `file` as `launch` asks, or without one activates the application.
    private func open(_ file: String?, as launch: ViewerOptions) {
        if launch.picture.dark { Settings.prefersDarkTheme = true }
        guard let file else { return activate() }
        openWindow(showingFileAt: file, as: launch)
    }

    /// Without files: the demo feed, or the newest window again when there is one.
    private func activate() {
        if let window = windows.last {
            window.present()
            return
        }
        // A picture or a staged state shows the demo, whatever was open before.
        let reopened = options.picture.picturePath == nil && options.picture.state == nil ? openFiles?.load() ?? [] : []
        guard !reopened.isEmpty else { return openWindow(showing: DemoContent(), as: options) }
        reopened.forEach { openWindow(showingFileAt: $0, as: options) }
    }

    /// Opens the file at `path` with the options of `launch`: in a tab of the newest window,
    /// or in a window of its own for the first file and for a launch that gives a size.
    private func openWindow(showingFileAt path: String, as launch: ViewerOptions) {
        let isStandardInput = path == standardInput?.path
        let openedAhead = fileOpenedAhead
        fileOpenedAhead = nil
        let model = openedAhead.flatMap { $0.file.path == path ? $0 : nil }
            ?? OpenFile(FileReference(path: path, as: launch, isStandardInput: isStandardInput), asks: launch.start.requests,
                        watch: FileContent.watch)
        let file = FileContent(model)
        // A pipe grows until its writer ends: followed, unless it is pictured whole.
        file.isFollowing = launch.start.follow || (isStandardInput && launch.picture.picturePath == nil)
        show(file, as: launch)
    }

    /// Shows `content` as `launch` asks (a file as a table, with its patterns, followed): in a
    /// tab of the newest window, or in a window of its own for the first file and for a launch
    /// that gives a size.
    private func show(_ content: ViewerContent, as launch: ViewerOptions) {
        if let file = content as? FileContent { configure(file, as: launch) }
        guard let viewer = windows.last, launch.picture.size == nil else { return openWindow(showing: content, as: launch) }
        viewer.open(content)
        viewer.present()
    }

    /// Has `file` followed, as a table, with its patterns, as `launch` asks.
    private func configure(_ file: FileContent, as launch: ViewerOptions) {
        if launch.start.follow { file.isFollowing = true }
        file.showsTable = launch.start.table
        file.showsPatterns = launch.start.patterns
    }

    /// Closes every window, each remembering its geometry as it goes; the application then ends.
    private func quit() {
        windows.forEach { $0.window.close() }
    }

    /// Opens a window showing `content`, at the size `launch` gives, if any.
    private func openWindow(showing content: ViewerContent, as launch: ViewerOptions) {
        // The command line's state and picture are for the launch's window, not for those
        // opened later with Ctrl+N or by a launch handed over.
        let isLaunchWindow = !hasOpenedAWindow
        hasOpenedAWindow = true
        if isLaunchWindow, options.picture.picturePath != nil { Settings.holdStillForPictures() }
        let viewer = makeWindow(showing: content, size: launch.picture.size)

        // A picture, or a state asked for, is staged: instant loads, a fixed clock.
        let stager = (content as? DemoContent).flatMap { demo in
            isLaunchWindow && (options.picture.picturePath != nil || options.picture.state != nil)
                ? SnapshotStager(demo: demo, window: viewer.window, state: options.picture.state ?? .list) : nil
        }
        stager?.prepare()
        viewer.present()
        if isLaunchWindow, LowPriorityThreads.isYieldingFully { Task { await Self.endStartUp(afterFirstRowsIn: viewer) } }
        // A format file that cannot be used is said in the first window too.
        if isLaunchWindow, let problem = UserLogFormats.problems.first {
            viewer.toast.show(title: appTexts.translate("A log format cannot be used"), detail: problem)
        }
        guard isLaunchWindow, let path = options.picture.picturePath else {
            if let stager { Task { await stager.stage() } }
            return
        }
        Task {
            if let stager { await stager.stage() }
            let moment = options.picture.snapshotFirst != nil ? await PictureMoment.firstRows(in: viewer)
                : await PictureMoment.settled(viewer)
            await moment.writeAndEnd(of: viewer, to: path, quitting: self.application)
        }
    }

    /// Ends the launch's start-up, in which the work started ahead yields fully to the window
    /// (``startFileAhead()``), right after the paint of the frame that shows the first rows.
    private static func endStartUp(afterFirstRowsIn viewer: ViewerWindow) async {
        _ = await PictureMoment.firstRows(in: viewer).afterItsFrame(in: viewer, waitingAtMost: .seconds(1)) {
            LowPriorityThreads.stopYieldingFully()
        }
    }

    /// A window of the application showing `content`, at `size` (from `--size`), else that of
    /// the last window closed; it remembers its own when it closes.
    private func makeWindow(showing content: ViewerContent, size: WindowSize?) -> ViewerWindow {
        let remembered = windowStates?.load()
        let viewer = ViewerWindow(window: Window(application: application), content: content,
                                  size: size ?? remembered?.size ?? .standard)
        if size == nil, remembered?.isMaximized == true { viewer.window.maximize() }
        windows.append(viewer)
        viewer.window.onCloseRequest { [weak self, weak viewer] in
            guard let self, let viewer else { return }
            if let geometry = WindowGeometry(of: viewer.window) { self.windowStates?.save(geometry) }
            self.openFiles?.save(viewer.contents.compactMap { ($0 as? FileContent)?.model.file.layoutPath })
            self.windows.removeAll { $0 === viewer }
        }
        return viewer
    }
}
