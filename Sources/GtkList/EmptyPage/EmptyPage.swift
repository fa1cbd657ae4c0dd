import Foundation

/// A page shown centred over a list when it has nothing to show — and, built the same way, the
/// loading and error pages of ``FeedListView``.
///
/// Start from a template and chain the options:
///
/// ```swift
/// let page = EmptyPage.standard(image: .iconName("mail-unread-symbolic"),
///                               title: "Inbox zero", description: "New mail shows up here.",
///                               buttonTitle: "Reload")
///     .imageTint(Color(hex: 0x3584E4))
///     .verticalOffset(-30)
///     .onTapButton { [weak feed] in feed?.beginRefreshing() }  // the feed holds the page
/// feed.emptyPage = page
/// ```
///
/// Title and description are plain text: "Q&A" shows as Q&A. For bold or links, use
/// ``titleMarkup(_:)`` and ``descriptionMarkup(_:)`` and escape text that is not yours with
/// `Label.escapingMarkup(_:)`.
///
/// A page lives as long as the list that shows it, or as long as its widget is in a window.
@MainActor
public final class EmptyPage {
    /// Where the page's picture comes from.
    public enum ImageSource {
        /// A named icon from the icon theme; symbolic icons take ``imageTint(_:)``.
        case iconName(String)
        /// An image file.
        case file(String)
        /// An image in the application's GResource bundle.
        case resource(String)
        /// Anything GTK can paint.
        case paintable(Paintable)
    }

    /// A gentle animation of the picture, off by default.
    public enum ImageAnimation: Sendable {
        case none
        /// The picture slowly fades out and back in, as if breathing.
        case pulse
    }

    let view: EmptyPageView
    var shouldDisplayPage: @MainActor () -> Bool = { true }
    /// Whether taps and clicks reach the page (otherwise they go to the list below).
    private(set) var allowsTouchInput = true
    /// Whether pulls and scrolls over the page still reach the list (pull to refresh).
    private(set) var allowsScrolling = true
    /// Whether the list's header rows stay visible above the page.
    private(set) var keepsHeaders = false
    private var tapViewHandlers: [@MainActor () -> Void] = []
    private var tapButtonHandlers: [@MainActor () -> Void] = []
    private(set) var lifecycle = EmptyPageLifecycle()

    private init(view: EmptyPageView) {
        self.view = view
        view.onTapView = { [weak self] in self?.tapViewHandlers.forEach { $0() } }
        view.onTapButton = { [weak self] in self?.tapButtonHandlers.forEach { $0() } }
        view.onRevealFinished = { [weak self] isShown in self?.lifecycle.revealFinished(shown: isShown) }
        view.root.keepAlive(whileReferencedByGtk: self)
    }

    // MARK: Templates

    /// A title and an optional line of description.
    public static func textOnly(title: String, description: String? = nil) -> EmptyPage {
        let page = EmptyPage(view: EmptyPageView())
        page.title(title)
        if let description { page.description(description) }
        return page
    }

    /// A picture alone.
    public static func imageOnly(_ image: ImageSource) -> EmptyPage {
        EmptyPage(view: EmptyPageView()).image(image)
    }

    /// Picture, title, description and a button — the page most apps want.
    public static func standard(image: ImageSource, title: String, description: String,
                                buttonTitle: String) -> EmptyPage {
        EmptyPage(view: EmptyPageView()).image(image).title(title).description(description).button(buttonTitle)
    }

    /// Your own widget as the page, centred like the templates.
    public static func custom(_ widget: Widget) -> EmptyPage {
        EmptyPage(view: EmptyPageView(custom: widget))
    }

    // MARK: Content

    /// Sets the picture.
    @discardableResult public func image(_ source: ImageSource) -> Self { view.setImage(source); return self }
    /// Sets the title, shown as plain text.
    @discardableResult public func title(_ text: String) -> Self { view.setTitle(markup: Label.escapingMarkup(text)); return self }
    /// Sets the title from Pango markup (`"<b>Inbox</b> zero"`).
    @discardableResult public func titleMarkup(_ markup: String) -> Self { view.setTitle(markup: markup); return self }
    /// Sets the description under the title, shown as plain text.
    @discardableResult public func description(_ text: String) -> Self {
        view.setDescription(markup: Label.escapingMarkup(text))
        return self
    }
    /// Sets the description from Pango markup.
    @discardableResult public func descriptionMarkup(_ markup: String) -> Self {
        view.setDescription(markup: markup)
        return self
    }
    /// Sets the button's title (`_` marks its mnemonic); ``onTapButton(_:)`` says what it does.
    @discardableResult public func button(_ title: String) -> Self { view.setButtonTitle(title); return self }

    // MARK: Looks

    /// Colours a symbolic icon; `nil` keeps the theme's dimmed colour.
    @discardableResult public func imageTint(_ color: Color?) -> Self { view.style.imageTint = color; return self }
    /// Animates the picture.
    @discardableResult public func imageAnimation(_ animation: ImageAnimation) -> Self {
        view.imageAnimation = animation
        return self
    }
    /// The page's background; `nil` for the list's own background.
    @discardableResult public func backgroundColor(_ color: Color?) -> Self { view.style.background = color; return self }
    /// Moves the content down (positive) or up (negative) from the centre, in pixels.
    @discardableResult public func verticalOffset(_ pixels: Int) -> Self { view.setVerticalOffset(pixels); return self }
    /// Space between picture, title, description and button, in pixels.
    @discardableResult public func spacing(_ pixels: Int) -> Self { view.setSpacing(pixels); return self }
    /// Whether the page fades in and out instead of appearing at once.
    @discardableResult public func fadesIn(_ fades: Bool) -> Self { view.fades = fades; return self }
    /// Below this width the page uses a compact layout: a smaller picture and title.
    @discardableResult public func compactWidth(_ pixels: Int) -> Self { view.compactWidth = pixels; return self }

    // MARK: Behaviour

    /// Asked each time the page would appear; `false` keeps it hidden.
    @discardableResult public func shouldDisplay(_ decide: @escaping @MainActor () -> Bool) -> Self {
        shouldDisplayPage = decide
        return self
    }
    /// Whether taps and clicks reach the page (`true`, the default) or pass to the list below.
    @discardableResult public func allowsTouch(_ allows: Bool) -> Self {
        allowsTouchInput = allows
        view.setReceivesInput(allows)
        return self
    }
    /// Whether scrolling and pulling over the page still reach the list, so pull to refresh
    /// works on an empty list. On by default.
    @discardableResult public func allowsScroll(_ allows: Bool) -> Self { allowsScrolling = allows; return self }
    /// Whether the list's section headers stay visible, the page filling the area below them.
    @discardableResult public func keepsHeadersVisible(_ keeps: Bool) -> Self { keepsHeaders = keeps; return self }

    // MARK: Callbacks

    /// Called when the page (outside its button) is tapped or clicked.
    @discardableResult public func onTapView(_ handler: @escaping @MainActor () -> Void) -> Self {
        tapViewHandlers.append(handler)
        return self
    }
    /// Called when the page's button is pressed.
    @discardableResult public func onTapButton(_ handler: @escaping @MainActor () -> Void) -> Self {
        tapButtonHandlers.append(handler)
        return self
    }
    /// Called once each time the page is about to appear.
    @discardableResult public func onWillAppear(_ handler: @escaping @MainActor () -> Void) -> Self {
        lifecycle.willAppear.append(handler)
        return self
    }
    /// Called once each time the page has appeared (after its fade).
    @discardableResult public func onDidAppear(_ handler: @escaping @MainActor () -> Void) -> Self {
        lifecycle.didAppear.append(handler)
        return self
    }
    /// Called once each time the page is about to disappear.
    @discardableResult public func onWillDisappear(_ handler: @escaping @MainActor () -> Void) -> Self {
        lifecycle.willDisappear.append(handler)
        return self
    }
    /// Called once each time the page has disappeared (after its fade).
    @discardableResult public func onDidDisappear(_ handler: @escaping @MainActor () -> Void) -> Self {
        lifecycle.didDisappear.append(handler)
        return self
    }

    // MARK: Showing

    /// Whether the page is shown or appearing.
    public var isShown: Bool { lifecycle.isShown }

    /// The widget that holds the page, for tests: its allocation tells where the page sits.
    public var contentWidget: Widget { view.content }

    /// The title and description as they read on screen, for tests.
    package var shownTexts: [String] { view.shownTexts }

    /// Moves keyboard focus to the page's button; `false` if the page has no shown button.
    @discardableResult
    public func focusButton() -> Bool { view.focusButton() }

    /// Presses the page's button from code, as a click would.
    public func pressButton() { view.pressButton() }

    /// Shows or hides the page, firing the callbacks once per change.
    func setShown(_ shown: Bool, headerHeight: Int) {
        view.setTopInset(keepsHeaders ? headerHeight : 0)
        guard shown != lifecycle.isShown else { return }
        lifecycle.begin(shown: shown)
        view.reveal(shown)
    }
}

/// The four appearance callbacks of a page and the bookkeeping that fires each once per change.
@MainActor
struct EmptyPageLifecycle {
    var willAppear: [@MainActor () -> Void] = []
    var didAppear: [@MainActor () -> Void] = []
    var willDisappear: [@MainActor () -> Void] = []
    var didDisappear: [@MainActor () -> Void] = []
    private(set) var isShown = false
    /// The change whose "did" callback is still due.
    private var pendingDid: Bool?

    mutating func begin(shown: Bool) {
        // A change that interrupts a fade completes the previous one's "did" first.
        if let pending = pendingDid { revealFinished(shown: pending) }
        isShown = shown
        pendingDid = shown
        (shown ? willAppear : willDisappear).forEach { $0() }
    }

    mutating func revealFinished(shown: Bool) {
        guard pendingDid == shown else { return }
        pendingDid = nil
        (shown ? didAppear : didDisappear).forEach { $0() }
    }
}
