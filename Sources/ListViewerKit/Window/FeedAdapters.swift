import GtkList

/// The row adapters of the demo feed, one per ``FeedItem/Kind``.
@MainActor
enum FeedAdapters {
    /// The adapters, with the cards' covers drawn ahead of time into `covers`.
    static func all(covers: CoverCache) -> [RowAdapter<FeedItem>] {
        var card = RowAdapter(kind: FeedItem.Kind.card, defaultHeight: 100, make: { CardRow(covers: covers) }) { $0.show($1) }
        card.prefetch = { covers.prefetch($0) }
        card.cancelPrefetch = { covers.cancelPrefetch(of: $0) }
        var adapters = [
            RowAdapter(kind: FeedItem.Kind.header, make: SectionHeaderRow.init) { $0.show($1) },
            RowAdapter(kind: FeedItem.Kind.article, make: ArticleRow.init) { $0.show($1) },
            card,
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
