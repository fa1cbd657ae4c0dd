/// The pages (``EmptyPage``) laid over a list's area, at most one shown at a time.
///
/// ``ListView`` has one, its empty page; ``FeedListView`` has three, the loading, empty and
/// error pages. Pages are hidden before the next one shows, so callbacks come in the order
/// "disappear, then appear".
@MainActor
final class PageOverlay {
    private let overlay: Overlay
    private(set) var pages: [EmptyPage] = []

    init(over overlay: Overlay) {
        self.overlay = overlay
    }

    /// The page shown or appearing now, if any.
    var shownPage: EmptyPage? { pages.first(where: \.isShown) }

    /// Lays `page` over the list, hidden.
    func add(_ page: EmptyPage) {
        pages.append(page)
        overlay.addOverlay(page.view.root)
    }

    /// Hides `page` at once and takes it off the list.
    func remove(_ page: EmptyPage) {
        page.setShown(false, headerHeight: 0)
        overlay.removeOverlay(page.view.root)
        pages.removeAll { $0 === page }
    }

    /// Shows `page` unless its ``EmptyPage/shouldDisplay(_:)`` refuses, hiding every other;
    /// `nil` hides them all. `headerHeight` measures the header rows a page may keep
    /// visible above itself.
    func show(_ page: EmptyPage?, headerHeight measureHeaders: () -> Int) {
        // Measured only for a page that keeps the headers visible: measuring asks every row on
        // screen, after every change of the list.
        let headerHeight = pages.contains(where: \.keepsHeaders) ? measureHeaders() : 0
        let target = page.flatMap { $0.shouldDisplayPage() ? $0 : nil }
        for other in pages where other !== target {
            other.setShown(false, headerHeight: headerHeight)
        }
        target?.setShown(true, headerHeight: headerHeight)
    }
}
