import ListCore

/// One row of the demo feed: a section header, an article, a picture card or a compact link.
public struct FeedItem: ListItem, Sendable {
    /// What the row shows; the case decides the row kind.
    public enum Content: Equatable, Sendable {
        /// A section title with an optional line under it.
        case header(title: String, subtitle: String?)
        /// A story: where it comes from, how old it is, a title and a summary.
        case article(source: String, age: String, title: String, summary: String)
        /// A picture card; `artwork` picks one of the drawn covers.
        case card(title: String, caption: String, artwork: Artwork)
        /// A one-line entry with an icon and a trailing detail.
        case compact(iconName: String, title: String, detail: String)
    }

    /// The drawn cover pictures of card rows.
    public enum Artwork: Int, CaseIterable, Sendable {
        case dawn, forest, ocean, dusk, aurora, desert
    }

    /// The row kinds of the feed, one adapter each.
    public enum Kind {
        public static let header: RowKind = "header"
        public static let article: RowKind = "article"
        public static let card: RowKind = "card"
        public static let compact: RowKind = "compact"
    }

    public let id: String
    public var content: Content

    /// Creates a feed item.
    public init(id: String, _ content: Content) {
        self.id = id
        self.content = content
    }

    public var kind: RowKind {
        switch content {
        case .header: Kind.header
        case .article: Kind.article
        case .card: Kind.card
        case .compact: Kind.compact
        }
    }

    /// The item's main line of text.
    public var title: String {
        switch content {
        case .header(let title, _), .article(_, _, let title, _), .card(let title, _, _),
             .compact(_, let title, _):
            title
        }
    }

    /// The item's secondary text, if it has one.
    public var detail: String? {
        switch content {
        case .header(_, let subtitle): subtitle
        case .article(_, _, _, let summary): summary
        case .card(_, let caption, _): caption
        case .compact(_, _, let detail): detail
        }
    }
}
