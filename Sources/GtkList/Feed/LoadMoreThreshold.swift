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

/// What a refresh or a page load learned about the pages after it.
public enum MoreAvailability: Equatable, Sendable {
    /// More pages can be loaded.
    case available
    /// This was the last page.
    case exhausted
    /// Nothing new is known (a refresh that keeps the previous answer).
    case unchanged

    var flag: Bool? {
        switch self {
        case .available: true
        case .exhausted: false
        case .unchanged: nil
        }
    }
}
