@testable import RecordFileAccess
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// CSV as spreadsheets write it around the world: other delimiters, no header, old Mac line
/// ends, and text saved as UTF-16.
final class CSVDialectTests: XCTestCase {
    private var directory: ScratchDirectory!

    override func setUpWithError() throws {
        directory = try ScratchDirectory()
    }

    override func tearDown() {
        directory = nil
    }

    private let people = [
        FileRecord(number: 1, line: 2, value: csvRow(["name": "Ada", "city": "London, UK"])),
        FileRecord(number: 2, line: 3, value: csvRow(["name": "Linus", "city": "Helsinki"])),
    ]

    func testTheDelimiterIsDetectedFromTheFirstLines() throws {
        for (delimiter, name) in [(";", "semicolon"), ("\t", "tab"), ("|", "pipe"), (",", "comma")] {
            let text = "name\(delimiter)city\nAda\(delimiter)\"London, UK\"\nLinus\(delimiter)Helsinki\n"
            let reading = try readRecords(directory.write("\(name).csv", text))
            XCTAssertNil(reading.error, name)
            XCTAssertEqual(reading.records, people, name)
        }
    }

    func testASemicolonFileWithCommasInsideItsFieldsIsStillSemicolons() throws {
        // Where the comma is the decimal mark, numbers are full of commas; the semicolon splits
        // every line the same way, the comma does not.
        let reading = try readRecords(directory.write("prices.csv", "item;price\ntea;2,50\ncoffee;3\nbread;1,20\n"))
        XCTAssertEqual(reading.records.map(\.value), [
            csvRow(["item": "tea", "price": "2,50"]), csvRow(["item": "coffee", "price": "3"]),
            csvRow(["item": "bread", "price": "1,20"]),
        ])
    }

    func testTSVMeansTabAndTheDelimiterCanBeGiven() throws {
        let tsv = try readRecords(directory.write("data.tsv", "a\tb\n1\t2,3\n"))
        XCTAssertEqual(tsv.records.map(\.value), [csvRow(["a": "1", "b": "2,3"])])
        let given = try RecordReader(path: directory.write("data.txt", "a;b|c\n1;2|3\n"), format: .csv,
                                     csvDelimiter: UInt8(ascii: "|"))
        XCTAssertEqual(readPages(from: given, pageSize: 10).records.map(\.value), [csvRow(["a;b": "1;2", "c": "3"])])
    }

    func testWithoutAHeaderTheColumnsAreNumbered() throws {
        let reader = try RecordReader(path: directory.write("rows.csv", "Ada,36\nAlan,41\n"), csvHasHeader: false)
        XCTAssertEqual(readPages(from: reader, pageSize: 10).records, [
            FileRecord(number: 1, line: 1, value: csvRow(["1": "Ada", "2": "36"])),
            FileRecord(number: 2, line: 2, value: csvRow(["1": "Alan", "2": "41"])),
        ])
    }

    func testLoneCarriageReturnsEndLinesAsLFAndCRLFDo() throws {
        for (ending, name) in [("\r", "cr"), ("\n", "lf"), ("\r\n", "crlf")] {
            let text = ["name,city", "Ada,\"London, UK\"", "Linus,Helsinki"].joined(separator: ending) + ending
            let reading = try readRecords(directory.write("\(name).csv", text))
            XCTAssertNil(reading.error, name)
            XCTAssertEqual(reading.records, people, name)
        }
    }

    func testUTF16WithAByteOrderMarkIsDecodedInBothByteOrders() throws {
        let text = "name,city\nAda,\"London, UK\"\nLinus,Helsinki\nZoë,東京 🗼\n"
        for (bigEndian, name) in [(false, "le"), (true, "be")] {
            var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            for unit in text.utf16 {
                bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            // Tiny chunks split code units and surrogate pairs between reads.
            let reading = try readRecords(directory.write("\(name).csv", bytes), chunkSize: 3)
            XCTAssertNil(reading.error, name)
            XCTAssertEqual(reading.records.count, 3, name)
            XCTAssertEqual(reading.records.last?.value, csvRow(["name": "Zoë", "city": "東京 🗼"]), name)
        }
    }

    func testUTF16JSONIsReadToo() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in #"[{"name": "Ada"}, {"name": "Zoë"}]"#.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let reading = try readRecords(directory.write("people.json", bytes))
        XCTAssertNil(reading.error)
        XCTAssertEqual(reading.records.map(\.value), [jsonValue(#"{"name": "Ada"}"#), jsonValue(#"{"name": "Zoë"}"#)])
    }

    func testAnUnpairedSurrogateBecomesTheReplacementCharacter() throws {
        let littleEndian: (UInt16) -> [UInt8] = { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "a\nx".utf16 { bytes += littleEndian(unit) }
        bytes += littleEndian(0xD800)  // a high surrogate with no low one after it
        bytes += littleEndian(0x0A)
        let reading = try readRecords(directory.write("broken.csv", bytes))
        XCTAssertEqual(reading.records.map(\.value), [csvRow(["a": "x\u{FFFD}"])])
    }
}
