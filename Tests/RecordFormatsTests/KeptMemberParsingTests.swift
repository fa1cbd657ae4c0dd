@testable import RecordFileAccess
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// A JSON object parsed for one member (what a timeline samples of a JSON Lines record) holds
/// that member as the whole parse does, and text the whole parse refuses is refused with the
/// same error, though the other members are only checked.
final class KeptMemberParsingTests: XCTestCase {
    func testAnObjectParsedForOneMemberHoldsItAsTheWholeParseDoes() throws {
        var generator = SplitMix64Generator(seed: 0x4B_E9_7E)
        var kept = 0, refused = 0
        for round in 0..<3_000 {
            var text = Array(randomObject(depth: 0, using: &generator).utf8)
            // Now and then a byte changed, dropped or added: most of those texts are not JSON.
            if round % 3 == 0, !text.isEmpty {
                let place = Int.random(in: 0..<text.count, using: &generator)
                let byte = Array("{}[]\",:\\ae1-.\u{1}".utf8).randomElement(using: &generator)!
                switch Int.random(in: 0...2, using: &generator) {
                case 0: text[place] = byte
                case 1: text.remove(at: place)
                default: text.insert(byte, at: place)
                }
            }
            let whole = text.withUnsafeBufferPointer { bytes in
                Result { () throws(RecordFileError) in try JSONParser.parse(bytes, extent: .line(7, path: "p")).value }
            }
            // A name of ASCII bytes is compared as bytes; the Kelvin sign is the letter K to a
            // string's comparison, and so to the kept member's.
            let name = ["time", "time", "K", "\u{212A}"].randomElement(using: &generator)!
            let alone = text.withUnsafeBufferPointer { bytes in
                Result { () throws(RecordFileError) in
                    try JSONParser.parse(bytes, extent: .line(7, path: "p"), keptMember: JSONParser.KeptMember(name)).value
                }
            }
            switch (whole, alone) {
            case (.success(.object(let members)), .success(let value)):
                XCTAssertEqual(value, .object(members.filter { $0.key == name }), "round \(round), \(name): \(String(decoding: text, as: UTF8.self))")
                kept += 1
            case (.success(let value), .success(let aloneValue)):
                XCTAssertEqual(aloneValue, value, "round \(round): a value that is no object is made whole")
            case (.failure(let error), .failure(let aloneError)):
                XCTAssertEqual(aloneError, error, "round \(round): \(String(decoding: text, as: UTF8.self))")
                refused += 1
            default:
                XCTFail("round \(round): \(whole) against \(alone) for \(String(decoding: text, as: UTF8.self))")
            }
        }
        XCTAssertGreaterThan(kept, 1_000)
        XCTAssertGreaterThan(refused, 300)
    }

    func testAJSONLinesReaderAskedForOneFieldReadsEachRecordWithItAlone() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0x11_4E5)
        let lines = (0..<500).map { _ in randomObject(depth: 0, using: &generator) } + ["[1, 2]", "\"text\"", "{}"]
        let path = try scratch.write("log.jsonl", Array((lines.joined(separator: "\n") + "\n").utf8))
        let whole = try RecordReader(path: path)
        let alone = try RecordReader(path: path)
        alone.keepOnly(field: "time")
        var count = 0
        while let record = try whole.nextRecord() {
            let aloneRecord = try XCTUnwrap(try alone.nextRecord())
            XCTAssertEqual(aloneRecord.number, record.number)
            if case .object(let members) = record.value {
                XCTAssertEqual(aloneRecord.value, .object(members.filter { $0.key == "time" }), "record \(record.number)")
            } else {
                XCTAssertEqual(aloneRecord.value, record.value, "record \(record.number)")
            }
            count += 1
        }
        XCTAssertEqual(count, lines.count)
        XCTAssertNil(try alone.nextRecord())
    }

    /// An object of members named `time` (twice at times, and once escaped), `K` (as a letter,
    /// the Kelvin sign and its escape) and others, whose values are strings with escapes,
    /// numbers, literals and nested values.
    private func randomObject(depth: Int, using generator: inout SplitMix64Generator) -> String {
        let names = ["time", "time", "msg", "t", "timestamp", "ti\\u006de", "ctx", "a very long member name indeed",
                     "K", "\u{212A}", "\\u212A"]
        return "{" + (0..<Int.random(in: 0...5, using: &generator)).map { _ in
            "\"\(names.randomElement(using: &generator)!)\": " + randomValue(depth: depth + 1, using: &generator)
        }.joined(separator: Bool.random(using: &generator) ? "," : ", ") + "}"
    }

    private func randomValue(depth: Int, using generator: inout SplitMix64Generator) -> String {
        switch depth > 3 ? Int.random(in: 0...2, using: &generator) : Int.random(in: 0...4, using: &generator) {
        case 0:
            let pieces = ["a", "é", "\\\"", "\\\\", "\\n", "\\u00e9", "\\ud83d\\ude00", "2025-06-14T15:16:01Z", " ", "{", ","]
            return "\"" + (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined() + "\""
        case 1:
            return ["0", "-12", "3.25", "1e9", "1749914161", "-0.5E-3"].randomElement(using: &generator)!
        case 2:
            return ["true", "false", "null"].randomElement(using: &generator)!
        case 3:
            return "[" + (0..<Int.random(in: 0...3, using: &generator)).map { _ in randomValue(depth: depth + 1, using: &generator) }
                .joined(separator: ",") + "]"
        default:
            return randomObject(depth: depth, using: &generator)
        }
    }
}
