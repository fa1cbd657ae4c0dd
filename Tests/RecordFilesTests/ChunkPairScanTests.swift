import Foundation
@testable import RecordFileAccess
@testable import RecordFiles
@testable import RecordFormats
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

    /// The starts one scanner finds in `bytes` given in random pieces of fewer than 64 bytes,
    /// too few for any scanner's 64-byte blocks: a line, or a byte, at a time.
    private func startsInPiecesUnder64Bytes(_ bytes: [UInt8], layout: RecordLayout,
                                            using generator: inout SplitMix64Generator) -> [RecordStart] {
        var scanner = makeBoundaryScanner(for: layout)
        var starts: [RecordStart] = []
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + Int.random(in: 1...63, using: &generator))
            bytes.withUnsafeBufferPointer { scanner.scan(UnsafeBufferPointer(rebasing: $0[offset..<end]), at: offset) { starts.append($0) } }
            offset = end
        }
        return starts
    }

    /// The starts the pair scan keeps, reading `chunkSize` bytes per core: every `stride`-th,
    /// counting on from `counted` records before the file's.
    private func startsInPairs<Scanner: RecordBoundaryScanner>(_ scanner: Scanner, file: RecordFile, chunkSize: Int,
                                                               stride: Int = 1, counted: Int = 0,
                                                               firstShare: Double = 0.5) throws -> (kept: [RecordStart], count: Int, lineMaps: StrideLineMaps?) {
        var scanner = scanner
        let helper = HelperThread()
        defer { helper.finish() }
        let readables = (try ReadableFile(reopening: file), try ReadableFile(reopening: file))
        let pair = ChunkPairScan<Scanner>(readables: readables, chunkSize: chunkSize, helper: helper,
                                          balance: PairBalance(firstShare: firstShare))
        var records = StridedStarts(stride: stride, count: counted, mapsLines: true, mayStartInLines: file.layout.recordLineEnds == nil)
        var offset = file.layout.preambleLength
        var kept: [RecordStart] = [], lineMaps = StrideLineMaps()
        while let count = pair.scan(&scanner, at: offset, counting: &records), count > 0 {
            offset += count
            // As the indexer takes them, pair by pair.
            kept += records.kept
            if let finished = records.lineMaps { lineMaps.append(contentsOf: finished) }
            records.removeKept()
        }
        return (kept, records.count - counted, records.lineMaps.map { _ in lineMaps })
    }

    /// The line maps of the strides of `stride` records that `starts` (every record of the file,
    /// counting on from `counted` before them) finish: which lines of a stride start records,
    /// counted from its first record's line, when it spans fewer lines than a map covers, else
    /// how many of its records are on its first lines and where the others start; none for a
    /// stride the scan began inside.
    private func lineMaps(of starts: [RecordStart], stride: Int, counted: Int) -> [Int: StrideLineMap] {
        var maps: [Int: StrideLineMap] = [:]
        let firstWhole = (stride - counted % stride) % stride
        for first in Swift.stride(from: firstWhole, to: starts.count - stride, by: stride) {
            // A stride with a record that starts inside a line (in a JSON array) is not mapped.
            guard starts[first..<(first + stride)].allSatisfy({ $0.column == 1 }) else { continue }
            let lines = starts[first..<(first + stride)].map { $0.line - starts[first].line }
            if lines.last! >= StrideLineMaps.maximumLines {
                let firstLines = lines.enumerated().prefix { $0.offset == $0.element }.count
                let distances = starts[(first + firstLines)..<(first + stride)].map { $0.offset - starts[first].offset }
                maps[(counted + first) / stride] = .distantStarts(firstLines: firstLines, packing: distances)
            } else if lines == Array(0..<stride) {
                maps[(counted + first) / stride] = .firstLines
            } else {
                var words = [UInt64](repeating: 0, count: lines.last! / 64 + 1)
                for line in lines { words[line / 64] |= 1 << UInt64(line % 64) }
                maps[(counted + first) / stride] = .heads(words[...])
            }
        }
        return maps
    }

    func testPairScansFindWhatOneScanFindsOnRandomInput() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0xC0FFEE_2026)
        for round in 0..<600 {
            for format in RecordFormat.allCases {
                let alphabet = Self.alphabets[format] ?? []
                let length = Int.random(in: 0...300, using: &generator)
                var bytes = format == .text ? RandomTextLog.bytes(pieceCount: length / 4, using: &generator)
                    : (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
                if format == .json, round % 2 == 0 { bytes.insert(UInt8(ascii: "["), at: 0) }
                let path = try scratch.write("input.\(format.rawValue)", bytes)
                let file = try RecordReader(path: path, format: format).file
                guard file.layout.canResume else { continue }
                let chunkSize = Int.random(in: 1...40, using: &generator)
                let expected = startsInOneGo(bytes, layout: file.layout)
                if format != .csv && file.layout.textEntries.lineBreak == UInt8(ascii: "\n") {
                    // Lines and columns as a reader counts them (CSV also ends lines at a lone
                    // CR, and so does a text log without line feeds).
                    let positions = expected.map { start in
                        bytes.withUnsafeBufferPointer { TextPosition.start.advanced(over: UnsafeBufferPointer(rebasing: $0[..<start.offset])) }
                    }
                    XCTAssertEqual(expected.map { TextPosition(line: $0.line, column: $0.column) }, positions,
                                   "round \(round), \(format): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
                }
                // Every start, or every `stride`-th counting on from records before: the index's.
                let stride = round % 2 == 0 ? 1 : Int.random(in: 2...5, using: &generator)
                let counted = Int.random(in: 0...9, using: &generator)
                // The pair split anywhere the balance may split it.
                let firstShare = Double.random(in: PairBalance.shares, using: &generator)
                let (found, count, maps) = try startsInPairs(makeBoundaryScanner(for: file.layout), file: file, chunkSize: chunkSize,
                                                             stride: stride, counted: counted, firstShare: firstShare)
                let due = expected.enumerated().filter { (counted + $0.offset) % stride == 0 }.map(\.element)
                XCTAssertEqual(count, expected.count, "round \(round), \(format): every record counted")
                if found != due {
                    XCTFail("round \(round), \(format), chunks of \(chunkSize) split at \(firstShare), every \(stride) from \(counted): \(String(decoding: bytes, as: UTF8.self).debugDescription)\n"
                            + "found \(found.map { "\($0.offset)@\($0.line):\($0.column)" })\n"
                            + "expected \(due.map { "\($0.offset)@\($0.line):\($0.column)" })")
                    return
                }
                // Each stride finished whose records start lines is mapped as one scan maps it.
                XCTAssertNotNil(maps, "round \(round), \(format)")
                if let maps {
                    let slots = maps.firstSlot..<maps.endSlot
                    let expectedMaps = lineMaps(of: expected, stride: stride, counted: counted)
                    let foundMaps = Dictionary(uniqueKeysWithValues: slots.compactMap { slot in maps.map(forSlot: slot).map { (slot, $0) } })
                    if foundMaps != expectedMaps {
                        XCTFail("round \(round), \(format), chunks of \(chunkSize) split at \(firstShare), every \(stride) from \(counted): \(String(decoding: bytes, as: UTF8.self).debugDescription)\n"
                                + "maps \(foundMaps)\nexpected \(expectedMaps)")
                        return
                    }
                }
            }
        }
    }

    /// Random bytes of each format (speculations that hold, fail, or find no line feed) scanned in
    /// small pairs split anywhere, with a search's text of 1 to 24 bytes (in its case or ignoring
    /// it) found from a random pair on, as a search that boards the index's pass has it found
    /// (after another search's text, or none): every place it starts from there, each once,
    /// ascending, wherever pieces and chunks cut it.
    func testPairScansFindEveryPlaceOfASearchTextOnRandomInput() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0x1DE7_9A55)
        for round in 0..<300 {
            let format = [RecordFormat.jsonl, .csv, .json, .text][round % 4]
            let alphabet = Self.alphabets[format] ?? Array("ab \n".utf8)
            let length = Int.random(in: 1...400, using: &generator)
            // Few distinct bytes, so that the text recurs, overlaps itself and straddles chunks.
            let bytes = format == .text ? RandomTextLog.bytes(pieceCount: length / 4, using: &generator)
                : (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
            let path = try scratch.write("places-\(round).\(format.rawValue)", bytes)
            let file = try RecordReader(path: path, format: format).file
            guard file.layout.canResume, bytes.count > file.layout.preambleLength else { continue }
            let ignoresCase = round % 3 == 0
            let needleLength = Int.random(in: 1...min(24, bytes.count), using: &generator)
            let needleStart = Int.random(in: 0...(bytes.count - needleLength), using: &generator)
            let needle = bytes[needleStart..<(needleStart + needleLength)].map { ignoresCase ? Self.lowered($0) : $0 }
            let finder = bytes.withUnsafeBufferPointer { NeedleFinder(needle: needle, ignoringCase: ignoresCase, sample: $0) }
            let chunkSize = Int.random(in: 1...40, using: &generator)
            let boardingPair = Int.random(in: 0...3, using: &generator)
            let before = Bool.random(using: &generator)
                ? bytes.withUnsafeBufferPointer { NeedleFinder(needle: [alphabet.randomElement(using: &generator)!], ignoringCase: false, sample: $0) }
                : nil
            let (places, boardedAt) = try placesInPairs(of: finder, from: boardingPair, after: before,
                                                        scanning: makeBoundaryScanner(for: file.layout), file: file, chunkSize: chunkSize,
                                                        firstShare: Double.random(in: PairBalance.shares, using: &generator))
            let expected = boardedAt > bytes.count - needle.count ? [] : (boardedAt...(bytes.count - needle.count)).filter { start in
                zip(bytes[start...], needle).allSatisfy { (ignoresCase ? Self.lowered($0) : $0) == $1 }
            }
            if places != expected {
                return XCTFail("round \(round), \(format), chunks of \(chunkSize), from pair \(boardingPair) at \(boardedAt), "
                               + "\(String(decoding: needle, as: UTF8.self).debugDescription) in \(String(decoding: bytes, as: UTF8.self).debugDescription):"
                               + " found \(places), expected \(expected)")
            }
        }
    }

    /// A text found more often than the pass keeps finding (a letter in every other byte) stops
    /// being found in the chunk where it passes the limit: the pair says so, and keeps no more
    /// places than the limit allows.
    func testAPairStopsFindingATextFoundTooOften() throws {
        let scratch = try ScratchDirectory()
        let text = (1...20_000).map { "{\"n\": \($0), \"t\": \"a a a a a a a a\"}\n" }.joined()
        let file = try RecordReader(path: try scratch.write("dense.jsonl", text)).file
        let finder = Array(text.utf8).withUnsafeBufferPointer { NeedleFinder(needle: Array("a".utf8), ignoringCase: false, sample: $0) }
        var scanner = makeBoundaryScanner(for: file.layout) as! JSONLinesBoundaries
        let helper = HelperThread()
        defer { helper.finish() }
        let chunkSize = 64 << 10
        let pair = ChunkPairScan<JSONLinesBoundaries>(readables: (try ReadableFile(reopening: file), try ReadableFile(reopening: file)),
                                                      chunkSize: chunkSize, helper: helper)
        var records = StridedStarts(stride: 1, count: 0, mapsLines: true, mayStartInLines: false)
        XCTAssertEqual(pair.scan(&scanner, at: 0, counting: &records, finding: IndexPassHits(finder: finder)), 2 * chunkSize)
        XCTAssertTrue(pair.foundTooMany)
        XCTAssertLessThanOrEqual(pair.hits.count, 2 * IndexPassHits.mostPlaces(inChunkOf: 2 * chunkSize))
        // A rarer text, in one line in ten, is found in every place.
        let rare = Array(text.utf8).withUnsafeBufferPointer { NeedleFinder(needle: Array("0, \"t".utf8), ignoringCase: false, sample: $0) }
        XCTAssertEqual(pair.scan(&scanner, at: 2 * chunkSize, counting: &records, finding: IndexPassHits(finder: rare)), 2 * chunkSize)
        XCTAssertFalse(pair.foundTooMany)
        let bytes = Array(text.utf8), needle = Array("0, \"t".utf8)
        XCTAssertEqual(pair.hits, ((2 * chunkSize)..<(4 * chunkSize)).filter { bytes[$0..<($0 + needle.count)].elementsEqual(needle) })
    }

    /// The places `finder` finds from the pair numbered `boardingPair` on, as the indexer scans
    /// the file in pairs (finding `earlier`'s text before, if any), and the byte that pair starts
    /// at (`Int.max` after the file's end).
    private func placesInPairs<Scanner: RecordBoundaryScanner>(of finder: NeedleFinder, from boardingPair: Int, after earlier: NeedleFinder?,
                                                               scanning scanner: Scanner, file: RecordFile, chunkSize: Int,
                                                               firstShare: Double) throws -> ([Int], Int) {
        var scanner = scanner
        let helper = HelperThread()
        defer { helper.finish() }
        let pair = ChunkPairScan<Scanner>(readables: (try ReadableFile(reopening: file), try ReadableFile(reopening: file)),
                                          chunkSize: chunkSize, helper: helper, balance: PairBalance(firstShare: firstShare))
        var records = StridedStarts(stride: 1, count: 0, mapsLines: true, mayStartInLines: file.layout.recordLineEnds == nil)
        var offset = file.layout.preambleLength, pairs = 0, boardedAt = Int.max
        var places: [Int] = []
        let search = IndexPassHits(finder: finder), earlierSearch = earlier.flatMap(IndexPassHits.init(finder:))
        while true {
            if pairs == boardingPair { boardedAt = offset }
            let count = try XCTUnwrap(pair.scan(&scanner, at: offset, counting: &records,
                                                finding: pairs >= boardingPair ? search : earlierSearch))
            if pairs >= boardingPair { places += pair.hits }
            guard count > 0 else { return (places, boardedAt) }
            records.removeKept()
            offset += count
            pairs += 1
        }
    }

    /// `byte` with an ASCII capital lowered, as a search that ignores case compares it.
    private static func lowered(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// A log whose stretches of 64 entries span more lines than a map of bits covers, scanned
    /// in pairs of random sizes split anywhere: each stretch is mapped by where its entries
    /// start (after any on its first lines) as one scan maps it, whether a core took it whole,
    /// in part, or a batch at a time.
    func testLongStretchesAreMappedAlikeWhereverThePairsSplit() throws {
        let scratch = try ScratchDirectory()
        let text = Self.installLog(entries: 700)
        let file = try RecordReader(path: try scratch.write("install.log", text)).file
        let expected = lineMaps(of: startsInOneGo(Array(text.utf8), layout: file.layout), stride: RecordIndex.stride, counted: 0)
        XCTAssertEqual(expected.values.filter { if case .distantStarts = $0 { true } else { false } }.count, 6)
        var generator = SplitMix64Generator(seed: 0x10_96)
        for round in 0..<100 {
            let chunkSize = Int.random(in: 2_000...60_000, using: &generator)
            let firstShare = Double.random(in: PairBalance.shares, using: &generator)
            let maps = try XCTUnwrap(try startsInPairs(makeBoundaryScanner(for: file.layout), file: file, chunkSize: chunkSize,
                                                       stride: RecordIndex.stride, firstShare: firstShare).lineMaps)
            let found = Dictionary(uniqueKeysWithValues: (maps.firstSlot..<maps.endSlot).compactMap { slot in
                maps.map(forSlot: slot).map { (slot, $0) }
            })
            XCTAssertEqual(found, expected, "round \(round): chunks of \(chunkSize) split at \(firstShare)")
        }
    }

    /// A log of `entries` entries, in stretches of 64 of three kinds: an entry a line; entries
    /// of a line, then of 61; entries of some two dozen lines.
    private static func installLog(entries: Int) -> String {
        (0..<entries).map { number in
            let inStretch = number % RecordIndex.stride
            let detailLines = switch number / RecordIndex.stride % 3 {
            case 0: 0
            case 1: inStretch < 40 ? 0 : 60
            default: 20 + number % 7
            }
            return "2025-06-14 15:16:01 INFO n \(number)" + (0..<detailLines).map { "\n  detail \($0)" }.joined()
        }.joined(separator: "\n")
    }

    /// The bits a speculative scan keeps for its chunk's lines are cut out for a stride from
    /// any line, across words, and end where the stride's lines do.
    func testLineHeadsAreCutOutFromAnyLine() {
        var generator = SplitMix64Generator(seed: 0x11_7EAD)
        for round in 0..<300 {
            let lines = (0..<Int.random(in: 1...700, using: &generator)).filter { _ in Bool.random(using: &generator) }
            var heads = LineHeads()
            // Added in batches, as a scan hands its starts on, lines counted from 1.
            var index = 0
            while index < lines.count {
                let end = min(lines.count, index + Int.random(in: 1...50, using: &generator))
                let starts = lines[index..<end].map { RecordStart(offset: $0, line: $0 + 1, column: 1) }
                starts.withUnsafeBufferPointer { heads.add($0, firstLine: 1) }
                index = end
            }
            let from = Int.random(in: 0...720, using: &generator), count = Int.random(in: 1...300, using: &generator)
            var words = [UInt64](repeating: .max, count: (count + 63) / 64)
            words.withUnsafeMutableBufferPointer { heads.copy(from: from, count: count, into: $0) }
            func isSet(_ bit: Int) -> Bool { words[bit / 64] & (1 << UInt64(bit % 64)) != 0 }
            let expected = (0..<count).map { lines.contains(from + $0) }
            XCTAssertEqual((0..<count).map(isSet), expected, "round \(round): \(count) lines from \(from)")
            XCTAssertFalse((count..<(words.count * 64)).contains(where: isSet), "round \(round): bits past the lines")
        }
    }

    /// The pair's split follows the cores' rates: toward the faster core, a step at a time,
    /// within bounds, in whole pages and never the whole pair; pairs too small to time well
    /// teach nothing.
    func testThePairSplitFollowsTheCoresRates() {
        let pair = 8 << 20
        let balance = PairBalance()
        XCTAssertEqual(balance.firstSize(ofPair: pair), 4 << 20)
        // The second core twice as slow for as many bytes: the first takes more.
        balance.learn(first: (4 << 20, 1_000_000), second: (4 << 20, 2_000_000))
        let once = balance.firstSize(ofPair: pair)
        XCTAssertGreaterThan(once, 4 << 20)
        XCTAssertLessThan(once, pair * 2 / 3, "a step, not the whole way")
        XCTAssertEqual(once % 4096, 0)
        for _ in 0..<50 { balance.learn(first: (4 << 20, 1_000_000), second: (4 << 20, 2_000_000)) }
        XCTAssertEqual(balance.firstShare, PairBalance.shares.upperBound, "held within bounds")
        for _ in 0..<50 { balance.learn(first: (4 << 20, 1_000_000), second: (4 << 20, 1_000_000)) }
        XCTAssertEqual(balance.firstShare, 0.5, accuracy: 0.01, "back to even when the cores are")
        balance.learn(first: (100, 1_000_000), second: (100, 1))
        XCTAssertEqual(balance.firstShare, 0.5, accuracy: 0.01, "a small pair teaches nothing")
        for pairSize in 2...40 {
            let size = PairBalance(firstShare: 0.35).firstSize(ofPair: pairSize)
            XCTAssertTrue((1..<pairSize).contains(size), "a pair of \(pairSize)")
        }
    }

    /// A random JSON text: nested objects and arrays, numbers, and strings with escapes
    /// (quotes, backslashes, `\u` sequences), brackets and commas inside.
    private func randomJSON(depth: Int, using generator: inout SplitMix64Generator) -> String {
        let pieces = ["a", "é", "\\\"", "\\\\", "[", "]", "{", "}", ",", " ", "\\u00e9", "\\n", "x y", "€"]
        switch depth > 2 ? 0 : Int.random(in: 0...3, using: &generator) {
        case 0:
            return "\"" + (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined() + "\""
        case 1:
            return String(Int.random(in: -1_000...100_000, using: &generator))
        case 2:
            return "[" + (0..<Int.random(in: 0...4, using: &generator)).map { _ in randomJSON(depth: depth + 1, using: &generator) }
                .joined(separator: Bool.random(using: &generator) ? "," : ",\n  ") + "]"
        default:
            return "{" + (0..<Int.random(in: 0...4, using: &generator)).map { number in
                "\"k\(number)\": " + randomJSON(depth: depth + 1, using: &generator)
            }.joined(separator: Bool.random(using: &generator) ? ", " : ",\n    ") + "}"
        }
    }

    /// Arrays of long random elements, now and then with a byte changed: one scan of the whole
    /// file (64 bytes at a time where it can) finds the starts a scan in chunks of fewer than
    /// 64 bytes (byte by byte) finds, with lines and columns as a reader counts them.
    func testBlocksOf64BytesFindWhatByteByByteScansFind() throws {
        var generator = SplitMix64Generator(seed: 0x64B1_0C4)
        let layout = RecordLayout(format: .json, csvDialect: CSVDialect(), preambleLength: 0, canResume: true)
        for round in 0..<400 {
            var bytes = Array(("[" + (0..<Int.random(in: 0...12, using: &generator)).map { _ in randomJSON(depth: 0, using: &generator) }
                .joined(separator: Bool.random(using: &generator) ? "," : ",\n") + "]\n").utf8)
            if round % 4 == 0, !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = Array("\"\\[]{},\n".utf8).randomElement(using: &generator)!
            }
            let whole = startsInOneGo(bytes, layout: layout)
            let chunked = startsInPiecesUnder64Bytes(bytes, layout: layout, using: &generator)
            let text = String(decoding: bytes, as: UTF8.self).debugDescription
            XCTAssertEqual(whole, chunked, "round \(round): \(text)")
            let positions = whole.map { start in
                bytes.withUnsafeBufferPointer { TextPosition.start.advanced(over: UnsafeBufferPointer(rebasing: $0[..<start.offset])) }
            }
            XCTAssertEqual(whole.map { TextPosition(line: $0.line, column: $0.column) }, positions, "round \(round): \(text)")
            if whole != chunked { return }
        }
    }

    /// The last line feed before a byte, found sixteen bytes at a time from the end, is the
    /// one a byte-by-byte search back finds, in ranges of every length around a block's.
    func testTheLastLineFeedFoundByTheBlockIsTheOneFoundByteByByte() {
        var generator = SplitMix64Generator(seed: 0x1A57_F00D)
        for round in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...80, using: &generator)).map { _ in
                Int.random(in: 0..<12, using: &generator) == 0 ? UInt8(ascii: "\n") : UInt8(ascii: "a")
            }
            let end = Int.random(in: 0...bytes.count, using: &generator)
            let start = Int.random(in: 0...end, using: &generator)
            let expected = bytes[start..<end].lastIndex(of: UInt8(ascii: "\n"))
            let found = bytes.withUnsafeBufferPointer { ByteScan.lastIndex(of: UInt8(ascii: "\n"), in: $0.baseAddress ?? UnsafePointer(bitPattern: 1)!, from: start, before: end) }
            XCTAssertEqual(found, expected, "round \(round): \(start)..<\(end) of \(bytes.count)")
            if found != expected { return }
        }
    }

    /// Text logs of stamped heads (some after a U+FEFF) or stanzas, stack-trace lines and blank lines, the
    /// lines of every length around the 48 bytes a head is told from and the 64 of a block, ended
    /// by line feeds or (old Mac) carriage returns: one scan of the whole file (its lines' ends
    /// found a block at a time, heads told from bytes loaded in place) finds the starts, with
    /// their lines, a scan in pieces of fewer than 64 bytes (a line at a time) finds.
    func testTextBlocksFindWhatLineByLineScansFind() throws {
        var generator = SplitMix64Generator(seed: 0x7E47_B10C)
        let heads = ["2025-06-14 15:16:01,123 INFO ", "Jun  4 15:16:01 host sshd[42]: ", "[2025-06-14T15:16:01Z] ",
                     "I0614 15:16:01.5 1 a.go:1] ", "15:16:01 ", "2025-06-14 1", "Jun 14", "Caused by: x", "\tat a.B(C.java:1)", " ", "",
                     "\u{FEFF}2025-06-14 15:16:01 ", "\u{FEFF}x", "Start-Date: 2025-06-24  14:36:25", "Start-Date", "Start-Date:x",
                     "End-Date: 2025-06-24  14:36:26"]
        let filler = Array("abc 12:34 é,[]-=".utf8)
        for round in 0..<300 {
            let lineBreak = round % 5 == 4 ? UInt8(ascii: "\r") : UInt8(ascii: "\n")
            // Every seventh a log of stanzas, whose heads start with a label.
            let entries = TextEntries(lineBreak: lineBreak, headsStartWithTime: round % 3 != 0 && round % 7 != 6,
                                      headLabel: round % 7 == 6 ? Array("Start-Date: ".utf8) : nil)
            let layout = RecordLayout(format: .text, csvDialect: CSVDialect(), preambleLength: 0, canResume: true, textEntries: entries)
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                var line = Array((heads.randomElement(using: &generator) ?? "").utf8)
                // Digits of a stamp changed now and then, which the template must notice or allow.
                if !line.isEmpty, Int.random(in: 0..<4, using: &generator) == 0 {
                    line[Int.random(in: 0..<line.count, using: &generator)] = UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &generator)
                }
                let length = [Int.random(in: 0...20, using: &generator), Int.random(in: 40...70, using: &generator),
                              Int.random(in: 0...200, using: &generator)].randomElement(using: &generator)!
                while line.count < length { line.append(filler.randomElement(using: &generator)!) }
                bytes += line + [lineBreak]
            }
            if Bool.random(using: &generator) { bytes.removeLast(min(bytes.count, Int.random(in: 0...30, using: &generator))) }
            let whole = startsInOneGo(bytes, layout: layout)
            let chunked = startsInPiecesUnder64Bytes(bytes, layout: layout, using: &generator)
            XCTAssertEqual(whole, chunked, "round \(round): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            if whole != chunked { return }
        }
    }

    /// JSON Lines of every length around a block's, with blank lines, lines led by white space
    /// and CRLF ends, up to tens of kilobytes (many stretches of gathered line feeds): one scan
    /// of the whole file finds the starts, with their lines, a scan in pieces of fewer than 64
    /// bytes (a byte at a time) finds.
    func testJSONLinesBlocksFindWhatByteByByteScansFind() throws {
        var generator = SplitMix64Generator(seed: 0x15_0B10C)
        let layout = RecordLayout(format: .jsonl, csvDialect: CSVDialect(), preambleLength: 0, canResume: true)
        let filler = Array("ab 1\\n,:".utf8)
        for round in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...150, using: &generator) {
                let lead = ["", "", "", "", " ", "\t", "\r"].randomElement(using: &generator)!
                let length = [Int.random(in: 0...8, using: &generator), Int.random(in: 40...90, using: &generator),
                              Int.random(in: 0...300, using: &generator)].randomElement(using: &generator)!
                var line = Int.random(in: 0..<10, using: &generator) == 0 ? [] : Array((lead + "{\"m\":\"").utf8)
                while !line.isEmpty, line.count < length { line.append(filler.randomElement(using: &generator)!) }
                if !line.isEmpty { line += Array("\"}".utf8) }
                bytes += line + Array((Bool.random(using: &generator) ? "\r\n" : "\n").utf8)
            }
            if Bool.random(using: &generator) { bytes.removeLast(min(bytes.count, Int.random(in: 0...30, using: &generator))) }
            let whole = startsInOneGo(bytes, layout: layout)
            let chunked = startsInPiecesUnder64Bytes(bytes, layout: layout, using: &generator)
            XCTAssertEqual(whole, chunked, "round \(round): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            if whole != chunked { return }
        }
    }

    /// The indexer, two small chunks at a time, keeps the same starts as one scan of the file:
    /// logs with quoted line breaks (CSV), blank and CRLF lines (JSON Lines), arrays whose
    /// elements span lines, a text log with stack traces, a log of stanzas, and one whose
    /// stretches of 64 entries span more lines than a map of bits covers (mapped by where the
    /// entries start, after any on the stretch's first lines).
    func testTheIndexOfSmallChunkPairsKeepsTheStartsOfOneScan() throws {
        let scratch = try ScratchDirectory()
        let files: [(String, String)] = [
            ("log.jsonl", (1...700).map { $0 % 9 == 0 ? "\r\n  \r\n{\"n\": \($0)}" : "{\"n\": \($0), \"t\": \"a\\nb\"}" }.joined(separator: "\n")),
            ("log.csv", "id,note\n" + (1...700).map { $0 % 4 == 0 ? "\($0),\"line\nbreak, \"\"quoted\"\"\"" : "\($0),plain" }.joined(separator: "\r\n")),
            ("log.json", "[\n" + (1...700).map { $0 % 3 == 0 ? "  {\n    \"n\": \($0),\n    \"a\": [1,\n 2]\n  }" : "{\"n\": \($0)}" }.joined(separator: ",\n") + "\n]\n"),
            ("app.log", (1...700).map { number in
                number % 5 == 0 ? "2025-06-14 15:16:01,\(number % 1000) ERROR n \(number)\njava.lang.X: y\n\tat a.B(C.java:1)\n"
                    : "Jun 14 15:16:01 host app[\(number)]: n \(number)"
            }.joined(separator: "\n")),
            ("history.log", (1...700).map { number in
                "Start-Date: 2025-06-24  14:\(10 + number % 50):36\nCommandline: apt-get install n\(number)\nEnd-Date: 2025-06-24  14:36:59\n"
            }.joined(separator: "\n")),
            ("install.log", Self.installLog(entries: 700)),
        ]
        for (name, text) in files {
            let path = try scratch.write(name, text)
            let file = try RecordReader(path: path).file
            let expected = startsInOneGo(Array(text.utf8), layout: file.layout)
            XCTAssertEqual(expected.count, 700, name)
            // Chunks that hold whole stretches of 64 records too: the second's line maps are cut
            // out of the lines its scan kept.
            for chunkSize in [7, 64, 1_000, 10_000, 40_000] {
                let indexer = try XCTUnwrap(RecordIndexer(file: file, cache: nil, chunkSize: chunkSize))
                let progress = indexer.scanToEnd()
                XCTAssertTrue(progress.isComplete, name)
                XCTAssertEqual(progress.recordCount, 700, "\(name) in chunks of \(chunkSize)")
                XCTAssertEqual(indexer.index.allCheckpoints, stride(from: 0, to: 700, by: RecordIndex.stride).map { expected[$0] },
                               "\(name) in chunks of \(chunkSize)")
                let maps = indexer.index.allLineMaps
                let found = Dictionary(uniqueKeysWithValues: (maps.firstSlot..<maps.endSlot).compactMap { slot in
                    maps.map(forSlot: slot).map { (slot, $0) }
                })
                XCTAssertEqual(found, lineMaps(of: expected, stride: RecordIndex.stride, counted: 0), "\(name) in chunks of \(chunkSize)")
            }
        }
    }
}
