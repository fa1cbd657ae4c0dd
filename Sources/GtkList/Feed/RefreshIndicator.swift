import Foundation
import ListCore

/// What shows above the first row while the user pulls and while a refresh runs: the arrow
/// (or a spinner), "Pull to refresh" / "Release to refresh" / "Refreshing…", and when the
/// list was last updated.
@MainActor
final class RefreshIndicator {
    /// The indicator's full height; a pull of this many pixels arms it.
    static let height: Int32 = 64

    /// The widget to put above the list; its height follows the pull.
    ///
    /// A viewport, because a box cannot be shorter than its content: while the pull is shorter
    /// than the indicator, the viewport shows the indicator's lower part, so the arrow rises
    /// into view just above the first row.
    let widget: ScrolledWindow
    private let content: Box
    private let arrow = RefreshArrow()
    private let spinner = Spinner()
    private let title = Label()
    private let lastUpdatedLabel = Label()
    private let collapse: Animation

    init() {
        spinner.setSizeRequest(width: 20, height: 20)
        spinner.setAccessibleRole(.presentation)  // the indicator itself says it is busy
        arrow.widget.setAccessibleRole(.presentation)
        spinner.isVisible = false
        spinner.verticalAlignment = .center
        arrow.widget.verticalAlignment = .center
        title.addCSSClass("refresh-indicator-title")
        lastUpdatedLabel.addCSSClass(ListStyle.secondaryText)
        lastUpdatedLabel.addCSSClass("caption")
        lastUpdatedLabel.isVisible = false
        let texts = Box(.vertical, spacing: 2, children: [title, lastUpdatedLabel])
        texts.verticalAlignment = .center
        content = Box(.horizontal, spacing: 12, children: [arrow.widget, spinner, texts])
        content.horizontalAlignment = .center
        content.verticalAlignment = .end
        widget = ScrolledWindow(verticalPolicy: .external)
        widget.setChild(content)
        widget.addCSSClass("refresh-indicator")
        widget.receivesPointerInput = false
        widget.isFocusable = false  // nothing in it takes input
        widget.setSizeRequest(height: 0)
        widget.isVisible = false
        collapse = Animation(widget: widget, value: 0)
        // Weak: the adjustment that owns this closure belongs to the widget itself.
        widget.onScrollChange { [weak widget] in
            // Keep the lower end in view whatever the height. GTK reports size changes while it
            // allocates, when a new offset would be dropped, so apply it just after.
            guard let widget, widget.verticalOffset < widget.maximumVerticalOffset else { return }
            Task { @MainActor [weak widget] in
                guard let widget else { return }
                widget.verticalOffset = widget.maximumVerticalOffset
            }
        }
    }

    /// Shows `state`; `pullDistance` is how far the user has pulled, in pixels.
    func show(_ state: RefreshIndicatorState, pullDistance: Double, lastUpdated: Date?, now: Date, texts: FeedTexts) {
        let lastUpdatedText = lastUpdated.map { texts.lastUpdated($0, now) }
        switch state {
        case .hidden:
            setHeight(0, animated: true)
        case .pulling:
            setTexts(title: texts.pullToRefresh, spinning: false, lastUpdated: lastUpdatedText)
            arrow.pointUp(false)
            setHeight(pullDistance, animated: false)
        case .armed:
            setTexts(title: texts.releaseToRefresh, spinning: false, lastUpdated: lastUpdatedText)
            arrow.pointUp(true)
            setHeight(max(pullDistance, Double(Self.height)), animated: false)
        case .refreshing:
            setTexts(title: texts.refreshing, spinning: true, lastUpdated: lastUpdatedText)
            setHeight(Double(Self.height), animated: true)
        }
    }

    /// The title and last-updated line as shown, for tests.
    var shownTexts: [String] { [title, lastUpdatedLabel].filter(\.isVisible).map(\.text) }

    /// The height the indicator takes now, in pixels.
    var visibleHeight: Double { collapse.value }

    private func setTexts(title text: String, spinning: Bool, lastUpdated: String?) {
        title.text = text
        arrow.widget.isVisible = !spinning
        spinner.isVisible = spinning
        spinner.isSpinning = spinning
        if let lastUpdated { lastUpdatedLabel.text = lastUpdated }
        lastUpdatedLabel.isVisible = lastUpdated != nil
        widget.setAccessibleLabel(lastUpdatedLabel.isVisible ? "\(text) \(lastUpdatedLabel.text)" : text)
        widget.setAccessibleBusy(spinning)
    }

    private func setHeight(_ height: Double, animated: Bool) {
        let apply: @MainActor (Double) -> Void = { [weak self] value in
            guard let self else { return }
            self.widget.setSizeRequest(height: Int32(value.rounded()))
            // Centre the arrow and text in what is visible; below their own height the viewport
            // shows their lower part, so they rise into view from behind the top edge.
            self.content.setSizeRequest(height: Int32(value.rounded()))
            self.widget.isVisible = value >= 1
            if value < 1 { self.spinner.isSpinning = false }
        }
        if animated {
            collapse.animate(to: height, duration: 0.2, update: apply)
        } else {
            collapse.jump(to: height)
            apply(height)
        }
    }
}
