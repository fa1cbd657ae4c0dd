extension TextHeader {
    /// How many head lines the header is learnt from.
    static let sampleSize = 200
    /// How much of a head line is looked at.
    static let sampledLineLength = 512

    /// The first lines of the entries that start in `bytes` (a line cut off by their end left
    /// out unless it is the only one), each cut to ``sampledLineLength``, after a U+FEFF each
    /// may start with.
    static func headLines(in bytes: UnsafeBufferPointer<UInt8>, entries: TextEntries) -> [UnsafeBufferPointer<UInt8>] {
        var heads: [UnsafeBufferPointer<UInt8>] = []
        var start = 0
        var hasEntry = false
        while start < bytes.count, heads.count < sampleSize {
            let end = bytes[start...].firstIndex(of: entries.lineBreak) ?? bytes.count
            if end == bytes.count && start > 0 { break }
            let head = UnsafeBufferPointer(rebasing: bytes[start..<min(end, start + TextEntries.headLength)])
            if hasEntry ? entries.isHead(head) : !bytes[start..<end].allSatisfy(\.isLineSpace) {
                hasEntry = true
                var line = bytes[start..<min(end, start + sampledLineLength)]
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                heads.append(LineHead.withoutMark(UnsafeBufferPointer(rebasing: line)))
            }
            start = end + 1
        }
        return heads
    }

    /// The fields that nearly all of the lines' first tokens agree on, in order, up to the last
    /// one that is not a plain word: a logger's or a process's name, which the message follows,
    /// is the last field; and past a level, a number (or a word) is no field unless a field of
    /// another kind comes after it (`INFO request 5 took 7 ms` is a level and a message, however
    /// many lines say so; `INFO nova.compute [req-…]` is a level and two fields).
    static func slots(agreedBy lines: [[HeadToken]], afterTime hasTime: Bool) -> [Slot] {
        var kinds: [HeadToken.Kind] = []
        var lastDistinct = -1
        var isPastLevel = false
        for position in 0..<maximumSlots(forLines: lines.count) {
            var counts: [HeadToken.Kind: Int] = [:]
            for tokens in lines where position < tokens.count { counts[tokens[position].kind, default: 0] += 1 }
            // `kernel:` and `sshd[42]:` are both processes where some lines name an id; a column's
            // word may fill its width; a `-` may stand for an empty word.
            if let labels = counts[.label], let processes = counts[.process] {
                counts[.process] = labels + processes
                counts[.label] = nil
            }
            merge(.word, into: .column, in: &counts)
            merge(.word, into: .separator, in: &counts)
            guard let (kind, count) = counts.max(by: { $0.value < $1.value }),
                  !lines.isEmpty, Double(count) >= agreement * Double(lines.count) else { break }
            kinds.append(kind)
            if kind.isDistinct && !(isPastLevel && kind == .number) { lastDistinct = position }
            if kind == .level || kind == .levelLetter { isPastLevel = true }
            if kind == .label || kind == .process { break }
        }
        return named(Array(kinds.prefix(lastDistinct + 1)), afterTime: hasTime)
    }

    /// Counts `kind`'s tokens as `larger`'s where `larger` has at least as many.
    private static func merge(_ kind: HeadToken.Kind, into larger: HeadToken.Kind, in counts: inout [HeadToken.Kind: Int]) {
        guard let count = counts[kind], let largerCount = counts[larger], largerCount >= count else { return }
        counts[larger] = largerCount + count
        counts[kind] = nil
    }

    /// Slots of `kinds`, named by what such a field usually holds (a plain word before a
    /// process is its host), each name once (`time` is taken when the line starts with one).
    private static func named(_ kinds: [HeadToken.Kind], afterTime hasTime: Bool) -> [Slot] {
        var used: [String: Int] = hasTime ? ["time": 1] : [:]
        return kinds.enumerated().map { position, kind in
            let names: [String] = switch kind {
            case .level, .levelLetter: ["level"]
            case .process: ["process"]
            case .bracketed: ["thread", "context"]
            case .number: kinds.contains(.process) ? ["id"] : ["pid", "tid"]
            case .label: ["logger"]
            case .source: ["source"]
            case .time: ["time"]
            case .column: ["component"]
            case .word: position + 1 < kinds.count && kinds[position + 1] == .process ? ["host"] : ["source", "component"]
            case .separator: [""]
            }
            guard kind != .separator else { return Slot(name: "", kind: kind) }
            let taken = used[names[0], default: 0]
            used[names[0]] = taken + 1
            let name = taken < names.count ? names[taken] : "\(names[0]) \(taken + 1)"
            return Slot(name: name, kind: kind)
        }
    }
}
