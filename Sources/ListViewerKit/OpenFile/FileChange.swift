/// What changed in an open file's model. A change names what changed, never the new state:
/// whoever hears it reads the model, so the order in which listeners hear it does not matter.
public enum FileChange: Equatable, Sendable {
    /// More of a compressed file was decompressed, or its decompression ended.
    case decompressed
    /// The index learnt more of where the records start, or started anew.
    case indexed
    /// The list's state changed: loading, refreshing, exhausted or failed
    /// (``RecordWindow/listState``).
    case listState
    /// Other records were chosen (a filter's, a search's matches, a sort's order) and fill
    /// the window.
    case chosen
    /// Following the file's end started or stopped.
    case follow
    /// The filter's expression, its run or its progress changed.
    case filter(FilterChange)
    /// The search's query, its run, its progress or the match gone to changed.
    case search(SearchChange)
    /// The sort's order or its progress changed.
    case sort(SortChange)
    /// The place in the file changed: a move, the rows on screen, or the record activated.
    case place(PlaceChange)
    /// Something the list is asked to do.
    case request(ListRequest)
    /// Something to tell the user.
    case notice(FileNotice)
}

/// What changed about the filter (``FilterState``).
public enum FilterChange: Equatable, Sendable {
    /// The text typed, and whether it reads as an expression.
    case input
    /// Another filter runs, or none.
    case restarted
    /// The filter found more, or ended.
    case progress
}

/// What changed about the search (``SearchState``).
public enum SearchChange: Equatable, Sendable {
    /// The text typed, or whether it is a regular expression.
    case input
    /// Another search runs, or none.
    case restarted
    /// The search found more, or ended.
    case progress
    /// Whether only the matching records show.
    case onlyMatches
    /// The match gone to last.
    case currentMatch
}

/// What changed about the sort (``SortState``).
public enum SortChange: Equatable, Sendable {
    /// The order asked for.
    case order
    /// The order was given up: no record has the field, or the sort failed.
    case orderCleared
    /// The sort by a field got on, ended or stopped.
    case progress(TableField)
}

/// What changed about the place in the file (``RecordPlace``).
public enum PlaceChange: Equatable, Sendable {
    /// A move began, arrived or ended (``RecordPlace/motion``).
    case motion
    /// The rows on screen changed (``RecordPlace/viewport``).
    case viewport
    /// A record was activated, to show whole (``RecordPlace/activated``).
    case activated
}

/// What the model asks of the list that shows its records.
public enum ListRequest: Equatable, Sendable {
    /// Read the next page, as the list nearing its end does.
    case loadMore
    /// The table scrolled near its end: read on if the list would.
    case nearEnd
    /// Read the file again from the window's start.
    case refresh
    /// The records show for the first time in a view other than the list (the table): read
    /// them now, unless the list did.
    case firstShow
    /// Give the list the keyboard.
    case focus
    /// Scroll to the first record.
    case scrollToStart
    /// Scroll to the last row.
    case scrollToEnd
}

/// A short message for the user, and what it is about.
public struct FileNotice: Equatable, Sendable {
    /// What happened, in a few words.
    public var title: String
    /// More about it, such as the file's error; `nil` for none.
    public var detail: String?

    /// A notice of `title`, with `detail`.
    public init(_ title: String, detail: String? = nil) {
        self.title = title
        self.detail = detail
    }
}
