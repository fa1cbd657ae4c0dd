import Foundation
@testable import RecordFileAccess
@testable import RecordFiles
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// Patterns learnt from a text log: the masking of variable parts, the grouping into events,
/// the scan of a file in chunks on two cores, the bound on memory, and the export's `pattern`.
final class LogPatternTests: XCTestCase {
    private func masked(_ message: String) -> [String] {
        var message = message
        return message.withUTF8 { MaskedWords.words(of: $0) }
    }

    func testNumbersAddressesPathsAndValuesAreMaskedAndWordsAroundThemKept() {
        XCTAssertEqual(masked("session opened for user root by (uid=0)"), ["session", "opened", "for", "user", "root", "by", "(uid=<*>)"])
        XCTAssertEqual(masked("Failed password for admin from 10.0.0.7 port 4242 ssh2"),
                       ["Failed", "password", "for", "admin", "from", "<*>", "port", "<*>", "<*>"])
        XCTAssertEqual(masked("open through proxy 10.0.0.1:5070 SOCKS5"), ["open", "through", "proxy", "<*>", "SOCKS5"], "a name in capitals with a number")
        XCTAssertEqual(masked("Directory index forbidden by rule: /var/www/html/"), ["Directory", "index", "forbidden", "by", "rule:", "<*>"])
        XCTAssertEqual(masked("allDrawn= false, visible=TRUE url=https://example.org/a user=alice"),
                       ["allDrawn=", "<*>,", "visible=<*>", "url=<*>", "user=alice"])
        XCTAssertEqual(masked("  spaced\tout  "), ["spaced", "out"])
        XCTAssertEqual(masked("connection from 10.0.0.9 at Fri Jun 17 07:07:00 2005"),
                       ["connection", "from", "<*>", "at", "<*>", "<*>", "<*>", "<*>", "<*>"], "a date in words")
        XCTAssertEqual(masked("May Mayday JUN jUn"), ["<*>", "Mayday", "<*>", "jUn"])
        XCTAssertEqual(masked("onExtend:1514038530000 cancelNotification,index:-1 proxy.example.org:5070 wpad:80 CCFile::capture"),
                       ["onExtend:<*>", "cancelNotification,index:<*>", "<*>", "<*>", "CCFile::capture"], "a key and a number after a colon")
        XCTAssertEqual(masked("estimated size 1.2 KB, free 40 MiB) took 3 ms lifetime <1 sec"),
                       ["estimated", "size", "<*>", "<*>,", "free", "<*>", "<*>)", "took", "<*>", "<*>", "lifetime", "<<*>", "<*>"],
                       "a unit after a number")
        XCTAssertEqual(masked("KB free; isScreenOn = true, isCharging: FALSE down true canceled none"),
                       ["KB", "free;", "isScreenOn", "=", "<*>,", "isCharging:", "<*>", "down", "true", "canceled", "none"],
                       "a value word after a key, not alone")
        XCTAssertEqual(masked(""), [])
    }

    /// Lines of `events`, each a template whose `{}` take values from its lists in turn.
    private func learnt(_ lines: [String], keyLimit: Int = 20_000) -> LogPatterns {
        let learner = PatternLearner(keyLimit: keyLimit)
        for (number, line) in lines.enumerated() {
            var line = line
            line.withUTF8 { learner.add($0, line: number + 1) }
        }
        return learner.patterns()
    }

    func testEventsAreToldApartByTheirFirstWordByWordsThatChangeTogetherAndByFewRepeatedWords() {
        let users = ["root", "admin", "oracle", "webmaster", "test", "guest"]
        let states = ["running", "stopped", "failed", "idle", "starting"]
        var lines: [String] = []
        for round in 0..<30 {
            let user = users[round % users.count]
            lines.append("Starting TrustedInstaller initialization.")
            lines.append("Ending TrustedInstaller initialization.")
            lines.append("Invalid user \(user) from 10.1.\(round).9")
            lines.append("Failed to open file \(round).log")
            lines.append("Failed to close socket \(round).log")
            lines.append("Worker \(round) changed state to \(states[round % states.count])")
            lines.append("[instance: \(round)] VM \(["Started", "Paused", "Stopped"][round % 3]) (Lifecycle Event)")
        }
        let patterns = learnt(lines)
        XCTAssertEqual(Set(patterns.patterns.map(\.text)), [
            "Starting TrustedInstaller initialization.", "Ending TrustedInstaller initialization.",
            "Invalid user <*> from <*>", "Failed to open file <*>", "Failed to close socket <*>",
            "Worker <*> changed state to <*>", "[instance: <*>] VM Started (Lifecycle Event)",
            "[instance: <*>] VM Paused (Lifecycle Event)", "[instance: <*>] VM Stopped (Lifecycle Event)",
        ])
        XCTAssertEqual(patterns.patterns.map(\.count), [30, 30, 30, 30, 30, 30, 10, 10, 10])
        XCTAssertEqual(patterns.pattern(ofMessage: "Invalid user nobody from 192.168.0.1")?.text, "Invalid user <*> from <*>")
        XCTAssertEqual(patterns.pattern(ofMessage: "Invalid user root from 10.1.0.9")?.sampleLine, 3)
        XCTAssertNil(patterns.pattern(ofMessage: "never seen before"))
    }

    func testAFewWordsMetOnceEachAreValuesAndRunsOfVariablePartsOfAnyLengthArePatterns() {
        let patterns = learnt([
            "Invalid user admin from 10.0.0.1", "Invalid user oracle from 10.0.0.2", "Invalid user test from 10.0.0.3",
            "fan speeds ( 3552 3534 )", "fan speeds ( 3552 3534 3375 4354 )", "fan speeds ( 1 2 3 4 5 6 )",
        ])
        XCTAssertEqual(patterns.patterns.map(\.text), ["Invalid user <*> from <*>", "fan speeds ( <*> )"])
        XCTAssertEqual(patterns.patterns.map(\.count), [3, 3])
        XCTAssertEqual(patterns.pattern(ofMessage: "fan speeds ( 1 2 3 )")?.text, "fan speeds ( <*> )")
        XCTAssertEqual(patterns.pattern(ofMessage: "fan speeds ( )")?.text, "fan speeds ( <*> )", "variable parts may be left out")
        XCTAssertNil(patterns.pattern(ofMessage: "fan speeds off"))
    }

    func testPatternsThatDifferOnlyInWordsOfVariablePartsAreOneButAPlaceOfValuesIsNoSuchWord() {
        let users = ["root", "admin", "guest", "oracle", "test", "ftp", "nobody", "daemon", "mail", "www", "postgres", "mysql"]
        var lines: [String] = []
        for round in 0..<12 {
            lines.append("chrome.exe - close, \(round) bytes sent, \(round * 9) bytes received, lifetime 00:0\(round % 10)")
            lines.append("chrome.exe - close, \(round * 1_000) bytes (\(round).2 KB) sent, 7 bytes received, lifetime <1 sec")
            lines.append("authentication failure; rhost=10.0.0.\(round) user=\(users[round])")
            lines.append("authentication failure; rhost=10.0.1.\(round)")
        }
        let patterns = learnt(lines)
        XCTAssertEqual(patterns.patterns.map(\.text), [
            "chrome.exe - close, <*> bytes sent, <*> bytes received, lifetime <*>",
            "authentication failure; rhost=<*> <*>", "authentication failure; rhost=<*>",
        ])
        XCTAssertEqual(patterns.patterns.map(\.count), [24, 12, 12])
    }

    func testAWordMetOnceBesideACommonOneAndWordsThatChangeTogetherBesideANumberNameEvents() {
        var lines: [String] = []
        for round in 0..<12 {
            lines.append("Session: 3042_\(round) initialized by client UpdateAgent.")
            lines.append("\(round * 37) double-wide alignment faults")
            if round < 9 { lines.append("login for user \(round < 8 ? "root" : "cyrus") accepted") }
        }
        lines.append("Session: 3042_99 initialized by client Licensing.")
        lines.append("7 ffffffff ffffffff ffffffff")
        lines.append("0 0 0 0")
        let patterns = learnt(lines)
        XCTAssertEqual(patterns.patterns.map(\.text), [
            "Session: <*> initialized by client UpdateAgent.", "<*> double-wide alignment faults", "login for user <*> accepted",
            "Session: <*> initialized by client Licensing.", "<*> ffffffff ffffffff ffffffff", "<*>",
        ])
        XCTAssertEqual(patterns.patterns.map(\.count), [12, 12, 9, 1, 1, 1], "a name met once beside one met 8 times is a value")
    }

    func testARareEventOfTheLengthAndStartOfACommonOneIsItsOwnWhereItsOtherWordsDifferToo() {
        var lines: [String] = []
        for round in 0..<20 {
            lines.append("[instance: \(round)] VM \(round.isMultiple(of: 2) ? "Started" : "Stopped") (Lifecycle Event)")
            lines.append("Accepted password for \(round < 10 ? "alice" : "carol") from 10.0.0.\(round) port \(4_000 + round) ssh2")
        }
        lines.append("[instance: 7] Deleting instance files /var/lib/nova/instances/7_del")
        lines.append("[instance: 8] Deletion of /var/lib/nova/instances/8_del complete")
        lines.append("Accepted password for bob from 10.0.1.1 port 4242 ssh2")
        let patterns = learnt(lines)
        XCTAssertEqual(patterns.patterns.map(\.text), [
            "Accepted password for <*> from <*> port <*>", "[instance: <*>] VM Started (Lifecycle Event)",
            "[instance: <*>] VM Stopped (Lifecycle Event)", "[instance: <*>] Deleting instance files <*>",
            "[instance: <*>] Deletion of <*> complete",
        ])
        XCTAssertEqual(patterns.patterns.map(\.count), [21, 10, 10, 1, 1])
    }

    /// A fuzzer's finding: a message with a byte that is not UTF-8, and one whose words differ
    /// only where a unit separator (0x1F) stands for a space, each find their pattern.
    func testMessagesWithInvalidBytesOrUnitSeparatorsFindTheirPatterns() {
        let messages: [[UInt8]] = [Array("[Sun Dec".utf8) + [0xFF, 0x74], Array("[Sun".utf8) + [0x1F] + Array("Dec".utf8) + [0xFF, 0x74]]
        let learner = PatternLearner()
        for (number, message) in messages.enumerated() {
            message.withUnsafeBufferPointer { learner.add($0, line: number + 1) }
        }
        let patterns = learner.patterns()
        XCTAssertEqual(patterns.patterns.reduce(0) { $0 + $1.count }, 2)
        for message in messages {
            let index = message.withUnsafeBufferPointer { patterns.patternIndex(ofBytes: $0) }
            XCTAssertNotNil(index, "\(message)")
        }
    }

    /// A line that ends in several CRs before its line feed: the reader trims them all from
    /// the entry's end, and the patterns are learnt without them too, so the entry has its
    /// pattern (the open-path fuzzer found `k\u{01}one\rtwo\r\r` learnt with one CR kept).
    func testALineEndingInSeveralCarriageReturnsHasThePatternItWasLearntWith() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("data.log", "k\u{01}one\rtwo\r\r\n\u{00}\u{02}\t\u{03}\u{00}e\rfour")
        let reader = try RecordReader(path: path, format: .text, chunkSize: 3)
        let learnt = try reader.file.patterns()
        let records = try reader.nextPage(maxRecords: 10).records
        XCTAssertEqual(records.count, 2)
        for record in records {
            guard case .object(let members) = record.value, case .string(let pattern)? = members.first(where: { $0.key == "pattern" })?.value
            else { return XCTFail("entry \(record.number) has no pattern: \(record.value)") }
            XCTAssertTrue(learnt.patterns.contains { $0.text == pattern }, pattern)
        }
    }

    func testATinyKeyLimitGroupsAsAnUnboundedOneAndHoldsNoMoreKeys() {
        var generator = SplitMix64Generator(seed: 0x4A77)
        let lines = (0..<5_000).map { _ in RandomLogMessages.message(using: &generator).text }
        let unbounded = learnt(lines)
        let learner = PatternLearner(keyLimit: 0)
        var mostKeys = 0
        for (number, line) in lines.enumerated() {
            var line = line
            line.withUTF8 { learner.add($0, line: number + 1) }
            mostKeys = max(mostKeys, learner.keys.count)
        }
        XCTAssertEqual(mostKeys, PatternLearner.smallestKeyLimit, "the keys were grouped when there were too many, and only then")
        let bounded = learner.patterns()
        XCTAssertEqual(bounded.patterns.reduce(0) { $0 + $1.count }, lines.count)
        XCTAssertEqual(Set(bounded.patterns.map(\.text)), Set(unbounded.patterns.map(\.text)))
    }

    /// A fuzzer's finding: after the keys were grouped, a message whose pattern differs from it
    /// only in words of nothing but variable parts (one the grouping merged with another) finds
    /// that pattern, and the pattern matches it.
    func testEveryMessageFindsAPatternThatMatchesItAfterItsKeysWereGrouped() {
        var generator = SplitMix64Generator(seed: 0x51CE)
        var lines: [String] = []
        for round in 0..<600 {
            lines.append(RandomLogMessages.message(using: &generator).text)
            switch round % 4 {
            case 0: lines.append("close, \(round) bytes sent")
            case 1: lines.append("close, \(round * 1_000) bytes (\(round).2 KB) sent")
            case 2: lines.append("t\(round)S2() ok")
            default: lines.append("t\(round)S2() (\(round)) ok")
            }
        }
        let patterns = learnt(lines, keyLimit: 0)
        XCTAssertEqual(patterns.patterns.reduce(0) { $0 + $1.count }, lines.count)
        for line in lines {
            let masked = masked(line)
            guard let index = patterns.patternIndex(ofMessage: line) else { return XCTFail("no pattern for \(line)") }
            XCTAssertTrue(LogPatterns.matches(patterns.words[index], masked), "\(patterns.patterns[index].text) does not match \(line)")
        }
    }

    func testAScanOfTheFileInSmallChunksFindsWhatTheRecordsMessagesGive() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0x5C4)
        for round in 0..<8 {
            var text = "\u{FEFF}"
            for second in 0..<Int.random(in: 1...600, using: &generator) {
                let message = RandomLogMessages.message(using: &generator).text
                text += String(format: "2025-06-14 15:%02d:%02d,%03d INFO [main] app.Server: ", second / 60 % 60, second % 60, round) + message
                text += Int.random(in: 0..<20, using: &generator) == 0 ? "\n\tat app.Server.run(Server.java:42)\n" : "\n"
            }
            let path = try scratch.write("round-\(round).log", text)
            let reader = try RecordReader(path: path)
            var records: [FileRecord] = []
            while true {
                let page = try reader.nextPage(maxRecords: 1_000)
                records += page.records
                if page.isAtEnd { break }
            }
            let messages = records.map { record -> String in
                guard case .object(let members) = record.value, case .string(let message) = members.first(where: { $0.key == "message" })?.value
                else { return "" }
                return message
            }
            let expected = learnt(messages)
            let scanned = try LogPatternScan.patterns(of: reader.file, chunkSize: Int.random(in: 1...300, using: &generator))
            XCTAssertEqual(scanned.patterns.map(\.text), expected.patterns.map(\.text), "round \(round)")
            XCTAssertEqual(scanned.patterns.map(\.count), expected.patterns.map(\.count), "round \(round)")
            XCTAssertEqual(scanned.patterns.map(\.sampleLine), expected.patterns.map { pattern in
                records[pattern.sampleLine - 1].line
            }, "round \(round)")
        }
    }

    /// A stanza's pattern is learnt from the line after its head (its value, when it is a
    /// `Key: value` line), or from what follows the head's stamp in a stanza of one line: the
    /// scan in small chunks counts for each pattern the entries whose records carry it.
    func testAStanzasPatternIsTheLineAfterItsHeadsAndTheScanCountsWhatTheRecordsCarry() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0x57A2)
        for round in 0..<6 {
            var text = round % 2 == 0 ? "" : "\n"
            for number in 0..<Int.random(in: 2...300, using: &generator) {
                let lineEnd = round == 3 ? "\r\n" : "\n"
                text += String(format: "Start-Date: 2025-06-24  14:%02d:%02d", number / 60 % 60, number % 60)
                text += Int.random(in: 0..<8, using: &generator) == 0 ? " after \(number % 3)" + lineEnd : lineEnd
                switch Int.random(in: 0..<6, using: &generator) {
                case 0: break
                case 1: text += "(Reading database ... \(number) files)" + lineEnd + "Done." + lineEnd
                default: text += "Commandline: " + RandomLogMessages.message(using: &generator).text + lineEnd
                    + "End-Date: 2025-06-24  14:00:00" + lineEnd
                }
                text += lineEnd
            }
            let path = try scratch.write("history-\(round).log", text)
            let reader = try RecordReader(path: path)
            XCTAssertNotNil(reader.file.layout.textEntries.headLabel, "round \(round)")
            _ = try reader.file.patterns()
            let learnt = try LogPatternScan.patterns(of: reader.file, chunkSize: Int.random(in: 1...300, using: &generator))
            let records = readPages(from: reader, pageSize: 1_000).records
            var carried: [String: Int] = [:]
            for record in records {
                guard case .object(let members) = record.value, case .string(let pattern)? = members.first(where: { $0.key == "pattern" })?.value
                else { return XCTFail("round \(round): entry \(record.number) has no pattern: \(record.value)") }
                carried[pattern, default: 0] += 1
            }
            XCTAssertEqual(carried, Dictionary(uniqueKeysWithValues: learnt.patterns.map { ($0.text, $0.count) }), "round \(round)")
        }
    }

    func testAFilterOnPatternsLearnsThemAndEveryEntryReadAfterHasItsOwn() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("auth.log", """
            Jun 14 15:16:01 combo sshd[19939]: Invalid user admin from 10.0.0.1
            Jun 14 15:16:02 combo su[20001]: session opened for user root
            Jun 14 15:16:03 combo sshd[19941]: Invalid user test from 10.0.0.3
            Jun 14 15:16:04 combo su[20002]: session opened for user root

            """)
        let file = try RecordReader(path: path).file
        XCTAssertNil(file.learntPatterns?.value, "nothing is learnt before it is asked for")
        func matches(_ text: String) throws -> [Int] {
            let search = try XCTUnwrap(RecordFilterSearch(filter: try FieldFilter(text), file: file))
            search.searchToEnd()
            return search.matches
        }
        XCTAssertEqual(try matches(#"pattern = "Invalid user <*> from <*>""#), [1, 3])
        XCTAssertEqual(try matches(#"not pattern = "Invalid user <*> from <*>" and process = su"#), [2, 4])
        XCTAssertEqual(file.learntPatterns?.value?.patterns.count, 2)
        let record = try XCTUnwrap(RecordReader(reopening: file).nextPage(maxRecords: 1).records.first)
        guard case .object(let members) = record.value else { return XCTFail("an entry that is no object") }
        XCTAssertEqual(members.map(\.key), ["time", "host", "process", "pid", "message", "pattern"])
    }

    func testAnExportedEntryCarriesItsPattern() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("auth.log", """
            Jun 14 15:16:01 combo sshd[19939]: Invalid user admin from 10.0.0.1
            Jun 14 15:16:02 combo sshd[19940]: Invalid user oracle from 10.0.0.2
            Jun 14 15:16:03 combo sshd[19941]: Invalid user test from 10.0.0.3
            Jun 14 15:16:04 combo su[20001]: session opened for user root

            """)
        let out = scratch.path("out.jsonl")
        let written = RecordExport(file: try RecordReader(path: path).file, records: .all, to: out).exportToEnd()
        XCTAssertTrue(written.isComplete)
        let patterns = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").map { line in
            guard case .object(let members) = try JSONParser.parse(Array(line.utf8)) else { return "" }
            XCTAssertEqual(members.map(\.key).firstIndex(of: "pattern"), members.map(\.key).firstIndex(of: "message").map { $0 + 1 })
            guard case .string(let pattern) = members.first(where: { $0.key == "pattern" })?.value else { return "" }
            return pattern
        }
        XCTAssertEqual(patterns, ["Invalid user <*> from <*>", "Invalid user <*> from <*>", "Invalid user <*> from <*>",
                                  "session opened for user root"])
    }
}

/// Messages of a dozen kinds with variable parts of every sort, for pattern tests.
enum RandomLogMessages {
    static func message(using generator: inout SplitMix64Generator) -> (text: String, event: Int) {
        // A user's name of letters alone: thousands of them, each a key of its own until grouped.
        let user = String((0..<4).map { _ in "abcdefghijklmnopqrstuvwxyz".randomElement(using: &generator)! })
        let number = Int.random(in: 0..<100_000, using: &generator)
        let address = "10.\(number % 256).\(number / 256 % 256).\(number % 7)"
        let event = Int.random(in: 0..<12, using: &generator)
        let text = switch event {
        case 0: "Failed password for \(user) from \(address) port \(number) ssh2"
        case 1: "Invalid user \(user) from \(address)"
        case 2: "session opened for user \(user) by (uid=0)"
        case 3: "session closed for user \(user)"
        case 4: "Starting Daily apt upgrade and clean activities."
        case 5: "Stopping Daily apt upgrade and clean activities."
        case 6: "Received block blk_\(number) of size \(number * 3) from /\(address)"
        case 7: "Worker \(number % 9) changed state from \(["running", "idle", "failed"][number % 3]) to \(["running", "idle"][number % 2])"
        case 8: "Connection closed by \(address) [preauth]"
        case 9: "GET /api/items/\(number) returned \(number % 2 == 0 ? 200 : 404) in \(number % 97) ms"
        case 10: "Cache \(["hit", "miss"][number % 2]) for key user:\(number)"
        default: "Uploaded report-\(number).pdf (\(number % 900) KB) for \(user)"
        }
        return (text, event)
    }
}
