import ListCore

/// The row every benchmark lists: a number and its text, all of one kind.
struct BenchRow: ListItem {
    let id: Int
    var text: String

    init(id: Int, text: String? = nil) {
        self.id = id
        self.text = text ?? "Row \(id)"
    }

    var kind: RowKind { "row" }
}
