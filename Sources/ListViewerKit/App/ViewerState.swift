import ArgumentParser

/// A screen state `--state` puts the window in before `--snapshot` takes its picture.
public enum ViewerState: String, CaseIterable, Sendable, ExpressibleByArgument {
    case list
    case pulling
    case armed
    case refreshing
    case loadingMore = "loading-more"
    case exhausted
    case loadMoreError = "load-more-error"
    case loading
    case empty
    case emptyText = "empty-text"
    case emptyImage = "empty-image"
    case error
    /// The demo's wallpapers as a grid, the second one selected.
    case wallpapers
}
