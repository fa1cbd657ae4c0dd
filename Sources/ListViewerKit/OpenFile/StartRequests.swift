/// What the command line asks of a file once its first records are in: a filter, a search, a
/// sort and a record to go to, applied in that order (the search looks among what the filter
/// lets through; the record is looked for in the order shown).
public struct StartRequests: Equatable, Sendable {
    /// A field to sort by (`--sort`), and which way.
    public struct Sort: Equatable, Sendable {
        public var key: String
        public var ascending: Bool

        /// By the field named `key`, `ascending` or not.
        public init(key: String, ascending: Bool = true) {
            self.key = key
            self.ascending = ascending
        }
    }

    /// The record to show (`--goto`).
    public var record: Int?
    /// The filter expression (`--filter`).
    public var filter: String?
    /// The search (`--search`, `--regex`).
    public var search: SearchState.Input?
    /// The sort (`--sort`, `--descending`).
    public var sort: Sort?
    /// Whether the record shown first (`--goto`'s, else the first) shows whole in the details
    /// pane (`--details`).
    public var showsDetails: Bool

    /// Asks for what is given; by default nothing.
    public init(record: Int? = nil, filter: String? = nil, search: SearchState.Input? = nil, sort: Sort? = nil,
                showsDetails: Bool = false) {
        self.record = record
        self.showsDetails = showsDetails
        self.filter = filter
        self.search = search
        self.sort = sort
    }

    /// Whether nothing is asked for, or no more.
    public var isEmpty: Bool { record == nil && filter == nil && search == nil && sort == nil && !showsDetails }
}
