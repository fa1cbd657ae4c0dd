import Foundation
import ListCore
import XCTest

/// A data source changed from a thread that does not own it refuses the change and says so,
/// rather than corrupting its snapshot.
final class ThreadConfinementTests: XCTestCase {
    /// Collects warnings from any thread.
    final class WarningLog: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [ListWarning] = []
        func append(_ warning: ListWarning) { lock.withLock { stored.append(warning) } }
        var warnings: [ListWarning] { lock.withLock { stored } }
    }

    func testChangesFromAnotherThreadAreIgnoredAndReported() {
        let log = WarningLog()
        let source = ListDataSource(sections: [ListSection(id: "s", items: [TestItem(1), TestItem(2)])],
                                    warningHandler: log.append)
        var announced = 0
        let observation = source.observe { _ in announced += 1 }
        defer { observation.cancel() }

        // Deliberately get past Swift's compile-time checks, as C callbacks can.
        nonisolated(unsafe) let sharedSource = source
        let finished = DispatchSemaphore(value: 0)
        Thread {
            sharedSource.append([TestItem(3)])
            sharedSource.apply([])
            sharedSource.remove(at: ListIndexPath(section: 0, item: 0))
            sharedSource.removeAll()
            finished.signal()
        }.start()
        finished.wait()

        XCTAssertEqual(source.itemCount, 2, "nothing changed")
        XCTAssertEqual(announced, 0, "nothing was announced")
        XCTAssertEqual(log.warnings, [
            .changedFromAnotherThread(operation: "append(_:toSection:)"),
            .changedFromAnotherThread(operation: "apply(_:)"),
            .changedFromAnotherThread(operation: "remove(at:)"),
            .changedFromAnotherThread(operation: "removeAll()"),
        ])
        XCTAssertTrue(log.warnings[0].description.contains("MainActor.run"), "the message says what to do")

        // The owning thread still changes it.
        source.append([TestItem(3)])
        XCTAssertEqual(source.itemCount, 3)
        XCTAssertEqual(announced, 1)
    }

    func testAnOutlineChangedFromAnotherThreadKeepsItsTreeAndRows() {
        let log = WarningLog()
        let outline = Outline(nodes: [OutlineNode(TestItem(1), children: [OutlineNode(TestItem(2))])], warningHandler: log.append)
        nonisolated(unsafe) let sharedOutline = outline
        let finished = DispatchSemaphore(value: 0)
        Thread {
            sharedOutline.apply([OutlineNode(TestItem(3))])
            sharedOutline.expand(1)
            finished.signal()
        }.start()
        finished.wait()
        XCTAssertEqual(outline.sections.first?.nodes.map(\.item.id), [1], "the tree stayed")
        XCTAssertEqual(outline.dataSource.rowCount, 1)
        XCTAssertFalse(outline.isExpanded(1))
        XCTAssertEqual(log.warnings, [
            .changedFromAnotherThread(operation: "apply(_:)"),
            .changedFromAnotherThread(operation: "expanding or collapsing"),
        ])
    }
}
