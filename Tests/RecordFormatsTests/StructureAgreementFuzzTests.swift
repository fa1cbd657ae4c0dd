import Foundation
@testable import RecordFileAccess
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// The index and the search find record starts with the same structure the reader cuts records
/// with, so on any bytes, cut into chunks anywhere, they agree: the index counts the reader's
/// records on the same lines, a reader resumed at any start reads that very record, and where
/// the reader meets malformed input, a reader resumed there meets the same problem.
///
/// Inputs are random bytes drawn mostly from the formats' punctuation (text logs: from a log's
/// pieces), seeded; a failing input is shrunk byte by byte before it is reported.
final class StructureAgreementFuzzTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    private static let alphabets: [RecordFormat: [UInt8]] = [
        .jsonl: Array("{}[]\",:\\\n\n\r  1-tnulx".utf8),
        .csv: Array("\"\",,;\n\n\r ab1".utf8),
        .json: Array("[[]]{}\"\"\"\",,:\\\n 1-tnulxé€".utf8),
    ]

    func testIndexAndReaderAgreeOnRandomInput() throws {
        var generator = SplitMix64Generator(seed: 0x5EED_2026)
        for round in 0..<400 {
            for format in RecordFormat.allCases {
                let alphabet = Self.alphabets[format] ?? []
                let length = Int.random(in: 0...120, using: &generator)
                var bytes = format == .text ? RandomTextLog.bytes(pieceCount: length / 4, using: &generator)
                    : (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
                if format == .json, round % 2 == 0 { bytes.insert(UInt8(ascii: "["), at: 0) }
                let chunkSeed = generator.next()
                guard let problem = try disagreement(bytes, format: format, chunkSeed: chunkSeed) else { continue }
                let smallest = try shrink(bytes, format: format, chunkSeed: chunkSeed)
                let shown = String(decoding: smallest, as: UTF8.self).debugDescription
                XCTFail("round \(round), \(format): \(problem)\nsmallest input: \(shown)")
                return
            }
        }
    }

    /// What the index and the reader disagree on for `bytes` read as `format`, if anything.
    private func disagreement(_ bytes: [UInt8], format: RecordFormat, chunkSeed: UInt64) throws -> String? {
        let path = try scratch.write("input", bytes)
        var chunks = SplitMix64Generator(seed: chunkSeed)
        let reader = try RecordReader(path: path, format: format, chunkSize: Int.random(in: 1...9, using: &chunks))
        let reading = readPages(from: reader, pageSize: Int.random(in: 1...4, using: &chunks))
        let layout = reader.file.layout
        let starts = boundaries(of: bytes, layout: layout, generator: &chunks)
        let records = reading.records
        // Step 1: the same records, on the same lines.
        guard starts.count >= records.count,
              starts.prefix(records.count).map(\.line) == records.map(\.line) else {
            return "starts on lines \(starts.map(\.line)), records on \(records.map(\.line))"
        }
        let heldBack = reading.warnings.contains { if case .incompleteLastLine = $0.problem { true } else { false } }
        if reading.error == nil, starts.count != records.count + (heldBack ? 1 : 0) {
            return "\(starts.count) starts for \(records.count) records read to the end"
        }
        // Step 2: a reader resumed at a start reads that record, or meets the reader's error.
        // Readers resume past the first record only (the index keeps no checkpoint for it), so
        // a JSON document that is not an array is never resumed into.
        for (position, start) in starts.enumerated() where position >= 1 && position <= records.count {
            let resumed = try RecordReader(path: path, format: format, chunkSize: 7)
            guard try resumed.resume(at: start, number: position + 1) else { return "the reader did not resume" }
            do {
                let page = try resumed.nextPage(maxRecords: 1)
                if position < records.count, page.records.first != records[position] {
                    return "resumed at record \(position + 1), read \(String(describing: page.records.first))"
                }
                if position == records.count, let error = reading.error {
                    return "resumed at the malformed record \(position + 1), read without \(error)"
                }
            } catch {
                if position < records.count { return "resumed at record \(position + 1): \(error)" }
                if let expected = reading.error,
                   error.problem != expected.problem || error.line != expected.line || error.column != expected.column {
                    return "resumed at the malformed record: \(error), the reader met \(expected)"
                }
            }
        }
        // Step 3: one reader moved from start to start, back and forth, reads each record as a
        // fresh reader does (a CSV file's header read once).
        let moved = try RecordReader(path: path, format: format, chunkSize: 7)
        let positions = starts.indices.filter { $0 >= 1 && $0 < records.count }.shuffled(using: &chunks)
        for position in positions {
            guard try moved.resume(at: starts[position], number: position + 1) else { return "the moved reader did not resume" }
            let record = try? moved.nextPage(maxRecords: 1).records.first
            if record != records[position] { return "moved to record \(position + 1), read \(String(describing: record))" }
        }
        return nil
    }

    /// The record starts a boundary scanner finds in `bytes`, fed in random chunks.
    private func boundaries(of bytes: [UInt8], layout: RecordLayout,
                            generator: inout SplitMix64Generator) -> [RecordStart] {
        var scanner = makeBoundaryScanner(for: layout)
        var starts: [RecordStart] = []
        var offset = layout.preambleLength
        while offset < bytes.count {
            let end = min(bytes.count, offset + Int.random(in: 1...48, using: &generator))
            bytes[offset..<end].withUnsafeBufferPointer { chunk in
                scanner.scan(chunk, at: offset) { starts.append($0) }
            }
            offset = end
        }
        // A text log's last line, too short yet to tell apart, is a record to the indexer too.
        if let atEnd = scanner.recordAtEnd { starts.append(atEnd) }
        return starts
    }

    /// The shortest input, found by deleting one byte at a time, that still disagrees.
    private func shrink(_ bytes: [UInt8], format: RecordFormat, chunkSeed: UInt64) throws -> [UInt8] {
        var smallest = bytes
        var index = 0
        while index < smallest.count {
            var candidate = smallest
            candidate.remove(at: index)
            if try disagreement(candidate, format: format, chunkSeed: chunkSeed) != nil {
                smallest = candidate
            } else {
                index += 1
            }
        }
        return smallest
    }
}
