import Foundation
@testable import RecordFileAccess
import XCTest

/// A channel's updates read in place: the value as it stands, then the newest of each change,
/// in order, until the listener is cancelled; a listener that goes is forgotten.
final class ProgressUpdatesTests: XCTestCase {
    @MainActor
    func testTheMainActorGetsValuesInOrderSkippingToTheNewest() async {
        let channel = ProgressChannel(0)
        let updates = channel.updatesInPlace()
        let publisher = Thread {
            for value in 1...20_000 { channel.publish(value) }
        }
        publisher.start()
        var last = -1
        var reads = 0
        for await value in updates {
            MainActor.assertIsolated("read off the main actor")
            XCTAssertGreaterThan(value, last, "values came out of order")
            last = value
            reads += 1
            if value == 20_000 { break }
        }
        XCTAssertEqual(last, 20_000)
        XCTAssertGreaterThan(reads, 0)
    }

    func testTheValueAsItStandsComesFirst() async {
        let channel = ProgressChannel("opened")
        channel.publish("indexed")
        var iterator = channel.updatesInPlace().makeAsyncIterator()
        let first = await iterator.next()
        XCTAssertEqual(first, "indexed")
    }

    func testACancelledListenerStopsWaiting() async {
        let channel = ProgressChannel(0)
        let listener = Task {
            var count = 0
            for await _ in channel.updatesInPlace() { count += 1 }
            return count
        }
        try? await Task.sleep(for: .milliseconds(50))
        listener.cancel()
        let count = await listener.value
        XCTAssertEqual(count, 1, "only the value as it stood came")
    }

    func testAListenerThatGoesIsForgotten() async {
        let channel = ProgressChannel(0)
        weak var forgotten: ProgressListener<Int>?
        do {
            var iterator = channel.updatesInPlace().makeAsyncIterator()
            forgotten = iterator.listener
            _ = await iterator.next()
        }
        channel.publish(1)
        XCTAssertNil(forgotten, "the channel keeps a listener whose iterator went")
    }
}
