import ListCore
import XCTest

/// Several listeners on one data source, and cancelling them.
final class ObservationTests: XCTestCase {
    private func makeSource() -> ListDataSource<TestItem> {
        ListDataSource(sections: [section("a", items([1, 2]))]) { warning in
            XCTFail("unexpected warning \(warning)")
        }
    }

    func testEveryListenerHearsEveryChangeInOrderOfRegistration() {
        let source = makeSource()
        var heard: [String] = []
        let tokens = [
            source.observe { heard.append("A " + $0.changeDescription) },
            source.observe { heard.append("B " + $0.changeDescription) },
            source.observe { heard.append("C " + $0.changeDescription) },
        ]
        source.append([TestItem(3)])
        source.remove(at: ListIndexPath(section: 0, item: 0))
        XCTAssertEqual(heard, ["A 2-0+1", "B 2-0+1", "C 2-0+1", "A 0-1+0", "B 0-1+0", "C 0-1+0"])
        XCTAssertEqual(tokens.count, 3)
    }

    func testCancelStopsOnlyThatListener() {
        let source = makeSource()
        var heard: [String] = []
        let a = source.observe { heard.append("A " + $0.changeDescription) }
        let b = source.observe { heard.append("B " + $0.changeDescription) }
        let c = source.observe { heard.append("C " + $0.changeDescription) }
        b.cancel()
        source.append([TestItem(3)])
        XCTAssertEqual(heard, ["A 2-0+1", "C 2-0+1"])

        heard = []
        b.cancel()  // a second cancel does nothing
        a.cancel()
        source.append([TestItem(4)])
        XCTAssertEqual(heard, ["C 3-0+1"])

        heard = []
        c.cancel()
        source.append([TestItem(5)])
        XCTAssertEqual(heard, [])
        XCTAssertEqual(source.rowCount, 5)
    }

    func testDroppingTheTokenCancels() {
        let source = makeSource()
        var heard: [String] = []
        var token: ObservationToken? = source.observe { heard.append($0.changeDescription) }
        source.append([TestItem(3)])
        XCTAssertNotNil(token)
        token = nil
        source.append([TestItem(4)])
        XCTAssertEqual(heard, ["2-0+1"], "a released token ends the observation")
    }

    func testAConnectionLastsUntilDisconnected() {
        let list = ObserverList<Int>()
        var heard: [Int] = []
        list.connect { heard.append($0) }  // released at once: the handler stays
        let connection = list.connect { heard.append($0 * 10) }
        list.notify(1)
        connection.disconnect()
        connection.disconnect()
        list.notify(2)
        XCTAssertEqual(heard, [1, 10, 2])
    }

    func testListenerAddedLaterHearsOnlyLaterChanges() {
        let source = makeSource()
        var early: [String] = []
        var late: [String] = []
        let first = source.observe { early.append($0.changeDescription) }
        source.append([TestItem(3)])
        let second = source.observe { late.append($0.changeDescription) }
        source.replace(TestItem(1, "x"))
        XCTAssertEqual(early, ["2-0+1", "updated:0"])
        XCTAssertEqual(late, ["updated:0"])
        first.cancel()
        second.cancel()
    }

    func testListenersSeeTheNewStateWhenCalled() {
        let source = makeSource()
        var seen: [[Int]] = []
        let token = source.observe { _ in
            seen.append((0..<source.rowCount).compactMap { source.row(at: $0)?.item.id })
        }
        source.insert(TestItem(9), at: ListIndexPath(section: 0, item: 1))
        source.apply([section("a", items([2, 9]))])
        XCTAssertEqual(seen, [[1, 9, 2], [2, 9]])
        token.cancel()
    }

    func testNoChangeNoCall() {
        let source = makeSource()
        var calls = 0
        let token = source.observe { _ in calls += 1 }
        source.apply([section("a", items([1, 2]))])
        source.append([])
        _ = source.remove(at: ListIndexPath(section: 5, item: 0))
        XCTAssertEqual(calls, 0)
        token.cancel()
    }

    // MARK: ObserverList on its own

    func testObserverListCountsAndCancels() {
        let list = ObserverList<Int>()
        var heard: [String] = []
        XCTAssertEqual(list.count, 0)
        let a = list.observe { heard.append("a\($0)") }
        let b = list.observe { heard.append("b\($0)") }
        XCTAssertEqual(list.count, 2)
        list.notify(1)
        a.cancel()
        XCTAssertEqual(list.count, 1)
        list.notify(2)
        b.cancel()
        b.cancel()
        XCTAssertEqual(list.count, 0)
        list.notify(3)
        XCTAssertEqual(heard, ["a1", "b1", "b2"])
    }

    func testTokenOutlivingItsListCancelsSafely() {
        var list: ObserverList<Int>? = ObserverList<Int>()
        let token = list?.observe { _ in }
        weak let weakList = list
        list = nil
        XCTAssertNil(weakList, "a token must not keep its list alive")
        token?.cancel()
    }
}
