/// Finds what shows lowest in a list's visible part by picking at a few heights, not every few
/// pixels: the rows lie from the top down to some height and below them is a footer or empty
/// space, so the lowest row is found by halving the span between a pick that hits a row and
/// one that does not. Each pick walks every row GTK keeps (up to 200), so the number matters.
enum LowestRowProbe {
    /// What `hit` finds at the lowest of the heights `step` pixels apart from 1 down to
    /// `height - 2`, given `top`, what it finds at 1; `top` when nothing lower is found.
    static func lowest<Hit>(in height: Int, step: Int = 8, top: Hit, hit: (Double) -> Hit?) -> Hit {
        if height >= 3, let bottom = hit(Double(height - 2)) { return bottom }
        // Heights 1 + k * step for k in 0..<count: k = 0 hits (`top`), k = count stands for the
        // bottom edge, which does not.
        let count = max(1, (height - 3) / step + 1)
        var (hitting, missing, lowest) = (0, count, top)
        while missing - hitting > 1 {
            let middle = (hitting + missing) / 2
            if let found = hit(Double(1 + middle * step)) {
                (hitting, lowest) = (middle, found)
            } else {
                missing = middle
            }
        }
        return lowest
    }
}
