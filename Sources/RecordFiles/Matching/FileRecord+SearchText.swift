extension FileRecord {
    /// The text a search within a filter looks in, close to the record's line in the file:
    /// a JSON record as compact JSON, a CSV row as its fields joined by the delimiter, a text
    /// log's entry as written.
    func searchText(in layout: RecordLayout) -> String {
        if let text { return text }
        guard layout.format == .csv, case .object(let fields) = value else { return value.json }
        let delimiter = String(UnicodeScalar(layout.csvDialect.delimiter))
        return fields.map { field in
            if case .string(let text) = field.value { return text }
            return field.value.json
        }.joined(separator: delimiter)
    }
}
