import CSIMD

/// Counts a byte's occurrences (or a pair's) sixty-four bytes at a time: the lanes that hold
/// it as sixty-four bits (two instructions where the processor has AVX-512), counted by the
/// processor's population count. A dense search counts the line ends between two matches,
/// often a block or two, so there is nothing to set up or add up per call.
enum ByteCount {
    /// How many of `bytes` are `byte`.
    static func occurrences(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let wanted = SIMD64<UInt8>(repeating: byte), wantedFew = SIMD16<UInt8>(repeating: byte)
        return count(bytes.count) { offset in
            let lanes = UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD64<UInt8>.self) .== wanted
            return csimd_lane_bits64(unsafeBitCast(lanes, to: SIMD64<Int8>.self))
        } fewLanes: { offset in
            let lanes = UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD16<UInt8>.self) .== wantedFew
            return csimd_lane_bits(unsafeBitCast(lanes, to: SIMD16<Int8>.self))
        } isCounted: { base[$0] == byte }
    }

    /// How many of `bytes` are `first` followed by `second` (the last byte of `bytes` is not
    /// looked past).
    static func pairs(of first: UInt8, _ second: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress, bytes.count > 1 else { return 0 }
        let firsts = SIMD64<UInt8>(repeating: first), seconds = SIMD64<UInt8>(repeating: second)
        let fewFirsts = SIMD16<UInt8>(repeating: first), fewSeconds = SIMD16<UInt8>(repeating: second)
        return count(bytes.count - 1) { offset in
            let raw = UnsafeRawPointer(base + offset)
            let lanes = (raw.loadUnaligned(as: SIMD64<UInt8>.self) .== firsts) .& (raw.loadUnaligned(fromByteOffset: 1, as: SIMD64<UInt8>.self) .== seconds)
            return csimd_lane_bits64(unsafeBitCast(lanes, to: SIMD64<Int8>.self))
        } fewLanes: { offset in
            let raw = UnsafeRawPointer(base + offset)
            let lanes = (raw.loadUnaligned(as: SIMD16<UInt8>.self) .== fewFirsts) .& (raw.loadUnaligned(fromByteOffset: 1, as: SIMD16<UInt8>.self) .== fewSeconds)
            return csimd_lane_bits(unsafeBitCast(lanes, to: SIMD16<Int8>.self))
        } isCounted: { base[$0] == first && base[$0 + 1] == second }
    }

    /// How many of the places `0..<places` are counted: `lanes(at:)` tells, as bits, for the
    /// sixty-four from a place on, `fewLanes(at:)` for sixteen, `isCounted` for one. (The
    /// vector types are written out by the callers: a generic vector's comparison goes lane
    /// by lane.)
    @inline(__always)
    private static func count(_ places: Int, lanes: (Int) -> UInt64, fewLanes: (Int) -> UInt32,
                              isCounted: (Int) -> Bool) -> Int {
        var count = 0
        var position = 0
        while position + 64 <= places {
            count += lanes(position).nonzeroBitCount
            position += 64
        }
        guard places >= 16 else {
            while position < places {
                if isCounted(position) { count += 1 }
                position += 1
            }
            return count
        }
        // Under 64 places left: sixteen at a time, then the last sixteen with the lanes of those
        // counted already left out.
        while position + 16 <= places {
            count += fewLanes(position).nonzeroBitCount
            position += 16
        }
        if position < places {
            count += (fewLanes(places - 16) >> UInt32(16 - (places - position))).nonzeroBitCount
        }
        return count
    }
}
