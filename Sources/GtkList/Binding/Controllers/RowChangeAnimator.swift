import ListCore

/// Animates a list's or a grid's small changes (``RecycledRowsView/animatesChanges``): an
/// inserted row (cell) fades in, a removed one leaves as a ghost — a list's row collapses upward
/// and fades out, a grid's cell fades out over the cell that takes its place. GTK 4.8 takes a
/// removed row's widget away at once, so the ghost is a frozen picture of it, over the view; the
/// data, the empty page and the change signals already tell the change when the animation begins.
///
/// A change of more rows than show, a move (its rows keep their widgets), or reduced motion
/// (GTK's `gtk-enable-animations` off, as under `GtkTestEnvironment`) is not animated.
@MainActor
final class RowChangeAnimator<Item: ListItem> {
    /// How long a row takes to come or go, in seconds.
    static var duration: Double { 0.2 }

    /// The layer over the list that holds the ghosts; it takes no input.
    let layer = Fixed()
    /// The ghosts on their way out, with what moves them.
    private var ghosts: [ObjectIdentifier: (animation: Animation, clip: Fixed, picture: Picture)] = [:]
    /// How many removed rows are still on their way out.
    var ghostCount: Int { ghosts.count }
    /// The opacity of each leaving row's clip and of the picture in it.
    var ghostOpacities: [(clip: Double, picture: Double)] { ghosts.values.map { ($0.clip.opacity, $0.picture.opacity) } }
    /// The rows fading in, by item id.
    private var fadingIn: [Item.ID: Animation] = [:]

    /// Whether changes animate (``RecycledRowsView/animatesChanges``).
    var isEnabled = false
    private let binding: any RecycledRowsCore<Item>
    private let leaving: Leaving

    /// How a removed row leaves.
    enum Leaving {
        /// It collapses upward, as the rows below move up (a list's rows).
        case collapsesUpward
        /// It fades out where it was, over the row that moves into its place (a grid's cells).
        case fadesOut
    }

    /// An animator for the rows of `binding`, whose ghosts go in ``layer`` and leave as `leaving` says.
    init(binding: any RecycledRowsCore<Item>, leaving: Leaving) {
        self.binding = binding
        self.leaving = leaving
        layer.receivesPointerInput = false
        layer.setAccessibleRole(.presentation)
        layer.verticalAlignment = .fill
        layer.horizontalAlignment = .fill
        binding.rowWillUnbind.connect { [weak self] row in self?.rowWillUnbind(row.item, widget: row.widget) }
    }

    /// What a change will animate: pictures of the removed rows shown now, and the ids of the
    /// inserted items.
    struct Plan {
        var ghosts: [(picture: Picture, x: Double, y: Double, height: Double)] = []
        var insertedIDs: Set<Item.ID> = []
    }

    /// Looks at the rows a change removes while GTK still shows them; `nil` when the change is
    /// not animated. Call before GTK hears the change; ghosts are placed relative to `area`.
    func plan(for change: ListChange, relativeTo area: Widget) -> Plan? {
        guard isEnabled, Settings.animationsEnabled, change.move == nil, !change.splices.isEmpty else { return nil }
        let changedRows = change.splices.reduce(0) { $0 + $1.removed + $1.added }
        guard changedRows <= max(1, binding.visibleRows?.count ?? 0) else { return nil }
        let dataSource = binding.dataSource
        // Splices come in order, each in the rows as the ones before left them. A ghost stands
        // where its row was; below rows inserted in the same change, that place has moved.
        var removedRanges: [Range<Int>] = []
        var insertedIDs: Set<Item.ID> = []
        var shift = 0
        var insertedAbove = false
        for splice in change.splices {
            if !insertedAbove { removedRanges.append(splice.position - shift..<splice.position - shift + splice.removed) }
            insertedAbove = insertedAbove || splice.added > 0
            for row in splice.position..<splice.position + splice.added {
                dataSource.row(at: row).map { _ = insertedIDs.insert($0.item.id) }
            }
            shift += splice.added - splice.removed
        }
        var plan = Plan()
        var removedIDs: Set<Item.ID> = []
        for shown in binding.boundRows where !shown.row.isSupplementary
            && removedRanges.contains(where: { $0.contains(shown.position) }) {
            let item = shown.row.item, widget = shown.widget
            removedIDs.insert(item.id)
            // A row that moves is removed and inserted: it is shown once, where it lands.
            guard !insertedIDs.contains(item.id), let bounds = widget.bounds(relativeTo: area) else { continue }
            plan.ghosts.append((Picture(snapshotOf: widget), bounds.x, bounds.y, bounds.height))
        }
        plan.insertedIDs = insertedIDs.subtracting(removedIDs)
        return plan.ghosts.isEmpty && plan.insertedIDs.isEmpty ? nil : plan
    }

    /// Starts the ghosts now and the fade-ins once the list has laid out the new rows.
    func run(_ plan: Plan) {
        for ghost in plan.ghosts { start(ghost) }
        guard !plan.insertedIDs.isEmpty else { return }
        Task { @MainActor [weak self] in
            await self?.layer.nextFrame()
            guard let self else { return }
            for row in self.binding.boundItemWidgets where plan.insertedIDs.contains(row.item.id) { self.fadeIn(row.item.id, row.widget) }
        }
    }

    /// A row whose item is no longer the one fading in shows whole.
    private func rowWillUnbind(_ item: Item, widget: Widget) {
        guard fadingIn.removeValue(forKey: item.id) != nil else { return }
        widget.opacity = 1
    }

    private func start(_ ghost: (picture: Picture, x: Double, y: Double, height: Double)) {
        // The picture sits in a clip that shortens from the bottom as the picture moves up.
        let clip = Fixed()
        clip.clipsChildren = true
        clip.addCSSClass("gtklistkit-leaving-row")  // opaque: it covers the rows that moved up
        clip.put(ghost.picture, x: 0, y: 0)
        layer.put(clip, x: ghost.x, y: ghost.y)
        let animation = Animation(widget: layer, value: 0)
        let key = ObjectIdentifier(clip)
        ghosts[key] = (animation, clip, ghost.picture)
        let leaving = leaving
        animation.animate(to: 1, duration: Self.duration) { [weak self] progress in
            switch leaving {
            case .collapsesUpward:
                clip.move(ghost.picture, x: 0, y: -ghost.height * progress)
                // The row's picture fades late, while it is small; the clip stays opaque, so the
                // rows that already moved up under it never show through its text.
                ghost.picture.opacity = 1 - progress * progress
            case .fadesOut:
                // The whole ghost fades: the cell that took its place shows through.
                clip.opacity = 1 - progress
            }
            guard progress >= 1, let self else { return }
            self.layer.remove(clip)
            self.ghosts[key] = nil
        }
    }

    private func fadeIn(_ id: Item.ID, _ widget: Widget) {
        widget.opacity = 0
        let animation = Animation(widget: widget, value: 0)
        fadingIn[id] = animation
        animation.animate(to: 1, duration: Self.duration) { [weak self] opacity in
            widget.opacity = opacity
            if opacity >= 1 { self?.fadingIn[id] = nil }
        }
    }
}
