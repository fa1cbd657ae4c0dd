import Glibc
import RecordFileAccess

/// Learns the patterns of a text log's entries from its file, on two cores: each entry's
/// message (its head line after the header's fields; continuation lines are detail) counts
/// under its masked words, and the whole file's words are grouped at the end.
public enum LogPatternScan {

    /// The patterns of `file`'s messages (none for a file that is not a text log).
    /// - Parameters:
    ///   - file: The text log, as a reader opened it.
    ///   - keyLimit: How many distinct masked messages are held before they are grouped.
    ///   - chunkSize: Bytes each core reads at a time.
    ///   - isCancelled: Asked between chunks; the scan stops with what it learnt when it says yes.
    ///   - progress: Told the bytes scanned after each pair of chunks.
    public static func patterns(of file: RecordFile, keyLimit: Int = 20_000, chunkSize: Int = 4 << 20, isCancelled: () -> Bool = { false },
                                progress: (Int) -> Void = { _ in }) throws(RecordFileError) -> LogPatterns {
        guard file.layout.format == .text, file.layout.canResume, let header = file.textHeader else { return .none }
        let readables = (try ReadableFile(reopening: file), try ReadableFile(reopening: file))
        let helper = HelperThread()
        defer { helper.finish() }
        // A learner for each core, each grouping what it has met; the second's lines are
        // numbered within its chunks (chunk << 32 | line) until the end, when the first's count.
        let learner = PatternLearner(keyLimit: keyLimit), secondLearner = PatternLearner(keyLimit: keyLimit)
        let first = ChunkMessages(readable: readables.0, header: header, entries: file.layout.textEntries, lineSources: file.lineSources, chunkSize: chunkSize)
        let second = ChunkMessages(readable: readables.1, header: header, entries: file.layout.textEntries, lineSources: file.lineSources, chunkSize: chunkSize)
        var secondChunkFirstLines: [Int] = []
        var offset = file.layout.preambleLength
        var line = 1
        while !isCancelled() {
            let firstRange = offset..<(offset + chunkSize)
            let secondRange = firstRange.upperBound..<(firstRange.upperBound + chunkSize)
            let isFileStart = offset == file.layout.preambleLength, firstLine = line
            let chunk = secondChunkFirstLines.count << 32
            helper.runInParallel({ first.read(firstRange, isFileStart: isFileStart, into: learner, firstLine: firstLine) },
                                 { second.read(secondRange, isFileStart: false, into: secondLearner, firstLine: chunk | 1) })
            guard let firstLines = first.lineCount, let secondLines = second.lineCount else {
                throw first.failure ?? second.failure ?? RecordFileError(.cannotRead(errno: EIO), path: file.path)
            }
            secondChunkFirstLines.append(line + firstLines)
            line += firstLines + secondLines
            progress(min(secondRange.upperBound, file.identity.size))
            if first.reachedEnd || second.reachedEnd { break }
            offset = secondRange.upperBound
        }
        learner.absorb(secondLearner) { chunkLine in secondChunkFirstLines[chunkLine >> 32] + (chunkLine & 0xFFFF_FFFF) - 1 }
        return learner.patterns()
    }
}
