import GtkList
import ListCore
import RecordFiles

/// Where the search's matches lie in the whole file, drawn as ticks over the file's scroll bar
/// (klogg's overview): their spread shows at a glance while the search runs and after it, and a
/// press on the scroll bar at a tick goes to that match instead of scrolling there. The
/// keyboard has the search bar's next and previous match for the same, so screen readers skip
/// the drawing.
@MainActor
final class MatchOverview {
    /// The strip of ticks, laid over the scroll bar; presses go through it to the bar.
    let widget = DrawingArea(width: MatchOverview.width)
    private let model: OpenFile
    private var observation: ObservationToken?
    /// The rows of pixels that hold a match, for the height, records and matches last counted.
    private var rows: [Int] = []
    private var counted: (height: Int, records: Int, matches: Int)?

    private static let width: Int32 = 6
    /// Where GTK draws the resting scroll bar's slider: the ticks lie over it.
    private static let endMargin: Int32 = 1
    /// How near a press must be to a tick to go to its match, in pixels.
    private static let reach = 3
    /// GNOME's dark yellow: the highlight's colour, dark enough to see on white and on dark grey.
    private static let tickColor = Color(hex: 0xE5A50A)
    private static let tickHeight = 2.0

    /// Lays the ticks over `scrollbar`, the file's scroll bar, whose presses near a tick it takes.
    init(model: OpenFile, over scrollbar: Widget) {
        self.model = model
        widget.horizontalAlignment = .end
        widget.setMargins(end: Self.endMargin)
        widget.receivesPointerInput = false
        widget.setAccessibleRole(.presentation)
        widget.isVisible = false
        widget.setDrawFunction { [weak self] context, width, height in self?.draw(context, width: width, height: height) }
        scrollbar.onPrimaryPressBeforeChildren { [weak self] _, y in
            self?.goToMatch(atY: y) ?? false
        }
        observation = model.observe { [weak self] change in
            switch change {
            case .indexed, .search(.restarted), .search(.progress): self?.update()
            default: break
            }
        }
    }

    /// Shows the strip while the search has matches, and draws them anew.
    private func update() {
        let matchCount = model.search.run?.matching.progress.matchCount ?? 0
        widget.isVisible = matchCount > 0 && model.records.knownRecordCount > 0
        widget.queueDraw()
    }

    private func draw(_ context: DrawingContext, width: Double, height: Double) {
        context.setColor(Self.tickColor)
        for row in markedRows(height: Int(height)) {
            context.addRoundedRectangle(x: 0, y: Double(row), width: width, height: Self.tickHeight, radius: 0)
        }
        context.fill()
    }

    /// The rows of pixels that hold a match, counted again only when the height, the file's
    /// known length or the matches changed.
    private func markedRows(height: Int) -> [Int] {
        // Matches are marked by record number: not along a sort's order.
        guard model.records.sortedCount == nil, let search = model.search.run?.matching, height > 0 else { return [] }
        let records = model.records.knownRecordCount
        let now = (height: height, records: records, matches: search.progress.matchCount)
        if let counted, counted == now { return rows }
        counted = now
        rows = Self.markedRows(height: height, records: records) { number in
            search.match(at: search.position(ofMatchAtOrAfter: number)).flatMap { $0 >= number ? $0 : nil }
        }
        return rows
    }

    /// The rows of pixels, of `height`, that hold a match, for a file of `records` records,
    /// top to bottom; `firstMatch` gives the first match at or after a record (`nil` past the
    /// last). From row to marked row, each found by asking for the first match after the row's
    /// first record: a look-up per row of pixels at most, however many matches there are (the
    /// strip is drawn again and again while a search runs).
    nonisolated static func markedRows(height: Int, records: Int, firstMatch: (_ atOrAfter: Int) -> Int?) -> [Int] {
        var rows: [Int] = []
        var row = 0
        while row < height, records > 0 {
            // The first record whose row is `row` or below it.
            guard let number = firstMatch((row * records + height - 1) / height + 1) else { break }
            let marked = min(height - 1, (number - 1) * height / records)
            rows.append(marked)
            row = marked + 1
        }
        return rows
    }

    /// Goes to the match nearest to the record at height `y` when a tick lies within
    /// ``reach`` of it.
    /// - Returns: Whether it went to a match.
    private func goToMatch(atY y: Double) -> Bool {
        guard widget.isVisible, let search = model.search.run?.matching else { return false }
        let height = widget.allocatedHeight
        let row = Int(y)
        guard markedRows(height: height).contains(where: { abs($0 - row) <= Self.reach }) else { return false }
        let records = model.records.knownRecordCount
        let number = Int(y / Double(height) * Double(records)) + 1
        let after = search.position(ofMatchAtOrAfter: number)
        let candidates = [after - 1, after].compactMap { position in search.match(at: position).map { (position, $0) } }
        guard let nearest = candidates.min(by: { abs($0.1 - number) < abs($1.1 - number) }) else { return false }
        model.search.goToMatch(at: nearest.0)
        return true
    }
}
