import ArgumentParser
import RecordFiles
import GtkList

/// The command line of list-viewer.
public struct ViewerOptions: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "list-viewer",
        abstract: appTexts.translate("Shows JSON, JSON Lines, CSV files and text logs — or a demo feed — as GTK lists."),
        discussion: FilterGrammarHelp.text
    )

    /// The options of this process's command line, byte for byte: a file name that is not
    /// UTF-8 is opened as it is read (see ``FilePaths``). Prints the help or the problem and
    /// exits, as `parseOrExit()` does.
    public static func parseProcessArgumentsOrExit() -> ViewerOptions {
        parseOrExit(Array(FilePaths.processArguments().dropFirst()))
    }

    /// The file to show, `-` for standard input; without one, the demo feed.
    @Argument(help: ArgumentHelp(appTexts.translate("A JSON, JSON Lines or CSV file or a text log to show (also compressed with gzip, Zstandard, bzip2 or xz), or - for standard input. Without one: the demo feed."),
                                 valueName: "FILE"))
    public var file: String?

    /// Text logs to show as one list, in time order, instead of FILE.
    @Option(name: .long, parsing: .upToNextOption,
            help: ArgumentHelp(appTexts.translate("Shows these text logs (two or more, compressed too) as one list ordered by time, each row marked with its file, instead of FILE."),
                               valueName: "LOG"))
    public var merge: [String] = []

    /// How to read FILE.
    @OptionGroup public var reading: ReadingArguments
    /// How FILE shows first: followed, as a table, filtered, searched, sorted, at a record.
    @OptionGroup public var start: StartArguments
    /// What FILE's rows show.
    @OptionGroup public var rows: RowArguments
    /// A picture of the window, or a state of the demo feed.
    @OptionGroup public var picture: PictureArguments
    /// FILE's records written to a file instead of shown.
    @OptionGroup public var output: ExportArguments

    public init() {}

    /// Runs the export `--export` asks for, without a window or a display; `nil` without one.
    /// Returns the exit status.
    public func runExport() -> Int32? {
        output.export.map { HeadlessExport(options: self, output: $0).run() }
    }

    /// Whether this launch runs on its own instead of handing its command line to a running
    /// list-viewer: pictures and staged states must never depend on, or disturb, another
    /// instance, and only this process can read its standard input.
    public var runsAlone: Bool {
        picture.picturePath != nil || picture.state != nil || readsStandardInput
    }

    /// Whether FILE is `-`: standard input, which only this process can read.
    var readsStandardInput: Bool { file == "-" }

    /// Whether a file shows: FILE, or the logs `--merge` names.
    private var showsFile: Bool { file != nil || !merge.isEmpty }

    public func validate() throws {
        let (search, regex, filter, sort, goto) = (start.search, start.regex, start.filter, start.sort, start.goto)
        if !merge.isEmpty {
            if file != nil { throw ValidationError(appTexts.translate("--merge shows the logs it names as one; leave out FILE.")) }
            if merge.count < 2 { throw ValidationError(appTexts.translate("--merge takes two logs or more.")) }
            if merge.contains("-") { throw ValidationError(appTexts.translate("--merge reads files, not standard input.")) }
        }
        if picture.state != nil, showsFile {
            throw ValidationError(appTexts.translate("--state shows states of the demo feed; leave out FILE to use it."))
        }
        if picture.snapshot != nil, picture.snapshotFirst != nil {
            throw ValidationError(appTexts.translate("--snapshot pictures the settled window and --snapshot-first the first rows: give one of them."))
        }
        if search != nil, !showsFile {
            throw ValidationError(appTexts.translate("--search searches FILE; give a file."))
        }
        if regex, search == nil {
            throw ValidationError(appTexts.translate("--regex reads the text of --search; give --search."))
        }
        do {
            if regex, let search { _ = try SearchQuery(regularExpression: search) }
        } catch {
            // TRANSLATORS: PCRE2's reason (in English), and the character where the pattern breaks
            throw ValidationError(appTexts.translate("--search is not a valid pattern: %1$s at character %2$s")
                .filling(error.reason, UserLocale.formatted(error.characterOffset + 1)))
        }
        if let filter {
            guard showsFile else { throw ValidationError(appTexts.translate("--filter filters FILE; give a file.")) }
            do {
                _ = try FieldFilter(filter)
            } catch {
                // TRANSLATORS: why the expression of --filter cannot be read, and where
                throw ValidationError(appTexts.translate("--filter cannot be read: %s").filling(error.explanation(in: filter)))
            }
        }
        if sort != nil, !showsFile {
            throw ValidationError(appTexts.translate("--sort sorts FILE; give a file."))
        }
        if start.descending, sort == nil {
            throw ValidationError(appTexts.translate("--descending reverses the order of --sort; give --sort."))
        }
        if let goto, goto < 1 || !showsFile {
            throw ValidationError(appTexts.translate("--goto takes a record number of FILE, 1 or more."))
        }
        if output.export != nil, !showsFile || picture.picturePath != nil || start.follow {
            throw ValidationError(appTexts.translate("--export writes the records of FILE, without a window: give a file, and leave out --snapshot and --follow."))
        }
    }
}
