import ListCore

/// What a list needs while its rows can be reordered: the drag source and drop target on the
/// list, the row being dragged, the drop indicator shown and the scroll at the edges.
@MainActor
final class ReorderingInput {
    let dragSource: DragSource
    let dropTarget: DropTarget
    let autoscroll: DragAutoscroll
    /// The item being dragged and where it stood when the drag began.
    var dragged: (id: AnyHashable, path: ListIndexPath)?
    /// Where the pointer was last seen over the list during a drag.
    var pointer: (x: Double, y: Double)?
    /// The row showing the drop indicator, and whether on its bottom edge.
    private(set) var indicator: (row: Widget, below: Bool)?

    init(list: Widget, scrolledWindow: ScrolledWindow, didAutoscroll: @escaping @MainActor () -> Void) {
        dragSource = DragSource(attachedTo: list)
        dropTarget = DropTarget(attachedTo: list)
        autoscroll = DragAutoscroll(scrolledWindow: scrolledWindow, didScroll: didAutoscroll)
    }

    /// Draws the drop indicator, a line on the top or bottom edge of `row` (GTK's row widget),
    /// or clears it for `nil`.
    func showIndicator(on row: Widget?, below: Bool) {
        if let indicator, let row, indicator.row.isSameWidget(as: row), indicator.below == below { return }
        indicator?.row.removeCSSClass(Self.dropAbove)
        indicator?.row.removeCSSClass(Self.dropBelow)
        indicator = row.map { ($0, below) }
        row?.addCSSClass(below ? Self.dropBelow : Self.dropAbove)
    }

    /// Forgets the drag: no indicator, no scrolling.
    func endDrag() {
        showIndicator(on: nil, below: false)
        autoscroll.stop()
        dragged = nil
        pointer = nil
    }

    /// The style classes of a row with the drop indicator on its top or bottom edge.
    static let dropAbove = "drop-above"
    static let dropBelow = "drop-below"
}
