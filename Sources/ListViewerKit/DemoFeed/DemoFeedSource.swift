import ListCore

/// The demo feed as a live source: refreshing brings new stories to the top after a short
/// network-like delay, and paging appends older stories until the archive runs out.
@MainActor
public final class DemoFeedSource {
    /// Why a demo load failed.
    public struct LoadError: Error, CustomStringConvertible {
        public var description: String { "The network is unreachable." }
    }

    /// How many archive pages exist before the feed is exhausted.
    public static let archivePageCount = 4
    /// Stories per archive page.
    public static let archivePageSize = 8

    /// The data the list shows.
    public let dataSource: ListDataSource<FeedItem>
    /// How long a refresh takes.
    public var refreshDelay = Duration.milliseconds(900)
    /// How long loading a page takes.
    public var pageDelay = Duration.milliseconds(700)
    /// When set, the next refresh or page load fails (once).
    public var failsNextLoad = false

    private var refreshCount = 0
    private var archivePagesLoaded = 0

    /// Creates the source over an empty data source; the first refresh fills it.
    public init(dataSource: ListDataSource<FeedItem> = ListDataSource()) {
        self.dataSource = dataSource
    }

    /// Loads the feed: the first time all of it, later with new stories on top.
    public func refresh() async throws -> Bool {
        try await Task.sleep(for: refreshDelay)
        try failIfAsked()
        var sections = DemoFeed.sections()
        let fresh = (0..<refreshCount).flatMap { round in Self.breakingStory(round) }
        sections[0].items.insert(contentsOf: fresh.reversed(), at: 0)
        sections += dataSource.sections.filter { $0.id == Self.archiveSectionID }
        refreshCount += 1
        await dataSource.applyInBackground(sections)
        return archivePagesLoaded < Self.archivePageCount
    }

    /// Appends the next page of older stories.
    /// - Returns: Whether more pages remain.
    public func loadNextPage() async throws -> Bool {
        try await Task.sleep(for: pageDelay)
        try failIfAsked()
        guard archivePagesLoaded < Self.archivePageCount else { return false }
        let page = archivePagesLoaded
        let stories = (0..<Self.archivePageSize).map { index in
            Self.archiveStory(number: page * Self.archivePageSize + index)
        }
        archivePagesLoaded += 1
        if let archive = dataSource.sections.firstIndex(where: { $0.id == Self.archiveSectionID }) {
            dataSource.append(stories, toSection: archive)
        } else {
            dataSource.append(ListSection(
                id: Self.archiveSectionID,
                header: FeedItem(id: "header-archive", .header(title: "From the archive",
                                                               subtitle: "Older stories, newest first")),
                items: stories
            ))
        }
        return archivePagesLoaded < Self.archivePageCount
    }

    private func failIfAsked() throws {
        guard failsNextLoad else { return }
        failsNextLoad = false
        throw LoadError()
    }

    private static let archiveSectionID = "archive"

    private static let breakingHeadlines = [
        ("Release Radar", "A new point release fixes list scrolling on high-refresh displays",
         "Frame pacing on 144 Hz panels no longer skips a beat when rows are recycled mid-scroll."),
        ("Desktop Notes", "Accessibility audit finds headers that screen readers skipped",
         "Marking section headers as headings made long lists far quicker to navigate by voice."),
        ("Compiler Weekly", "Faster generic code in debug builds",
         "Specialisation hints now apply without optimisation, so tests run closer to release speed."),
        ("Open Source Digest", "Translators finish a major push for right-to-left layouts",
         "Mirrored icons, start/end margins and bidirectional text now behave in every dialog."),
    ]

    private static func breakingStory(_ round: Int) -> [FeedItem] {
        let (source, title, summary) = breakingHeadlines[round % breakingHeadlines.count]
        return [FeedItem(id: "breaking-\(round)",
                         .article(source: source, age: "Just now", title: title, summary: summary))]
    }

    private static let archiveTopics = [
        "Why monospace digits keep tables steady", "A field guide to GTK's frame clock",
        "Keeping memory flat while scrolling huge lists", "Lessons from ten years of bug triage",
        "Designing for keyboard-first users", "How fonts are hinted at small sizes",
        "When to diff and when to reload", "The quiet cost of animations",
    ]

    private static func archiveStory(number: Int) -> FeedItem {
        let topic = archiveTopics[number % archiveTopics.count]
        return FeedItem(id: "archive-\(number)", .article(
            source: "Archive", age: "\(number / 4 + 2) weeks ago", title: "\(topic) (part \(number / 8 + 1))",
            summary: "From the archive: story \(number + 1) of \(archivePageCount * archivePageSize), kept for reference."
        ))
    }
}
