/// Where list-viewer remembers the geometry of the last window closed, for the next one.
@MainActor
protocol WindowStateStore: AnyObject {
    /// The remembered geometry, or `nil` when there is none yet (or it is unusable).
    func load() -> WindowGeometry?
    /// Remembers `geometry`.
    func save(_ geometry: WindowGeometry)
}
