import ArgumentParser
import GtkList
import RecordFiles

// The groups of list-viewer's options, in the order the help lists them.

/// How to read FILE.
public struct ReadingArguments: ParsableArguments {
    /// How to read FILE.
    public enum Format: String, CaseIterable, Sendable, ExpressibleByArgument {
        case auto, json, jsonl, csv, text

        /// The reader's format; `nil` detects it.
        var recordFormat: RecordFormat? {
            switch self {
            case .auto: nil
            case .json: .json
            case .jsonl: .jsonl
            case .csv: .csv
            case .text: .text
            }
        }
    }

    /// How to read FILE.
    @Option(name: .long, help: ArgumentHelp(appTexts.translate("How to read FILE: auto (by extension and content), json, jsonl, csv or text (a log: one entry per line and the lines that continue it).")))
    public var format: Format = .auto

    /// The byte between CSV fields; detected unless given.
    @Option(name: .long, help: ArgumentHelp(appTexts.translate("The CSV delimiter: comma, semicolon, tab, pipe or the character itself (default: detected; tab for .tsv)."),
                                            valueName: "DELIMITER"))
    public var delimiter: DelimiterOption?

    /// Whether a CSV file's first row is a record rather than the column names.
    @Flag(name: .long, help: ArgumentHelp(appTexts.translate("The CSV file has no header row: its columns are numbered.")))
    public var noHeader = false

    /// How to read FILE, from these options and the user's log formats.
    public var options: ReadingOptions {
        ReadingOptions(format: format.recordFormat, csvDelimiter: delimiter?.byte, csvHasHeader: !noHeader,
                       logFormats: UserLogFormats.loaded.formats + LogFormat.builtIn)
    }

    public init() {}
}

/// How FILE shows first: followed, as a table, filtered, searched, sorted, at a record.
public struct StartArguments: ParsableArguments {
    /// Whether the list follows FILE as it grows.
    @Flag(name: .long, help: ArgumentHelp(appTexts.translate("Keep the list at the end of FILE as it grows, like tail -f.")))
    public var follow = false

    /// The record to show first.
    @Option(name: .long, help: ArgumentHelp(appTexts.translate("Show record N of FILE first (1 is the first record)."), valueName: "N"))
    public var goto: Int?

    /// Whether the record shown first shows whole beside the list.
    @Flag(name: .long, help: ArgumentHelp(appTexts.translate("Show the record shown first (--goto's, else the first) whole beside the list, as Enter does.")))
    public var details = false

    /// Whether FILE's records show as a table instead of a list.
    @Flag(name: .long, help: ArgumentHelp(appTexts.translate("Show FILE's records as a table, one column per field.")))
    public var table = false

    /// Whether a text log's Patterns pane shows.
    @Flag(name: .long, help: ArgumentHelp(appTexts.translate("Show the patterns of a text log FILE's messages beside the list, as Shift+Ctrl+P does.")))
    public var patterns = false

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

    /// What to do once FILE's first records are in, from these options.
    public var requests: StartRequests {
        StartRequests(record: goto, filter: filter, search: search.map { SearchState.Input(text: $0, isRegularExpression: regex) },
                      sort: sort.map { StartRequests.Sort(key: $0, ascending: !descending) }, showsDetails: details)
    }

    public init() {}
}

/// What FILE's rows show.
public struct RowArguments: ParsableArguments {
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

    public init() {}
}

/// FILE's records written to a file instead of shown.
public struct ExportArguments: ParsableArguments {
    /// Where to write the records FILE would show, without a window.
    @Option(name: .long, help: ArgumentHelp(appTexts.translate("Write the records of FILE that would show (with --filter, --search, --sort) to OUT as JSON Lines, CSV or TSV (by its extension), without a window or a display, then exit (1 if FILE could not be read)."),
                                            valueName: "OUT"))
    public var export: String?

    public init() {}
}

/// A picture of the window, or a state of the demo feed, and how the window looks.
public struct PictureArguments: ParsableArguments {
    /// Write a PNG of the window to this path once it is drawn, then exit.
    @Option(name: .long, help: ArgumentHelp(appTexts.translate("Write a PNG of the window to this file once it is drawn, then exit (1 if FILE could not be read)."),
                                            valueName: "OUT.png"))
    public var snapshot: String?

    /// Write a PNG of the first frame that shows FILE's rows to this path, then exit.
    @Option(name: .customLong("snapshot-first"),
            help: ArgumentHelp(appTexts.translate("Write a PNG of the first frame that shows rows of FILE to this file, then exit: what a user sees first, before the file is indexed."),
                               valueName: "OUT.png"))
    public var snapshotFirst: String?

    /// Where the window's picture is written, by `--snapshot` or `--snapshot-first`.
    public var picturePath: String? { snapshot ?? snapshotFirst }

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
}
