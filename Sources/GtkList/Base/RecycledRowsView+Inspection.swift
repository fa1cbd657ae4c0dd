import ListCore

/// What the package's tests read of a list's or a grid's shared features.
extension RecycledRowsView {
    /// The section header pinned at the top now, if any (see ``pinsSectionHeaders``).
    package var pinnedSectionHeader: Item? { pinnedHeader.shownHeader }

    /// The pinned header's row widget, while one is made; for tests.
    package var pinnedHeaderWidget: Widget? { pinnedHeader.rowWidget }

    /// How many removed rows are still leaving as ghosts (see ``animatesChanges``); for tests.
    package var animatingGhostCount: Int { changeAnimator.ghostCount }

    /// The opacity of each leaving row's clip and of the row's picture in it; for tests.
    package var animatingGhostOpacities: [(clip: Double, picture: Double)] { changeAnimator.ghostOpacities }

    /// The flat row showing the drop indicator during a drag, and whether on its edge after it
    /// (the bottom, a grid cell's far side).
    package var dropIndicatorRow: (row: Int, below: Bool)? { reorderingController.dropIndicatorRow }

    /// Whether an item is being dragged: from the start of the drag until it ended, dropped or not.
    package var isDraggingRow: Bool { reorderingController.isDragging }

    /// Whether the view scrolls by itself because a drag rests near its edge.
    package var isAutoscrolling: Bool { reorderingController.isAutoscrolling }
}
