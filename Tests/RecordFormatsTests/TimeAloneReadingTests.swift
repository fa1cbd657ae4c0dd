@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// A text log's records read for their time alone (what a timeline samples) hold the time the
/// whole records hold, record for record, whatever the log's layout and its damage.
final class TimeAloneReadingTests: XCTestCase {
    /// Head lines of the layouts the reader tells apart: built-in formats, a header learnt from
    /// the file (a stamp first, or a time after other fields), and none.
    private static let shapes = [
        "2025-06-24 14:36:25 status installed libc-bin:amd64 2.36-9",
        "Jun 14 15:16:01 host sshd[42]: Accepted password for root",
        "127.0.0.1 - - [14/Jun/2025:15:16:01 +0200] \"GET /a HTTP/1.1\" 200 12",
        "2025-06-14 15:16:01,123 - app.module - INFO - started 4 workers",
        "<34>1 2025-06-14T15:16:01.5+02:00 host app 42 ID7 - message here",
        "I0614 15:16:01.123456 1 server.go:12] listening on :80",
        "2025-06-14T15:16:01.123Z [main] WARN c.e.Service: slow call",
        "node7 worker 15:16:01 job 12 done",
        "plain words without any time at all",
        #"ts=2025-06-14T15:16:01.123Z level=info msg="served \"/a\" in 4 ms" port=80"#,
        "Start-Date: 2025-06-24  14:36:25",
    ]
    /// What follows each line of a log of stanzas' shape (the last).
    private static let stanzaBody = Array("\nCommandline: apt-get install -y jq\nEnd-Date: 2025-06-24  14:36:26".utf8)

    func testEveryRecordReadForItsTimeAloneHoldsTheWholeRecordsTime() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0x71_3E_A1_0E)
        var timedRecords = 0, roundsWithFormat = 0, roundsOfStanzas = 0
        for round in 0..<120 {
            let shape = Array(Self.shapes[round % Self.shapes.count].utf8)
            let body = round % Self.shapes.count == Self.shapes.count - 1 ? Self.stanzaBody : []
            var bytes: [UInt8] = round % 7 == 0 ? [0xEF, 0xBB, 0xBF] : []
            // Every other log keeps its shape in nearly every line, so that its format (where
            // it has one) is chosen: nine in ten of a file's first lines must match it.
            let keepsShape = round / Self.shapes.count % 2 == 0
            for _ in 0..<Int.random(in: 20...120, using: &generator) {
                if keepsShape, generator.next() % 20 != 0 {
                    bytes += Self.varied(shape, anyByte: false, using: &generator) + body + [UInt8(ascii: "\n")]
                    continue
                }
                switch generator.next() % 10 {
                case 0..<6: bytes += Self.varied(shape, using: &generator) + body
                case 6: bytes += Array("\tat a.B(C.java:1)".utf8)
                case 7: bytes += [0xFF, 0xC3] + shape.prefix(Int(generator.next() % UInt64(shape.count)))
                default: bytes += RandomTextLog.bytes(pieceCount: Int(generator.next() % 8), using: &generator)
                }
                bytes += generator.next() % 5 == 0 ? Array("\r\n".utf8) : [UInt8(ascii: "\n")]
            }
            let path = try scratch.write("log-\(round).log", bytes)
            let whole = try readRecords(path, format: .text, chunkSize: 64, pageSize: 50)
            let reader = try RecordReader(path: path, format: .text, chunkSize: 64)
            reader.keepOnly(field: "time")
            if reader.file.textHeader?.format != nil { roundsWithFormat += 1 }
            if reader.file.layout.textEntries.headLabel != nil { roundsOfStanzas += 1 }
            let alone = readPages(from: reader, pageSize: 50)
            XCTAssertNil(whole.error)
            XCTAssertNil(alone.error)
            XCTAssertEqual(alone.records.count, whole.records.count, "round \(round)")
            for (timeAlone, record) in zip(alone.records, whole.records) {
                XCTAssertEqual(timeAlone.number, record.number, "round \(round)")
                XCTAssertEqual(timeAlone.line, record.line, "round \(round)")
                let time = Self.time(of: record)
                XCTAssertEqual(Self.time(of: timeAlone), time, "round \(round), line \(record.line): \(record.text ?? "")")
                if case .object(let members) = timeAlone.value {
                    XCTAssertLessThanOrEqual(members.count, 1, "the time alone, round \(round)")
                }
                if time != nil { timedRecords += 1 }
            }
            if alone.records.map(Self.time(of:)) != whole.records.map(Self.time(of:)) { return }
        }
        XCTAssertGreaterThan(timedRecords, 3_000, "most records have a time")
        // Six logs of each of the seven shapes a built-in format reads keep their shape.
        XCTAssertGreaterThan(roundsWithFormat, 30, "logs that keep their shape are read by a built-in format")
        XCTAssertGreaterThan(roundsOfStanzas, 5, "logs of stanzas are read as stanzas")
    }

    /// An access log's line with invalid UTF-8 in its request is matched by the format as the
    /// reader repairs it (U+FFFD is a character; a stray byte matches nothing), time included.
    /// (One line in twenty: the format is chosen by nine in ten of the first lines as written.)
    func testInvalidUTF8IsRepairedBeforeTheFormatReadsTheTime() throws {
        let scratch = try ScratchDirectory()
        var bytes: [UInt8] = []
        for number in 0..<20 {
            let line = Array(#"10.0.0.\#(number) - - [14/Jun/2025:15:16:01 +0200] "GET /item/\#(number * 7) HTTP/1.1" 200 \#(number * 13)"#.utf8)
            bytes += (number != 13 ? line : line.map { $0 == UInt8(ascii: "m") ? 0xFF : $0 }) + [10]
        }
        let path = try scratch.write("access.log", bytes)
        let reader = try RecordReader(path: path, format: .text)
        reader.keepOnly(field: "time")
        let times = readPages(from: reader, pageSize: 50).records.map(Self.time(of:))
        XCTAssertEqual(times, Array(repeating: .string("2025-06-14T15:16:01+02:00"), count: 20))
        XCTAssertEqual(try readRecords(path, format: .text).records.map(Self.time(of:)), times)
    }

    /// `shape` with some digits changed, and sometimes a byte replaced by any byte.
    private static func varied(_ shape: [UInt8], anyByte: Bool = true, using generator: inout SplitMix64Generator) -> [UInt8] {
        var line = shape
        for _ in 0..<Int(generator.next() % 4) {
            let offset = Int(generator.next() % UInt64(line.count))
            if line[offset].isASCIIDigit {
                line[offset] = UInt8(ascii: "0") + UInt8(generator.next() % 10)
            } else if anyByte, generator.next() % 4 == 0 {
                line[offset] = UInt8(truncatingIfNeeded: generator.next())
            }
        }
        return line
    }

    private static func time(of record: FileRecord) -> JSONValue? {
        guard case .object(let members) = record.value else { return nil }
        return members.first { $0.key == "time" }?.value
    }
}
