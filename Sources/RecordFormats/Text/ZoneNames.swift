/// The zone a log writes after its time, a space apart, as PostgreSQL (`2025-06-14 15:16:01.123
/// UTC`) and `journalctl -o short-full` (`Sun 2025-06-14 15:16:01 CEST`) do: an offset
/// (`+02:00`, `+0200`), `UTC` or `GMT`, or a zone's abbreviation.
///
/// An abbreviation names an offset only where it names one zone the world over (`CEST`, `PDT`,
/// `JST`). One that names several (`CST`: Chicago or Shanghai, `CDT`: Chicago or Havana, `IST`:
/// India, Ireland or Israel) leaves the time local, as a time without a zone is: right where
/// the log is read on the machine that wrote it.
enum ZoneNames {
    /// The zone `word`, the whole text after a stamp and its space, names; `nil` for an
    /// abbreviation of several zones and any other word.
    static func zone(of word: UnsafeBufferPointer<UInt8>) -> LogTimeReader.Zone? {
        var cursor = ByteCursor(bytes: word, position: 0)
        if let zone = cursor.zone(), cursor.position == word.count { return zone }
        guard (2...5).contains(word.count), word.allSatisfy({ $0 &- UInt8(ascii: "A") < 26 }),
              let offset = offsets[String(decoding: word, as: UTF8.self)] else { return nil }
        let minutes = abs(offset)
        return .offset(sign: offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"), hours: UInt8(minutes / 60),
                       minutes: UInt8(minutes % 60))
    }

    /// Minutes east of UTC of the abbreviations that name one zone the world over.
    private static let offsets: [String: Int] = [
        "UT": 0, "WET": 0, "WEST": 60, "CET": 60, "CEST": 120, "MET": 60, "MEST": 120, "EET": 120, "EEST": 180,
        "MSK": 180, "HKT": 480, "SGT": 480, "AWST": 480, "JST": 540, "KST": 540, "ACST": 570, "ACDT": 630,
        "AEST": 600, "AEDT": 660, "NZST": 720, "NZDT": 780, "HST": -600, "AKST": -540, "AKDT": -480,
        "PST": -480, "PDT": -420, "MST": -420, "MDT": -360, "EST": -300, "EDT": -240,
    ]
}
