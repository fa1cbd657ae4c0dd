/// The times a list's window of records is filled anew (other records chosen, a jump, a
/// refresh, a page put at its top), from the moment its records are chosen until they landed
/// in the list: meanwhile the list's count and first record still describe the window before,
/// so a page read next to it waits (``waitUntilNoneUnderWay()``) rather than read beside the
/// wrong window.
@MainActor
final class WindowFills {
    private var underWay = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `fill`, counted as under way until it returns or throws.
    func during<Value>(_ fill: () async throws -> Value) async throws -> Value {
        underWay += 1
        defer {
            underWay -= 1
            if underWay == 0 {
                let resumed = waiting
                waiting = []
                resumed.forEach { $0.resume() }
            }
        }
        return try await fill()
    }

    /// Returns once no fill is under way; at once when none is.
    func waitUntilNoneUnderWay() async {
        while underWay > 0 {
            await withCheckedContinuation { waiting.append($0) }
        }
    }
}
