/// A record index as kept on disk between runs: the file it belongs to, how far it got, and
/// its checkpoints and line maps, in a little-endian binary form that carries its own
/// checksum. Decoding checks everything it can, so a damaged or foreign file is refused,
/// never trusted.
struct SavedIndex: Equatable, Sendable {
    /// Which file, as it stood when the index was saved.
    var identity: FileIdentity
    var layout: RecordLayout
    var recordCount: Int
    var indexedBytes: Int
    /// The hashes of the stretches of indexed bytes that ``IndexSamples`` picks, which a file
    /// that only grew still holds.
    var samples: [UInt64]
    /// The starts of records 1, 65, 129, …
    var checkpoints: [RecordStart]
    /// Which lines start records between them, where known.
    var lineMaps: StrideLineMaps

    private static let magic: [UInt8] = Array("LVRI".utf8)
    /// 2: a JSON array's elements start at their first byte, no longer just after the `,` before them.
    /// 3: the file's status change time, and samples spread over the indexed bytes.
    /// 4: a text log's entry rule (its line break, and whether heads start with a time).
    /// 5: a text log's stanza label (its length, then its bytes in four words).
    /// 6: the strides' line maps, after the checkpoints.
    /// 7: long strides' maps of where their records start.
    /// 8: CSV's and JSON arrays' strides mapped too (an index kept without their maps is made
    /// again, for searches numbered by lines).
    private static let version: UInt64 = 8
    /// The words a text log's stanza label takes.
    private static let labelWords = 4
    /// The words before the samples and checkpoints: the magic and version's, the checksum, and
    /// twenty values.
    private static let headerLength = magic.count + 8 * (17 + 1 + labelWords)

    init(identity: FileIdentity, layout: RecordLayout, recordCount: Int, indexedBytes: Int, samples: [UInt64],
         checkpoints: [RecordStart], lineMaps: StrideLineMaps = StrideLineMaps()) {
        self.identity = identity
        self.layout = layout
        self.recordCount = recordCount
        self.indexedBytes = indexedBytes
        self.samples = samples
        self.checkpoints = checkpoints
        self.lineMaps = lineMaps
    }

    /// The most bytes the index of a file of `fileSize` bytes can take encoded: a loader reads
    /// no more than that, whatever lies on disk (a sparse file of gigabytes cost 30 s).
    static func maximumEncodedLength(forFileOf fileSize: Int) -> Int {
        let checkpointCount = fileSize / RecordIndex.stride + 1
        let lineMapsLength = 8 * (3 + checkpointCount * (1 + StrideLineMaps.maximumWords))
        return headerLength + 8 * IndexSamples.maximumCount + 24 * checkpointCount + lineMapsLength
    }

    // MARK: Encoding

    func encoded() -> [UInt8] {
        var body: [UInt8] = []
        body.reserveCapacity(128 + checkpoints.count * 24)
        for value in [identity.device, identity.inode, UInt64(identity.size), UInt64(bitPattern: identity.modificationTime),
                      UInt64(bitPattern: identity.statusChangeTime),
                      UInt64(Self.formatCode(layout.format)), UInt64(layout.csvDialect.delimiter),
                      layout.csvDialect.hasHeader ? 1 : 0, UInt64(layout.preambleLength),
                      UInt64(layout.textEntries.lineBreak), layout.textEntries.headsStartWithTime ? 1 : 0]
                      + Self.labelWords(layout.textEntries.headLabel) + [
                      UInt64(recordCount), UInt64(indexedBytes), UInt64(samples.count), UInt64(checkpoints.count)] {
            Self.append(value, to: &body)
        }
        for sample in samples {
            Self.append(sample, to: &body)
        }
        for start in checkpoints {
            Self.append(UInt64(start.offset), to: &body)
            Self.append(UInt64(start.line), to: &body)
            Self.append(UInt64(start.column), to: &body)
        }
        for word in lineMaps.savedWords {
            Self.append(word, to: &body)
        }
        var bytes = Self.magic
        Self.append(Self.version, to: &bytes)
        Self.append(body.withUnsafeBytes(FNV1a.hash), to: &bytes)
        return bytes + body
    }

    // MARK: Decoding

    /// The index in `bytes`, or `nil` when they are not one this version wrote, whole.
    init?(decoding bytes: UnsafeRawBufferPointer) {
        var reader = WordReader(bytes: bytes)
        guard bytes.count >= Self.magic.count, Array(bytes.prefix(Self.magic.count)) == Self.magic else { return nil }
        reader.position = Self.magic.count
        guard reader.next() == Self.version, let checksum = reader.next(),
              checksum == FNV1a.hash(UnsafeRawBufferPointer(rebasing: bytes[reader.position...])),
              let device = reader.next(), let inode = reader.next(), let size = reader.nextInt(),
              let modified = reader.next(), let changed = reader.next(),
              let formatCode = reader.next(), let format = Self.format(code: formatCode),
              let delimiter = reader.next(), delimiter <= UInt8.max, let hasHeader = reader.next(), hasHeader <= 1,
              let preambleLength = reader.nextInt(),
              let lineBreak = reader.next(), lineBreak <= UInt8.max, let headsStartWithTime = reader.next(), headsStartWithTime <= 1,
              let label = Self.label(from: &reader),
              let recordCount = reader.nextInt(),
              let indexedBytes = reader.nextInt(), let sampleCount = reader.nextInt(), let count = reader.nextInt(),
              count == (recordCount + RecordIndex.stride - 1) / RecordIndex.stride,
              indexedBytes <= size, preambleLength <= indexedBytes,
              sampleCount == IndexSamples(preambleLength: preambleLength, indexedBytes: indexedBytes).ranges.count,
              reader.remaining >= sampleCount * 8 + count * 24, reader.remaining % 8 == 0
        else { return nil }
        let samples = (0..<sampleCount).compactMap { _ in reader.next() }
        var checkpoints: [RecordStart] = []
        checkpoints.reserveCapacity(count)
        var previous = -1
        for _ in 0..<count {
            guard let offset = reader.nextInt(), let line = reader.nextInt(), let column = reader.nextInt(),
                  offset > previous, offset < indexedBytes, line >= 1, column >= 1 else { return nil }
            checkpoints.append(RecordStart(offset: offset, line: line, column: column))
            previous = offset
        }
        var mapWords: [UInt64] = []
        mapWords.reserveCapacity(reader.remaining / 8)
        while let word = reader.next() { mapWords.append(word) }
        guard let lineMaps = StrideLineMaps(savedWords: mapWords), lineMaps.endSlot <= count else { return nil }
        self.identity = FileIdentity(device: device, inode: inode, size: size, modificationTime: Int64(bitPattern: modified),
                                     statusChangeTime: Int64(bitPattern: changed))
        self.layout = RecordLayout(format: format, csvDialect: CSVDialect(delimiter: UInt8(delimiter), hasHeader: hasHeader == 1),
                                   preambleLength: preambleLength, canResume: true,
                                   textEntries: TextEntries(lineBreak: UInt8(lineBreak), headsStartWithTime: headsStartWithTime == 1,
                                                            headLabel: label.isEmpty ? nil : label))
        self.recordCount = recordCount
        self.indexedBytes = indexedBytes
        self.samples = samples
        self.checkpoints = checkpoints
        self.lineMaps = lineMaps
    }

    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func formatCode(_ format: RecordFormat) -> Int {
        RecordFormat.allCases.firstIndex(of: format) ?? 0
    }

    private static func format(code: UInt64) -> RecordFormat? {
        code < RecordFormat.allCases.count ? RecordFormat.allCases[Int(code)] : nil
    }

    /// A stanza label as words: its length (0 for none), then its bytes, zeros after them.
    private static func labelWords(_ label: [UInt8]?) -> [UInt64] {
        var bytes = [UInt8](repeating: 0, count: 8 * labelWords)
        let label = label ?? []
        guard label.count <= bytes.count else { return [0] + [UInt64](repeating: 0, count: labelWords) }
        bytes.replaceSubrange(0..<label.count, with: label)
        return [UInt64(label.count)] + (0..<labelWords).map { word in
            bytes[(word * 8)..<(word * 8 + 8)].reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }
    }

    /// The stanza label the next words hold (empty for none); `nil` when they hold none whole.
    private static func label(from reader: inout WordReader) -> [UInt8]? {
        guard let length = reader.nextInt(), length <= 8 * labelWords else { return nil }
        var bytes: [UInt8] = []
        for _ in 0..<labelWords {
            guard let word = reader.next() else { return nil }
            bytes += (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
        }
        return Array(bytes.prefix(length))
    }

    /// Reads little-endian 64-bit words one after another.
    private struct WordReader {
        let bytes: UnsafeRawBufferPointer
        var position = 0

        var remaining: Int { bytes.count - position }

        mutating func next() -> UInt64? {
            guard remaining >= 8 else { return nil }
            defer { position += 8 }
            return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
        }

        /// The next word as a count or an offset: refused beyond what a file may hold.
        mutating func nextInt() -> Int? {
            next().flatMap { $0 <= UInt64(Int64.max) ? Int($0) : nil }
        }
    }
}
