import Foundation
@testable import RecordFileAccess
import XCTest

/// A handoff wakes its waiter once per post, whether the waiter spins or sleeps, and spins only
/// as long as the waits it saw were short.
final class HandoffTests: XCTestCase {
    func testEveryPostEndsOneWaitOfAThreadThatTakesTurnsWithThePoster() {
        let ready = Handoff(), done = Handoff()
        let rounds = 5_000
        let counter = Counter()
        let helper = Thread {
            for _ in 0..<rounds {
                ready.wait()
                counter.add()
                done.post()
            }
        }
        helper.start()
        for round in 1...rounds {
            ready.post()
            done.wait()
            // Now and then the helper waits long enough to sleep.
            if round % 500 == 0 { Thread.sleep(forTimeInterval: 0.002) }
            XCTAssertEqual(counter.value, round)
        }
    }

    func testAWaiterWhosePostsComeLateStopsSpinningAndOneWhosePostsComeAtOnceSpins() {
        // Halving from 200 µs ends the spin in eight late waits. A waiter taken off its core
        // while it spins (a busy machine) finds the post there when it is back, and spins long
        // again: it is given up to a hundred waits to stop.
        let late = Handoff(spinMicroseconds: 200)
        var lateWaits = 0
        repeat {
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(2)) { late.post() }
            late.wait()
            lateWaits += 1
        } while late.spinNanoseconds > 0 && lateWaits < 100
        XCTAssertEqual(late.spinNanoseconds, 0, "a waiter whose posts come 2 ms late still spins after \(lateWaits) waits")
        XCTAssertGreaterThanOrEqual(lateWaits, 8, "the spin is halved at each late wait, not dropped at once")

        let prompt = Handoff(spinMicroseconds: 200)
        for _ in 0..<12 {
            prompt.post()
            prompt.wait()
        }
        XCTAssertGreaterThan(prompt.spinNanoseconds, 0, "a waiter whose posts come at once stopped spinning")
    }

    func testASpinFollowsWhenThePostsCameNotHowLongTheWaiterTookToWake() {
        let longest: UInt64 = 200_000
        // A waiter that slept and took 150 µs to wake from a post 50 µs into its wait spins
        // 100 µs next time, however short its spin was.
        XCTAssertEqual(Handoff.nextSpin(after: 0, postCameAfter: 50_000, longest: longest), 100_000)
        XCTAssertEqual(Handoff.nextSpin(after: 150_000, postCameAfter: 50_000, longest: longest), 150_000)
        XCTAssertEqual(Handoff.nextSpin(after: 0, postCameAfter: 180_000, longest: longest), longest)
        // A post later than the longest spin halves it, down to none.
        XCTAssertEqual(Handoff.nextSpin(after: longest, postCameAfter: 2_000_000, longest: longest), 100_000)
        XCTAssertEqual(Handoff.nextSpin(after: 1_500, postCameAfter: 2_000_000, longest: longest), 0)
    }
}

/// A count two threads read and add to.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func add() { lock.withLock { count += 1 } }
}
