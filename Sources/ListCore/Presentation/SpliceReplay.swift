/// A change told to a view a few splices at a time, and the list as it stands in between.
///
/// GListModel's contract is strict: while a model emits `items-changed`, everything GTK asks it
/// must describe the old list with exactly the splices told so far applied. A data source holds
/// only the final list, so a view that tells a change in several splices answers GTK through a
/// replay: ``rowCount`` is the number of rows after the splices told so far, and
/// ``finalPosition(of:)`` says which final row a row of that in-between list becomes, or that a
/// splice still to be told removes it.
public struct SpliceReplay: Sendable {
    /// Every splice added, in order.
    private var splices: [ListSplice] = []
    /// How many of the splices have been told.
    public private(set) var toldCount = 0
    /// The number of rows after the splices told so far.
    public private(set) var rowCount: Int
    /// `lowestPosition[k]` is the lowest position of `splices[k...]`. Rows above it are touched
    /// by none of those splices, whatever their coordinates (a splice moves only the rows at or
    /// after its position), so GTK's questions about rows above the change are answered at once.
    private var lowestPosition: [Int] = [Int.max]

    /// Creates a replay of nothing for a list that has `rowCount` rows as the view knows it.
    public init(rowCount: Int) {
        self.rowCount = rowCount
    }

    /// Adds the splices of a change, to be told after those added before.
    public mutating func append(_ newSplices: [ListSplice]) {
        splices += newSplices
        lowestPosition = Array(repeating: Int.max, count: splices.count + 1)
        for index in splices.indices.reversed() {
            lowestPosition[index] = min(splices[index].position, lowestPosition[index + 1])
        }
    }

    /// Notes that the view has been told the next `count` splices.
    public mutating func tell(_ count: Int) {
        let told = splices[toldCount..<min(splices.count, toldCount + count)]
        rowCount += told.reduce(0) { $0 + $1.added - $1.removed }
        toldCount += told.count
    }

    /// Whether every splice added has been told.
    public var isFinished: Bool { toldCount == splices.count }

    /// The final row that row `row` of the list as told so far becomes, or `nil` when a splice
    /// still to be told removes it. Rows past ``rowCount`` are no rows: `nil`.
    public func finalPosition(of row: Int) -> Int? {
        guard row >= 0, row < rowCount else { return nil }
        guard row >= lowestPosition[toldCount] else { return row }
        return splices[toldCount...].position(after: row)
    }
}
