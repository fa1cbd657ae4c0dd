/// One record in a sort of a whole file: the first twelve bytes of its ``SortKey`` and where
/// the rest is, in 16 bytes. Most comparisons end within those bytes; the others read both
/// whole keys from the ``SortKeyStore`` on disk.
struct SortEntry {
    /// The key's first eight bytes, big-endian, so that they compare as a number.
    let head: UInt64
    /// The key's next four bytes, big-endian.
    let tail: UInt32
    /// The record's place among those sorted (its key's place in the store), with the top bit
    /// set when the key is longer than twelve bytes.
    private let ordinalAndLength: UInt32

    /// The most records a sort takes: one bit of the ordinal marks long keys.
    static let maximumCount = Int(UInt32.max >> 1)
    private static let longKeyBit: UInt32 = 1 << 31

    /// The entry of the key `bytes` of the `ordinal`th record sorted.
    init(key bytes: some Collection<UInt8>, ordinal: Int) {
        var head: UInt64 = 0, tail: UInt32 = 0
        for (place, byte) in bytes.prefix(12).enumerated() {
            if place < 8 { head |= UInt64(byte) << UInt64(56 - 8 * place) } else { tail |= UInt32(byte) << UInt32(24 - 8 * (place - 8)) }
        }
        self.head = head
        self.tail = tail
        ordinalAndLength = UInt32(ordinal) | (bytes.count > 12 ? Self.longKeyBit : 0)
    }

    /// The record's place among those sorted.
    var ordinal: Int { Int(ordinalAndLength & ~Self.longKeyBit) }
    /// Whether the key goes on beyond the twelve bytes kept here.
    var isLong: Bool { ordinalAndLength & Self.longKeyBit != 0 }

    /// Whether this entry sorts before `other`: by key, then by place (so that equal keys keep
    /// file order), reading whole keys from `store` when their first twelve bytes are equal.
    @inline(__always)
    func sorts(before other: SortEntry, keys store: SortKeyStore) -> Bool {
        let order = compareKey(with: other, keys: store)
        return order != 0 ? order < 0 : ordinal < other.ordinal
    }

    /// How this entry's key compares with `other`'s: below 0, 0 or above 0.
    @inline(__always)
    func compareKey(with other: SortEntry, keys store: SortKeyStore) -> Int {
        if head != other.head { return head < other.head ? -1 : 1 }
        if tail != other.tail { return tail < other.tail ? -1 : 1 }
        return isLong || other.isLong ? store.compareKeys(ordinal, other.ordinal) : 0
    }
}
