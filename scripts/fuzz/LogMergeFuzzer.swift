// libFuzzer target: text logs merged into one (`list-viewer --merge`). The input's first bytes
// choose how many logs (two or three), where the bytes split between them, a page size and
// how much of each log is written before the first merge (the rest is appended, as a followed
// log grows, mid-line too). Checks:
// - the merged log's entries are numbered 1…n without gaps, each has the `file` of a log it
//   came from, and a line in that log that never goes back from entry to entry of that log;
// - every log's lines come out once, in their order: the lines of the merged entries of one log
//   are the lines of that log's entries as a reader of it alone reads them in the same two
//   steps (the merged rule may cut entries elsewhere: blank lines and CRs aside);
// - the merged log's index counts the entries its reader reads;
// - a merge that reads on after the logs grew appends what they gained and nothing else.
@testable import RecordFiles
@testable import RecordFileAccess
@testable import RecordFormats
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLogMerge(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let logCount = input.number(in: 2...3)
    let pageSize = input.number(in: 1...20)
    let firstPart = input.number(in: 0...255)
    let splits = (0..<(logCount - 1)).map { _ in input.number(in: 0...255) }
    let content = Array(input.rest)
    guard content.count <= 1 << 15 else { return 0 }
    try? FileManager.default.removeItem(atPath: fuzzFolder)
    try? FileManager.default.createDirectory(atPath: fuzzFolder, withIntermediateDirectories: true)

    // Step 1: the logs, each written in part first, and each also read on its own, alike: what
    // the merge must hold of it.
    let cuts = ([0] + splits.map { $0 * content.count / 256 }.sorted() + [content.count])
    let logs = (0..<logCount).map { Array(content[cuts[$0]..<cuts[$0 + 1]]) }
    // A log grows anywhere: mid-line too (the rest of a line read before is read on as an entry
    // of its own, on the same line, as RecordReader says).
    let written = logs.map { log in log.prefix(firstPart * log.count / 255) }
    let paths = written.enumerated().map { writeFuzzFile("log\($0.offset).log", $0.element) }
    let copies = written.enumerated().map { writeFuzzFile("own\($0.offset).log", $0.element) }
    guard let readers = try? paths.map({ try RecordReader(path: $0, format: .text, chunkSize: 7) }),
          let own = try? copies.map({ try RecordReader(path: $0, format: .text, chunkSize: 11) }),
          let output = try? TemporaryFile(in: fuzzFolder) else { return 0 }
    let merge = LogMerge(readers.enumerated().map { (name: "log\($0.offset).log", reader: $0.element) }, into: output)
    var ownTexts = Array(repeating: [String](), count: logCount)
    guard (try? merge.mergeAvailable()) != nil else { return 0 }
    readOn(own, into: &ownTexts)
    check(merge, output: output, expecting: ownTexts, pageSize: pageSize, hasCarriageReturns: logs.map { $0.contains(0x0D) })

    // Step 2: the logs grow to their whole bytes; a merge reads on.
    for (index, log) in logs.enumerated() {
        for path in [paths[index], copies[index]] {
            guard let handle = FileHandle(forWritingAtPath: path) else { return 0 }
            handle.seekToEndOfFile()
            handle.write(Data(log[written[index].count...]))
            try? handle.close()
        }
    }
    guard (try? merge.mergeAvailable()) != nil else { return 0 }
    readOn(own, into: &ownTexts)
    check(merge, output: output, expecting: ownTexts, pageSize: pageSize, hasCarriageReturns: logs.map { $0.contains(0x0D) })
    return 0
}

/// Reads each log's own reader on to the end as it is now, adding its entries' texts.
private func readOn(_ readers: [RecordReader], into texts: inout [[String]]) {
    for (index, reader) in readers.enumerated() {
        for _ in 0..<100_000 {
            guard let page = try? reader.nextPage(maxRecords: 100) else { break }
            texts[index] += page.records.map { $0.text ?? "" }
            if page.isAtEnd { break }
        }
    }
}

/// Reads the merged log whole and checks it against the logs' entries as read on their own.
private func check(_ merge: LogMerge, output: TemporaryFile, expecting expected: [[String]], pageSize: Int,
                   hasCarriageReturns: [Bool]) {
    guard let reader = try? RecordReader(path: output.path, format: .text, chunkSize: 5, lineSources: merge.lineSources) else {
        return invariant(expected.allSatisfy(\.isEmpty), "the merged log of logs with entries cannot be read")
    }
    var texts = Array(repeating: [String](), count: expected.count)
    var lastLines = Array(repeating: 0, count: expected.count)
    var count = 0
    for _ in 0..<100_000 {
        guard let page = try? reader.nextPage(maxRecords: pageSize) else { break }
        for record in page.records {
            count += 1
            invariant(record.number == count, "record \(record.number) after \(count - 1)")
            guard case .object(let members) = record.value, let first = members.first, first.key == "file",
                  case .string(let name) = first.value, let log = Int(name.dropFirst(3).prefix { $0.isNumber }) else {
                return invariant(false, "an entry without its file: \(record.value)")
            }
            // (A log of CR line ends with stray line feeds in its lines: the merged log's lines
            // are cut at those, and numbered on from its entry's line.)
            invariant(record.line >= max(1, lastLines[log]) || hasCarriageReturns[log],
                      "log \(log)'s line \(record.line) after \(lastLines[log])")
            lastLines[log] = record.line
            texts[log].append(record.text ?? "")
        }
        if page.isAtEnd { break }
    }
    // The index counts the entries the reader reads.
    if let indexer = RecordIndexer(file: reader.file) {
        let indexed = indexer.scanToEnd()
        invariant(indexed.recordCount == count, "the index counts \(indexed.recordCount) entries, the reader \(count)")
    }
    // An entry's text ends without its last lines' line ends and blank lines; where the merged
    // rule cuts a log's entries elsewhere, those are left out there: the lines that hold more
    // than white space are compared, without their CRs.
    let lines = { (texts: [String]) in
        texts.joined(separator: "\n").replacingOccurrences(of: "\r", with: "").split(separator: "\n")
            .filter { !$0.allSatisfy(\.isWhitespace) }
    }
    for index in expected.indices {
        invariant(lines(texts[index]) == lines(expected[index]),
                  "log \(index)'s lines differ in the merge: \(texts[index]) against \(expected[index])")
    }
}
