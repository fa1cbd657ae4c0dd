/// Sorts a buffer in place, without the extra buffer of the standard library's sort (half the
/// elements again): introsort, quicksort with median-of-three pivots that turns to heapsort
/// when it recurses too deep, and insertion sort for short ranges. With a helper thread, the
/// two sides of the first partition are sorted at once, one on each core.
///
/// `precedes` must be a strict total order (no two elements equal), as a sort of records by
/// key, then by place, is.
struct InPlaceSort<Element> {
    let precedes: (Element, Element) -> Bool
    /// Asked now and then; when it says so, the sort stops early, leaving the buffer unsorted.
    let isStopped: () -> Bool

    private static var shortRange: Int { 16 }

    /// Sorts `buffer`, the two sides of its first partition in parallel through `helper`.
    func sort(_ buffer: UnsafeMutableBufferPointer<Element>, helper: HelperThread?) {
        guard buffer.count > Self.shortRange else { return insertionSort(buffer, 0, buffer.count) }
        let depthLimit = 2 * (Int.bitWidth - buffer.count.leadingZeroBitCount)
        guard let helper else { return introsort(buffer, 0, buffer.count, depthLimit: depthLimit) }
        let pivot = partition(buffer, 0, buffer.count)
        nonisolated(unsafe) let shared = buffer
        nonisolated(unsafe) let sorter = self
        helper.runInParallel({ introsort(buffer, 0, pivot, depthLimit: depthLimit) },
                             { sorter.introsort(shared, pivot + 1, shared.count, depthLimit: depthLimit) })
    }

    private func introsort(_ buffer: UnsafeMutableBufferPointer<Element>, _ low: Int, _ high: Int, depthLimit: Int) {
        var low = low, high = high, depth = depthLimit
        while high - low > Self.shortRange {
            if isStopped() { return }
            if depth == 0 { return heapsort(buffer, low, high) }
            depth -= 1
            let pivot = partition(buffer, low, high)
            // Recurse into the shorter side, loop on the longer: the stack stays logarithmic.
            if pivot - low < high - pivot - 1 {
                introsort(buffer, low, pivot, depthLimit: depth)
                low = pivot + 1
            } else {
                introsort(buffer, pivot + 1, high, depthLimit: depth)
                high = pivot
            }
        }
        insertionSort(buffer, low, high)
    }

    /// Partitions `low..<high` around the median of its first, middle and last elements.
    /// - Returns: Where the pivot ends: everything before it precedes it, everything after
    ///   follows it.
    private func partition(_ buffer: UnsafeMutableBufferPointer<Element>, _ low: Int, _ high: Int) -> Int {
        let middle = low + (high - low) / 2, last = high - 1
        if precedes(buffer[middle], buffer[low]) { buffer.swapAt(middle, low) }
        if precedes(buffer[last], buffer[low]) { buffer.swapAt(last, low) }
        if precedes(buffer[last], buffer[middle]) { buffer.swapAt(last, middle) }
        // The median goes last but one; the first and last already sit on their sides.
        buffer.swapAt(middle, last - 1)
        let pivot = buffer[last - 1]
        var left = low, right = last - 1
        while true {
            left += 1
            while precedes(buffer[left], pivot) { left += 1 }
            right -= 1
            while precedes(pivot, buffer[right]) { right -= 1 }
            if left >= right { break }
            buffer.swapAt(left, right)
        }
        buffer.swapAt(left, last - 1)
        return left
    }

    private func insertionSort(_ buffer: UnsafeMutableBufferPointer<Element>, _ low: Int, _ high: Int) {
        guard high - low > 1 else { return }
        for index in (low + 1)..<high {
            let element = buffer[index]
            var place = index
            while place > low, precedes(element, buffer[place - 1]) {
                buffer[place] = buffer[place - 1]
                place -= 1
            }
            buffer[place] = element
        }
    }

    private func heapsort(_ buffer: UnsafeMutableBufferPointer<Element>, _ low: Int, _ high: Int) {
        let count = high - low
        func siftDown(_ start: Int, _ end: Int) {
            var root = start
            while 2 * root + 1 < end {
                var child = 2 * root + 1
                if child + 1 < end, precedes(buffer[low + child], buffer[low + child + 1]) { child += 1 }
                guard precedes(buffer[low + root], buffer[low + child]) else { return }
                buffer.swapAt(low + root, low + child)
                root = child
            }
        }
        for start in stride(from: count / 2 - 1, through: 0, by: -1) { siftDown(start, count) }
        for end in stride(from: count - 1, to: 0, by: -1) {
            buffer.swapAt(low, low + end)
            siftDown(0, end)
        }
    }
}
