/// A page of older stories.
struct StoryPage: Sendable {
    let stories: [Story]
    let isLast: Bool
}

/// A pretend news service, standing in for the network: each refresh finds one new story on
/// top, and the archive pages in older ones, 20 at a time, until it runs out.
actor StoryAPI {
    private let latency: Duration
    private let archiveSize: Int
    private let breakingNews: Bool
    private var newest = 0

    /// A service that answers after `latency` and holds `archiveSize` older stories; with
    /// `breakingNews`, every refresh finds one more new story.
    init(latency: Duration = .milliseconds(300), archiveSize: Int = 60, breakingNews: Bool = true) {
        self.latency = latency
        self.archiveSize = archiveSize
        self.breakingNews = breakingNews
    }

    /// The newest stories: one more on every call, above the first page of the archive.
    func latestStories() async throws -> [Story] {
        try await Task.sleep(for: latency)
        if breakingNews { newest += 1 }
        let fresh = stride(from: newest, to: 0, by: -1).map { Story(id: -$0, title: "Breaking news \($0)") }
        return fresh + archive(0..<min(20, archiveSize))
    }

    /// The stories after the first `count` the list shows.
    func stories(after count: Int) async throws -> StoryPage {
        try await Task.sleep(for: latency)
        let start = max(0, count - newest)
        let end = min(start + 20, archiveSize)
        return StoryPage(stories: archive(start..<max(start, end)), isLast: end >= archiveSize)
    }

    private func archive(_ range: Range<Int>) -> [Story] {
        range.map { Story(id: $0, title: "Story \($0 + 1) from the archive") }
    }
}
