import ArgumentParser
import RecordFiles
import GtkList

/// The command line of list-viewer.
public struct ViewerOptions: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "list-viewer",
        abstract: appTexts.translate("Shows JSON, JSON Lines and CSV files — or a demo feed — as GTK lists."),
        discussion: FilterGrammarHelp.text
    )

    /// How to read FILE.
    public enum Format: String, CaseIterable, Sendable, ExpressibleByArgument {
        case auto, json, jsonl, csv

        /// The reader's format; `nil` detects it.
        var recordFormat: RecordFormat? {
            switch self {
            case .auto: nil
            case .json: .json
            case .jsonl: .jsonl
            case .csv: .csv
            }
        }
    }

    /// The options of this process's command line, byte for byte: a file name that is not
    /// UTF-8 is opened as it is read (see ``FilePaths``). Prints the help or the problem and
    /// exits, as `parseOrExit()` does.
    public static func parseProcessArgumentsOrExit() -> ViewerOptions {
        parseOrExit(Array(FilePaths.processArguments().dropFirst()))
    }

    /// The file to show, `-` for standard input; without one, the demo feed.
    @Argument(help: ArgumentHelp(appTexts.translate("A JSON, JSON Lines or CSV file to show (also compressed with gzip, Zstandard, bzip2 or xz), or - for standard input. Without one: the demo feed."),
                                 valueName: "FILE"))
    public var file: String?

    /// How to read FILE.
    @Option(name: .long, help: ArgumentHelp(appTexts.translate("How to read FILE: auto (by extension and content), json, jsonl or csv.")))
    public var format: Format = .auto

    /// The byte between CSV fields; detected unless given.
    @Option(name: .long, help: ArgumentHelp(appTexts.translate("The CSV delimiter: comma, semicolon, tab, pipe or the character itself (default: detected; tab for .tsv)."),
                                            valueName: "DELIMITER"))
    public var delimiter: DelimiterOption?

    /// Whether a CSV file's first row is a record rather than the column names.
    @Flag(name: .long, help: ArgumentHelp(appTexts.translate("The CSV file has no header row: its columns are numbered.")))
    public var noHeader = false

    /// Whether the list follows FILE as it grows.
    @Flag(name: .long, help: ArgumentHelp(appTexts.translate("Keep the list at the end of FILE as it grows, like tail -f.")))
    public var follow = false

    /// The record to show first.
    @Option(name: .long, help: ArgumentHelp(appTexts.translate("Show record N of FILE first (1 is the first record)."), valueName: "N"))
    public var goto: Int?

    /// Whether FILE's records show as a table instead of a list.
    @Flag(name: .long, help: ArgumentHelp(appTexts.translate("Show FILE's records as a table, one column per field.")))
    public var table = false

    /// Text to search FILE for first.
    @Option(name: .long, help: ArgumentHelp(appTexts.translate("Search FILE for TEXT first, as Ctrl+F does."), valueName: "TEXT"))
    public var search: String?

    /// The filter expression records of FILE must pass to show.
    @Option(name: .long, help: ArgumentHelp(appTexts.translate("Show only the records of FILE whose fields pass EXPR, as Ctrl+Shift+F does (see FILTERS above)."),
                                            valueName: "EXPR"))
    public var filter: String?

    /// The field whose values order FILE's records.
    @Option(name: .long, help: ArgumentHelp(appTexts.translate("Show FILE's records in the order of the field KEY (a CSV column by its header), as a click on its header in the table does."),
                                            valueName: "KEY"))
    public var sort: String?

    /// Whether `--sort` orders from the greatest value down.
    @Flag(name: .long, help: ArgumentHelp(appTexts.translate("Sort from the greatest value down (with --sort).")))
    public var descending = false

    /// Whether the text of `--search` is a regular expression.
    @Flag(name: .long, help: ArgumentHelp(appTexts.translate("Read the text of --search as a regular expression (PCRE2, as grep -P).")))
    public var regex = false

    /// How to read FILE, from the options above.
    public var readingOptions: ReadingOptions {
        ReadingOptions(format: format.recordFormat, csvDelimiter: delimiter?.byte, csvHasHeader: !noHeader)
    }

    /// The field that titles each row.
    @Option(name: .long, help: ArgumentHelp(appTexts.translate("The field that titles each row (default: guessed)."), valueName: "KEY"))
    public var title: String?

    /// The field shown under the title.
    @Option(name: .long, help: ArgumentHelp(appTexts.translate("The field shown under the title (default: guessed)."), valueName: "KEY"))
    public var subtitle: String?

    /// The field that holds each record's time.
    @Option(name: .long, help: ArgumentHelp(appTexts.translate("The field that holds each record's time, for the timeline and a local date in each row (default: guessed from ts, time, timestamp, @timestamp, date)."),
                                            valueName: "KEY"))
    public var time: String?

    /// Write a PNG of the window to this path once it is drawn, then exit.
    @Option(name: .long, help: ArgumentHelp(appTexts.translate("Write a PNG of the window to this file once it is drawn, then exit (1 if FILE could not be read)."),
                                            valueName: "OUT.png"))
    public var snapshot: String?

    /// The screen state to show (for pictures of every state).
    @Option(name: .long, help: ArgumentHelp(appTexts.translate("Put the demo feed in this state first: %s.")
                                                .filling(ViewerState.allCases.map(\.rawValue).joined(separator: ", ")),
                                            valueName: "STATE"))
    public var state: ViewerState?

    /// The window size; without one, the size of the last window closed.
    @Option(name: .long, help: ArgumentHelp(appTexts.translate("Window size as WIDTHxHEIGHT (each 100…10000)."), valueName: "WxH"))
    public var size: WindowSize?

    /// Use the theme's dark variant.
    @Flag(name: .long, help: ArgumentHelp(appTexts.translate("Use the dark variant of the theme.")))
    public var dark = false

    public init() {}

    /// Whether this launch runs on its own instead of handing its command line to a running
    /// list-viewer: pictures and staged states must never depend on, or disturb, another
    /// instance, and only this process can read its standard input.
    public var runsAlone: Bool {
        snapshot != nil || state != nil || readsStandardInput
    }

    /// Whether FILE is `-`: standard input, which only this process can read.
    var readsStandardInput: Bool { file == "-" }

    public func validate() throws {
        if state != nil, file != nil {
            throw ValidationError(appTexts.translate("--state shows states of the demo feed; leave out FILE to use it."))
        }
        if search != nil, file == nil {
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
            guard file != nil else { throw ValidationError(appTexts.translate("--filter filters FILE; give a file.")) }
            do {
                _ = try FieldFilter(filter)
            } catch {
                // TRANSLATORS: why the expression of --filter cannot be read, and where
                throw ValidationError(appTexts.translate("--filter cannot be read: %s").filling(error.explanation(in: filter)))
            }
        }
        if sort != nil, file == nil {
            throw ValidationError(appTexts.translate("--sort sorts FILE; give a file."))
        }
        if descending, sort == nil {
            throw ValidationError(appTexts.translate("--descending reverses the order of --sort; give --sort."))
        }
        if let goto, goto < 1 || file == nil {
            throw ValidationError(appTexts.translate("--goto takes a record number of FILE, 1 or more."))
        }
    }
}
