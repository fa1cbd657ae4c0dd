import Foundation
@testable import RecordFileAccess
@testable import RecordFiles
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// A sort of a whole file puts its records in the order of their keys, equal keys in file
/// order, whether it reads every record in one pass or through the index on two cores, or only
/// another run's matches; keys order values as people expect.
final class RecordSortTests: XCTestCase {
    // MARK: Keys

    func testKeysPutNumbersByValueBeforeTextInNaturalOrderAndMissingValuesLast() {
        let values: [JSONValue?] = [
            .string("item 100"), .number("-3.5"), .string("Item 9"), nil, .string("  "), .number("1e1"), .string("item 9b"),
            .string("Éclair 2"), .string("5"), .null, .string("item 10"), .bool(true), .number("-0"), .string("0"),
        ]
        let sorted = values.enumerated().sorted { (SortKey($0.element), $0.offset) < (SortKey($1.element), $1.offset) }.map(\.element)
        XCTAssertEqual(sorted, [
            .number("-3.5"), .number("-0"), .string("0"), .string("5"), .number("1e1"),
            .string("Éclair 2"), .string("Item 9"), .string("item 9b"), .string("item 10"), .string("item 100"), .bool(true),
            nil, .string("  "), .null,
        ])
        XCTAssertEqual(SortKey(.string("ÉCLAIR")), SortKey(.string("eclair")), "case and accents aside")
        XCTAssertEqual(SortKey(.string("file 007")), SortKey(.string("FILE 7")), "digits by value")
        XCTAssertTrue(SortKey(.string("12")).isNumber)
        XCTAssertFalse(SortKey(.string("0x1F")).isNumber, "hexadecimal is text")
        XCTAssertFalse(SortKey(.string("inf")).isNumber)
        XCTAssertTrue(SortKey(.string("")).isMissing)
        XCTAssertLessThan(SortKey(.string("-814")), SortKey(.number("794")), "numbers as text or as JSON numbers alike")
        XCTAssertLessThan(SortKey(.string(" 2.5 ")), SortKey(.string("1e1")))
        let texts = ["file 10", "File 9", "file 1", "file 09b", "file 9"].sorted { SortKey(.string($0)) < SortKey(.string($1)) }
        XCTAssertEqual(texts, ["file 1", "File 9", "file 9", "file 09b", "file 10"], "equal texts keep their order")
    }

    /// Random texts of letters, digits, escapes' bytes and accents: the keys order them as an
    /// independent reference does (folded runs of digits by value and of other characters).
    func testKeysOrderRandomTextsAsTheReference() {
        var generator = SplitMix64Generator(seed: 0x5027_1)
        let pieces = ["a", "B", "z", "é", "E", "0", "1", "9", "007", " ", "-", "\u{0}", "\u{1}", "\u{2}", "ü", "Ａ", "10", "x1y"]
        for _ in 0..<4_000 {
            let texts = (0..<2).map { _ in (0..<Int.random(in: 1...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined() }
            guard texts.allSatisfy({ Double($0.trimmingCharacters(in: .whitespaces)) == nil && !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else { continue }
            let expected = ReferenceText(texts[0]).order(ReferenceText(texts[1]))
            let keys = texts.map { SortKey(.string($0)) }
            let actual = keys[0] < keys[1] ? -1 : keys[1] < keys[0] ? 1 : 0
            XCTAssertEqual(actual, expected, "\(texts[0].debugDescription) against \(texts[1].debugDescription)")
        }
    }

    func testTheInPlaceSortAgreesWithTheStandardLibrary() {
        var generator = SplitMix64Generator(seed: 0x1_250)
        let helper = HelperThread()
        defer { helper.finish() }
        for count in [0, 1, 2, 3, 16, 17, 18, 100, 1_000, 20_000] {
            for shape in ["random", "sorted", "reversed", "few values"] {
                var values: [Int] = (0..<count).map { _ in Int.random(in: 0..<1_000_000, using: &generator) }
                if shape == "sorted" { values.sort() }
                if shape == "reversed" { values.sort(by: >) }
                if shape == "few values" { values = values.map { $0 % 3 } }
                // Made distinct, as a sort's entries are by their place.
                var pairs = values.enumerated().map { ($0.element, $0.offset) }
                let expected = pairs.sorted { $0 < $1 }.map(\.1)
                let sort = InPlaceSort<(Int, Int)>(precedes: { $0 < $1 }, isStopped: { false })
                pairs.withUnsafeMutableBufferPointer { sort.sort($0, helper: count.isMultiple(of: 2) ? helper : nil) }
                XCTAssertEqual(pairs.map(\.1), expected, "\(count) \(shape)")
            }
        }
    }

    // MARK: Whole files

    /// Random files with many equal values and long common starts (so that whole keys are read
    /// from disk): the order is the reference's, equal keys in file order, read in one pass or
    /// through the index in shares; descending is its reverse.
    func testASortOfRandomFilesPutsRecordsInTheReferenceOrder() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0x50_47)
        let long = String(repeating: "the same long start of a message ", count: 2)
        for round in 0..<16 {
            let count = Int.random(in: 0...(3 * RecordSort.batchSize), using: &generator)
            let values: [String?] = (0..<count).map { _ in
                switch Int.random(in: 0..<6, using: &generator) {
                case 0: nil
                case 1: String(Int.random(in: -50...50, using: &generator))
                case 2: ["error", "ERROR", "warn", "info"].randomElement(using: &generator)!
                case 3: long + String(Int.random(in: 0..<40, using: &generator))
                case 4: long + ["b", "a", "B"].randomElement(using: &generator)!
                default: "user-\(Int.random(in: 0..<100, using: &generator))"
                }
            }
            let lines = values.enumerated().map { number, value in
                value.map { #"{"n":\#(number + 1),"v":"\#($0)"}"# } ?? #"{"n":\#(number + 1)}"#
            }
            let path = try scratch.write("random-\(round).jsonl", lines.map { $0 + "\n" }.joined())
            let file = try RecordReader(path: path).file
            let indexer = try XCTUnwrap(RecordIndexer(file: file))
            indexer.scanToEnd()
            let keys = values.map { SortKey($0.map(JSONValue.string)) }
            let expected = values.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map { $0 + 1 }
            let expectedDescending = values.indices.sorted { first, second in
                let (a, b) = (keys[first], keys[second])
                if a.isMissing != b.isMissing { return b.isMissing }
                return a != b ? b < a : first < second
            }.map { $0 + 1 }
            let shares = Int.random(in: 1...4, using: &generator)
            for index in [nil, indexer.index] {
                let sort = RecordSort(file: file, within: nil, index: index, columnName: { String($0) }, directory: scratch.url.path,
                                      sharesOfStrides: shares, key: Self.field("v"))
                let progress = sort.sortToEnd()
                XCTAssertTrue(progress.isComplete && progress.hasEnded, "\(progress)")
                XCTAssertNil(progress.failure)
                XCTAssertEqual(progress.examinedRecords, count)
                XCTAssertEqual(sort.count, count)
                XCTAssertEqual(sort.records(at: 0..<count), expected, "round \(round), index \(index != nil)")
                XCTAssertEqual(sort.records(at: 0..<count, descending: true), expectedDescending, "descending, equal keys in file order, missing values last")
                for _ in 0..<20 where count > 0 {
                    let position = Int.random(in: 0..<count, using: &generator)
                    XCTAssertEqual(sort.position(ofRecordAtOrAfter: expectedDescending[position], descending: true), position)
                }
                XCTAssertEqual(sort.records(at: max(0, count - 2)..<count + 5).count, min(2, count), "out of range is left out")
                let left = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { $0.hasPrefix("list-viewer-sort") }
                XCTAssertEqual(left, [], "the keys' files are unlinked at once")
            }
        }
    }

    /// A sort within a filter orders only the filter's matches, and finds a record's place.
    func testASortWithinAFilterOrdersItsMatchesAndFindsPlaces() throws {
        let scratch = try ScratchDirectory()
        let lines = (1...5_000).map { #"{"n":\#($0),"level":"\#($0 % 3 == 0 ? "error" : "info")","ms":\#(($0 * 7_919) % 1_000)}"# }
        let path = try scratch.write("log.jsonl", lines.map { $0 + "\n" }.joined())
        let file = try RecordReader(path: path).file
        let filter = try XCTUnwrap(RecordFilterSearch(filter: try FieldFilter("level = error"), file: file))
        filter.start()
        let sort = RecordSort(file: file, within: filter, directory: scratch.url.path, key: Self.field("ms"))
        sort.start()
        let deadline = Date(timeIntervalSinceNow: 30)
        while !sort.progress.hasEnded, Date() < deadline { usleep(1_000) }
        XCTAssertTrue(sort.progress.isComplete)
        let numbers = (1...5_000).filter { $0 % 3 == 0 }
        let expected = numbers.sorted { (($0 * 7_919) % 1_000, $0) < (($1 * 7_919) % 1_000, $1) }
        XCTAssertEqual(sort.records(at: 0..<sort.count), expected)
        XCTAssertEqual(sort.position(ofRecordAtOrAfter: expected[10]), 10)
        XCTAssertEqual(sort.position(ofRecordAtOrAfter: 1).flatMap { sort.records(at: $0..<$0 + 1).first }, 3,
                       "a record the filter left out: the first match after it")
        let descending = numbers.sorted { (($1 * 7_919) % 1_000, $0) < (($0 * 7_919) % 1_000, $1) }
        XCTAssertEqual(sort.records(at: 0..<sort.count, descending: true), descending)
        XCTAssertEqual(sort.position(ofRecordAtOrAfter: expected[10], descending: true), descending.firstIndex(of: expected[10]))
    }

    func testAFolderThatCannotBeWrittenFailsTheSortWithTheReason() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", #"{"a":1}"# + "\n")
        let file = try RecordReader(path: path).file
        let sort = RecordSort(file: file, directory: scratch.url.path + "/missing", key: Self.field("a"))
        let progress = sort.sortToEnd()
        XCTAssertFalse(progress.isComplete)
        XCTAssertTrue(progress.hasEnded)
        XCTAssertEqual(progress.failure, .cannotKeepKeys(folder: scratch.url.path + "/missing", errno: ENOENT))
        XCTAssertEqual(sort.count, 0)
        XCTAssertEqual(sort.records(at: 0..<1), [])
        XCTAssertNil(sort.position(ofRecordAtOrAfter: 1))
    }

    func testACancelledSortHasNoOrder() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", (1...10_000).map { #"{"a":\#($0)}"# + "\n" }.joined())
        let sort = RecordSort(file: try RecordReader(path: path).file, directory: scratch.url.path, key: Self.field("a"))
        sort.cancel()
        let progress = sort.sortToEnd()
        XCTAssertTrue(progress.hasEnded)
        XCTAssertFalse(progress.isComplete)
        XCTAssertEqual(sort.count, 0)
    }

    private static func field(_ name: String) -> @Sendable (FileRecord) -> JSONValue? {
        { record in
            guard case .object(let members) = record.value else { return nil }
            return members.first { $0.key == name }?.value
        }
    }
}

/// Text ordered the plain way, as a reference for ``SortKey``: folded, then split into runs of
/// digits (compared by value) and of other characters (compared by Unicode scalars).
private struct ReferenceText {
    enum Part: Equatable {
        case digits(String)
        case other([Unicode.Scalar])
    }

    let parts: [Part]

    init(_ text: String) {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
        var parts: [Part] = []
        var run: [Unicode.Scalar] = []
        var runIsDigits = false
        func close() {
            guard !run.isEmpty else { return }
            if runIsDigits {
                let digits = String(String.UnicodeScalarView(run)).drop { $0 == "0" }
                parts.append(.digits(digits.isEmpty ? "0" : String(digits)))
            } else {
                parts.append(.other(run))
            }
            run = []
        }
        for scalar in folded.unicodeScalars {
            let isDigit = ("0"..."9").contains(scalar)
            if isDigit != runIsDigits { close() }
            runIsDigits = isDigit
            run.append(scalar)
        }
        close()
        self.parts = parts
    }

    /// -1, 0 or 1 as this text sorts before, with or after `other`.
    func order(_ other: ReferenceText) -> Int {
        for (left, right) in zip(parts, other.parts) where left != right {
            switch (left, right) {
            case let (.digits(a), .digits(b)): return (a.count, a) < (b.count, b) ? -1 : 1
            case (.digits, .other): return -1
            case (.other, .digits): return 1
            case let (.other(a), .other(b)): return a.lexicographicallyPrecedes(b, by: { $0.value < $1.value }) ? -1 : 1
            }
        }
        return parts.count == other.parts.count ? 0 : parts.count < other.parts.count ? -1 : 1
    }
}
