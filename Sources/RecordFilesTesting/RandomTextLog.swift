/// Random text made of a log's pieces — time stamps of several spellings, levels, indented and
/// stack-trace lines, blank lines, every kind of line end, brackets and stray bytes — for tests
/// that check the reader and the index cut text logs alike.
public enum RandomTextLog {
    private static let pieces = [
        "2025-06-14 15:16:01,123 ", "Jun  4 15:16:01 ", "[2025-06-14T15:16:01Z] ", "I0614 15:16:01.5 ", "<34>1 ",
        "1718378161 ", "15:16:01 ", "2025-06-14 1", "Jun 14", "INFO ", "error: ", "[main] ", "sshd[42]: ", "- ",
        "\tat a.B(C.java:1)", "Caused by: x", "  ", " ", "\t", "\n", "\n", "\n", "\r\n", "\r", "a", "é", "\u{0}", "]", "[",
    ]

    /// About `pieceCount` random pieces joined.
    public static func bytes(pieceCount: Int, using generator: inout SplitMix64Generator) -> [UInt8] {
        Array((0..<pieceCount).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined().utf8)
    }
}
