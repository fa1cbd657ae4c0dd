import GtkList

/// The row adapters of the demo feed, one per ``FeedItem/Kind``.
@MainActor
enum FeedAdapters {
    static var all: [RowAdapter<FeedItem>] {
        var adapters = [
            RowAdapter(kind: FeedItem.Kind.header, make: SectionHeaderRow.init) { $0.show($1) },
            RowAdapter(kind: FeedItem.Kind.article, make: ArticleRow.init) { $0.show($1) },
            RowAdapter(kind: FeedItem.Kind.card, defaultHeight: 100, make: CardRow.init) { $0.show($1) },
            RowAdapter(kind: FeedItem.Kind.compact, defaultHeight: 44, make: CompactRow.init) { $0.show($1) },
        ]
        // Screen readers read a row by its title first (an article's first words are its byline).
        for index in adapters.indices {
            adapters[index].accessibleLabel = { row in
                [row.item.title, row.item.detail].compactMap { $0 }.joined(separator: ". ")
            }
        }
        return adapters
    }
}
