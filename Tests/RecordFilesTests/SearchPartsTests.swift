@testable import RecordFiles
import XCTest

/// A search's parts are taken once each, cover its bytes, and are handed on in the file's order
/// whatever order the cores finish them in.
final class SearchPartsTests: XCTestCase {
    func testPartsCoverTheBytesAndAreTakenOnceEach() {
        let parts = SearchParts(covering: 10..<75, partSize: 16)
        var taken: [Int] = []
        while let part = parts.take() { taken.append(part) }
        XCTAssertEqual(taken, [0, 1, 2, 3, 4])
        XCTAssertNil(parts.take(), "no part is taken twice")
        XCTAssertEqual(taken.map(parts.range(of:)), [10..<26, 26..<42, 42..<58, 58..<74, 74..<75])
    }

    func testPartsFinishedOutOfOrderAreHandedOnInTheFilesOrder() {
        let parts = SearchParts(covering: 0..<40, partSize: 10)
        (0..<4).forEach { _ in _ = parts.take() }
        parts.finish(1, numbers: [5], worker: 1, givenUpLines: 2)
        XCTAssertNil(parts.nextFinished(), "the first part is not finished yet")
        parts.finish(0, numbers: [1, 2], worker: 0, givenUpLines: 0)
        parts.finish(3, numbers: nil, worker: 1, givenUpLines: 3)
        let first = parts.nextFinished(), second = parts.nextFinished()
        XCTAssertEqual(first?.numbers, [1, 2])
        XCTAssertEqual(first?.range, 0..<10)
        XCTAssertEqual(second?.numbers, [5])
        XCTAssertEqual(second?.worker, 1)
        XCTAssertEqual(second?.givenUpLines, 2)
        XCTAssertNil(parts.nextFinished(), "the third part is not finished yet, though the fourth is")
        parts.finish(2, numbers: [], worker: 0, givenUpLines: 0)
        XCTAssertEqual(parts.nextFinished()?.range, 20..<30)
        let last = parts.nextFinished()
        XCTAssertEqual(last?.range, 30..<40)
        XCTAssertNotNil(last)
        XCTAssertNil(last?.numbers, "a part that could not be read is handed on as such")
        XCTAssertNil(parts.nextFinished())
    }

    func testNoPartIsTakenOnceOneCouldNotBeRead() {
        let parts = SearchParts(covering: 0..<100, partSize: 10)
        XCTAssertEqual(parts.take(), 0)
        XCTAssertEqual(parts.take(), 1)
        parts.finish(1, numbers: nil, worker: 1, givenUpLines: 0)
        XCTAssertNil(parts.take(), "the search ends at a part it could not read")
    }

    func testCoresTakingPartsAtOnceTakeEachOnce() {
        let parts = SearchParts(covering: 0..<100_000, partSize: 7)
        let counts = [0, 1].map { _ in UnsafeMutablePointer<Int>.allocate(capacity: 1) }
        defer { counts.forEach { $0.deallocate() } }
        let taken = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: (100_000 + 6) / 7)
        taken.initialize(repeating: 0)
        defer { taken.deallocate() }
        let (takenAddress, countAddresses) = (UInt(bitPattern: taken.baseAddress!), counts.map { UInt(bitPattern: $0) })
        DispatchQueue.concurrentPerform(iterations: 2) { core in
            let marks = UnsafeMutablePointer<UInt8>(bitPattern: takenAddress)!
            let count = UnsafeMutablePointer<Int>(bitPattern: countAddresses[core])!
            count.pointee = 0
            while let part = parts.take() {
                marks[part] += 1
                count.pointee += 1
            }
        }
        XCTAssertTrue(taken.allSatisfy { $0 == 1 }, "every part is taken by exactly one core")
        XCTAssertEqual(counts[0].pointee + counts[1].pointee, taken.count)
    }
}
