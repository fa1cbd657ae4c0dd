/// Cuts a text log into entries by the file's ``TextEntries`` rule, as ``TextBoundaries`` cuts
/// them for the index, and reads each entry's fields with the file's ``TextHeader`` (and its
/// pattern once the file's patterns are learnt).
///
/// An entry ends where the next one starts. At the end of the file as it is now, the last entry
/// is taken as it stands, with a last line that has no line break yet; lines a writer appends
/// later are read on later calls, a continuation line among them as an entry of its own (the
/// index, which may have seen it with its entry, then counts one entry fewer, as for a CSV row
/// a writer extends).
/// Invalid UTF-8 is replaced with U+FFFD; no byte is left out.
struct TextScanner: RecordScanner {
    var notes: ScanNotes
    private let entries: TextEntries
    private let header: TextHeader
    private let learntPatterns: LearntPatterns
    /// The file's patterns, once learnt: each entry's `pattern` field.
    private var patterns: LogPatterns?
    /// For a merged log, which file each line came from: each entry's `file` field.
    private let lineSources: LineSources?
    /// The number of the line that starts at the first unconsumed byte.
    private var line = 1
    /// The offset in the file of the first unconsumed byte.
    private var offset: Int
    /// Whether an entry has started before the first unconsumed byte.
    private var hasEntry = false
    /// Whether each record holds its `time` field alone, and no text.
    private var readsTimeAlone = false

    init(path: String, entries: TextEntries, header: TextHeader, patterns: LearntPatterns, lineSources: LineSources? = nil,
         startOffset: Int = 0) {
        notes = ScanNotes(path: path)
        offset = startOffset
        self.entries = entries
        self.header = header
        learntPatterns = patterns
        self.lineSources = lineSources
    }

    mutating func keepOnly(field: String) {
        readsTimeAlone = field == "time"
    }

    mutating func resume(at start: RecordStart) {
        line = start.line
        offset = start.offset
        hasEntry = false
    }

    mutating func nextRecord(from buffer: FileBuffer) throws(RecordFileError) -> ScannedRecord? {
        // Step 1: pass over blank lines before the first entry. After an entry, the next line
        // starts one: it was told a head, or it came after the entry was taken at the end of
        // the file (a writer's continuation line, an entry of its own rather than lost).
        var head: LineSpan
        while true {
            guard let first = try lineSpan(at: 0, in: buffer) else { return nil }
            head = first
            if hasEntry || startsEntry(head, in: buffer, hasEntry: false) { break }
            guard let lineEnd = head.lineEnd else { return nil }
            buffer.consume(lineEnd + 1)
            offset += lineEnd + 1
            line += 1
        }
        // Step 2: the entry runs on to the line that starts the next one, or to the end of the
        // file; the lines it takes are those ended by a line break (a last line without one
        // goes on, so its number stays).
        let entryLine = line
        var end = buffer.count
        while let lineEnd = head.lineEnd {
            line += 1
            end = lineEnd + 1
            guard let next = try lineSpan(at: end, in: buffer), !startsEntry(next, in: buffer, hasEntry: true) else { break }
            head = next
            end = buffer.count
        }
        let record = buffer.withUnconsumedBytes { bytes in
            makeRecord(UnsafeBufferPointer(rebasing: bytes[..<end]), line: entryLine)
        }
        buffer.consume(end)
        offset += end
        hasEntry = true
        return record
    }

    /// A line of the unconsumed bytes: where its first bytes are, and where it ends.
    private struct LineSpan {
        /// The first bytes, as many as tell whether the line starts an entry.
        var head: Range<Int>
        /// The offset of the line break, `nil` when the file (as it is now) ends first.
        var lineEnd: Int?
    }

    /// The line at `start` of the unconsumed bytes, reading on until its end is found or the
    /// file ends; `nil` when the file (as it is now) ends before the line has a byte.
    private func lineSpan(at start: Int, in buffer: FileBuffer) throws(RecordFileError) -> LineSpan? {
        var searched = start
        while true {
            let count = buffer.count
            if let found = buffer.withUnconsumedBytes({ TextBoundaries.find(entries.lineBreak, in: $0, from: searched, to: count) }) {
                return LineSpan(head: start..<min(found, start + TextEntries.headLength), lineEnd: found)
            }
            searched = max(searched, count)
            if try !buffer.refill(forRecordStartingOn: line) {
                guard count > start else { return nil }
                return LineSpan(head: start..<min(count, start + TextEntries.headLength), lineEnd: nil)
            }
        }
    }

    /// Whether `line` starts an entry, by the file's rule (or, in a merged log, as the first of
    /// another log's lines); before the first entry, whether it holds more than white space.
    private func startsEntry(_ line: LineSpan, in buffer: FileBuffer, hasEntry: Bool) -> Bool {
        buffer.withUnconsumedBytes { bytes in
            hasEntry ? entries.isHead(UnsafeBufferPointer(rebasing: bytes[line.head]))
                    || lineSources?.startsRun(atOffset: offset + line.head.lowerBound) == true
                : !bytes[line.head.lowerBound..<(line.lineEnd ?? bytes.count)].allSatisfy(\.isLineSpace)
        }
    }

    /// The record of the entry in `bytes`, which start on `line`.
    private mutating func makeRecord(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) -> ScannedRecord {
        // A merged log's entry is read as its own log reads it, and says which log that is and
        // on which of its lines it starts.
        let place = lineSources?.place(ofLine: line)
        let header = place.flatMap { lineSources?.headers[$0.source] } ?? header
        if readsTimeAlone {
            let time = header.time(ofEntry: bytes, lineBreak: entries.lineBreak)
            return ScannedRecord(line: place?.line ?? line, value: .object(time.map { [(key: "time", value: $0)] } ?? []), text: "")
        }
        let (text, wasRepaired) = UTF8Text.decode(bytes)
        if wasRepaired { notes.noteInvalidUTF8(onLine: line) }
        let entryText = Self.trimmingLineEnds(text)
        if patterns == nil { patterns = learntPatterns.value }
        var value = header.fields(of: entryText, lineBreak: entries.lineBreak, patterns: patterns)
        if let place, let lineSources, case .object(let members) = value {
            value = .object([(key: "file", value: .string(lineSources.names[place.source]))] + members)
        }
        return ScannedRecord(line: place?.line ?? line, value: value, text: entryText)
    }

    /// The text without the line breaks it ends with.
    private static func trimmingLineEnds(_ text: String) -> String {
        var end = text.endIndex
        while end > text.startIndex {
            let before = text.unicodeScalars.index(before: end)
            let scalar = text.unicodeScalars[before]
            guard scalar == "\n" || scalar == "\r" else { break }
            end = before
        }
        return String(text[..<end])
    }
}
