import GtkListTesting
@testable import ListViewerKit
import RecordFiles
import XCTest

/// A background run's progress reaches the main thread at most once per interval, the newest
/// each time, and its end at once: a window waiting for the run to settle (a picture) does not
/// wait out the interval.
final class PacedFollowingTests: XCTestCase {
    func testValuesComeAtMostOncePerIntervalTheNewestEachTimeAndAnEndAtOnce() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let interval = Duration.milliseconds(500)
            // The value as it stands comes first.
            let channel = ProgressChannel(1)
            let updates = channel.updatesInPlace()
            var delivered: [(value: Int, at: ContinuousClock.Instant)] = []
            let following = Task { @MainActor in
                // Negative values end a run; -2 also stops the following.
                await followPaced(updates, every: interval, endsRun: { $0 < 0 }) { value in
                    delivered.append((value, .now))
                    return value != -2
                }
            }
            defer { following.cancel() }
            @MainActor func waitFor(_ count: Int) -> Bool { MainLoop.run(until: { delivered.count >= count }, timeout: 10) }

            guard waitFor(1) else { return XCTFail("the first value did not come") }
            channel.publish(2)
            channel.publish(3)
            guard waitFor(2) else { return XCTFail("the newest did not come") }
            XCTAssertEqual(delivered.map(\.value), [1, 3], "the newest, once the interval has passed")
            XCTAssertGreaterThanOrEqual(delivered[1].at - delivered[0].at, interval)

            channel.publish(4)
            channel.publish(-1)
            guard waitFor(3) else { return XCTFail("the end did not come") }
            XCTAssertEqual(delivered.last?.value, -1)
            XCTAssertLessThan(delivered[2].at - delivered[1].at, interval - .milliseconds(100), "the end did not wait out the interval")

            // A run that starts again is paced again; a value the end overtook never comes.
            channel.publish(5)
            guard waitFor(4) else { return XCTFail("a value after the end did not come") }
            XCTAssertEqual(delivered.map(\.value), [1, 3, -1, 5])
            XCTAssertGreaterThanOrEqual(delivered[3].at - delivered[2].at, interval)

            // Told to stop, it hands on nothing more.
            channel.publish(-2)
            guard waitFor(5) else { return XCTFail("the last end did not come") }
            channel.publish(6)
            _ = MainLoop.run(until: { false }, timeout: 0.8)
            XCTAssertEqual(delivered.map(\.value), [1, 3, -1, 5, -2])
        }
    }
}
