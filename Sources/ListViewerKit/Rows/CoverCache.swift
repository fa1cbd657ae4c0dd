import GtkList

/// The demo's card covers, drawn ahead of time: the list's prefetch hook draws the cover of a
/// card a few rows before it shows, so scrolling paints a finished picture instead of drawing
/// its gradient and hills in the frame; the cancel hook lets go of a cover drawn for a card the
/// list turned back from. At most ``capacity`` covers are kept, the least recently used going first.
@MainActor
final class CoverCache {
    /// The size covers are drawn at, the card's cover size.
    static let size = (width: 120, height: 80)
    /// The most covers kept.
    let capacity: Int
    private var covers: [String: DrawnImage] = [:]
    /// Ids by use, the least recent first.
    private var recency: [String] = []
    /// Covers drawn by prefetching and not shown yet.
    private(set) var prefetched: Set<String> = []

    init(capacity: Int = 64) {
        self.capacity = capacity
    }

    /// The cover of the card `item`, drawn now unless it was drawn ahead.
    func cover(for item: FeedItem) -> DrawnImage? {
        guard case .card(_, _, let artwork) = item.content else { return nil }
        prefetched.remove(item.id)
        return cover(id: item.id, artwork: artwork)
    }

    /// Draws the cover of `item` ahead of its row (the list's prefetch hook).
    func prefetch(_ item: FeedItem) {
        guard case .card(_, _, let artwork) = item.content, covers[item.id] == nil else { return }
        _ = cover(id: item.id, artwork: artwork)
        prefetched.insert(item.id)
    }

    /// Lets go of a cover drawn ahead for a row that will not show after all (the cancel hook).
    func cancelPrefetch(of item: FeedItem) {
        guard prefetched.remove(item.id) != nil else { return }
        covers[item.id] = nil
        recency.removeAll { $0 == item.id }
    }

    /// Whether the cover of `id` is drawn and kept.
    func hasCover(for id: String) -> Bool { covers[id] != nil }

    private func cover(id: String, artwork: FeedItem.Artwork) -> DrawnImage {
        recency.removeAll { $0 == id }
        recency.append(id)
        if let cover = covers[id] { return cover }
        let cover = DrawnImage(width: Self.size.width, height: Self.size.height) { context, width, height in
            CoverArt.draw(artwork, in: context, width: width, height: height)
        }
        covers[id] = cover
        while recency.count > capacity {
            let evicted = recency.removeFirst()
            covers[evicted] = nil
            prefetched.remove(evicted)
        }
        return cover
    }
}
