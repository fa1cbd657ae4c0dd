import ListCore

/// Columns waiting to join a table a few per frame (``TableView/columnsPerFrame``).
///
/// GTK 4.8's GtkColumnView makes a cell per column for each of the ~200 rows it keeps: twenty
/// columns added at once cost one long frame, a few per frame cost a few short ones.
@MainActor
final class ColumnQueue<Item: ListItem> {
    /// The columns still waiting, in order.
    private(set) var waiting: [TableColumn<Item>] = []
    private var addsEachFrame = false

    /// Queues `column` to join through `add`, `perFrame` columns at the start of each frame of
    /// `clock` (the widget whose frames count).
    func enqueue(_ column: TableColumn<Item>, perFrame: Int, clock: Widget, add: @escaping (TableColumn<Item>) -> Void) {
        waiting.append(column)
        guard !addsEachFrame else { return }
        addsEachFrame = true
        clock.addTickCallback { [weak self] in
            guard let self else { return false }
            // One at a time, so that `waiting` is right for whoever asks while one joins.
            var joined = 0
            while joined < max(1, perFrame), !self.waiting.isEmpty {
                add(self.waiting.removeFirst())
                joined += 1
            }
            self.addsEachFrame = !self.waiting.isEmpty
            return self.addsEachFrame
        }
    }

    /// Takes `column` out of the queue; `false` when it was not waiting.
    func remove(_ column: TableColumn<Item>) -> Bool {
        guard let index = waiting.firstIndex(where: { $0 === column }) else { return false }
        waiting.remove(at: index)
        return true
    }
}
