/// Builds one line of text of at most a given length, ending in "…" when more was offered.
///
/// Everything appended past the limit is ignored without being looked at, so a 10 MB string
/// costs the limit, not its size. Line breaks, tabs and other control characters become spaces
/// (CRLF one space), because a row shows each text on one line.
public struct ShortLine {
    private var scalars = String.UnicodeScalarView()
    private var room: Int
    private var lastWasCarriageReturn = false
    /// Whether text was dropped at the limit.
    public private(set) var isCut = false

    /// Creates an empty line that holds at most `limit` characters before the "…".
    public init(limit: Int) {
        room = limit
    }

    /// The line, with "…" when it was cut.
    public var text: String {
        isCut ? String(scalars) + "…" : String(scalars)
    }

    /// Appends `text` as far as the limit allows.
    public mutating func append(_ text: some StringProtocol) {
        for scalar in text.unicodeScalars {
            guard !isCut else { return }
            append(scalar)
        }
    }

    /// Appends one character as far as the limit allows.
    public mutating func append(_ scalar: Unicode.Scalar) {
        // Controls (C0, C1, DEL) and the line and paragraph separators would break the line:
        // Unicode's categories Cc, Zl and Zp, which hold these code points and no others (asked
        // by value: looking the category up cost a quarter of an export's time).
        let value = scalar.value
        let isControl = value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
        defer { lastWasCarriageReturn = scalar == "\r" }
        if scalar == "\n" && lastWasCarriageReturn { return }
        guard room > 0 else {
            isCut = true
            return
        }
        scalars.append(isControl ? " " : scalar)
        room -= 1
    }
}
