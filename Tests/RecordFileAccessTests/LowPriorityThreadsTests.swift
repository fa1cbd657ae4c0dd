import Foundation
@testable import RecordFileAccess
import XCTest

/// The background threads take a niceness of 10 (5 for work that keeps up with other work), and
/// only the time no other thread wants (Linux's idle class) when started while a window starts,
/// for as long as that lasts; the work held back for the start-up waits until it ends or is let go.
final class LowPriorityThreadsTests: XCTestCase {
    /// Work started with `start` that notes how its thread is scheduled (its class,
    /// `sched_getscheduler`, and niceness), and signals once it ran.
    private func schedulingProbe(startedWith start: (@escaping @Sendable () -> Void) -> Void) -> (seen: Seen, ran: DispatchSemaphore) {
        let seen = Seen()
        let ran = DispatchSemaphore(value: 0)
        start {
            errno = 0
            seen.value = (sched_getscheduler(0), getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0))
            ran.signal()
        }
        return (seen, ran)
    }

    /// How a thread started now is scheduled: its class and niceness.
    private func schedulingOfAThreadStartedNow() -> (schedulingClass: Int32, niceness: Int32) {
        let probe = schedulingProbe(startedWith: LowPriorityThreads.start)
        XCTAssertEqual(probe.ran.wait(timeout: .now() + 10), .success, "the thread ran")
        return probe.seen.value
    }

    override func tearDown() {
        LowPriorityThreads.stopYieldingFully()
    }

    func testAThreadHasANicenessOfTenInTheNormalClass() {
        let scheduling = schedulingOfAThreadStartedNow()
        XCTAssertEqual(scheduling.schedulingClass, SCHED_OTHER)
        XCTAssertEqual(scheduling.niceness, LowPriorityThreads.niceness)
    }

    func testAThreadStartedWhileYieldingFullyIsIdleAndOneStartedAfterItEndsIsNot() {
        LowPriorityThreads.yieldFully(for: .seconds(30))
        XCTAssertTrue(LowPriorityThreads.isYieldingFully)
        XCTAssertEqual(schedulingOfAThreadStartedNow().schedulingClass, 5, "SCHED_IDLE")

        LowPriorityThreads.stopYieldingFully()
        XCTAssertFalse(LowPriorityThreads.isYieldingFully)
        let after = schedulingOfAThreadStartedNow()
        XCTAssertEqual(after.schedulingClass, SCHED_OTHER)
        XCTAssertEqual(after.niceness, LowPriorityThreads.niceness)
    }

    func testWorkStartedAfterTheStartUpWaitsForItsEndThenRunsWithANicenessOfTen() {
        LowPriorityThreads.yieldFully(for: .seconds(30))
        let (seen, ran) = schedulingProbe { LowPriorityThreads.startAfterStartUp($0) }
        XCTAssertEqual(ran.wait(timeout: .now() + 0.2), .timedOut, "the work waits while the start-up lasts")
        LowPriorityThreads.stopYieldingFully()
        XCTAssertEqual(ran.wait(timeout: .now() + 10), .success, "the work runs once the start-up ends")
        XCTAssertEqual(seen.value.0, SCHED_OTHER)
        XCTAssertEqual(seen.value.1, LowPriorityThreads.niceness)
    }

    /// Work that keeps up with other work (a timeline with the index it samples) runs above it.
    func testWorkKeepingUpWaitsForTheStartUpTooThenRunsWithANicenessOfFive() {
        LowPriorityThreads.yieldFully(for: .seconds(30))
        let (seen, ran) = schedulingProbe { LowPriorityThreads.startAfterStartUp(keepingUp: true, $0) }
        XCTAssertEqual(ran.wait(timeout: .now() + 0.2), .timedOut, "the work waits while the start-up lasts")
        LowPriorityThreads.stopYieldingFully()
        XCTAssertEqual(ran.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(seen.value.0, SCHED_OTHER)
        XCTAssertEqual(seen.value.1, 5)
        XCTAssertLessThan(LowPriorityThreads.keepingUpNiceness, LowPriorityThreads.niceness)
    }

    func testHeldWorkLetGoRunsInTheIdleClassWhileTheStartUpLasts() {
        LowPriorityThreads.yieldFully(for: .seconds(30))
        let (seen, ran) = schedulingProbe { LowPriorityThreads.startAfterStartUp($0) }
        XCTAssertEqual(ran.wait(timeout: .now() + 0.2), .timedOut, "the work waits while the start-up lasts")
        LowPriorityThreads.runHeldWork()
        XCTAssertEqual(ran.wait(timeout: .now() + 10), .success, "the work runs once let go")
        XCTAssertEqual(seen.value.0, 5, "SCHED_IDLE")
        XCTAssertTrue(LowPriorityThreads.isYieldingFully)
    }

    func testWorkStartedAfterTheStartUpRunsWhenItsTimeIsUpOrAtOnceWithoutOne() {
        let ran = DispatchSemaphore(value: 0)
        LowPriorityThreads.startAfterStartUp { ran.signal() }
        XCTAssertEqual(ran.wait(timeout: .now() + 10), .success, "no start-up: the work runs at once")

        LowPriorityThreads.yieldFully(for: .milliseconds(100))
        let started = DispatchTime.now()
        LowPriorityThreads.startAfterStartUp { ran.signal() }
        XCTAssertEqual(ran.wait(timeout: .now() + 10), .success, "the start-up's time ran out")
        XCTAssertGreaterThanOrEqual(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds, 90_000_000)
    }

    func testYieldingFullyEndsByItselfWhenItsTimeIsUp() {
        LowPriorityThreads.yieldFully(for: .milliseconds(20))
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertFalse(LowPriorityThreads.isYieldingFully)
        XCTAssertEqual(schedulingOfAThreadStartedNow().schedulingClass, SCHED_OTHER)
    }
}

/// What a thread saw, handed to the test once the thread signalled.
private final class Seen: @unchecked Sendable {
    var value: (Int32, Int32) = (-1, -1)
}
