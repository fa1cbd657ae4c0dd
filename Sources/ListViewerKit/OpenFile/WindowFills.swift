/// The times a list's window of records is filled anew (other records chosen, a jump, a
/// refresh, a page put at its top), from the moment its records are chosen until they landed
/// in the list: meanwhile the list's count and first record still describe the window before,
/// so a page read next to it waits (``waitUntilNoneUnderWay()``) rather than read beside the
/// wrong window.
@MainActor
final class WindowFills {
    private var underWay = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    /// How many fills' rest is still landing in the list (``start(_:)``).
    private(set) var landing = 0
    /// The last record of the rest landing (``start(landingUpTo:_:)``), until every rest has
    /// landed or the window is filled anew (``forgetLanding()``).
    private(set) var landingLastRecord: Int?

    /// Runs `fill`, counted as under way until it returns or throws.
    func during<Value>(_ fill: () async throws -> Value) async throws -> Value {
        underWay += 1
        defer { end() }
        return try await fill()
    }

    /// Starts `fill` in a task of its own, counted as under way from now until it returns: the
    /// rest of a fill that lands after the caller goes on.
    func start(_ fill: @escaping @MainActor () async -> Void) {
        underWay += 1
        landing += 1
        Task { @MainActor in
            await fill()
            landing -= 1
            if landing == 0 { landingLastRecord = nil }
            end()
        }
    }

    /// ``start(_:)``, for the rest of a fill whose last record is `lastRecord`.
    func start(landingUpTo lastRecord: Int?, _ fill: @escaping @MainActor () async -> Void) {
        landingLastRecord = lastRecord
        start(fill)
    }

    /// Forgets the rest landing: the window is filled anew, and the rest of the fill before
    /// stops landing.
    func forgetLanding() {
        landingLastRecord = nil
    }

    private func end() {
        underWay -= 1
        guard underWay == 0 else { return }
        let resumed = waiting
        waiting = []
        resumed.forEach { $0.resume() }
    }

    /// Returns once no fill is under way; at once when none is.
    func waitUntilNoneUnderWay() async {
        while underWay > 0 {
            await withCheckedContinuation { waiting.append($0) }
        }
    }
}
