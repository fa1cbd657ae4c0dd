/// The most marked pixels in any `side`×`side` square of a `width`×`height` mask, rows first.
///
/// A square larger than the picture is clipped to it. Runs in one pass over a summed-area
/// table, so the cost does not depend on `side`.
package func markedPixelsInDensestSquare(of mask: [Bool], width: Int, height: Int, side: Int) -> Int {
    precondition(mask.count == width * height, "the mask needs width × height entries")
    let across = min(side, width), down = min(side, height)
    guard across > 0, down > 0 else { return 0 }
    // sums[(y) * (width + 1) + x]: marked pixels above and left of (x, y), exclusive.
    let stride = width + 1
    var sums = [Int](repeating: 0, count: stride * (height + 1))
    for y in 0..<height {
        var row = 0
        for x in 0..<width {
            if mask[y * width + x] { row += 1 }
            sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + row
        }
    }
    var densest = 0
    for top in 0...(height - down) {
        for left in 0...(width - across) {
            let bottom = top + down, right = left + across
            let count = sums[bottom * stride + right] - sums[top * stride + right]
                - sums[bottom * stride + left] + sums[top * stride + left]
            densest = max(densest, count)
        }
    }
    return densest
}
