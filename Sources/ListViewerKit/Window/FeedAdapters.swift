import GtkList

/// The row adapters of the demo feed, one per ``FeedItem/Kind``.
@MainActor
enum FeedAdapters {
    static var all: [RowAdapter<FeedItem>] {
        [
            RowAdapter(kind: FeedItem.Kind.header, make: SectionHeaderRow.init) { $0.show($1) },
            RowAdapter(kind: FeedItem.Kind.article, make: ArticleRow.init) { $0.show($1) },
            RowAdapter(kind: FeedItem.Kind.card, defaultHeight: 100, make: CardRow.init) { $0.show($1) },
            RowAdapter(kind: FeedItem.Kind.compact, defaultHeight: 44, make: CompactRow.init) { $0.show($1) },
        ]
    }
}
