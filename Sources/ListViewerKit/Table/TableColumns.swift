import RecordFiles
/// The columns of a table of records: the record number, then one per field of the first
/// records, in the order the fields first appear; a field whose values are objects gives a
/// column per field inside them (`ctx.trace`), down to ``maximumDepth`` keys.
struct TableColumns: Equatable, Sendable {
    /// How many records decide the columns: a CSV file's rows all have its header's fields, and
    /// records with the same fields show them in the first few.
    static let sampledRecordCount = 100
    /// The most field columns shown. GTK 4.8 makes a cell per column for each of the ~200 rows
    /// it keeps, so a record with 10,000 fields must not become 10,000 columns.
    static let maximumFieldCount = 64
    /// The most keys on the way to a nested field shown as its own column; deeper objects show
    /// whole, as compact JSON.
    static let maximumDepth = 3
    /// The narrowest and widest a column starts, in average characters; the user resizes it.
    static let widthRange = 4...32

    /// One column: what it shows, how wide it starts and whether its values are numbers.
    struct Column: Equatable, Sendable {
        let field: TableField
        /// The width the column asks for, in average characters.
        var naturalCharacters: Int
        /// Whether every value it shows in the sample is a number (numbers align at the end).
        var isNumeric: Bool
    }

    /// The columns shown, the record number first.
    let columns: [Column]
    /// How many fields of the sample have no column because of ``maximumFieldCount``.
    let leftOutFieldCount: Int

    /// The columns for `records`, of which the first ``sampledRecordCount`` are looked at.
    init(records: some Sequence<RecordItem>) {
        // Step 1: every field of the sample, in the order fields first appear.
        let sample = Array(records.prefix(Self.sampledRecordCount))
        var fields: [TableField] = []
        var seen: Set<TableField> = []
        for item in sample {
            let recordFields: [TableField] = if case .object(let members) = item.value {
                members.map { .member($0.key) }
            } else {
                [.wholeValue]
            }
            for field in recordFields where seen.insert(field).inserted { fields.append(field) }
        }
        // Objects open into their fields while the columns stay within the cap: a wide object
        // never pushes a later top-level field out.
        var opened: [TableField] = []
        for (place, field) in fields.enumerated() {
            let nested = Self.nestedFields(of: field, in: sample)
            let fits = opened.count + nested.count + (fields.count - place - 1) <= Self.maximumFieldCount
            opened += fits ? nested : [field]
        }
        fields = opened
        // Step 2: the cap, and the shape of each shown column from the sample's values.
        // Nothing read yet: no columns, rather than a record number column sized for no rows.
        leftOutFieldCount = max(0, fields.count - Self.maximumFieldCount)
        columns = fields.isEmpty ? [] : ([.recordNumber] + fields.prefix(Self.maximumFieldCount)).map { field in
            Self.column(showing: field, in: sample)
        }
    }

    /// The fields inside `field` when each of its values in `sample` is an object (a column for
    /// each, down to ``maximumDepth`` keys), else `field` itself.
    private static func nestedFields(of field: TableField, in sample: [RecordItem]) -> [TableField] {
        guard case .member(let key) = field else { return [field] }
        let paths = leafPaths(under: [key], of: sample.compactMap { field.value(of: $0) })
        return paths.isEmpty ? [field] : paths.map { .nested($0) }
    }

    /// The paths (from `prefix`) of the fields inside `values` when every one that is not null
    /// is an object with fields, in the order they first appear; `[]` otherwise.
    private static func leafPaths(under prefix: [String], of values: [JSONValue]) -> [[String]] {
        let objects = values.filter { $0 != .null }.map { value -> [(key: String, value: JSONValue)]? in
            if case .object(let members) = value { members.map { (key: $0.key, value: $0.value) } } else { nil }
        }
        guard prefix.count < maximumDepth, !objects.isEmpty, !objects.contains(where: { $0 == nil }) else { return [] }
        var keys: [String] = []
        var seen: Set<String> = []
        for members in objects.compactMap({ $0 }) {
            for member in members where seen.insert(member.key).inserted { keys.append(member.key) }
        }
        return keys.flatMap { key in
            let inner = objects.compactMap { $0?.first { $0.key == key }?.value }
            let deeper = leafPaths(under: prefix + [key], of: inner)
            return deeper.isEmpty ? [prefix + [key]] : deeper
        }
    }

    private static func column(showing field: TableField, in sample: [RecordItem]) -> Column {
        let values = sample.compactMap { field.value(of: $0) }
        let texts = values.map(TableField.cellText(of:))
        let widest = max(texts.map(\.count).max() ?? 0, title(of: field).count + 2)
        let isNumeric = !values.isEmpty && values.allSatisfy { value in
            if SortKey(value).isNumber { return true }
            return value == .string("") || value == .null
        }
        return Column(field: field, naturalCharacters: min(max(widest, widthRange.lowerBound), widthRange.upperBound),
                      isNumeric: isNumeric)
    }

    /// The header text of `field`'s column.
    static func title(of field: TableField) -> String {
        switch field {
        case .recordNumber: "#"
        case .member(let key): key
        case .nested(let keys): keys.joined(separator: ".")
        // TRANSLATORS: the header of the table column showing records that are not objects
        case .wholeValue: appTexts.translate("Value")
        }
    }
}
