import ListCore
import XCTest

// Shared helpers for the ListCore tests: a small item type, a seeded random generator, and
// recorders that let every test assert the exact changes and warnings a data source produced.

/// A small list item: `id` is the identity, `kind` and `content` are compared for updates.
struct TestItem: ListItem {
    let id: Int
    var kind: RowKind = "row"
    var content: String
}

extension TestItem {
    /// An item row with `content` (empty by default).
    init(_ id: Int, _ content: String = "") {
        self.init(id: id, content: content)
    }

    /// A header row.
    static func header(_ id: Int, _ content: String = "header") -> TestItem {
        TestItem(id: id, kind: "header", content: content)
    }

    /// A footer row.
    static func footer(_ id: Int, _ content: String = "footer") -> TestItem {
        TestItem(id: id, kind: "footer", content: content)
    }
}

/// Items with the given ids and empty content.
func items(_ ids: [Int], content: String = "") -> [TestItem] {
    ids.map { TestItem($0, content) }
}

/// Items with the given ids and empty content.
func items(_ ids: Range<Int>, content: String = "") -> [TestItem] {
    items(Array(ids), content: content)
}

/// A section; shorthand for tests.
func section(
    _ id: String, header: TestItem? = nil, _ sectionItems: [TestItem] = [], footer: TestItem? = nil
) -> ListSection<TestItem> {
    ListSection(id: id, header: header, items: sectionItems, footer: footer)
}

/// Diff matches as `[old, new]` pairs (the memberwise initializer of `ListDiff.Match` is not public).
func pairs(_ matches: [ListDiff.Match]) -> [[Int]] {
    matches.map { [$0.old, $0.new] }
}

/// Splices in GTK's test notation.
func notation(_ splices: [ListSplice]) -> [String] {
    splices.map(\.description)
}

// MARK: - Deterministic randomness

/// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, and the same sequence on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }
}

// MARK: - Reference implementations

/// The length of the longest strictly increasing subsequence, by the obvious O(n²) dynamic program.
func referenceLISLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] {
            best[i] = max(best[i], best[j] + 1)
        }
    }
    return best.max() ?? 0
}

/// What one flat row should be, computed naively from the sections.
struct ExpectedRow: Equatable {
    var item: TestItem
    var role: ListRow<TestItem>.Role
    var section: Int
}

/// The flat rows of `sections`, enumerated the slow and obvious way.
func referenceRows(_ sections: [ListSection<TestItem>]) -> [ExpectedRow] {
    var rows: [ExpectedRow] = []
    for (s, sec) in sections.enumerated() {
        if let header = sec.header { rows.append(ExpectedRow(item: header, role: .header, section: s)) }
        for (i, item) in sec.items.enumerated() {
            rows.append(ExpectedRow(item: item, role: .item(ListIndexPath(section: s, item: i)), section: s))
        }
        if let footer = sec.footer { rows.append(ExpectedRow(item: footer, role: .footer, section: s)) }
    }
    return rows
}

/// Checks every flat-row look-up of `source` against the naive enumeration of `sections`.
func assertFlatMapping(
    _ source: ListDataSource<TestItem>,
    matches sections: [ListSection<TestItem>],
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let expected = referenceRows(sections)
    let context = message()
    XCTAssertEqual(source.sections, sections, "sections \(context)", file: file, line: line)
    XCTAssertEqual(source.rowCount, expected.count, "rowCount \(context)", file: file, line: line)
    let itemCount = sections.reduce(0) { $0 + $1.items.count }
    XCTAssertEqual(source.itemCount, itemCount, "itemCount \(context)", file: file, line: line)
    XCTAssertEqual(source.isEmpty, itemCount == 0, "isEmpty \(context)", file: file, line: line)
    for (index, want) in expected.enumerated() {
        guard let row = source.row(at: index) else {
            XCTFail("row(at: \(index)) is nil \(context)", file: file, line: line)
            continue
        }
        let got = ExpectedRow(item: row.item, role: row.role, section: row.section)
        XCTAssertEqual(got, want, "row(at: \(index)) \(context)", file: file, line: line)
        if case .item(let path) = want.role {
            XCTAssertEqual(row.indexPath, path, file: file, line: line)
            XCTAssertFalse(row.isSupplementary, file: file, line: line)
            XCTAssertEqual(source.flatIndex(of: path), index, "flatIndex(of: \(path)) \(context)",
                           file: file, line: line)
            XCTAssertEqual(source.item(at: path), want.item, file: file, line: line)
            XCTAssertEqual(source.indexPath(ofItemWithID: want.item.id), path, file: file, line: line)
        } else {
            XCTAssertNil(row.indexPath, file: file, line: line)
            XCTAssertTrue(row.isSupplementary, file: file, line: line)
        }
        XCTAssertTrue(source.contains(id: want.item.id), file: file, line: line)
    }
    XCTAssertNil(source.row(at: expected.count), "row(at: rowCount) \(context)", file: file, line: line)
    XCTAssertNil(source.row(at: -1), file: file, line: line)
}

// MARK: - Recording changes and warnings

/// Collects what a data source tells its observers, as GTK's list-model tests do: each change
/// becomes its splices in `position-removed+added` notation, comma-separated.
final class ChangeLog {
    /// Every change ever recorded, in order.
    private(set) var changes: [ListChange] = []
    /// Where the changes not yet asserted start.
    private var firstPending = 0

    func record(_ change: ListChange) {
        changes.append(change)
    }

    /// The changes not yet asserted, in notation; marks them asserted.
    func take() -> [String] {
        takeChanges().map(\.changeDescription)
    }

    /// The changes not yet asserted; marks them asserted.
    func takeChanges() -> [ListChange] {
        defer { firstPending = changes.count }
        return Array(changes[firstPending...])
    }
}

/// Collects the warnings a data source reports.
final class WarningLog {
    private(set) var pending: [ListWarning] = []

    func record(_ warning: ListWarning) {
        pending.append(warning)
    }

    /// The recorded warnings not yet asserted; clears them.
    func take() -> [ListWarning] {
        defer { pending.removeAll() }
        return pending
    }
}

/// A test case whose data sources record every change and warning; a test fails if it leaves
/// any emission or warning unasserted.
class RecordingTestCase: XCTestCase {
    let changeLog = ChangeLog()
    let warningLog = WarningLog()
    private var observations: [ObservationToken] = []

    /// A data source over `sections` whose changes and warnings go to this test's logs.
    func makeSource(_ sections: [ListSection<TestItem>] = []) -> ListDataSource<TestItem> {
        let warnings = warningLog
        let source = ListDataSource<TestItem>(sections: sections) { warnings.record($0) }
        let changes = changeLog
        observations.append(source.observe { changes.record($0) })
        return source
    }

    /// Asserts the exact changes announced since the last assertion.
    func assertChanges(_ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(changeLog.take(), expected, "announced changes", file: file, line: line)
    }

    /// Asserts that nothing was announced since the last assertion.
    func assertNoChanges(file: StaticString = #filePath, line: UInt = #line) {
        assertChanges([], file: file, line: line)
    }

    /// Asserts the exact warnings reported since the last assertion.
    func assertWarnings(_ expected: [ListWarning], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(warningLog.take(), expected, "reported warnings", file: file, line: line)
    }

    override func tearDown() {
        XCTAssertEqual(changeLog.take(), [], "changes announced but not asserted by the test")
        XCTAssertEqual(warningLog.take(), [], "warnings reported but not asserted by the test")
        super.tearDown()
    }
}
