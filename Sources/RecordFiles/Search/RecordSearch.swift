import Foundation
import Synchronization

/// Finds the records of a whole file whose text contains a ``SearchQuery``, on a background
/// thread, without parsing a record. Matches are record numbers, in file order, each once.
///
/// Given the file's ``RecordIndex``, the part it covers is searched on two cores, each taking
/// the next part of four chunks as it is free, and only the records that match are numbered,
/// from the index's kept starts.
/// While the index is being learnt, a text is found by the index's own pass, in the pieces of
/// the file it copies anyway, and the search numbers the places found. The rest is searched in
/// one pass in which a boundary scanner numbers every record.
public final class RecordSearch: RecordMatching {
    /// How far the search has got.
    public typealias Progress = MatchProgress

    /// The chunk read at a time.
    let chunkSize: Int
    /// Where the file's records start, when known: the part it covers is searched faster.
    public let index: RecordIndex?

    /// What is searched for.
    public let query: SearchQuery
    /// The file searched.
    public let file: RecordFile
    /// The matches found so far, the progress, and the search's stop.
    public let results = MatchResults()
    /// Where the last run stopped, for the next one to go on from.
    let place: Mutex<Place>
    /// How the query's text (or the texts its pattern's matches hold) is found, tuned on the
    /// file's first bytes searched; empty when a pattern's texts are not worth finding first.
    private let needleFinders = Mutex<[NeedleFinder]?>(nil)

    /// Where a run stopped: the scanner's state, the next byte to read, the last bytes read
    /// (a match may begin in them and end in what the file gains) with the starts of the
    /// records among them, the records counted, and the last match.
    struct Place {
        var scanner: any RecordBoundaryScanner
        var offset: Int
        var carried: [UInt8] = []
        var carriedStarts: [Int] = []
        /// Whether the carried bytes begin a line (without any, the bytes at ``offset``): at the
        /// file's start, or after a line feed.
        var carriedStartsLine = true
        var recordCount = 0
        var lastMatch = 0
        /// The last line a search read ahead to tell whether it starts a record.
        var toldLine: ToldLine?

        struct ToldLine {
            let start: Int
            let startsRecord: Bool
        }
    }

    /// Prepares to search `file`, as its reader found it laid out, using `index` (the file's
    /// index, complete or being learnt) where it reaches; `nil` for a file whose reader cannot
    /// resume mid-file (UTF-16), whose records the search could not number.
    public init?(query: SearchQuery, file: RecordFile, index: RecordIndex? = nil, chunkSize: Int = 4 << 20) {
        guard file.layout.canResume else { return nil }
        self.chunkSize = max(1, chunkSize)
        self.query = query
        self.file = file
        self.index = index
        place = Mutex(Place(scanner: makeBoundaryScanner(for: file.layout), offset: file.layout.preambleLength))
    }

    public func start() {
        results.startRun { [self] in searchFile() }
    }

    @discardableResult
    public func searchToEnd() -> Progress {
        results.runHere(searchFile)
    }

    /// Searches the file: first what the index covers, then the rest chunk by chunk, telling
    /// the progress after each step.
    private func searchFile() -> Progress {
        var progress = self.progress
        progress.isComplete = false
        progress.failure = nil
        let readable: ReadableFile
        do throws(RecordFileError) {
            readable = try ReadableFile(reopening: file)
        } catch {
            progress.failure = error
            return progress
        }
        progress.totalBytes = max(progress.totalBytes, readable.currentIdentity()?.size ?? 0)
        var place = place.withLock { $0 }
        defer { self.place.withLock { $0 = place } }
        let found = { (numbers: [Int], progress: Progress) in self.results.add(numbers, progress: progress) }
        if let pattern = query.pattern {
            // The indexed part goes through the texts every match holds one of, if the pattern
            // has some: one text is found as a search of it finds it (a dense search asks for
            // the next match millions of times), an alternation's few each on their own.
            let candidates = index == nil ? nil : pattern.requiredLiterals.flatMap {
                needleFinders(reading: readable, at: place.offset, needles: $0, ignoringCase: pattern.requiredLiteralsIgnoreCase,
                              onlyIfWorthFindingFirst: true)
            }.flatMap { $0.isEmpty ? nil : $0 }
            var finder = regexFinder(for: pattern)
            if let candidates, candidates.count > 1 {
                search(with: &finder, indexedWith: AnyOfNeedles(candidates), confirmingWith: pattern, readable: readable,
                       place: &place, progress: &progress, found: found)
            } else {
                search(with: &finder, indexedWith: candidates?.first, confirmingWith: pattern, readable: readable, place: &place,
                       progress: &progress, found: found)
            }
            return progress
        }
        guard var finder = needleFinders(reading: readable, at: place.offset, needles: [query.needle], ignoringCase: query.ignoresCase)?.first else { return progress }
        search(with: &finder, indexedWith: index == nil ? nil : finder, riding: finder, readable: readable, place: &place,
               progress: &progress, found: found)
        return progress
    }

    /// Searches from `place` to the end of the file: what the index covers through it with
    /// `candidates` and `pattern`, or `pattern` alone (see
    /// ``searchIndexedPart(with:confirmingWith:index:place:progress:found:)``), the rest with
    /// `finder`, scanning. A search started before its index was complete (as a file opened
    /// with a search is) waits at the index's front while the index moves on: a scan there
    /// would read the file a second time and find its records' boundaries again, on one core
    /// taken from the index's two, where the index's part is then searched on both, in place.
    /// Where the index does not move on (no scan under way, or one held up), the search scans,
    /// until the index overtakes it by a few chunks. A text, `riding`, is found by the index's
    /// own pass instead, where it can board it (``rideIndexPass(with:index:readable:place:progress:found:)``).
    private func search<Finder: TextFinder, Candidates: CandidateFinder>(with finder: inout Finder, indexedWith candidates: Candidates?,
                                            riding: NeedleFinder? = nil, confirmingWith pattern: SearchPattern? = nil,
                                            readable: ReadableFile, place: inout Place, progress: inout Progress,
                                            found: ([Int], Progress) -> Void) {
        // A pattern with no text every match holds is matched on every line through the index.
        var usesIndex = index != nil && (candidates != nil || pattern != nil)
        var riding = riding
        while true {
            let before = place.offset
            if usesIndex, let index,
               // Where the pattern is its texts, each one found is a match as it stands.
               !searchIndexedPart(with: candidates, confirmingWith: candidates != nil && pattern?.isPlainText == true ? nil : pattern,
                                  index: index, place: &place, progress: &progress, found: found) {
                return
            }
            // The index could not be used (a pattern's lines in a file not mapped): scanned on.
            if usesIndex, place.offset <= before, before > file.layout.preambleLength { usesIndex = false }
            if usesIndex, let index, !index.progress.hasEnded {
                let ride = riding.map { rideIndexPass(with: $0, index: index, readable: readable, place: &place, progress: &progress, found: found) }
                switch ride {
                case .stopped: return
                case .rode: continue
                case .gaveUp:
                    riding = nil
                    continue
                case .heldUp: break
                case .unable, nil:
                    // A round of the indexed part's search: both cores' parts.
                    if index.waitUntilIndexed(throughByte: place.offset + 8 * chunkSize, isStopped: { isStopped }),
                       index.progress.indexedBytes - place.offset >= 2 * chunkSize {
                        continue
                    }
                }
            }
            // The scan goes on at least past what the index's part searched. That part leaves the
            // place at the last kept start it reached, which may be far back (the file's first
            // byte, in a file of fewer records than the index keeps a start for): handed back to
            // the index after a chunk still inside a byte order mark, the search went round
            // between the two for ever.
            let searchedThrough = progress.searchedBytes
            let overtaken = { [index, chunkSize] (offset: Int) in
                usesIndex && offset >= searchedThrough && (index?.progress.indexedBytes ?? 0) - offset >= 4 * chunkSize
            }
            guard scanRest(with: &finder, readable: readable, place: &place, progress: &progress, found: found, until: overtaken)
            else { return }
        }
    }

    /// The finders of `needles` (the query's text, or the texts every match of its pattern
    /// holds one of), made on the first run from up to 32 KB of the file at `offset`; none
    /// when `onlyIfWorthFindingFirst` and the texts are not (see
    /// ``RequiredLiteral/areWorthFindingFirst(_:ignoringCase:in:)``).
    private func needleFinders(reading readable: ReadableFile, at offset: Int, needles: [[UInt8]], ignoringCase: Bool,
                               onlyIfWorthFindingFirst: Bool = false) -> [NeedleFinder]? {
        needleFinders.withLock { finders in
            if let finders { return finders }
            let sample = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 32 << 10)
            defer { sample.deallocate() }
            guard let count = try? readable.readChunk(into: sample, at: offset) else { return nil }
            let sampled = UnsafeBufferPointer(rebasing: sample[..<count])
            guard !onlyIfWorthFindingFirst || RequiredLiteral.areWorthFindingFirst(needles, ignoringCase: ignoringCase, in: sampled)
            else {
                finders = []
                return finders
            }
            finders = needles.map { NeedleFinder(needle: $0, ignoringCase: ignoringCase, sample: sampled) }
            return finders
        }
    }

    /// A finder of `pattern`'s matches that stops matching line by line when the search is stopped.
    func regexFinder(for pattern: SearchPattern) -> RegexFinder {
        var finder = RegexFinder(pattern)
        finder.isStopped = { [results] in results.isStopped }
        return finder
    }

    /// Whether a run has been told to stop.
    var isStopped: Bool { results.isStopped }
}
