import ListCore

/// The row after the last row while paging: a spinner with "Loading more…", a note that
/// nothing more is left, or the error of a failed load with a Retry button.
@MainActor
final class LoadMoreFooter {
    let widget: Box
    private let spinner = Spinner()
    private let message = Label()
    private let retryButton = Button(label: "")
    /// Called when the user presses Retry.
    var onRetry: @MainActor () -> Void = {}

    init() {
        spinner.setSizeRequest(width: 16, height: 16)
        spinner.setAccessibleRole(.presentation)  // the footer itself says it is busy
        message.addCSSClass(ListStyle.secondaryText)
        message.wraps = true
        message.maximumLines = 3
        message.ellipsis = .end
        message.maximumWidthInCharacters = 50
        message.centerLines()
        retryButton.verticalAlignment = .center
        // Spinner and text stay together in the middle; Retry sits at the end.
        let status = Box(.horizontal, spacing: 10, children: [spinner, message])
        status.horizontalAlignment = .center
        status.expandsHorizontally = true
        widget = Box(.horizontal, spacing: 10, children: [status, retryButton])
        widget.setMargins(top: 14, bottom: 14, start: 18, end: 18)
        widget.addCSSClass("load-more-footer")
        retryButton.onClicked { [weak self] in self?.onRetry() }
    }

    /// Shows `state` in `texts`. `.hidden` is handled by the list, which removes the row.
    func show(_ state: FooterState, texts: FeedTexts) {
        let text: String
        switch state {
        case .hidden, .loading:
            text = texts.loadingMore
        case .exhausted:
            text = texts.noMoreItems
        case .failed(let error):
            text = texts.loadMoreFailed(error)
        }
        message.text = text
        retryButton.label = texts.retry
        spinner.isVisible = state == .loading || state == .hidden
        spinner.isSpinning = spinner.isVisible
        if case .failed = state { retryButton.isVisible = true } else { retryButton.isVisible = false }
        widget.setAccessibleLabel(text)
        widget.setAccessibleBusy(spinner.isSpinning)
    }

    /// The footer's message as shown, for tests.
    var shownText: String { message.text }
}
