import Foundation
import RecordFiles

/// The logs list-bench measures when it is given no file, written once to the temporary
/// directory and kept for later runs, as JSON Lines, CSV, a JSON array or a text log. Their
/// records vary as real ones do (see ``record(_:as:)``), drawn from a generator seeded by the
/// record's number, so every run writes the same file.
enum GeneratedLogs {
    /// The path of a log of `recordCount` records in `format`, written if it is not there yet.
    static func file(_ format: RecordFormat, records recordCount: Int) throws -> String {
        try writtenOnce(named: "list-bench-\(recordCount)-varied-log.\(format.rawValue)") { handle in
            var chunk = format == .csv ? "id,time,level,service,user,code,message\n" : format == .json ? "[\n" : ""
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

    /// Record `number` of the log: a time, one of five levels (skewed to `info`), a service, a
    /// user, a `code` that is a number or a string, and a message of 4 to 14 words with ids,
    /// paths and numbers in it. About 1 record in 20 has a nested `ctx` object, 1 in 200 a long
    /// message (a list of a few hundred items), 1 in 1,000 a message with a quoted comma, a quote
    /// and a line break (escaped in JSON, quoted in CSV, a continuation line in text), and in the
    /// text log 1 in 50 has a stack trace.
    private static func record(_ number: Int, as format: RecordFormat) -> String {
        var random = SeededGenerator(seed: UInt64(number) &* 0x9E37_79B9)
        func draw(_ limit: Int) -> Int { Int(random.next() % UInt64(limit)) }
        let level = ["info", "info", "info", "info", "debug", "debug", "warn", "error", "info", "trace"][draw(10)]
        let time = "2026-11-22T\(10 + number / 3_600_000 % 14):\(two(number / 60_000 % 60)):\(two(number / 1_000 % 60)).\(String(1_000 + number % 1_000).dropFirst())Z"
        let service = "api-\(draw(16))", user = "user-\(draw(10_000))"
        let code = draw(3) == 0 ? "\"E\(draw(100))\"" : String([200, 200, 201, 204, 301, 404, 500][draw(7)])
        var words: [String] = []
        for _ in 0..<(4 + draw(11)) { words.append(word(&random)) }
        if draw(200) == 0 { words += (0..<(200 + draw(300))).map { "item-\($0)" } }
        let unusual = draw(1_000) == 0
        let message = words.joined(separator: " ")
        switch format {
        case .csv:
            let field = unusual ? "\"\(message), then \"\"retried\"\"\nonce\"" : message
            return "\(number),\(time),\(level),\(service),\(user),\(code.replacingOccurrences(of: "\"", with: "")),\(field)\n"
        case .json, .jsonl:
            let text = unusual ? message + #", then \"retried\"\nonce"# : message
            let context = draw(20) == 0
                ? #","ctx":{"trace":"\#(String(random.next(), radix: 16))","attempt":\#(draw(5)),"tags":["\#(word(&random))","\#(word(&random))"]}"#
                : ""
            let line = #"{"id":\#(number),"time":"\#(time)","level":"\#(level)","service":"\#(service)","#
                + #""user":"\#(user)","code":\#(code),"message":"\#(text)"\#(context)}"#
            return format == .jsonl ? line + "\n" : line
        case .text:
            let continuation = unusual ? ", then \"retried\"\n  once" : ""
            let trace = draw(50) == 0 ? "\n\tat api.Items.get(Items.java:\(draw(400)))\n\tat api.Server.handle(Server.java:88)" : ""
            return "\(time) \(level.uppercased()) [\(service)] \(user): \(message)\(continuation)\(trace)\n"
        }
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    private static let vocabulary = [
        "request", "served", "GET", "POST", "the", "cache", "for", "user", "order", "item", "in", "ms", "from", "to",
        "session", "opened", "closed", "timeout", "retry", "connection", "pool", "queue", "worker", "started",
        "finished", "failed", "database", "query", "rows", "returned", "token", "refreshed", "expired", "payment",
        "accepted", "declined", "upload", "download", "bytes", "checksum", "mismatch", "shard", "replica", "lag",
        "leader", "elected", "config", "reloaded", "disk", "usage", "above", "threshold", "memory", "pressure",
        "gc", "pause", "socket", "reset", "by", "peer", "tls", "handshake", "certificate", "renewed", "webhook",
        "delivered", "rate", "limit", "exceeded", "invoice", "generated", "email", "sent", "bounced", "index", "rebuilt",
    ]

    /// A word of a message: most often a common word, else an id, a number, a path or a duration.
    private static func word(_ random: inout SeededGenerator) -> String {
        let pick = Int(random.next() % 100)
        switch pick {
        case 0..<70:
            // n - 1 - ⌊√u⌋ for u uniform below n² falls on the list's first words most often, as
            // real messages repeat a few words.
            let uniform = random.next() % UInt64(vocabulary.count * vocabulary.count)
            return vocabulary[vocabulary.count - 1 - Int(Double(uniform).squareRoot())]
        case 70..<80: return String(random.next() % 100_000)
        case 80..<88: return "/v\(1 + random.next() % 3)/\(vocabulary[Int(random.next() % 12)])/\(random.next() % 10_000)"
        case 88..<95: return "\(random.next() % 2_000)ms"
        default: return String(random.next() % (1 << 40), radix: 36)
        }
    }
}
