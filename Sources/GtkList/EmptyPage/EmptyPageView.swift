import Foundation
import ListCore

/// The widgets of an ``EmptyPage``: a background filling the list's area, with the picture,
/// title, description and button centred on it, inside a revealer that fades it in and out.
@MainActor
final class EmptyPageView {
    /// Picture size in the regular and the compact layout.
    private static let imageSize: (regular: Int32, compact: Int32) = (96, 64)

    /// The widget put over the list.
    let root: Revealer
    /// The area the page covers (below the headers it keeps visible).
    let background: Box
    /// The centred content.
    let content: Box
    private let imageSlot = Box(.vertical)
    private var image: Image?
    private let title = Label()
    private let details = Label()
    private let button = Button(label: "")
    private var tickID: UInt32?
    private var isCompact = false
    private var offset = 0

    let style: EmptyPageStyle
    var fades = true { didSet { root.transitionMilliseconds = fades ? 250 : 0 } }
    var compactWidth = 360
    var imageAnimation = EmptyPage.ImageAnimation.none
    var onTapView: @MainActor () -> Void = {}
    var onTapButton: @MainActor () -> Void = {}
    var onRevealFinished: @MainActor (Bool) -> Void = { _ in }

    /// A template page; elements stay hidden until given content.
    convenience init() {
        self.init(custom: nil)
    }

    /// A page around `custom`, or a template page when `custom` is `nil`.
    init(custom: Widget?) {
        title.addCSSClass("title-1")
        title.wraps = true
        title.centerLines()
        title.maximumWidthInCharacters = 30
        details.addCSSClass(ListStyle.secondaryText)
        details.wraps = true
        details.centerLines()
        details.maximumWidthInCharacters = 44
        button.horizontalAlignment = .center
        for part in [imageSlot, title, details, button] as [Widget] { part.isVisible = false }

        content = Box(.vertical, spacing: 12)
        content.horizontalAlignment = .center
        content.verticalAlignment = .center
        content.expandsVertically = true  // the background box gives it all the height to centre in
        content.setMargins(start: 24, end: 24)
        if let custom {
            content.append(custom)
        } else {
            [imageSlot, title, details, button].forEach(content.append)
        }
        background = Box(.vertical, children: [content])
        background.addCSSClass("empty-page")
        style = EmptyPageStyle(page: background)
        background.expandsHorizontally = true
        background.expandsVertically = true
        // A viewport between the revealer and the page: wrapping text measured without a width
        // asks for a great height, and an overlay child may not be shorter than it asks. The
        // viewport asks for little, gives the page the height of the list's area, and scrolls
        // it when the area is shorter than the page (a window 200 pixels tall).
        let viewport = ScrolledWindow(verticalPolicy: .automatic)
        viewport.nameScrollbars(vertical: packageTexts.translate("Vertical scroll position"),
                                horizontal: packageTexts.translate("Horizontal scroll position"))
        viewport.setChild(background)
        root = Revealer(child: viewport, transition: .crossfade, durationMilliseconds: 250)
        root.horizontalAlignment = .fill
        root.verticalAlignment = .fill
        root.isVisible = false

        button.onClicked { [weak self] in self?.onTapButton() }
        background.onTap { [weak self] in self?.onTapView() }
        root.onChildRevealedChange { [weak self] in self?.revealChanged() }
    }

    // MARK: Content

    func setImage(_ source: EmptyPage.ImageSource) {
        if let image { imageSlot.remove(image) }
        let newImage = Self.makeImage(source)
        // The title says what the picture shows; screen readers skip it.
        newImage.setAccessibleRole(.presentation)
        newImage.addCSSClass("empty-page-image")
        newImage.pixelSize = isCompact ? Self.imageSize.compact : Self.imageSize.regular
        imageSlot.append(newImage)
        imageSlot.isVisible = true
        image = newImage
    }

    func setTitle(markup: String) {
        title.setMarkup(markup)
        title.isVisible = !markup.isEmpty
        updateAccessibleLabel()
    }

    func setDescription(markup: String) {
        details.setMarkup(markup)
        details.isVisible = !markup.isEmpty
        updateAccessibleLabel()
    }

    func setButtonTitle(_ text: String) {
        button.label = text
        button.isVisible = !text.isEmpty
    }

    func focusButton() -> Bool { button.isVisible && button.grabFocus() }

    func pressButton() { button.click() }

    func setVerticalOffset(_ pixels: Int) {
        offset = pixels
        // The content is centred: a margin of twice the offset on one side moves its centre
        // by the offset.
        content.setMargins(top: Int32(max(0, 2 * pixels)), bottom: Int32(max(0, -2 * pixels)), start: 24, end: 24)
    }

    func setSpacing(_ pixels: Int) { content.spacing = Int32(pixels) }

    func setReceivesInput(_ receives: Bool) { root.receivesPointerInput = receives }

    /// Leaves `pixels` at the top uncovered, for header rows that stay visible.
    func setTopInset(_ pixels: Int) {
        background.setMargins(top: Int32(pixels))
    }

    // MARK: Showing

    func reveal(_ shown: Bool) {
        if shown {
            root.isVisible = true
            startTicking()
        }
        root.revealsChild = shown
    }

    private func revealChanged() {
        let shown = root.revealsChild
        guard root.isChildRevealed == shown else { return }
        if !shown {
            root.isVisible = false
            stopTicking()
        }
        onRevealFinished(shown)
    }

    /// While shown: follow the width (compact layout) and run the picture's animation.
    private func startTicking() {
        guard tickID == nil else { return }
        updateLayout(time: 0)
        tickID = root.addTickCallback { [weak self] in
            self?.updateLayout(time: self?.root.frameTime ?? 0)
            return true
        }
    }

    private func stopTicking() {
        if let tickID { root.removeTickCallback(tickID) }
        tickID = nil
    }

    private func updateLayout(time: Double) {
        let width = background.allocatedWidth
        let compact = width > 0 && width < compactWidth
        if compact != isCompact {
            isCompact = compact
            title.setCSSClass("title-1", !compact)
            title.setCSSClass("title-3", compact)
            image?.pixelSize = compact ? Self.imageSize.compact : Self.imageSize.regular
        }
        if imageAnimation == .pulse, Settings.animationsEnabled {
            // One slow breath every two seconds, never fading below half.
            image?.opacity = 0.75 + 0.25 * cos(time * .pi)
        }
    }

    /// The title and description as shown (markup rendered to text), when set.
    var shownTexts: [String] { [title, details].filter(\.isVisible).map(\.text) }

    private func updateAccessibleLabel() {
        background.setAccessibleLabel(shownTexts.joined(separator: ". "))
    }

    private static func makeImage(_ source: EmptyPage.ImageSource) -> Image {
        switch source {
        case .iconName(let name):
            return Image(iconName: name)
        case .paintable(let paintable):
            return Image(paintable: paintable)
        case .file(let path):
            if let paintable = Paintable(contentsOfFile: path) { return Image(paintable: paintable) }
            ListWarning.report(.imageNotLoaded(path: path))
        case .resource(let path):
            if let paintable = Paintable(resourcePath: path) { return Image(paintable: paintable) }
            ListWarning.report(.imageNotLoaded(path: path))
        }
        return Image(iconName: "image-missing-symbolic")
    }
}
