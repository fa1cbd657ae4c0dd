import GtkList

/// The row adapters of the demo feed, one per ``FeedItem/Kind``.
@MainActor
enum FeedAdapters {
    /// The adapters, with the cards' covers drawn ahead of time into `covers`.
    static func all(covers: CoverCache) -> [RowAdapter<FeedItem>] {
        var card = RowAdapter(kind: FeedItem.Kind.card, defaultHeight: 100, make: { CardRow(covers: covers) }) { $0.show($1) }
        card.prefetch = { covers.prefetch($0) }
        card.cancelPrefetch = { covers.cancelPrefetch(of: $0) }
        return named([
            header,
            RowAdapter(kind: FeedItem.Kind.article, make: ArticleRow.init) { $0.show($1) },
            card,
            RowAdapter(kind: FeedItem.Kind.compact, defaultHeight: 44, make: CompactRow.init) { $0.show($1) },
        ])
    }

    /// The adapters of the wallpapers' grid: its header, and a cell per wallpaper.
    static func wallpapers() -> [RowAdapter<FeedItem>] {
        // The header's text starts where the cells' pictures do.
        named([RowAdapter(kind: FeedItem.Kind.header, make: { SectionHeaderRow(inset: 6) }) { $0.show($1) },
               RowAdapter(kind: FeedItem.Kind.card, make: WallpaperCell.init) { $0.show($1) }])
    }

    private static var header: RowAdapter<FeedItem> {
        RowAdapter(kind: FeedItem.Kind.header, make: { SectionHeaderRow() }) { $0.show($1) }
    }

    /// Screen readers read a row by its title first (an article's first words are its byline).
    private static func named(_ adapters: [RowAdapter<FeedItem>]) -> [RowAdapter<FeedItem>] {
        adapters.map { adapter in
            var named = adapter
            named.accessibleLabel = { row in [row.item.title, row.item.detail].compactMap { $0 }.joined(separator: ". ") }
            return named
        }
    }
}
