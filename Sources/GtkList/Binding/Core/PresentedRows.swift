import GtkWrappers
import ListCore

/// What GTK sees of a data source: the rows of a list's GListModel, and each change of the data
/// source told to GTK so that it can follow it.
///
/// GListModel's contract: while the model emits `items-changed`, everything GTK asks must be the
/// old rows with exactly that change applied (GTK 4.8 aborts in its item manager otherwise). A
/// data source holds only its final rows, so while a change is told in several signals the model
/// answers from a ``SpliceReplay``: a row the signals sent so far have placed answers with its
/// final row; a row a later signal removes answers with a placeholder that lives only until then.
/// A change made while GTK hears another (by an adapter's bind, say) is told after it.
///
/// After the data source's rows comes the trailing row, when ``trailingSlot`` holds a widget.
@MainActor
package final class PresentedRows<Item: ListItem> {
    /// The GListModel GTK shows.
    package let model: RowListModel
    /// The one extra row after the data source's rows.
    let trailingSlot = TrailingRowSlot()
    /// How a change becomes signals.
    var policy: any RowChangePolicy = CoalescingChangePolicy()
    /// The rows GTK keeps track of now (the rows at the top and bottom of the view, the focused
    /// row), for the policy.
    var rowsGtkTracks: () -> [Int] = { [] }

    private let dataSource: ListDataSource<Item>
    private let makePayload: (ListRow<Item>) -> AnyObject
    /// The change being told, while one is.
    private var replay: SpliceReplay?
    /// What is still to be told, in order: signals, and the work that follows each change.
    private var pending: [Step] = []
    private var isTelling = false

    private enum Step {
        case emission(RowEmission)
        case finish(() -> Void)
    }

    /// Rows over `dataSource`; GTK's row objects carry `payload(row)` (a ``RowPayload`` unless
    /// said otherwise).
    package init(dataSource: ListDataSource<Item>, payload: @escaping (ListRow<Item>) -> AnyObject = { RowPayload($0) }) {
        self.dataSource = dataSource
        makePayload = payload
        // The model asks this object, which it must not keep alive: the list owns both.
        let answers = WeakAnswers<Item>()
        model = RowListModel(rowCount: { answers.rows?.count ?? 0 },
                             payload: { row in answers.rows?.payload(at: row) })
        answers.rows = self
    }

    isolated deinit {
        // The model may outlive these rows (a selection model holds it), and from now on it
        // answers that it has none: GTK hears so, as it hears every change.
        let shown = count
        if shown > 0 { model.itemsChanged(position: 0, removed: shown, added: 0) }
    }

    // MARK: What GTK sees

    /// How many of the data source's rows GTK sees now.
    var dataRowCount: Int { replay?.rowCount ?? dataSource.rowCount }

    /// How many rows GTK sees now, the trailing row included.
    var count: Int { dataRowCount + (trailingSlot.widget == nil ? 0 : 1) }

    /// The data source's row that GTK's row `position` stands for now; `nil` for the trailing
    /// row, a row about to be removed, or out of range.
    func row(at position: Int) -> ListRow<Item>? {
        guard let replay else { return dataSource.row(at: position) }
        return replay.finalPosition(of: position).flatMap(dataSource.row(at:))
    }

    private func payload(at position: Int) -> AnyObject? {
        if position < dataRowCount { return row(at: position).map(makePayload) ?? RowAboutToGo.shared }
        return position == dataRowCount && trailingSlot.widget != nil ? trailingSlot : nil
    }

    // MARK: Telling GTK

    /// Tells GTK `change`, which the data source has just made, then runs `finish`; a change
    /// told while another is being told waits for it.
    package func tell(_ change: ListChange, then finish: @escaping () -> Void) {
        // While another change is told, GTK's rows are not yet this change's old rows.
        let emissions = policy.emissions(for: change, trackedRows: replay == nil ? rowsGtkTracks() : [])
        if replay == nil {
            let delta = change.splices.reduce(0) { $0 + $1.added - $1.removed }
            replay = SpliceReplay(rowCount: dataSource.rowCount - delta)
        }
        replay?.append(emissions.flatMap(\.parts))
        pending += emissions.map(Step.emission) + [.finish(finish)]
        guard !isTelling else { return }  // told by the change being told, after its own steps
        isTelling = true
        defer { isTelling = false }
        var next = 0
        while next < pending.count {
            let step = pending[next]
            next += 1
            switch step {
            case .emission(let emission): send(emission)
            case .finish(let work): work()
            }
        }
        pending = []
        replay = nil
    }

    private func send(_ emission: RowEmission) {
        replay?.tell(emission.parts.count)
        if let move = emission.move {
            model.moveRow(from: move.from, to: move.to)
        } else {
            let splice = emission.splice
            model.itemsChanged(position: splice.position, removed: splice.removed, added: splice.added,
                               keeping: emission.position(after:))
        }
    }

    /// Shows `widget` as the trailing row, or none for `nil`.
    func setTrailingWidget(_ widget: Widget?) {
        let (removed, added) = trailingSlot.replaceWidget(with: widget)
        guard removed + added > 0 else { return }
        model.itemsChanged(position: dataRowCount, removed: removed, added: added)
    }
}

/// The payload of a row that GTK asks about between two signals of one change, which a later
/// signal of that change removes: no frame shows it.
final class RowAboutToGo: Sendable {
    static let shared = RowAboutToGo()
}

/// The rows a model asks, held weakly.
@MainActor
private final class WeakAnswers<Item: ListItem> {
    weak var rows: PresentedRows<Item>?
}
