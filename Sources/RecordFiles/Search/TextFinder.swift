/// Finds what a search looks for in a buffer of a file's bytes: a ``NeedleFinder`` for text, a
/// ``RegexFinder`` for a regular expression.
protocol TextFinder {
    /// The offset of the first match that starts at or after `start` in the `end` bytes at
    /// `bytes`. `startsLine` and `endsLine` tell whether the bytes begin and end at line
    /// boundaries of the file (a regular expression's `^` and `$` hold there).
    mutating func firstMatch(in bytes: UnsafePointer<UInt8>, from start: Int, to end: Int,
                             startsLine: Bool, endsLine: Bool) -> Int?

    /// Of `bytes` just searched, the index from which they are searched again with the bytes
    /// that follow them in the file, because a match may begin there and end in those.
    func carryStart(in bytes: UnsafeBufferPointer<UInt8>) -> Int

    /// The lines given up on so far, too costly to match (only a regular expression's).
    var givenUpLines: Int { get }

    /// Of `bytes` about to be searched, where those end that may hold a match before the bytes
    /// that follow them in the file come: all of them, or, for a regular expression, which
    /// matches a line whole, the end of their last whole line.
    func wholeLinesEnd(in bytes: UnsafeBufferPointer<UInt8>) -> Int
}

extension TextFinder {
    var givenUpLines: Int { 0 }

    func wholeLinesEnd(in bytes: UnsafeBufferPointer<UInt8>) -> Int { bytes.count }
}
