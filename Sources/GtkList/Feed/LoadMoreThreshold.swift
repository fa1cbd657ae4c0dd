/// How close to the end the visible area must come before the next page loads.
public enum LoadMoreThreshold: Equatable, Sendable {
    /// Within this many rows of the last row (rows are measured by their average height).
    case rows(Int)
    /// Within this many pixels of the end of the content.
    case pixels(Double)

    /// The threshold in pixels for content `contentHeight` pixels tall holding `rowCount` rows.
    func pixels(contentHeight: Double, rowCount: Int) -> Double {
        switch self {
        case .pixels(let pixels): pixels
        case .rows(let rows): Double(rows) * contentHeight / Double(max(rowCount, 1))
        }
    }
}
