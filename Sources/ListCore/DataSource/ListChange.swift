/// What one mutation of a ``ListDataSource`` did, told to its observers.
public struct ListChange: Equatable, Sendable {
    /// The flat splices, in order, exactly as GListModel's `items-changed` wants them.
    public var splices: [ListSplice]
    /// Flat rows, after the splices, that kept their place and show new content: a view
    /// refreshes them where they are, sending no `items-changed`.
    public var updatesInPlace: [Int] = []
    /// The full diff when the change came from ``ListDataSource/apply(_:)``; `nil` for the
    /// direct mutations, whose splices say everything.
    public var diff: ListDiff?
    /// The row that moved, when the change is ``ListDataSource/move(from:to:)``: its one splice
    /// is then the move's ``ListMove/span``, and a view that keeps the span's row objects keeps
    /// their widgets.
    public var move: ListMove?
    /// How many item rows (headers and footers not counted) the list had before the change.
    public var itemCountBefore: Int
    /// How many item rows the list has after the change.
    public var itemCountAfter: Int

    /// Whether the list went from having items to having none, or back.
    public var emptinessChanged: Bool { (itemCountBefore == 0) != (itemCountAfter == 0) }

    /// The splices in GTK's test notation, comma-separated: `"0-0+50,120-1+1"`.
    public var spliceDescription: String { splices.map(\.description).joined(separator: ",") }

    /// The whole change in GTK's test notation, the updates in place after the splices and a
    /// move last: `"2-1+0,8-1+0 updated:5,7"`, `"2-4+4 moved:2>5"`.
    public var changeDescription: String {
        let updates = updatesInPlace.isEmpty ? "" : "updated:" + updatesInPlace.map(String.init).joined(separator: ",")
        let moved = move.map { "moved:\($0)" } ?? ""
        return [spliceDescription, updates, moved].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Whether nothing changed: no splice and no update in place.
    public var isEmpty: Bool { splices.isEmpty && updatesInPlace.isEmpty }

    init(splices: [ListSplice], updatesInPlace: [Int], diff: ListDiff?, move: ListMove? = nil,
         itemCountBefore: Int, itemCountAfter: Int) {
        self.splices = splices
        self.updatesInPlace = updatesInPlace
        self.diff = diff
        self.move = move
        self.itemCountBefore = itemCountBefore
        self.itemCountAfter = itemCountAfter
    }
}
