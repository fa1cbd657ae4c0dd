/// Record starts gathered as a scan finds them and handed on a few hundred at a time: a scan of
/// short records (a log's lines) would otherwise call out for every one, which costs as much as
/// finding it. The gathering memory is on the stack of the scan that uses it.
package struct RecordStartBatch: ~Copyable {
    /// How many starts are handed on at most at a time.
    static let capacity = 256

    private let starts: UnsafeMutableBufferPointer<RecordStart>
    private var count = 0
    private let handOn: (UnsafeBufferPointer<RecordStart>) -> Void

    private init(starts: UnsafeMutableBufferPointer<RecordStart>, handOn: @escaping (UnsafeBufferPointer<RecordStart>) -> Void) {
        self.starts = starts
        self.handOn = handOn
    }

    /// Runs `scan` with a batch that hands what it gathers to `handOn`, in order, the last
    /// starts before this returns.
    @inline(__always)
    static func gathering(into handOn: (UnsafeBufferPointer<RecordStart>) -> Void, _ scan: (inout RecordStartBatch) -> Void) {
        withUnsafeTemporaryAllocation(of: RecordStart.self, capacity: capacity) { starts in
            withoutActuallyEscaping(handOn) { handOn in
                var batch = RecordStartBatch(starts: starts, handOn: handOn)
                scan(&batch)
                batch.handOnGathered()
            }
        }
    }

    /// Adds the start of the next record found.
    @inline(__always)
    mutating func add(_ start: RecordStart) {
        starts[count] = start
        count += 1
        if count == starts.count { handOnGathered() }
    }

    private mutating func handOnGathered() {
        guard count > 0 else { return }
        handOn(UnsafeBufferPointer(rebasing: starts[..<count]))
        count = 0
    }
}
