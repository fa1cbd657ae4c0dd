import GtkList
import ListCore

/// An open file's area: the list (with its bars above it) and the details of the record
/// activated last, side by side or, in a window narrower than 720 pixels, one above the other.
@MainActor
final class FileLayout {
    /// The whole record activated last.
    let details = RecordDetailsPane()
    /// The area, to put below the header bar.
    let widget: Overlay
    private let panes: Paned
    private var observation: ObservationToken?

    /// Lays out `main` (the bars and the list) beside the details.
    init(model: OpenFile, main: Widget) {
        panes = Paned(.horizontal, start: main, end: details.widget)
        panes.setAccessibleLabels(pane: appTexts.translate("Records and details"),
                                  handle: appTexts.translate("Size of the details"))
        // An empty, flat area over both that reports their size as the window changes.
        let sizeProbe = DrawingArea()
        sizeProbe.receivesPointerInput = false
        sizeProbe.setAccessibleRole(.presentation)
        widget = Overlay(child: panes)
        widget.addOverlay(sizeProbe)
        sizeProbe.onResize { [weak self] width, height in
            Task { @MainActor [weak self] in self?.arrange(width: width, height: height) }
        }
        observation = model.observe { [weak self, weak model] change in
            guard change == .place(.activated), let item = model?.place.activated else { return }
            self?.showDetails(of: item)
        }
    }

    /// Shows `item` whole in the details pane.
    private func showDetails(of item: RecordItem) {
        let wasHidden = details.shownItem == nil
        details.show(item)
        if wasHidden { arrange(width: widget.allocatedWidth, height: widget.allocatedHeight, placingHandle: true) }
    }

    /// Puts the details below the list in a window narrower than 720 pixels, beside it otherwise,
    /// and the handle a little past the middle when asked to (or when the orientation changes).
    private func arrange(width: Int, height: Int, placingHandle: Bool = false) {
        let orientation: Box.Orientation = width < 720 ? .vertical : .horizontal
        guard placingHandle || orientation != panes.orientation else { return }
        panes.orientation = orientation
        panes.position = Int32(Double(orientation == .horizontal ? width : height) * 0.55)
    }
}
