import RecordFormats

/// A bit for each line of a chunk, from its first line on, set where a record starts: what a
/// speculative scan of a pair's second chunk keeps as it goes, so that the strides' line maps
/// of its records are cut out of it, a word at a time, once the records' numbers are known
/// (see ``StrideLineMapper``), rather than worked out a record at a time after both cores end.
struct LineHeads {
    private var words: [UInt64] = []

    /// Sets the bits of the lines `starts` are on, lines counted from `firstLine`.
    @inline(__always)
    mutating func add(_ starts: UnsafeBufferPointer<RecordStart>, firstLine: Int) {
        guard let last = starts.last else { return }
        let wordsNeeded = (last.line - firstLine) / 64 + 1
        if words.count < wordsNeeded { words.append(contentsOf: repeatElement(0, count: wordsNeeded - words.count)) }
        words.withUnsafeMutableBufferPointer { words in
            for start in starts {
                let line = start.line - firstLine
                words[line >> 6] |= 1 << UInt64(line & 63)
            }
        }
    }

    /// Clears every bit, keeping the memory.
    mutating func removeAll() {
        words.removeAll(keepingCapacity: true)
    }

    /// Copies the `count` bits from line `line` on into `destination`'s words, from its first
    /// word's lowest bit; the words past them are zeros.
    func copy(from line: Int, count: Int, into destination: UnsafeMutableBufferPointer<UInt64>) {
        let shift = UInt64(line & 63)
        let wordCount = (count + 63) / 64
        for index in 0..<wordCount {
            let source = line >> 6 + index
            let low = source < words.count ? words[source] >> shift : 0
            let high = shift > 0 && source + 1 < words.count ? words[source + 1] << (64 - shift) : 0
            destination[index] = low | high
        }
        // The bits past the count, from lines after the stride's, are not its.
        let spare = wordCount * 64 - count
        if spare > 0 { destination[wordCount - 1] &= UInt64.max >> UInt64(spare) }
    }
}
