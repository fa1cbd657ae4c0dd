import GtkList
import ListCore

/// The built-in feed list-viewer shows when it is given no file: a developer's morning
/// reading, in four sections and four row kinds.
public enum DemoFeed {
    /// The feed's sections.
    public static func sections() -> [ListSection<FeedItem>] {
        [topStories, featuredPhotos, packageUpdates, community]
    }

    /// The wallpapers of the feed's Featured section, for the demo's grid page.
    public static func wallpapers() -> [ListSection<FeedItem>] {
        [featuredPhotos]
    }

    // The stories are sample content, translated like the rest of the app; the publications'
    // names may be localised.
    private static var topStories: ListSection<FeedItem> {
        section("top", appTexts.translate("Top stories"), appTexts.translate("What people are reading this morning"), [
            (appTexts.translate("Compiler Weekly"), appTexts.translate("12 min ago"), appTexts.translate("Incremental builds get twice as fast in the new toolchain"),
             appTexts.translate("Caching type-checked modules between runs cuts rebuild times on large projects by half, with no change to build scripts.")),
            (appTexts.translate("Desktop Notes"), appTexts.translate("40 min ago"), appTexts.translate("A closer look at list widgets that recycle their rows"),
             appTexts.translate("Why a list of a million rows can cost the same memory as a list of fifty, and what it takes to get there.")),
            (appTexts.translate("Open Source Digest"), appTexts.translate("1 h ago"), appTexts.translate("Maintainers share how they triage two thousand issues a month"),
             appTexts.translate("Labels, bots and a weekly rotation: three projects explain what works and what quietly failed.")),
            (appTexts.translate("Linux Journal Today"), appTexts.translate("2 h ago"), appTexts.translate("Fractional scaling lands in more desktop environments"),
             // xgettext:no-c-format
             appTexts.translate("Crisp text at 125 % and 150 % no longer needs a compositor trick; here is how the pieces fit.")),
            (appTexts.translate("Systems Review"), appTexts.translate("3 h ago"), appTexts.translate("Measuring scroll smoothness without guessing"),
             appTexts.translate("Frame clock timings, not frames per second, tell you whether a list stutters. A short guide.")),
            (appTexts.translate("The Typesetter"), appTexts.translate("5 h ago"), appTexts.translate("Choosing an interface font that survives small sizes"),
             appTexts.translate("Hinting, x-height and open apertures matter more than style when labels shrink to 9 pt.")),
        ].enumerated().map { article($1, id: "article-top-\($0)") })
    }

    private static var featuredPhotos: ListSection<FeedItem> {
        section("photos", appTexts.translate("Featured"), appTexts.translate("Wallpapers picked by the community"), [
            (appTexts.translate("First light over the ridge"), appTexts.translate("Wallpaper of the day · 3840 × 2160"), .dawn),
            (appTexts.translate("Quiet pines"), appTexts.translate("Submitted by a forest ranger in Finland"), .forest),
            (appTexts.translate("Open water"), appTexts.translate("Long exposure, three minutes"), .ocean),
            (appTexts.translate("Evening in the valley"), appTexts.translate("Shot from the last train home"), .dusk),
            (appTexts.translate("Northern lights"), appTexts.translate("Aurora season has started early"), .aurora),
            (appTexts.translate("Dunes at noon"), appTexts.translate("Heat shimmer and hard shadows"), .desert),
        ].map { title, caption, artwork in
            FeedItem(id: "card-\(artwork)", .card(title: title, caption: caption, artwork: artwork))
        })
    }

    private static var packageUpdates: ListSection<FeedItem> {
        section("updates", appTexts.translate("Updates"), appTexts.translate("Installed packages with new releases"), [
            ("package-x-generic-symbolic", "gtk4", "4.8.3 → 4.8.4"),
            ("package-x-generic-symbolic", "glib2.0", "2.74.6 → 2.74.7"),
            ("package-x-generic-symbolic", "pango1.0", "1.50.12 → 1.50.14"),
            ("package-x-generic-symbolic", "fonts-cantarell", "0.303 → 0.303.1"),
            ("security-high-symbolic", "openssl", appTexts.translate("Security update")),
            ("package-x-generic-symbolic", "swift-lang", "6.3.0 → 6.3.1"),
            ("package-x-generic-symbolic", "mesa", "22.3.6 → 22.3.7"),
            ("security-high-symbolic", "libxml2", appTexts.translate("Security update")),
            ("package-x-generic-symbolic", "cairo", "1.16.0 → 1.18.0"),
            ("package-x-generic-symbolic", "harfbuzz", "6.0.0 → 8.3.0"),
        ].map { icon, name, detail in
            FeedItem(id: "update-\(name)", .compact(iconName: icon, title: name, detail: detail))
        })
    }

    private static var community: ListSection<FeedItem> {
        section("community", appTexts.translate("From the community"), appTexts.translate("Posts, talks and answers worth your time"), [
            (appTexts.translate("Forum"), appTexts.translate("yesterday"), appTexts.translate("How do I keep the scroll position when new rows arrive on top?"),
             appTexts.translate("Anchor to the first visible row's id, not to a pixel offset, and re-apply it after the splice.")),
            (appTexts.translate("Conference talk"), appTexts.translate("yesterday"), appTexts.translate("Designing empty states people don't hate"),
             appTexts.translate("An empty list is a screen of its own: say what happened, and offer the one action that helps.")),
            (appTexts.translate("Mailing list"), appTexts.translate("2 days ago"), appTexts.translate("Proposal: a shared test suite for list models"),
             appTexts.translate("Record every items-changed as a short string and fail on any emission a test did not expect.")),
            (appTexts.translate("Blog"), appTexts.translate("2 days ago"), appTexts.translate("Pull to refresh on a desktop, with a mouse wheel"),
             appTexts.translate("Wheels send no begin or end events; accumulate the notches and settle after a short pause.")),
            (appTexts.translate("Q&A"), appTexts.translate("3 days ago"), appTexts.translate("Why is my first row always highlighted?"),
             appTexts.translate("A single-selection model selects row 0 unless you turn autoselect off. Most lists want it off.")),
            (appTexts.translate("Newsletter"), appTexts.translate("4 days ago"), appTexts.translate("Ten small GTK apps written in Swift"),
             appTexts.translate("From a clipboard history to a podcast player: what their authors liked, and what they wrapped by hand.")),
            (appTexts.translate("Podcast"), appTexts.translate("last week"), appTexts.translate("Screenshot tests that do not flake"),
             appTexts.translate("Pin the font, the theme and the renderer, turn animations off, and compare with a tolerance.")),
            (appTexts.translate("Blog"), appTexts.translate("last week"), appTexts.translate("Diffing lists in linear time"),
             appTexts.translate("Match rows by id, keep the longest run already in order, and replace only what lies between.")),
            (appTexts.translate("Forum"), appTexts.translate("last week"), appTexts.translate("Keyboard users deserve infinite scrolling too"),
             appTexts.translate("Load the next page when focus nears the end, not only when the scrollbar does.")),
            (appTexts.translate("Blog"), appTexts.translate("2 weeks ago"), appTexts.translate("What a list view owes to screen readers"),
             appTexts.translate("Headers announced as headers, rows with labels, and a status message when a page arrives.")),
            (appTexts.translate("Forum"), appTexts.translate("2 weeks ago"), appTexts.translate("CSV files with newlines inside quoted fields"),
             appTexts.translate("A record ends at a newline outside quotes; read it as a state machine, not line by line.")),
            (appTexts.translate("Talk"), appTexts.translate("3 weeks ago"), appTexts.translate("Streaming a 2 GB JSON array without reading it whole"),
             appTexts.translate("Track depth and string state byte by byte, and cut elements at top-level commas.")),
            (appTexts.translate("Q&A"), appTexts.translate("a month ago"), appTexts.translate("Why does my list go blank after scrolling from code?"),
             appTexts.translate("Use the list's own scroll-to-item action; it redraws where a bare adjustment change may not.")),
            (appTexts.translate("Blog"), appTexts.translate("a month ago"), appTexts.translate("Recycling rows of different kinds"),
             appTexts.translate("Keep one pool per kind, and install the right row into a neutral container on bind.")),
        ].enumerated().map { article($1, id: "article-community-\($0)") })
    }

    private static func section(_ id: String, _ title: String, _ subtitle: String,
                                _ items: [FeedItem]) -> ListSection<FeedItem> {
        ListSection(id: id, header: FeedItem(id: "header-\(id)", .header(title: title, subtitle: subtitle)),
                    items: items)
    }

    private static func article(_ story: (String, String, String, String), id: String) -> FeedItem {
        let (source, age, title, summary) = story
        return FeedItem(id: id, .article(source: source, age: age, title: title, summary: summary))
    }
}
