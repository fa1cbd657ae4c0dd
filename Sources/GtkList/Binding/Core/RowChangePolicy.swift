import ListCore

/// How a list turns a change of its data source into the `items-changed` signals GTK hears.
///
/// Whatever the policy, GTK sees a consistent model at every signal: ``PresentedRows`` answers
/// GTK from the rows as they stand after the signals sent so far.
@MainActor
protocol RowChangePolicy {
    /// The signals for `change`, in order; together they do exactly what its splices do.
    /// `trackedRows` are the rows GTK keeps track of, as positions before the change (the row it
    /// scrolls by, the focused row): a signal that removes one makes GTK 4.8 look for it among
    /// every row the signal adds.
    func emissions(for change: ListChange, trackedRows: [Int]) -> [RowEmission]
}

/// One `items-changed` for part of a change, and how the rows it replaces find their new places.
struct RowEmission {
    /// What GTK is told.
    let splice: ListSplice
    /// The splices of the change it does, in order.
    let parts: [ListSplice]
    /// The move it tells, when the change is a move: its rows keep their objects, and so their
    /// widgets, at their new places.
    let move: ListMove?
    /// Where the parts take each row.
    private let positions: SplicePositions

    /// Tells a run of splices as one.
    init(_ group: SpliceGroup) {
        splice = group.splice
        parts = group.parts
        move = nil
        positions = SplicePositions(group.parts)
    }

    /// Tells a move as one replacement of the rows between its two places.
    init(_ move: ListMove) {
        splice = move.span
        parts = [move.span]
        self.move = move
        positions = SplicePositions([])
    }

    /// Where a row that `splice` removes stands after it, when the row is still there.
    func position(after row: Int) -> Int? {
        move?.position(after: row) ?? positions.position(after: row)
    }
}

/// One signal for the whole change, over the rows from the first it touches to the last: what a
/// sorted model needs. GTK's sorted model places each row a signal adds among the rows it holds,
/// and between two signals of one change some of those rows stand for nothing yet (a later
/// signal removes them), so a row could be placed against them out of order.
struct SpanningChangePolicy: RowChangePolicy {
    func emissions(for change: ListChange, trackedRows: [Int]) -> [RowEmission] {
        if let move = change.move { return [RowEmission(move)] }
        return change.splices.spanned().map { [RowEmission($0)] } ?? []
    }
}

/// The default policy: a move is one signal over the rows it passes; splices at most
/// ``maximumGap`` unchanged rows apart are one signal, the rows between keeping their widgets —
/// unless one of those rows is tracked by GTK and the signal would add or remove more than
/// ``maximumRowsOverTrackedRows``.
struct CoalescingChangePolicy: RowChangePolicy {
    /// Splices at most this many unchanged rows apart reach GTK as one: GTK 4.8 lays its rows out
    /// again for every `items-changed`, and telling a few unchanged rows again costs less.
    var maximumGap = 8
    /// A signal that removes a row GTK tracks makes GTK 4.8 ask for every row it adds, to find
    /// the row's object again: joined across a tracked row, a signal adds at most this many, and
    /// removes at most as many, so that the row moves no further than its object is kept
    /// (``RowListModel/keptRowsReach``). (Expanding every node of a big outline is one splice
    /// per node: joined into one signal over the row GTK scrolls by, GTK asked for all 100,000
    /// rows it added. Carried 1,000 rows up by one signal, the focused row lost the focus and
    /// the list showed no rows.)
    var maximumRowsOverTrackedRows = RowListModel.keptRowsReach

    func emissions(for change: ListChange, trackedRows: [Int]) -> [RowEmission] {
        if let move = change.move { return [RowEmission(move)] }
        return change.splices.grouped(maximumGap: maximumGap, maximumAdded: maximumRowsOverTrackedRows,
                                      maximumRemoved: maximumRowsOverTrackedRows, limitedRows: trackedRows).map(RowEmission.init)
    }
}
