/// How a text log's lines make entries, as learnt from the start of the file: the rule the
/// reader (`TextScanner`) and the index (`TextBoundaries`) both cut entries by.
///
/// An entry is a head line and the continuation lines after it. A line is a head when it does
/// not start with white space (a stack trace's `\tat …`, a wrapped message) and, in a log whose
/// lines mostly start with a time stamp, when it starts with one too (so that `Caused by: …`
/// and `Traceback (most recent call last):` stay with their entry). The first line that holds
/// more than white space starts the first entry, whatever it is: nothing is left out, and no
/// line is a header. In a log of stanzas, such as apt's `history.log` (`Start-Date: …`, then
/// `Commandline: …`, `Install: …`, `End-Date: …`), a line is a head when it starts with the
/// label the first stanza starts with (``headLabel``).
///
/// Whether a line is a head is told from its first `headLength` (48) bytes alone, so a chunk of
/// the file can be cut into entries without the chunks before it.
public struct TextEntries: Hashable, Sendable {
    /// The byte that ends a line: a line feed (CRLF ends lines too: the CR is the line's last
    /// byte), or a carriage return in a file of old Mac line ends, which has no line feed.
    public let lineBreak: UInt8
    /// Whether only a line that starts with a time stamp starts an entry.
    public let headsStartWithTime: Bool
    /// In a log of stanzas, the label and `: ` that every head line starts with, a time stamp
    /// after it (`Start-Date: `); `nil` when heads are told otherwise.
    public let headLabel: [UInt8]?

    /// How many bytes of a line tell whether it is a head.
    package static let headLength = 48
    /// Entries of one line each, ended by line feeds.
    public static let lines = TextEntries(lineBreak: UInt8(ascii: "\n"), headsStartWithTime: false)

    /// Creates a rule; a `headLabel` is taken only where heads do not start with a time stamp.
    public init(lineBreak: UInt8, headsStartWithTime: Bool, headLabel: [UInt8]? = nil) {
        self.lineBreak = lineBreak
        self.headsStartWithTime = headsStartWithTime
        self.headLabel = headsStartWithTime ? nil : headLabel
    }

    /// The rule for a file that starts with `bytes`: lines end with line feeds if there is one,
    /// else with carriage returns if there is one; heads start with a time stamp when at least a
    /// third of the lines that are not indented do (the others are a stack trace's
    /// `Caused by: …` and exception lines; a file that is not a log has next to none); else a
    /// stanza starts with the first line's label when that line is a label and a stamp, at
    /// least two lines, and at most half of those not indented, start with that label, and the
    /// stanzas hold a line with no stamp (after a label or at its start) for every two of them
    /// at least (a log whose lines are `INFO: 2025/06/14 …` and `ERROR: 2025/06/14 …` is no log
    /// of stanzas).
    public static func learn(from bytes: UnsafeBufferPointer<UInt8>) -> TextEntries {
        let lineFeed = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        let lineBreak = bytes.contains(lineFeed) || !bytes.contains(carriageReturn) ? lineFeed : carriageReturn
        // Lines of a stanza log: its heads, and its content (lines with no stamp at their start
        // nor after a label).
        var candidates = 0, stamped = 0, labelled = 0, content = 0
        var label: [UInt8]?
        var start = 0
        while start < bytes.count, candidates < 1_000 {
            let end = bytes[start...].firstIndex(of: lineBreak) ?? bytes.count
            // A line cut off by the end of the sample is left out unless it is the only one.
            if end == bytes.count && start > 0 { break }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<min(end, start + headLength)])
            if let first = line.first, !first.isLineSpace {
                candidates += 1
                let isStamped = LineHead.stampStart(in: line) != nil
                if isStamped { stamped += 1 }
                let lineLabel = StanzaLabel.label(startingStampedLine: line)
                if candidates == 1 { label = lineLabel }
                if let label, line.starts(with: label) {
                    labelled += 1
                } else if !isStamped, lineLabel == nil {
                    content += 1
                }
            }
            start = end + 1
        }
        let headsStartWithTime = stamped > 0 && stamped * 3 >= candidates
        let isStanzas = labelled >= 2 && labelled * 2 <= candidates && content * 2 >= labelled
        return TextEntries(lineBreak: lineBreak, headsStartWithTime: headsStartWithTime, headLabel: isStanzas ? label : nil)
    }

    /// Whether a line after the first entry's start starts an entry, from its first bytes (up
    /// to `headLength`, without its line break). An indented or blank line never does.
    @inline(__always)
    package func isHead(_ head: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = head.first, !first.isLineSpace else { return false }
        if let headLabel { return head.starts(with: headLabel) }
        return !headsStartWithTime || LineHead.stampStart(in: head) != nil
    }
}

extension UInt8 {
    /// Space, tab, or a line end's byte: what an indented or blank line starts with.
    var isLineSpace: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\r") || self == UInt8(ascii: "\n")
    }
}
