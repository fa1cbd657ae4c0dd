import Dispatch
import Foundation
@testable import RecordFileAccess
import Synchronization
import XCTest

/// A background job's progress reaches its listeners in order, and a listener can be cancelled
/// at any moment, also while a value is being handed to it.
final class ProgressChannelTests: XCTestCase {
    private final class Running: Sendable {
        let flag = Atomic<Bool>(true)
    }

    /// Handing a value to a listener takes the listening task's own lock; cancelling the task
    /// holds that lock while its stream's end forgets the listener. Both under the channel's one
    /// lock, the two waited for each other for ever (a test of the viewer hung so when a file's
    /// model was released while its index was reporting). Here thousands of listeners are
    /// cancelled while another thread publishes without pause.
    func testListenersCancelledWhileValuesArePublishedNeverDeadlock() {
        assertCancellingListenersNeverDeadlocks { channel in
            for await _ in channel.updates() {}
        }
    }

    /// The same for listeners that read in place (``ProgressChannel/updatesInPlace()``), whose
    /// cancellation handler and the publisher both take the listener's lock.
    func testListenersInPlaceCancelledWhileValuesArePublishedNeverDeadlock() {
        assertCancellingListenersNeverDeadlocks { channel in
            for await _ in channel.updatesInPlace() {}
        }
    }

    private func assertCancellingListenersNeverDeadlocks(listening: @escaping @Sendable (ProgressChannel<Int>) async -> Void) {
        let channel = ProgressChannel(0)
        let running = Running()
        let publisherEnded = DispatchSemaphore(value: 0)
        Thread {
            var value = 0
            while running.flag.load(ordering: .relaxed) {
                value += 1
                channel.publish(value)
            }
            publisherEnded.signal()
        }.start()
        let cancelled = DispatchSemaphore(value: 0)
        Task.detached {
            for round in 0..<3_000 {
                let listener = Task { await listening(channel) }
                if round % 2 == 0 { await Task.yield() }
                listener.cancel()
                await listener.value
            }
            cancelled.signal()
        }
        let finished = cancelled.wait(timeout: .now() + 60) == .success
        running.flag.store(false, ordering: .relaxed)
        XCTAssertTrue(finished, "cancelling listeners and publishing deadlocked")
        XCTAssertEqual(publisherEnded.wait(timeout: .now() + 10), .success, "the publisher is stuck")
    }

    /// Each listener gets the value as it stands, then later values in the order published,
    /// skipping to the newest when it falls behind.
    func testListenersGetValuesInTheOrderPublished() async {
        let channel = ProgressChannel(0)
        let updates = channel.updates()
        let publisher = Thread {
            for value in 1...20_000 { channel.publish(value) }
        }
        publisher.start()
        var last = -1
        for await value in updates {
            XCTAssertGreaterThan(value, last, "values came out of order")
            last = value
            if value == 20_000 { break }
        }
        XCTAssertEqual(last, 20_000)
    }

    /// A thread blocked on the channel wakes at the change that meets its condition, and gives
    /// up when no change comes for its patience.
    func testAWaitEndsAtTheValueItWaitsForOrWhenNothingChanges() {
        let channel = ProgressChannel(0)
        let publisher = Thread {
            for value in 1...50 {
                usleep(1_000)
                channel.publish(value)
            }
        }
        publisher.start()
        XCTAssertEqual(channel.wait(until: { $0 >= 50 }, patience: .seconds(10)), 50)
        let start = DispatchTime.now()
        XCTAssertNil(channel.wait(until: { $0 > 50 }, patience: .milliseconds(50)), "nothing published any more")
        XCTAssertGreaterThanOrEqual(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds, 50_000_000)
        XCTAssertEqual(channel.wait(until: { $0 == 50 }, patience: .milliseconds(1)), 50, "met as it stands")
    }
}
