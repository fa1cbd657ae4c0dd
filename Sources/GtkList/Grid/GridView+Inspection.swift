import ListCore

/// What the package's tests read of a grid's state.
extension GridView {
    /// The cells bound now, with the flat row each shows and its item's row widget. For tests.
    package var boundCells: [(row: Int, item: Item, widget: Widget)] { binding.boundCells }
}
