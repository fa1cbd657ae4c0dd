import ListCore

/// How a table's headers order its rows: GTK's sorted model over the presented rows, following
/// the sorter of the view whose header was clicked last, and which column sorts and which way.
/// Rows stay within their sections, the header first and the footer last.
@MainActor
final class TableSorting<Item: ListItem> {
    /// GTK's sorted model over the presented rows: what the selection model and the views show.
    let sortedRows: SortListModel
    /// The columns whose headers may sort, asked when sorting is allowed or not.
    var columns: () -> [TableColumn<Item>] = { [] }
    /// Called when a click on a header (or ``sort(by:in:ascending:)``) changed the sort, once
    /// ``sortColumn`` and ``sortsDescending`` are learnt.
    var onSortChange: () -> Void = {}

    /// Whether clicks on headers sort the rows; when not, the rows keep the data source's order.
    var allowsSorting = true {
        didSet {
            guard allowsSorting != oldValue else { return }
            columns().forEach(applySorting(of:))
            if !allowsSorting { sortingView.sort(by: nil) }
        }
    }
    /// Whether the sorted model orders the rows by the headers; when not, a click on a header
    /// only marks it (and tells ``onSortChange``), and the rows keep the data source's order.
    var sortsRows = true {
        didSet { sortedRows.sorter = sortsRows ? sortingView.sorter : nil }
    }
    /// Whether GTK's rows are in the headers' order rather than the data source's.
    var rowsAreSorted: Bool { sortsRows && sortingView.sorter.sortsRows }
    /// The column whose header sorts now, if any, as learnt at the last change.
    private(set) var sortColumn: TableColumn<Item>?
    /// Whether the headers' sort is descending now (a second click on a header): GTK then
    /// reverses the column's whole order, which must not move rows out of their sections.
    private(set) var sortsDescending = false

    /// The data source's row a row object's payload stands for now.
    private let row: (TableRowPayload<Item>) -> ListRow<Item>?
    /// The view whose headers' sorter orders the rows: the one whose header was clicked last.
    private var sortingView: ColumnViewWidget
    /// The column whose ordering answered the last probe of the sorter.
    private var probedColumn: TableColumn<Item>?
    /// Whether columns are changing view: the sorts that come and go meanwhile are not told.
    private var isMovingColumns = false

    /// Sorts `sortedRows` by the headers of `views` (the first sorts until another's header is
    /// clicked); `row` gives the data source's row of a row object's payload.
    init(sortedRows: SortListModel, views: [ColumnViewWidget], row: @escaping (TableRowPayload<Item>) -> ListRow<Item>?) {
        self.sortedRows = sortedRows
        sortingView = views[0]
        self.row = row
        // Heard before the sorted model re-sorts, as connected before it.
        for view in views {
            view.sorter.onChange { [weak self, weak view] in view.map { self?.headerSorted(in: $0) } }
        }
        sortedRows.sorter = sortingView.sorter
    }

    /// Gives `column`'s header its sorter when it has one and sorting is allowed, none otherwise.
    func applySorting(of column: TableColumn<Item>) {
        column.viewColumn.sorter = allowsSorting ? column.ordering.map { sorter(for: column, ordering: $0) } : nil
    }

    /// Sorts by `column`, whose header `view` shows, as a click on it does (`nil`: the data
    /// source's order).
    func sort(by column: TableColumn<Item>?, in view: ColumnViewWidget, ascending: Bool) {
        guard let column else { return sortingView.sort(by: nil) }
        view.sort(by: column.viewColumn, ascending: ascending)
    }

    /// Moves columns between views (`move`) keeping the sort: a sort by a column that changes
    /// view goes with it (`view` names each column's view after the move), told at the end if
    /// it changed.
    func keepingSort(whileMoving move: () -> Void, view: (TableColumn<Item>) -> ColumnViewWidget) {
        let sorted = sortColumn.map { (column: $0, ascending: !sortsDescending) }
        isMovingColumns = true
        move()
        if let sorted { sort(by: sorted.column, in: view(sorted.column), ascending: sorted.ascending) }
        isMovingColumns = false
        learnSortDirection()
        if sortColumn !== sorted?.column || sortsDescending != (sorted.map { !$0.ascending } ?? false) { onSortChange() }
    }

    /// A header of `view` was clicked (or its sort set): that view's sorter orders the rows
    /// from now on, and the other view's header no longer sorts.
    private func headerSorted(in view: ColumnViewWidget) {
        if view.sorter.sortsRows, view !== sortingView {
            let other = sortingView
            sortingView = view
            if sortsRows { sortedRows.sorter = view.sorter }
            other.sort(by: nil)
        }
        guard !isMovingColumns else { return }
        learnSortDirection()
        onSortChange()
    }

    /// Learns which column sorts and which way: GTK 4.8 has no API to ask, so two probes go
    /// through the sorter, whose primary column's ordering answers them (and says which it is).
    private func learnSortDirection() {
        sortsDescending = false  // so that the probe below sees GTK's own turn alone
        sortColumn = nil
        guard sortingView.sorter.sortsRows else { return }
        probedColumn = nil
        sortsDescending = sortingView.sorter.orders(SortProbe(rank: 0), after: SortProbe(rank: 1))
        sortColumn = probedColumn
    }

    /// Sorts rows within their sections, the header first and the footer last, by `ordering`.
    private func sorter(for column: TableColumn<Item>, ordering: TableRowOrdering<Item>) -> CustomSorter {
        let columnID = ObjectIdentifier(column)
        return CustomSorter { [weak self, weak column] first, second in
            if let first = first as? SortProbe, let second = second as? SortProbe {
                if self?.probedColumn == nil { self?.probedColumn = column }
                return first.rank < second.rank
            }
            guard let self else { return false }
            let firstPayload = first as? TableRowPayload<Item>, secondPayload = second as? TableRowPayload<Item>
            guard let firstPayload, let secondPayload, let firstRow = self.row(firstPayload), let secondRow = self.row(secondPayload) else {
                // A row a later signal of the change removes stands for no row: such rows go
                // after all others. Answering "neither first" for them broke the one order GTK
                // sorts by, and it left real rows out of order (the model-contract fuzz found it).
                let firstGoes = firstPayload.flatMap(self.row) == nil, secondGoes = secondPayload.flatMap(self.row) == nil
                guard firstGoes != secondGoes else { return false }
                // GTK reverses what a descending sort answers: answer it reversed beforehand.
                return self.sortsDescending ? firstGoes : secondGoes
            }
            let firstPlace = (firstRow.section, Self.rank(of: firstRow.role))
            let secondPlace = (secondRow.section, Self.rank(of: secondRow.role))
            guard firstPlace == secondPlace, firstPlace.1 == 1 else {
                // GTK reverses what a descending sort answers: answer it reversed beforehand.
                return self.sortsDescending ? secondPlace < firstPlace : firstPlace < secondPlace
            }
            return ordering.orders((firstPayload, firstRow.item), before: (secondPayload, secondRow.item), column: columnID)
        }
    }

    private static func rank(of role: ListRow<Item>.Role) -> Int {
        switch role {
        case .header: 0
        case .item: 1
        case .footer: 2
        }
    }
}
