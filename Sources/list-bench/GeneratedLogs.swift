import Foundation
import RecordFiles

/// The logs list-bench measures when it is given no file, written once to the temporary
/// directory and kept for later runs: records of about 150 bytes, as JSON Lines, CSV (a quoted
/// field with a comma, line breaks and doubled quotes in every tenth row) or a JSON array.
enum GeneratedLogs {
    /// The path of a log of `recordCount` records in `format`, written if it is not there yet.
    static func file(_ format: RecordFormat, records recordCount: Int) throws -> String {
        try writtenOnce(named: "list-bench-\(recordCount)-records.\(format.rawValue)") { handle in
            var chunk = format == .csv ? "id,time,level,service,user,message\n" : format == .json ? "[\n" : ""
            for number in 1...recordCount {
                chunk += record(number, as: format)
                if format == .json { chunk += number < recordCount ? ",\n" : "\n]\n" }
                if number % 50_000 == 0 {
                    try handle.write(contentsOf: Data(chunk.utf8))
                    chunk = ""
                }
            }
            try handle.write(contentsOf: Data(chunk.utf8))
        }
    }

    /// The path of the file `name` in the temporary directory; unless it is there, `write`
    /// writes it first (under another name, which takes its own once complete).
    static func writtenOnce(named name: String, write: (FileHandle) throws -> Void) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        if FileManager.default.fileExists(atPath: path) { return path }
        let partial = path + ".partial"
        guard FileManager.default.createFile(atPath: partial, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: partial])
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: partial))
        try write(handle)
        try handle.close()
        try FileManager.default.moveItem(atPath: partial, toPath: path)
        return path
    }

    /// Record `number` of the log.
    private static func record(_ number: Int, as format: RecordFormat) -> String {
        let level = ["info", "info", "info", "warn", "error"][number % 5]
        let time = "2026-11-22T10:\(number % 60 / 10)\(number % 10):00.\(number % 1000)Z"
        let message = "GET /v1/items/\(number) returned 200 in \(number % 97) ms"
        switch format {
        case .csv:
            let quoted = number % 10 == 0 ? "\"\(message),\nretried \"\"once\"\"\"" : message
            return "\(number),\(time),\(level),api-\(number % 16),user-\(number % 10_000),\(quoted)\n"
        case .json, .jsonl:
            let line = #"{"id":\#(number),"time":"\#(time)","level":"\#(level)","service":"api-\#(number % 16)","#
                + #""user":"user-\#(number % 10_000)","message":"\#(message)"}"#
            return format == .jsonl ? line + "\n" : line
        case .text:
            let trace = number % 50 == 0 ? "\n\tat api.Items.get(Items.java:\(number % 400))\n\tat api.Server.handle(Server.java:88)" : ""
            return "\(time) \(level.uppercased()) [api-\(number % 16)] user-\(number % 10_000): \(message)\(trace)\n"
        }
    }
}
