import Foundation
import GtkList
import ListCore

/// The scroll bar of an opened file: it spans every record of the file, as far as the index has
/// counted them, not only the window of records the list holds. Scrolling the list moves it;
/// dragging it takes the list anywhere in the file. It stands in for the list's own scroll bar,
/// which spans only the window.
@MainActor
final class FileScrollbar {
    /// The bar, to put beside the list.
    let widget = Scrollbar(accessibleLabel: appTexts.translate("Position in the file"))
    private let model: OpenFile
    private var observation: ObservationToken?
    /// Whether the value is being set from the list, not by the user.
    private var isFollowingList = false
    /// When the user last moved the bar: the list does not move it back for a moment.
    private var lastMovedByUser = ContinuousClock.now - .seconds(1)
    /// Where the user moved to, while a move there is under way.
    private var wanted: RecordPlace.Target?
    private var moving: Task<Void, Never>?

    init(model: OpenFile) {
        self.model = model
        widget.drawAsOverlayIndicator()
        widget.horizontalAlignment = .end
        widget.isVisible = false
        widget.onValueChange { [weak self] in self?.userMoved() }
        observation = model.observe { [weak self] change in
            switch change {
            case .place(.viewport), .indexed, .listState: self?.followList()
            default: break
            }
        }
    }

    isolated deinit {
        moving?.cancel()
    }

    /// Shows where the list is in the file, and how much of it the list shows.
    private func followList() {
        guard ContinuousClock.now - lastMovedByUser > .milliseconds(400) else { return }
        let records = model.records
        // The bar spans the records shown: a sort's, by their places in its order.
        let total = records.sortedCount ?? records.knownRecordCount
        guard let viewport = model.place.viewport, total > 0 else { return }
        // Hidden while every record that can be read shows at once, as a scrolled window hides
        // its bar. (Past a damaged record the index counts records no one can read.)
        let isDamaged = if case .failed = records.listState.footer { true } else { false }
        widget.isVisible = records.droppedRecords > 0 || (total > records.lastLoadedRecord && !isDamaged) || viewport.overflows
        let shown = Double(max(1, viewport.rows.count))
        isFollowingList = true
        widget.setRange(upper: Double(total), pageSize: min(shown, Double(total)))
        widget.value = Double(records.droppedRecords + viewport.rows.lowerBound)
        isFollowingList = false
    }

    /// Takes the list to the record at the bar's new place, one move at a time, the latest place
    /// winning.
    private func userMoved() {
        guard !isFollowingList else { return }
        lastMovedByUser = .now
        let place = Int(widget.value.rounded())
        wanted = model.records.sortedCount == nil ? .record(place + 1) : .position(place)
        guard moving == nil else { return }
        moving = Task { [weak self] in
            while let self, let target = self.wanted {
                self.wanted = nil
                await self.model.place.show(atTop: target)
            }
            self?.moving = nil
        }
    }
}
