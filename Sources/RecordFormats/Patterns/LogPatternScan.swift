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
        let learner = PatternLearner(keyLimit: keyLimit)
        let first = ChunkMessages(readable: readables.0, header: header, entries: file.layout.textEntries, chunkSize: chunkSize)
        let second = ChunkMessages(readable: readables.1, header: header, entries: file.layout.textEntries, chunkSize: chunkSize)
        var offset = file.layout.preambleLength
        var line = 1
        while !isCancelled() {
            // Each of the two chunks is learnt on its own core, the second into a learner of
            // its own, numbering its lines from 1, taken in once the first has counted its lines.
            let firstRange = offset..<(offset + chunkSize)
            let secondRange = firstRange.upperBound..<(firstRange.upperBound + chunkSize)
            let secondLearner = PatternLearner(keyLimit: keyLimit)
            let isFileStart = offset == file.layout.preambleLength, firstLine = line
            helper.runInParallel({ first.read(firstRange, isFileStart: isFileStart, into: learner, firstLine: firstLine) },
                                 { second.read(secondRange, isFileStart: false, into: secondLearner, firstLine: 1) })
            guard let firstLines = first.lineCount, let secondLines = second.lineCount else {
                throw first.failure ?? second.failure ?? RecordFileError(.cannotRead(errno: EIO), path: file.path)
            }
            learner.absorb(secondLearner, lineOffset: line + firstLines - 1)
            line += firstLines + secondLines
            progress(min(secondRange.upperBound, file.identity.size))
            if first.reachedEnd || second.reachedEnd { break }
            offset = secondRange.upperBound
        }
        return learner.patterns()
    }
}
