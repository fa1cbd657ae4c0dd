import ListCore

/// The built-in feed list-viewer shows when it is given no file: a developer's morning
/// reading, in four sections and four row kinds.
public enum DemoFeed {
    /// The feed's sections.
    public static func sections() -> [ListSection<FeedItem>] {
        [topStories, featuredPhotos, packageUpdates, community]
    }

    private static var topStories: ListSection<FeedItem> {
        section("top", "Top stories", "What people are reading this morning", [
            ("Compiler Weekly", "12 min ago", "Incremental builds get twice as fast in the new toolchain",
             "Caching type-checked modules between runs cuts rebuild times on large projects by half, with no change to build scripts."),
            ("Desktop Notes", "40 min ago", "A closer look at list widgets that recycle their rows",
             "Why a list of a million rows can cost the same memory as a list of fifty, and what it takes to get there."),
            ("Open Source Digest", "1 h ago", "Maintainers share how they triage two thousand issues a month",
             "Labels, bots and a weekly rotation: three projects explain what works and what quietly failed."),
            ("Linux Journal Today", "2 h ago", "Fractional scaling lands in more desktop environments",
             "Crisp text at 125 % and 150 % no longer needs a compositor trick; here is how the pieces fit."),
            ("Systems Review", "3 h ago", "Measuring scroll smoothness without guessing",
             "Frame clock timings, not frames per second, tell you whether a list stutters. A short guide."),
            ("The Typesetter", "5 h ago", "Choosing an interface font that survives small sizes",
             "Hinting, x-height and open apertures matter more than style when labels shrink to 9 pt."),
        ].map(article))
    }

    private static var featuredPhotos: ListSection<FeedItem> {
        section("photos", "Featured", "Wallpapers picked by the community", [
            ("First light over the ridge", "Wallpaper of the day · 3840 × 2160", .dawn),
            ("Quiet pines", "Submitted by a forest ranger in Finland", .forest),
            ("Open water", "Long exposure, three minutes", .ocean),
            ("Evening in the valley", "Shot from the last train home", .dusk),
            ("Northern lights", "Aurora season has started early", .aurora),
            ("Dunes at noon", "Heat shimmer and hard shadows", .desert),
        ].map { title, caption, artwork in
            FeedItem(id: "card-\(artwork)", .card(title: title, caption: caption, artwork: artwork))
        })
    }

    private static var packageUpdates: ListSection<FeedItem> {
        section("updates", "Updates", "Installed packages with new releases", [
            ("package-x-generic-symbolic", "gtk4", "4.8.3 → 4.8.4"),
            ("package-x-generic-symbolic", "glib2.0", "2.74.6 → 2.74.7"),
            ("package-x-generic-symbolic", "pango1.0", "1.50.12 → 1.50.14"),
            ("package-x-generic-symbolic", "fonts-cantarell", "0.303 → 0.303.1"),
            ("security-high-symbolic", "openssl", "Security update"),
            ("package-x-generic-symbolic", "swift-lang", "6.3.0 → 6.3.1"),
            ("package-x-generic-symbolic", "mesa", "22.3.6 → 22.3.7"),
            ("security-high-symbolic", "libxml2", "Security update"),
            ("package-x-generic-symbolic", "cairo", "1.16.0 → 1.18.0"),
            ("package-x-generic-symbolic", "harfbuzz", "6.0.0 → 8.3.0"),
        ].map { icon, name, detail in
            FeedItem(id: "update-\(name)", .compact(iconName: icon, title: name, detail: detail))
        })
    }

    private static var community: ListSection<FeedItem> {
        section("community", "From the community", "Posts, talks and answers worth your time", [
            ("Forum", "yesterday", "How do I keep the scroll position when new rows arrive on top?",
             "Anchor to the first visible row's id, not to a pixel offset, and re-apply it after the splice."),
            ("Conference talk", "yesterday", "Designing empty states people don't hate",
             "An empty list is a screen of its own: say what happened, and offer the one action that helps."),
            ("Mailing list", "2 days ago", "Proposal: a shared test suite for list models",
             "Record every items-changed as a short string and fail on any emission a test did not expect."),
            ("Blog", "2 days ago", "Pull to refresh on a desktop, with a mouse wheel",
             "Wheels send no begin or end events; accumulate the notches and settle after a short pause."),
            ("Q&A", "3 days ago", "Why is my first row always highlighted?",
             "A single-selection model selects row 0 unless you turn autoselect off. Most lists want it off."),
            ("Newsletter", "4 days ago", "Ten small GTK apps written in Swift",
             "From a clipboard history to a podcast player: what their authors liked, and what they wrapped by hand."),
            ("Podcast", "last week", "Screenshot tests that do not flake",
             "Pin the font, the theme and the renderer, turn animations off, and compare with a tolerance."),
            ("Blog", "last week", "Diffing lists in linear time",
             "Match rows by id, keep the longest run already in order, and replace only what lies between."),
            ("Forum", "last week", "Keyboard users deserve infinite scrolling too",
             "Load the next page when focus nears the end, not only when the scrollbar does."),
            ("Blog", "2 weeks ago", "What a list view owes to screen readers",
             "Headers announced as headers, rows with labels, and a status message when a page arrives."),
            ("Forum", "2 weeks ago", "CSV files with newlines inside quoted fields",
             "A record ends at a newline outside quotes; read it as a state machine, not line by line."),
            ("Talk", "3 weeks ago", "Streaming a 2 GB JSON array without reading it whole",
             "Track depth and string state byte by byte, and cut elements at top-level commas."),
            ("Q&A", "a month ago", "Why does my list go blank after scrolling from code?",
             "Use the list's own scroll-to-item action; it redraws where a bare adjustment change may not."),
            ("Blog", "a month ago", "Recycling rows of different kinds",
             "Keep one pool per kind, and install the right row into a neutral container on bind."),
        ].map(article))
    }

    private static func section(_ id: String, _ title: String, _ subtitle: String,
                                _ items: [FeedItem]) -> ListSection<FeedItem> {
        ListSection(id: id, header: FeedItem(id: "header-\(id)", .header(title: title, subtitle: subtitle)),
                    items: items)
    }

    private static func article(_ story: (String, String, String, String)) -> FeedItem {
        let (source, age, title, summary) = story
        return FeedItem(id: "article-\(title.hashValueStable)",
                        .article(source: source, age: age, title: title, summary: summary))
    }
}

private extension String {
    /// A hash that is the same in every run (Swift's `hashValue` is seeded per process).
    var hashValueStable: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for byte in utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 36)
    }
}
