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
}
