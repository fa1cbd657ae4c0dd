/// The 64-bit FNV-1a hash: a fast checksum for telling damaged or changed bytes, not a defence
/// against anyone who wants to forge them.
struct FNV1a {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
    }

    /// The hash of `bytes`.
    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hasher = FNV1a()
        hasher.add(bytes)
        return hasher.value
    }
}
