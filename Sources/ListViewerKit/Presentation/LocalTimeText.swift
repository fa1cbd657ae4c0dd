import Glibc

/// A record's time as a row shows it: the local date and time, `2023-11-15 09:33:09`, with
/// milliseconds when the time has a fraction of a second (`…09.447`), as log viewers show it.
enum LocalTimeText {
    static func text(_ seconds: Double) -> String {
        guard seconds.magnitude < 1e15 else { return String(seconds) }
        let milliseconds = Int64((seconds * 1000).rounded())
        var whole = time_t(milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000)
        let fraction = Int(milliseconds - Int64(whole) * 1000)
        var parts = tm()
        guard localtime_r(&whole, &parts) != nil else { return String(seconds) }
        var buffer = [CChar](repeating: 0, count: 64)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M:%S", &parts)
        let text = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard fraction > 0 else { return text }
        return text + "." + String(String(fraction + 1000).dropFirst())
    }
}
