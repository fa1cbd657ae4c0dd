import GtkList
import ListCore

/// The demo feed as a live source: refreshing brings new stories to the top after a short
/// network-like delay, and paging appends older stories until the archive runs out.
@MainActor
public final class DemoFeedSource {
    /// Why a demo load failed.
    public struct LoadError: Error, CustomStringConvertible {
        public var description: String { appTexts.translate("The network is unreachable.") }
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
        keepUserOrder(in: &sections)
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
                header: FeedItem(id: "header-archive", .header(title: appTexts.translate("From the archive"),
                                                               subtitle: appTexts.translate("Older stories, newest first"))),
                items: stories
            ))
        }
        return archivePagesLoaded < Self.archivePageCount
    }

    /// The section whose items the user may reorder: the updates, in the order to install them.
    public static let reorderableSectionID = "updates"
    /// The order the user gave the reorderable section, by id; kept over refreshes.
    private var userOrder: [String]?

    /// Notes the reorderable section's order as it is now, after the user moved one of its items.
    public func keepUserOrder() {
        userOrder = dataSource.sections.first { $0.id == Self.reorderableSectionID }?.items.map(\.id)
    }

    /// Puts the reorderable section of a refresh in the user's order; items new to it go last.
    private func keepUserOrder(in sections: inout [ListSection<FeedItem>]) {
        guard let userOrder, let index = sections.firstIndex(where: { $0.id == Self.reorderableSectionID })
        else { return }
        let rank = Dictionary(uniqueKeysWithValues: userOrder.enumerated().map { ($1, $0) })
        sections[index].items = sections[index].items.enumerated()
            .sorted { (rank[$0.element.id] ?? userOrder.count + $0.offset, $0.offset)
                < (rank[$1.element.id] ?? userOrder.count + $1.offset, $1.offset) }
            .map(\.element)
    }

    private func failIfAsked() throws {
        guard failsNextLoad else { return }
        failsNextLoad = false
        throw LoadError()
    }

    private static let archiveSectionID = "archive"

    private static var breakingHeadlines: [(String, String, String)] { [
        (appTexts.translate("Release Radar"), appTexts.translate("A new point release fixes list scrolling on high-refresh displays"),
         appTexts.translate("Frame pacing on 144 Hz panels no longer skips a beat when rows are recycled mid-scroll.")),
        (appTexts.translate("Desktop Notes"), appTexts.translate("Accessibility audit finds headers that screen readers skipped"),
         appTexts.translate("Marking section headers as headings made long lists far quicker to navigate by voice.")),
        (appTexts.translate("Compiler Weekly"), appTexts.translate("Faster generic code in debug builds"),
         appTexts.translate("Specialisation hints now apply without optimisation, so tests run closer to release speed.")),
        (appTexts.translate("Open Source Digest"), appTexts.translate("Translators finish a major push for right-to-left layouts"),
         appTexts.translate("Mirrored icons, start/end margins and bidirectional text now behave in every dialog.")),
    ] }

    private static func breakingStory(_ round: Int) -> [FeedItem] {
        let (source, title, summary) = breakingHeadlines[round % breakingHeadlines.count]
        return [FeedItem(id: "breaking-\(round)",
                         .article(source: source, age: appTexts.translate("Just now"), title: title, summary: summary))]
    }

    private static var archiveTopics: [String] { [
        appTexts.translate("Why monospace digits keep tables steady"), appTexts.translate("A field guide to GTK's frame clock"),
        appTexts.translate("Keeping memory flat while scrolling huge lists"), appTexts.translate("Lessons from ten years of bug triage"),
        appTexts.translate("Designing for keyboard-first users"), appTexts.translate("How fonts are hinted at small sizes"),
        appTexts.translate("When to diff and when to reload"), appTexts.translate("The quiet cost of animations"),
    ] }

    private static func archiveStory(number: Int) -> FeedItem {
        let topic = archiveTopics[number % archiveTopics.count]
        let weeks = number / 4 + 2
        return FeedItem(id: "archive-\(number)", .article(
            source: appTexts.translate("Archive"),
            age: appTexts.translate("%d week ago", "%d weeks ago", count: weeks).filling(UserLocale.formatted(weeks)),
            // TRANSLATORS: %1$s is a story's topic, %2$s the number of its part
            title: appTexts.translate("%1$s (part %2$s)").filling(topic, UserLocale.formatted(number / 8 + 1)),
            // TRANSLATORS: %1$s is the story's number, %2$s how many stories the archive holds
            summary: appTexts.translate("From the archive: story %1$s of %2$s, kept for reference.")
                .filling(UserLocale.formatted(number + 1), UserLocale.formatted(archivePageCount * archivePageSize))
        ))
    }
}
