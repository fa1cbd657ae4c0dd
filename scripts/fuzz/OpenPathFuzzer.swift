// libFuzzer target: the whole path a file takes in list-viewer, as the app runs it. The input's
// first bytes choose the file's name (which names a format), a forced format or detection, a
// compression (none, gzip, Zstandard, bzip2 or xz, in one piece or two, or the bytes taken as
// they are), the reader's chunk and page sizes, a needle and a filter; the rest is the file.
// Then: detect → read every page → index → jump to records → search (text and regex, with and
// without the index) → filter → records read for one field → timeline → sort → export,
// checking that they agree:
// - records are numbered 1…n without gaps, and the index counts n;
// - a text log's entries hold every line that is not blank, each once, and each has one of
//   the patterns learnt from the file;
// - a jump reads the record sequential reading read there;
// - a search (text, the needle as a regular expression, and an expression without text)
//   finds the same records through the index as by scanning, and in JSON Lines exactly the
//   non-blank lines that hold the needle;
// - a filter passes exactly the records its expression matches;
// - records read for one field alone are the records, and a JSON Lines object holds that
//   field's members as the whole record does;
// - a sort orders a permutation of 1…n; an export reads back as the records (a text log's
//   with their line and text).
@testable import RecordFiles
@testable import RecordFileAccess
@testable import RecordFormats
import CBzip2
import CLzma
import CZlib
import CZstd
import Foundation

private let names = ["data.jsonl", "data.json", "data.csv", "data.tsv", "data.log", "data"]
private let formats: [RecordFormat?] = [nil, nil, .json, .jsonl, .csv, .text]
/// Expressions with no text three bytes long, whose matches a scan in chunks shorter than a
/// line finds as the index's whole lines do (none looks past its match's end).
private let linePatterns = ["\\d", "^\\S", "[^\\x00-\\x7f]", "[a-z]{2}", "^$", "\\s\\d|é", "=\\w"]
private let filters = ["a = 1", "a exists", "not b ~ x", "n > 2 or level = ERROR", "name ~ \"é\"", "ctx.id = 7", "x != null", "1 = 1"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenPath(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let name = names[input.number(in: 0...(names.count - 1))]
    let format = formats[input.number(in: 0...(formats.count - 1))]
    let compression = input.number(in: 0...9)
    let chunkSize = [1, 3, 7, 64, 4096][input.number(in: 0...4)]
    let pageSize = input.number(in: 1...50)
    let needleLength = input.number(in: 1...4)
    let needleStart = Int(input.byte())
    let filterText = filters[input.number(in: 0...(filters.count - 1))]
    let content = Array(input.rest)
    guard content.count <= 1 << 16 else { return 0 }
    try? FileManager.default.removeItem(atPath: fuzzFolder)
    try? FileManager.default.createDirectory(atPath: fuzzFolder, withIntermediateDirectories: true)

    // Step 1: the file, compressed as chosen.
    let (path, decompressed) = makeFile(named: name, content: content, compression: compression)
    guard let reader = try? decompressed?.reader(format: format)
            ?? RecordReader(path: path, format: format, chunkSize: chunkSize) else { return 0 }
    // Step 2: a text log's patterns learnt; every page, in order, each entry with its pattern.
    let patterns = try? reader.file.patterns()
    var records: [FileRecord] = []
    var readWhole = false
    for _ in 0..<10_000 {
        guard let page = try? reader.nextPage(maxRecords: pageSize) else { break }
        for record in page.records {
            invariant(record.number == records.count + 1, "record \(record.number) after \(records.count)")
            invariant(record.line >= 1, "line \(record.line)")
            records.append(record)
        }
        if page.isAtEnd {
            readWhole = true
            break
        }
    }
    let file = reader.file
    // Each entry whose text is valid UTF-8 has one of the learnt patterns (none are learnt
    // from a file read through the UTF-16 transcoder).
    if let patterns, file.layout.format == .text, file.layout.canResume {
        let texts = Set(patterns.patterns.map(\.text))
        for record in records where record.text?.contains("\u{FFFD}") == false {
            guard case .object(let members) = record.value, case .string(let pattern)? = members.first(where: { $0.key == "pattern" })?.value else {
                invariant(false, "entry \(record.number) has no pattern")
                continue
            }
            invariant(texts.contains(pattern), "entry \(record.number)'s pattern \(pattern) was not learnt")
        }
    }
    // (Raw bytes under a compressed name, `compression` 5, decompress to other bytes, if any.)
    if readWhole, compression != 5, file.layout.format == .text, let lines = nonBlankLines(of: content, layout: file.layout) {
        let lineBreak = file.layout.textEntries.lineBreak
        let entryLines = records.reduce(0) { count, record in
            count + (record.text ?? "").utf8.split(separator: lineBreak, omittingEmptySubsequences: false).filter { !isBlank($0) }.count
        }
        invariant(entryLines == lines, "the entries hold \(entryLines) lines that are not blank, the file \(lines)")
    }
    // Step 3: the index, through chunks of the chosen size.
    guard let indexer = RecordIndexer(file: file, cache: nil, chunkSize: chunkSize) else { return 0 }
    let indexed = indexer.scanToEnd()
    if readWhole, indexed.isComplete {
        invariant(indexed.recordCount == records.count, "the index counts \(indexed.recordCount), the reader \(records.count)")
    }
    let index = indexer.index
    // Step 4: jumps to some records read what sequential reading read.
    for number in Set([1, 2, 64, 65, records.count / 2, records.count - 1, records.count]) where number >= 1 && number <= records.count {
        guard let jumper = try? RecordReader(reopening: file, chunkSize: chunkSize), (try? jumper.skip(to: number, using: index)) != nil,
              let first = (try? jumper.nextPage(maxRecords: 1))?.records.first else { continue }
        invariant(first == records[number - 1], "a jump to \(number) read record \(first.number)")
    }
    guard !records.isEmpty else { return 0 }
    // Step 5: a needle cut from the content, searched with the index and without.
    let start = content.isEmpty ? 0 : needleStart % content.count
    let needleBytes = Array(content[start..<min(content.count, start + needleLength)])
    if let needleText = String(validating: needleBytes, as: UTF8.self), let query = SearchQuery(needleText) {
        let found = search(query, in: file, index: index, chunkSize: chunkSize)
        if let expected = jsonLinesHolding(query, in: content, format: file.layout.format, readWhole: readWhole, count: records.count),
           let found {
            invariant(found == expected, "search for \(needleBytes): \(found) against \(expected)")
        }
        if let pattern = try? SearchQuery(regularExpression: needleText) {
            _ = search(pattern, in: file, index: index, chunkSize: chunkSize)
        }
    }
    // An expression without a text to find first, matched on every line through the index.
    if let pattern = try? SearchQuery(regularExpression: linePatterns[needleStart % linePatterns.count]) {
        _ = search(pattern, in: file, index: index, chunkSize: chunkSize)
    }
    guard readWhole else { return 0 }
    // Step 6: a filter passes what its expression matches.
    if let expression = try? FieldFilter(filterText), let filter = RecordFilterSearch(filter: expression, file: file, index: index) {
        let progress = filter.searchToEnd()
        if progress.isComplete {
            let expected = records.filter { expression.matches($0.value) }.map(\.number)
            invariant(filter.matches == expected, "filter \(filterText): \(filter.matches) against \(expected)")
        }
    }
    // Step 7: records read for one field alone (as the timeline samples them) hold it as the
    // whole records do; then the timeline samples within the records.
    if let alone = try? RecordReader(reopening: file, chunkSize: chunkSize) {
        let field = ["time", "a", "ts"][needleStart % 3]
        alone.keepOnly(field: field)
        for record in records {
            guard let read = (try? alone.nextPage(maxRecords: 1))?.records.first else {
                invariant(false, "record \(record.number) not read for its \(field) alone")
                break
            }
            invariant(read.number == record.number, "record \(read.number) read for its \(field) alone instead of \(record.number)")
            if file.layout.format == .jsonl, case .object(let members) = record.value {
                invariant(read.value == .object(members.filter { $0.key == field }), "record \(record.number) read for its \(field) alone: \(read.value)")
            }
        }
    }
    let timeline = RecordTimeline(file: file, index: index, maximumSamples: 8)
    _ = timeline.sampleToEnd()
    _ = timeline.histogram(bucketCount: 5)
    // Step 8: a sort by the first member orders every record once.
    let sort = RecordSort(file: file, index: index, directory: fuzzFolder) { record in
        guard case .object(let members) = record.value else { return record.value }
        return members.first?.value
    }
    if sort.sortToEnd().isComplete {
        let order = sort.records(at: 0..<records.count)
        invariant(order.sorted() == Array(1...records.count), "the sort's order is no permutation: \(order)")
    }
    // Step 9: an export reads back as the records.
    let exportPath = "\(fuzzFolder)/export.jsonl"
    let export = RecordExport(file: file, records: .all, to: exportPath, index: index)
    if export.exportToEnd().isComplete, let back = try? RecordReader(path: exportPath, format: .jsonl) {
        var values: [JSONValue] = []
        while let page = try? back.nextPage(maxRecords: 1_000) {
            values += page.records.map(\.value)
            if page.isAtEnd { break }
        }
        invariant(values == records.map(RecordExport.exported), "the export reads back as \(values.count) records of \(records.count)")
    }
    return 0
}

/// The file at `name`: `content` as it is, or compressed (or a `.gz` name over raw bytes),
/// with the ``DecompressedFile`` that reads it when it is compressed.
private func makeFile(named name: String, content: [UInt8], compression: Int) -> (String, DecompressedFile?) {
    let pieces = compression >= 5 ? [content[..<(content.count / 2)], content[(content.count / 2)...]] : [content[...]]
    let compressed: (suffix: String, bytes: [UInt8])? = switch compression % 5 {
    case 1: (".gz", pieces.flatMap(gzipped))
    case 2: (".zst", pieces.flatMap(zstdCompressed))
    case 3: (".bz2", pieces.flatMap(bzip2Compressed))
    case 4: (".xz", pieces.flatMap(xzCompressed))
    default: compression >= 5 ? (".gz", content) : nil
    }
    guard let compressed else { return (writeFuzzFile(name, content), nil) }
    let path = writeFuzzFile(name + compressed.suffix, compressed.bytes)
    let file = try? DecompressedFile(compressedPath: path, directory: fuzzFolder, accessPointSpacing: 512)
    if let file {
        let progress = file.decompressToEnd()
        if compression % 5 != 0 && compression < 5 {
            invariant(progress.isComplete, "\(compressed.suffix) of our own does not decompress: \(String(describing: progress.failure))")
        }
    }
    return (path, file)
}

private func gzipped(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    let path = "\(fuzzFolder)/piece.gz"
    guard let file = gzopen(path, "wb") else { return [] }
    _ = bytes.withUnsafeBytes { gzwrite(file, $0.baseAddress, UInt32($0.count)) }
    gzclose(file)
    return Array(FileManager.default.contents(atPath: path) ?? Data())
}

private func zstdCompressed(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var output = [UInt8](repeating: 0, count: ZSTD_compressBound(bytes.count))
    let count = output.withUnsafeMutableBytes { out in
        bytes.withUnsafeBytes { ZSTD_compress(out.baseAddress, out.count, $0.baseAddress, $0.count, 3) }
    }
    return ZSTD_isError(count) != 0 ? [] : Array(output.prefix(count))
}

private func bzip2Compressed(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var source = Array(bytes).map { CChar(bitPattern: $0) }
    var output = [CChar](repeating: 0, count: bytes.count + bytes.count / 100 + 700)
    var length = UInt32(output.count)
    let result = BZ2_bzBuffToBuffCompress(&output, &length, &source, UInt32(source.count), 1, 0, 0)
    return result == BZ_OK ? output.prefix(Int(length)).map { UInt8(bitPattern: $0) } : []
}

private func xzCompressed(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var output = [UInt8](repeating: 0, count: Int(lzma_stream_buffer_bound(bytes.count)))
    var written = 0
    let result = bytes.withUnsafeBufferPointer { source in
        lzma_easy_buffer_encode(0, LZMA_CHECK_CRC32, nil, source.baseAddress, source.count, &output, &written, output.count)
    }
    return result == LZMA_OK ? Array(output.prefix(written)) : []
}

/// The matches of `query` in `file`, the same through `index` as by scanning, and (a text) as
/// found by the pass of an index being made; `nil` when a search could not read the file to
/// its end.
private func search(_ query: SearchQuery, in file: RecordFile, index: RecordIndex, chunkSize: Int) -> [Int]? {
    var results: [[Int]] = []
    for searchChunkSize in [64, 4 << 20] {
        for usesIndex in [false, true] {
            guard let search = RecordSearch(query: query, file: file, index: usesIndex ? index : nil, chunkSize: searchChunkSize) else { return nil }
            let progress = search.searchToEnd()
            guard progress.isComplete else { return nil }
            let matches = search.matches
            invariant(matches == Array(Set(matches)).sorted(), "matches out of order: \(matches)")
            results.append(matches)
        }
    }
    if query.pattern == nil {
        guard let matches = searchBoardingAnIndexPass(query, in: file, chunkSize: chunkSize) else { return nil }
        results.append(matches)
    }
    invariant(Set(results.map { $0 }).count == 1, "searches for \(query.text) disagree: \(results)")
    return results[0]
}

/// The matches of a search for `query` that waits for a new index of `file` (in chunks of
/// `chunkSize`) and boards its pass, which finds the text; `nil` when it could not read the
/// file to its end.
private func searchBoardingAnIndexPass(_ query: SearchQuery, in file: RecordFile, chunkSize: Int) -> [Int]? {
    guard let indexer = RecordIndexer(file: file, cache: nil, chunkSize: chunkSize),
          let search = RecordSearch(query: query, file: file, index: indexer.index, chunkSize: chunkSize) else { return nil }
    let searched = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        search.searchToEnd()
        searched.signal()
    }
    // (A search that cannot board, a file that cannot be mapped, searches by itself.)
    var hasEnded = false
    while !indexer.index.hasWaitingSearch, !hasEnded { hasEnded = searched.wait(timeout: .now() + .microseconds(100)) == .success }
    indexer.scanToEnd()
    if !hasEnded { searched.wait() }
    return search.progress.isComplete ? search.matches : nil
}

/// How many lines of a text log hold more than white space; `nil` for a UTF-16 file (read
/// through a transcoder).
private func nonBlankLines(of content: [UInt8], layout: RecordLayout) -> Int? {
    guard layout.canResume else { return nil }
    let text = content.dropFirst(layout.preambleLength)
    return text.split(separator: layout.textEntries.lineBreak, omittingEmptySubsequences: false).filter { !isBlank($0) }.count
}

/// Whether a line holds nothing but spaces, tabs and line ends' bytes.
private func isBlank(_ line: some Collection<UInt8>) -> Bool {
    line.allSatisfy { [0x20, 0x09, 0x0D, 0x0A].contains($0) }
}

/// For plain JSON Lines read whole: the numbers of the non-blank lines that hold `query`'s
/// needle (a record is a line), in smart case; `nil` where that is not how records are cut.
private func jsonLinesHolding(_ query: SearchQuery, in content: [UInt8], format: RecordFormat, readWhole: Bool, count: Int) -> [Int]? {
    // (A needle of white space alone may match in a blank line, which belongs to no record.)
    guard format == .jsonl, readWhole, !query.isRegularExpression, !query.needle.contains(where: { $0 == 0x0A || $0 == 0x0D }),
          query.needle.contains(where: { ![0x20, 0x09].contains($0) }),
          !content.starts(with: [0xEF, 0xBB, 0xBF]), !content.starts(with: [0xFF, 0xFE]), !content.starts(with: [0xFE, 0xFF])
    else { return nil }
    let fold: (UInt8) -> UInt8 = { query.ignoresCase ? SearchQuery.lowercased($0) : $0 }
    let lines = content.split(separator: 0x0A, omittingEmptySubsequences: false)
        .filter { !$0.allSatisfy { [0x20, 0x09, 0x0D].contains($0) } }
    guard lines.count == count else { return nil }
    return lines.enumerated().filter { _, line in
        let folded = line.map(fold)
        return folded.count >= query.needle.count && (0...(folded.count - query.needle.count)).contains { offset in
            folded[offset..<(offset + query.needle.count)].elementsEqual(query.needle)
        }
    }.map { $0.offset + 1 }
}
