/// Finds, through a file's index, the places a search's match may start: its text
/// (``NeedleFinder``), or the text every match of its regular expression holds, which the
/// expression then confirms (``AnyOfNeedles``).
protocol CandidateFinder: Sendable {
    /// The bytes that may hold a match must be at least this many.
    var length: Int { get }

    /// The offset of the first match that starts at or after `start` and ends by `end` in
    /// `bytes`, or `nil`.
    mutating func firstMatch(in bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int?
}

extension NeedleFinder: CandidateFinder {}
