import Foundation
import GtkList

/// The scroll bar of an opened file: it spans every record of the file, as far as the index has
/// counted them, not only the window of records the list holds. Scrolling the list moves it;
/// dragging it takes the list anywhere in the file. It stands in for the list's own scroll bar,
/// which spans only the window.
@MainActor
final class FileScrollbar {
    /// The bar, to put beside the list.
    let widget = Scrollbar(accessibleLabel: appTexts.translate("Position in the file"))
    private weak var content: FileContent?
    /// Whether the value is being set from the list, not by the user.
    private var isFollowingList = false
    /// When the user last moved the bar: the list does not move it back for a moment.
    private var lastMovedByUser = ContinuousClock.now - .seconds(1)
    /// Where the user moved to, while a jump there is under way.
    private var wanted: RecordNavigator.Target?
    private var jump: Task<Void, Never>?

    init(content: FileContent) {
        self.content = content
        widget.drawAsOverlayIndicator()
        widget.horizontalAlignment = .end
        widget.isVisible = false
        widget.onValueChange { [weak self] in self?.userMoved() }
        content.feed.list.scrolledWindow.onScrollSettled { [weak self] in self?.followList() }
    }

    /// Shows where the list is in the file, and how much of it the list shows.
    func followList() {
        guard let content, ContinuousClock.now - lastMovedByUser > .milliseconds(400) else { return }
        let source = content.source
        // The bar spans the records shown: a sort's, by their places in its order.
        let total = source.sortedCount ?? source.knownRecordCount
        let list = content.feed.list
        guard let rows = list.visibleRows, total > 0 else { return }
        // Hidden while every record that can be read shows at once, as a scrolled window hides
        // its bar. (Past a damaged record the index counts records no one can read.)
        let isDamaged = if case .failed = content.feed.state.footer { true } else { false }
        widget.isVisible = source.droppedRecords > 0 || (total > source.lastLoadedRecord && !isDamaged)
            || list.scrolledWindow.contentHeight > list.scrolledWindow.visibleHeight + 1
        let shown = Double(max(1, rows.count))
        isFollowingList = true
        widget.setRange(upper: Double(total), pageSize: min(shown, Double(total)))
        widget.value = Double(source.droppedRecords + rows.lowerBound)
        isFollowingList = false
    }

    /// Takes the list to the record at the bar's new place, one jump at a time, the latest place
    /// winning.
    private func userMoved() {
        guard !isFollowingList, let content else { return }
        lastMovedByUser = .now
        let place = Int(widget.value.rounded())
        wanted = content.source.sortedCount == nil ? .record(place + 1) : .position(place)
        guard jump == nil else { return }
        jump = Task { [weak self] in
            while let self, let target = self.wanted {
                self.wanted = nil
                await content.navigator.show(atTop: target)
            }
            self?.jump = nil
        }
    }
}
