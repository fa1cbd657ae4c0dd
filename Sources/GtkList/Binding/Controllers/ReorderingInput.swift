import ListCore

/// What a list or a grid needs while its items can be reordered: the drag source and drop
/// target on the view, the item being dragged, the drop indicator shown and the scroll at the
/// edges.
@MainActor
final class ReorderingInput {
    let dragSource: DragSource
    let dropTarget: DropTarget
    let autoscroll: DragAutoscroll
    /// The item being dragged and where it stood when the drag began.
    var dragged: (id: AnyHashable, path: ListIndexPath)?
    /// Where the pointer was last seen over the list during a drag.
    var pointer: (x: Double, y: Double)?
    /// The widget showing the drop indicator, and on which edge.
    private(set) var indicator: (widget: Widget, edge: Edge)?

    /// The edge of a row that shows where a drop goes: a row's top or bottom, a grid cell's
    /// side before or after it in the reading direction.
    enum Edge {
        case above, below, before, after

        /// The style class that draws the edge.
        var styleClass: String {
            switch self {
            case .above: "drop-above"
            case .below: "drop-below"
            case .before: "drop-before"
            case .after: "drop-after"
            }
        }
    }

    init(list: Widget, scrolledWindow: ScrolledWindow, didAutoscroll: @escaping @MainActor () -> Void) {
        dragSource = DragSource(attachedTo: list)
        dropTarget = DropTarget(attachedTo: list)
        autoscroll = DragAutoscroll(scrolledWindow: scrolledWindow, didScroll: didAutoscroll)
    }

    /// Draws the drop indicator, a line on `edge` of `widget` (GTK's row, a grid's cell), or
    /// clears it for `nil`.
    func showIndicator(on widget: Widget?, at edge: Edge) {
        if let indicator, let widget, indicator.widget.isSameWidget(as: widget), indicator.edge == edge { return }
        indicator.map { $0.widget.removeCSSClass($0.edge.styleClass) }
        indicator = widget.map { ($0, edge) }
        widget?.addCSSClass(edge.styleClass)
    }

    /// Forgets the drag: no indicator, no scrolling.
    func endDrag() {
        showIndicator(on: nil, at: .above)
        autoscroll.stop()
        dragged = nil
        pointer = nil
    }
}
