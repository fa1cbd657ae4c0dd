import GtkList
import RecordFiles

/// `reason` after whichever of `path:line:column` are known, as compilers write messages:
/// `data.json:12:7: expected ',' or ']' after an array element, found '}'`.
func fileMessage(_ reason: String, path: String, line: Int?, column: Int? = nil) -> String {
    var location: [String] = path.isEmpty ? [] : [path]
    if let line {
        location.append(String(line))
        if let column { location.append(String(column)) }
    }
    guard !location.isEmpty else { return reason }
    // TRANSLATORS: a place in a file ("data.json:12:7"), then what is wrong there
    return appTexts.translate("%1$s: %2$s").filling(location.joined(separator: ":"), reason)
}
