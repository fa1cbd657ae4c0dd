import RecordFileAccess

/// Reads one chunk of a text log at a time and counts the messages of the entries whose head
/// lines start in it.
///
/// A chunk holds the lines that start in its byte range: it begins after the first line break
/// at or after the byte before the range (or at the file's start) and reads up to
/// ``lineLimit`` bytes past the range's end, enough of the last line for its message.
final class ChunkMessages: @unchecked Sendable {
    /// How much of a line is read past the range's end.
    static let lineLimit = TextHeader.patternLineLimit

    private let readable: ReadableFile
    private let header: TextHeader
    private let entries: TextEntries
    /// For a merged log, each line's own log, whose header finds its message.
    private let lineSources: LineSources?
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// How many lines start in the chunk last read; `nil` when the read failed.
    private(set) var lineCount: Int?
    /// Whether the file ends before the end of the range last read.
    private(set) var reachedEnd = false
    /// Why the last read failed.
    private(set) var failure: RecordFileError?

    init(readable: ReadableFile, header: TextHeader, entries: TextEntries, lineSources: LineSources?, chunkSize: Int) {
        self.readable = readable
        self.header = header
        self.entries = entries
        self.lineSources = lineSources
        buffer = .allocate(capacity: chunkSize + Self.lineLimit + 1)
    }

    deinit { buffer.deallocate() }

    /// Reads the lines that start in `range` and counts their entries' messages in `learner`,
    /// the first line being line `firstLine` of the file.
    func read(_ range: Range<Int>, isFileStart: Bool, into learner: PatternLearner, firstLine: Int) {
        let readStart = isFileStart ? range.lowerBound : range.lowerBound - 1
        let wanted = range.upperBound + Self.lineLimit - readStart
        var count = 0
        do {
            while count < wanted {
                let read = try readable.readChunk(into: UnsafeMutableBufferPointer(rebasing: buffer[count..<wanted]), at: readStart + count)
                if read == 0 { break }
                count += read
            }
        } catch {
            failure = error
            lineCount = nil
            return
        }
        reachedEnd = count < range.upperBound - readStart
        let bytes = UnsafeBufferPointer(rebasing: buffer[..<count])
        let lineBreak = entries.lineBreak
        var index = isFileStart ? 0 : (bytes.firstIndex(of: lineBreak).map { $0 + 1 } ?? count)
        let startLimit = min(count, range.upperBound - readStart)
        var lines = 0
        var hasEntry = !isFileStart
        while index < startLimit {
            let end = bytes[index...].firstIndex(of: lineBreak) ?? count
            let line = UnsafeBufferPointer(rebasing: bytes[index..<min(end, index + Self.lineLimit)])
            let isHead = hasEntry
                ? entries.isHead(UnsafeBufferPointer(rebasing: line.prefix(TextEntries.headLength)))
                    || lineSources?.startsRun(atOffset: readStart + index) == true
                : line.contains { !$0.isLineSpace }
            if isHead {
                hasEntry = true
                let header = lineSources?.header(ofLine: firstLine + lines) ?? header
                let message = header.stanzaLabel == nil ? header.patternMessage(ofHead: line)
                    : header.stanzaMessage(in: UnsafeBufferPointer(rebasing: bytes[index..<min(count, index + Self.lineLimit)]),
                                           lineBreak: lineBreak)
                learner.add(message, line: firstLine + lines)
            }
            lines += 1
            index = end + 1
        }
        lineCount = lines
    }
}
