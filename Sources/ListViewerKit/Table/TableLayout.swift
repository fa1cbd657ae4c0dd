import Foundation
import GtkList

/// How a file's table was left: its columns' order, which were hidden, which one stays in place
/// as the table scrolls sideways, and the widths they were given, each column by its
/// ``TableField/layoutName``.
struct TableLayout: Equatable {
    /// The columns in the order shown.
    var order: [String] = []
    /// The column kept in place; by default the record number. `nil`: none.
    var frozen: String? = TableField.recordNumber.layoutName
    /// The columns hidden.
    var hidden: Set<String> = []
    /// The widths the user gave columns, in pixels.
    var widths: [String: Int] = [:]

    /// Where `name` goes among the columns: its place in ``order``, or after them all for a
    /// column the layout does not know.
    func place(of name: String) -> Int { order.firstIndex(of: name) ?? order.count }
}

/// Keeps each file's ``TableLayout`` between runs, in a key file (`tables.ini` in the
/// ``ConfigFolder``): a group per file, named by its path, for the last ``maximumFileCount``
/// files whose layout changed.
@MainActor
final class TableLayoutStore {
    /// The store of this run.
    static let shared = TableLayoutStore(path: ConfigFolder.path(of: "tables.ini"))
    /// How many files' layouts are kept; the least recently changed go first.
    static let maximumFileCount = 200

    let path: String
    private lazy var file: KeyFile = (try? KeyFile(contentsOf: path)) ?? KeyFile()

    init(path: String) {
        self.path = path
    }

    /// The layout saved for the file at `filePath`, if any.
    func layout(forFile filePath: String) -> TableLayout? {
        let group = Self.group(of: filePath)
        guard file.string("path", in: group) == filePath else { return nil }
        var layout = TableLayout()
        layout.order = file.strings("order", in: group) ?? []
        layout.hidden = Set(file.strings("hidden", in: group) ?? [])
        if let frozen = file.strings("frozen", in: group) { layout.frozen = frozen.first }
        for entry in file.strings("widths", in: group) ?? [] {
            // "name=width", the name last-split so that it may hold "=".
            guard let separator = entry.lastIndex(of: "="), let width = Int(entry[entry.index(after: separator)...]) else { continue }
            layout.widths[String(entry[..<separator])] = width
        }
        return layout
    }

    /// Saves `layout` as the file's at `filePath`; a failure to write is told on standard error.
    func save(_ layout: TableLayout, forFile filePath: String) {
        let group = Self.group(of: filePath)
        file.setString(filePath, "path", in: group)
        file.setStrings(layout.order, "order", in: group)
        file.setStrings(layout.hidden.sorted(), "hidden", in: group)
        // A list of one name, or none: a column may be named by an empty text.
        file.setStrings(layout.frozen.map { [$0] } ?? [], "frozen", in: group)
        file.setStrings(layout.widths.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }, "widths", in: group)
        file.setInteger(Int(Date().timeIntervalSince1970), "changed", in: group)
        let groups = file.groups
        if groups.count > Self.maximumFileCount {
            let oldest = groups.sorted { (file.integer("changed", in: $0) ?? 0) < (file.integer("changed", in: $1) ?? 0) }
            oldest.prefix(groups.count - Self.maximumFileCount).forEach(file.removeGroup)
        }
        do {
            try file.write(to: path)
        } catch {
            FileHandle.standardError.write(Data("list-viewer: cannot remember the table's columns: \(error)\n".utf8))
        }
    }

    /// The group of the file at `filePath`: its path, with the brackets and control characters
    /// that a key file's group names cannot hold replaced (its `path` key tells it exactly).
    private static func group(of filePath: String) -> String {
        String(filePath.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "[": "("
            case "]": ")"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: "?"
            default: Character(scalar)
            }
        })
    }
}
