import Foundation
@testable import RecordFileAccess
import XCTest

/// A helper runs the jobs handed to it in order, up to two ahead of the ones waited for, while
/// the thread that hands them over goes on; a wait ends with the oldest job, and the helper
/// ends only after the jobs it was handed.
final class HelperThreadTests: XCTestCase {
    func testJobsHandedAheadRunInOrderWhileTheHandingThreadGoesOn() {
        let helper = HelperThread()
        let log = Log()
        for round in 0..<200 {
            let first = "\(round)a", second = "\(round)b"
            helper.start {
                // Now and then the first job is slow: the second still runs after it.
                if round % 50 == 0 { Thread.sleep(forTimeInterval: 0.005) }
                log.add(first)
            }
            helper.start { log.add(second) }
            XCTAssertTrue(helper.isBusy)
            helper.waitForOldest()
            XCTAssertTrue(log.entries.contains(first), "round \(round): the oldest job ended before its wait did")
            helper.waitForOldest()
            XCTAssertFalse(helper.isBusy)
            XCTAssertEqual(log.entries.suffix(2), [first, second], "round \(round)")
        }
        // Both kinds of use on one helper: a pair run in parallel after jobs handed ahead.
        helper.start { log.add("ahead") }
        helper.runInParallel({ log.add("here") }, { log.add("there") })
        XCTAssertFalse(helper.isBusy, "running in parallel waits for every job handed over")
        XCTAssertEqual(Set(log.entries.suffix(3)), ["ahead", "here", "there"])
        XCTAssertLessThan(log.entries.lastIndex(of: "ahead")!, log.entries.lastIndex(of: "there")!)
    }

    func testFinishingWaitsForTheJobsHandedOver() {
        let helper = HelperThread()
        let log = Log()
        helper.start {
            Thread.sleep(forTimeInterval: 0.02)
            log.add("slow")
        }
        helper.start { log.add("last") }
        helper.finish()
        XCTAssertEqual(log.entries, ["slow", "last"])
    }
}

/// Entries two threads add and read.
private final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var added: [String] = []

    var entries: [String] { lock.withLock { added } }

    func add(_ entry: String) { lock.withLock { added.append(entry) } }
}
