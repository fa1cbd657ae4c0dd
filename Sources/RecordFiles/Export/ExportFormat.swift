/// How exported records are written.
public enum ExportFormat: Equatable, Sendable {
    /// One record per line, as compact JSON.
    case jsonLines
    /// A header row of the records' field names, then a row per record (RFC 4180 quoting; a
    /// nested object or array as compact JSON, `null` as an empty field).
    case csv(delimiter: UInt8)

    /// The format a file name asks for: `.csv` is CSV with commas, `.tsv` CSV with tabs, any
    /// other name JSON Lines.
    public init(forPath path: String) {
        let name = path.split(separator: "/").last.map(String.init)?.lowercased() ?? ""
        if name.hasSuffix(".csv") {
            self = .csv(delimiter: UInt8(ascii: ","))
        } else if name.hasSuffix(".tsv") {
            self = .csv(delimiter: UInt8(ascii: "\t"))
        } else {
            self = .jsonLines
        }
    }
}
