import Foundation
@testable import RecordFiles
import RecordFilesTesting
import XCTest

/// Two chunks scanned at once, the second speculatively from its first line feed, find exactly
/// the record starts one scan of the whole file finds, on any bytes cut anywhere: where the
/// speculation was wrong (a line feed inside a quoted CSV field or inside an array element) the
/// scan of the chunk before finds out and scans on itself.
final class ChunkPairScanTests: XCTestCase {
    private static let alphabets: [RecordFormat: [UInt8]] = [
        .jsonl: Array("{}[]\",:\\\n\n\n\r  1-tnulx".utf8),
        .csv: Array("\"\"\",,;\n\n\n\r ab1".utf8),
        .json: Array("[[]]{}\"\"\"\",,,:\\\n\n\n 1-tnulxé€".utf8),
    ]

    /// Every start a single scan of `bytes` finds.
    private func startsInOneGo(_ bytes: [UInt8], layout: RecordLayout) -> [RecordStart] {
        var scanner = makeBoundaryScanner(for: layout)
        var starts: [RecordStart] = []
        bytes.withUnsafeBufferPointer { all in
            let rest = UnsafeBufferPointer(rebasing: all[layout.preambleLength...])
            scanner.scan(rest, at: layout.preambleLength) { starts.append($0) }
        }
        return starts
    }

    /// Every start the pair scan finds, reading `chunkSize` bytes per core.
    private func startsInPairs<Scanner: RecordBoundaryScanner>(_ scanner: Scanner, file: RecordFile, chunkSize: Int) throws -> [RecordStart] {
        var scanner = scanner
        let helper = HelperThread()
        defer { helper.finish() }
        let pair = ChunkPairScan<Scanner>(readables: (try ReadableFile(reopening: file), try ReadableFile(reopening: file)),
                                          chunkSize: chunkSize, helper: helper)
        var starts: [RecordStart] = []
        var offset = file.layout.preambleLength
        while let count = pair.scan(&scanner, at: offset, onRecord: { starts.append($0) }), count > 0 {
            offset += count
        }
        return starts
    }

    func testPairScansFindWhatOneScanFindsOnRandomInput() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0xC0FFEE_2026)
        for round in 0..<600 {
            for format in RecordFormat.allCases {
                let alphabet = Self.alphabets[format] ?? []
                var bytes = (0..<Int.random(in: 0...300, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
                if format == .json, round % 2 == 0 { bytes.insert(UInt8(ascii: "["), at: 0) }
                let path = try scratch.write("input.\(format.rawValue)", bytes)
                let file = try RecordReader(path: path, format: format).file
                guard file.layout.canResume else { continue }
                let chunkSize = Int.random(in: 1...40, using: &generator)
                let expected = startsInOneGo(bytes, layout: file.layout)
                if format != .csv {
                    // Lines and columns as a reader counts them (CSV also ends lines at a lone CR).
                    let positions = expected.map { start in
                        bytes.withUnsafeBufferPointer { TextPosition.start.advanced(over: UnsafeBufferPointer(rebasing: $0[..<start.offset])) }
                    }
                    XCTAssertEqual(expected.map { TextPosition(line: $0.line, column: $0.column) }, positions,
                                   "round \(round), \(format): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
                }
                let found = try startsInPairs(makeBoundaryScanner(for: file.layout), file: file, chunkSize: chunkSize)
                if found != expected {
                    XCTFail("round \(round), \(format), chunks of \(chunkSize): \(String(decoding: bytes, as: UTF8.self).debugDescription)\n"
                            + "found \(found.map { "\($0.offset)@\($0.line):\($0.column)" })\n"
                            + "expected \(expected.map { "\($0.offset)@\($0.line):\($0.column)" })")
                    return
                }
            }
        }
    }

    /// The indexer, two small chunks at a time, keeps the same starts as one scan of the file:
    /// logs with quoted line breaks (CSV), blank and CRLF lines (JSON Lines), and arrays whose
    /// elements span lines.
    func testTheIndexOfSmallChunkPairsKeepsTheStartsOfOneScan() throws {
        let scratch = try ScratchDirectory()
        let files: [(String, String)] = [
            ("log.jsonl", (1...700).map { $0 % 9 == 0 ? "\r\n  \r\n{\"n\": \($0)}" : "{\"n\": \($0), \"t\": \"a\\nb\"}" }.joined(separator: "\n")),
            ("log.csv", "id,note\n" + (1...700).map { $0 % 4 == 0 ? "\($0),\"line\nbreak, \"\"quoted\"\"\"" : "\($0),plain" }.joined(separator: "\r\n")),
            ("log.json", "[\n" + (1...700).map { $0 % 3 == 0 ? "  {\n    \"n\": \($0),\n    \"a\": [1,\n 2]\n  }" : "{\"n\": \($0)}" }.joined(separator: ",\n") + "\n]\n"),
        ]
        for (name, text) in files {
            let path = try scratch.write(name, text)
            let file = try RecordReader(path: path).file
            let expected = startsInOneGo(Array(text.utf8), layout: file.layout)
            XCTAssertEqual(expected.count, 700, name)
            for chunkSize in [7, 64, 1_000] {
                let indexer = try XCTUnwrap(RecordIndexer(file: file, cache: nil, chunkSize: chunkSize))
                let progress = indexer.scanToEnd()
                XCTAssertTrue(progress.isComplete, name)
                XCTAssertEqual(progress.recordCount, 700, "\(name) in chunks of \(chunkSize)")
                XCTAssertEqual(indexer.index.allCheckpoints, stride(from: 0, to: 700, by: RecordIndex.stride).map { expected[$0] },
                               "\(name) in chunks of \(chunkSize)")
            }
        }
    }
}
