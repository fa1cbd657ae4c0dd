/// The difference between two flat lists of identified rows, keyed by id.
///
/// Built with Paul Heckel's idea of matching rows by a unique key in linear time, then keeping
/// the longest run of matched rows that are already in order so that as few rows as possible are
/// reported as moved. The diff knows nothing of views; ``splices`` turns it into the minimal
/// `items-changed` emissions a GListModel needs. A row that keeps its place and only changes
/// content is no splice: it is one of ``updatesInPlace``, which a view refreshes where it is.
///
/// Ids should be unique on each side. When they are not, the first occurrence is matched and
/// later ones are treated as deleted (old side) or inserted (new side), so the result is still
/// correct and nothing traps.
public struct ListDiff: Equatable, Sendable {
    /// A row that stays, possibly at another index.
    public struct Match: Hashable, Sendable {
        /// Index in the old list.
        public var old: Int
        /// Index in the new list.
        public var new: Int
    }

    /// Old indices of rows that are gone, ascending.
    public private(set) var deletes: [Int] = []
    /// New indices of rows that are new, ascending.
    public private(set) var inserts: [Int] = []
    /// Rows that stay but change their order relative to the others, by new index.
    public private(set) var moves: [Match] = []
    /// Rows whose id stays but whose content changed, by new index (moved ones included).
    public private(set) var updates: [Match] = []
    /// New indices of the rows that keep their place and change content, ascending: no splice
    /// covers them, so a view shows their new content in place.
    public private(set) var updatesInPlace: [Int] = []
    /// The flat splices that turn the old list into the new one, updates in place aside.
    public private(set) var splices: [ListSplice] = []

    /// Whether the two lists were equal row for row.
    public var isEmpty: Bool { splices.isEmpty && updatesInPlace.isEmpty }

    /// Compares `old` with `new`, matching rows by `id` and comparing content with `==`.
    @inlinable
    public init<Row: Identifiable & Equatable>(old: [Row], new: [Row]) {
        self.init(oldIDs: old.map(\.id), newIDs: new.map(\.id)) { old[$0] == new[$1] }
    }

    /// Compares two lists of ids; `isSameContent(oldIndex, newIndex)` tells whether a matched
    /// row's content is unchanged.
    ///
    /// Inlinable so that hashing is specialised for the caller's id type: the matching step is
    /// most of the work, and generic hashing through witness tables costs several times more.
    @inlinable
    public init<ID: Hashable>(
        oldIDs: [ID],
        newIDs: [ID],
        isSameContent: (_ oldIndex: Int, _ newIndex: Int) -> Bool
    ) {
        // Step 1: match every new row to the first unmatched old row with the same id.
        self.init(newToOld: Self.match(oldIDs: oldIDs, newIDs: newIDs), oldCount: oldIDs.count,
                  isSameContent: isSameContent)
    }

    /// For each new index, the old index of the row with the same id, or -1.
    @inlinable
    static func match<ID: Hashable>(oldIDs: [ID], newIDs: [ID]) -> [Int] {
        var oldIndexByID = [ID: Int](minimumCapacity: oldIDs.count)
        for (index, id) in oldIDs.enumerated() where oldIndexByID[id] == nil {
            oldIndexByID[id] = index
        }
        // A duplicate new id finds its old row taken: it becomes an insert.
        var isTaken = [Bool](repeating: false, count: oldIDs.count)
        return newIDs.map { id in
            guard let oldIndex = oldIndexByID[id], !isTaken[oldIndex] else { return -1 }
            isTaken[oldIndex] = true
            return oldIndex
        }
    }

    /// Steps 2 to 4, which no longer depend on the id type.
    @usableFromInline
    init(newToOld: [Int], oldCount: Int, isSameContent: (_ oldIndex: Int, _ newIndex: Int) -> Bool) {
        // Step 2: keep the longest increasing run of matched old indices; the rest moved.
        let kept = Self.longestIncreasingRun(in: newToOld)

        // Step 3: classify every row.
        var matchedOld = [Bool](repeating: false, count: oldCount)
        // A kept row anchors the splices, whether its content changed (an update in place) or
        // not; everything between two anchors is replaced in one splice.
        var anchors: [Match] = []
        anchors.reserveCapacity(newToOld.count + 1)
        for (newIndex, oldIndex) in newToOld.enumerated() {
            guard oldIndex >= 0 else {
                inserts.append(newIndex)
                continue
            }
            matchedOld[oldIndex] = true
            let match = Match(old: oldIndex, new: newIndex)
            let isSame = isSameContent(oldIndex, newIndex)
            if !isSame { updates.append(match) }
            if !kept[newIndex] {
                moves.append(match)
            } else {
                if !isSame { updatesInPlace.append(newIndex) }
                anchors.append(match)
            }
        }
        for (oldIndex, matched) in matchedOld.enumerated() where !matched {
            deletes.append(oldIndex)
        }

        // Step 4: one splice for each gap between anchors.
        anchors.append(Match(old: oldCount, new: newToOld.count))
        var previous = Match(old: -1, new: -1)
        for anchor in anchors {
            let removed = anchor.old - previous.old - 1
            let added = anchor.new - previous.new - 1
            if removed > 0 || added > 0 {
                splices.append(ListSplice(position: previous.new + 1, removed: removed, added: added))
            }
            previous = anchor
        }
    }

    /// Marks the entries of the longest strictly increasing subsequence of the values that are
    /// not -1.
    ///
    /// Patience sorting: O(n log k) for a run of length k. Lists that mostly keep their order
    /// (appends, inserted or deleted blocks, updates) cost close to O(n), because the binary
    /// search is skipped whenever a value extends the longest run so far.
    private static func longestIncreasingRun(in values: [Int]) -> [Bool] {
        var tailPositions: [Int] = []  // position in `values` of the smallest tail of each length
        var predecessor = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() where value >= 0 {
            var length: Int
            if let last = tailPositions.last, values[last] >= value {
                var low = 0
                var high = tailPositions.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if values[tailPositions[middle]] < value { low = middle + 1 } else { high = middle }
                }
                length = low
            } else {
                length = tailPositions.count
            }
            predecessor[position] = length > 0 ? tailPositions[length - 1] : -1
            if length == tailPositions.count {
                tailPositions.append(position)
            } else {
                tailPositions[length] = position
            }
        }
        var kept = [Bool](repeating: false, count: values.count)
        var position = tailPositions.last ?? -1
        while position >= 0 {
            kept[position] = true
            position = predecessor[position]
        }
        return kept
    }
}
