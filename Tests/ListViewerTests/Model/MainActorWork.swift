import GtkListTesting
import XCTest

/// Runs `work` on the main actor and the main loop until it ends (at most `timeout` seconds).
@MainActor
func awaitWork<Value>(timeout: Double = 10, _ work: @escaping @MainActor () async throws -> Value) throws -> Value {
    var result: Result<Value, any Error>?
    Task { @MainActor in
        do { result = .success(try await work()) } catch { result = .failure(error) }
    }
    XCTAssertTrue(MainLoop.run(until: { result != nil }, timeout: timeout))
    return try XCTUnwrap(result).get()
}
