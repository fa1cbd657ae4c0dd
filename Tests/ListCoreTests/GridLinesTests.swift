import ListCore
import XCTest

/// A grid's lines, checked against lines laid out one by one from random sections (empty ones,
/// headers and footers anywhere), and the lines a change of one section's items tells GTK.
final class GridLinesTests: XCTestCase {
    typealias Shape = GridLines.SectionShape

    /// The lines laid out by hand, one section after another.
    private func referenceLines(_ shapes: [Shape], columns: Int) -> [GridLines.Line] {
        var lines: [GridLines.Line] = []
        var row = 0
        for shape in shapes {
            if shape.hasHeader {
                lines.append(.supplementary(row: row))
                row += 1
            }
            var left = shape.itemCount
            while left > 0 {
                let width = min(columns, left)
                lines.append(.items(rows: row..<(row + width)))
                row += width
                left -= width
            }
            if shape.hasFooter {
                lines.append(.supplementary(row: row))
                row += 1
            }
        }
        return lines
    }

    private func randomShapes(_ random: inout SplitMix64) -> [Shape] {
        (0..<random.int(0...6)).map { _ in
            Shape(hasHeader: random.chance(0.5), itemCount: random.chance(0.2) ? 0 : random.int(0...13), hasFooter: random.chance(0.3))
        }
    }

    func testLinesAndPlacesMatchLinesLaidOutByHand() {
        var random = SplitMix64(seed: 41)
        for round in 0..<2_000 {
            let shapes = randomShapes(&random)
            let columns = random.int(1...5)
            let grid = GridLines(sections: shapes, columns: columns)
            let expected = referenceLines(shapes, columns: columns)
            XCTAssertEqual(grid.count, expected.count, "round \(round)")
            XCTAssertEqual((0..<grid.count).compactMap(grid.line(at:)), expected, "round \(round)")
            for (index, line) in expected.enumerated() {
                for (column, row) in line.rows.enumerated() {
                    XCTAssertTrue(grid.place(ofRow: row)! == (index, column), "round \(round), row \(row)")
                }
            }
            XCTAssertNil(grid.line(at: -1))
            XCTAssertNil(grid.line(at: grid.count))
            XCTAssertNil(grid.place(ofRow: -1))
            XCTAssertNil(grid.place(ofRow: grid.rowCount))
        }
    }

    func testAChangeOfItemsTellsTheLinesThatShowOtherRows() {
        var random = SplitMix64(seed: 43)
        for round in 0..<2_000 {
            var shapes = randomShapes(&random)
            guard !shapes.isEmpty else { continue }
            let columns = random.int(1...5)
            let old = GridLines(sections: shapes, columns: columns)
            // Items removed and added at one place of one section.
            let section = random.int(0...(shapes.count - 1))
            let at = random.int(0...shapes[section].itemCount)
            let removed = random.int(0...(shapes[section].itemCount - at)), added = random.int(0...7)
            shapes[section].itemCount += added - removed
            let new = GridLines(sections: shapes, columns: columns)
            let firstRow = shapes[..<section].reduce(0) { $0 + $1.rowCount } + (shapes[section].hasHeader ? 1 : 0) + at
            let trailingRows = old.rowCount - firstRow - removed
            let splice = GridLines.changedLines(from: old, to: new, unchangedLeadingRows: firstRow, trailingRows: trailingRows)
            let oldLines = referenceLines(Array(shapes[..<section]) + [Shape(hasHeader: shapes[section].hasHeader, itemCount: shapes[section].itemCount - added + removed, hasFooter: shapes[section].hasFooter)] + Array(shapes[(section + 1)...]), columns: columns)
            let newLines = referenceLines(shapes, columns: columns)
            guard let splice else {
                XCTAssertEqual(oldLines, newLines, "round \(round)")
                continue
            }
            XCTAssertEqual(old.count - splice.removed, new.count - splice.added, "round \(round)")
            XCTAssertGreaterThanOrEqual(splice.position, 0)
            XCTAssertLessThanOrEqual(splice.position + splice.removed, old.count, "round \(round)")
            // The lines left out show the same rows in both.
            XCTAssertEqual(oldLines[..<splice.position], newLines[..<splice.position], "round \(round)")
            let oldRest = oldLines[(splice.position + splice.removed)...].map { $0.rows.map { $0 - old.rowCount } }
            let newRest = newLines[(splice.position + splice.added)...].map { $0.rows.map { $0 - new.rowCount } }
            XCTAssertEqual(oldRest, newRest, "round \(round)")
            // And no more lines than the change's own are told: those before its line are kept.
            let firstChangedLine = [oldLines, newLines].map { lines in lines.firstIndex { $0.rows.upperBound > firstRow } ?? lines.count }.min()!
            XCTAssertGreaterThanOrEqual(splice.position, firstChangedLine, "round \(round)")
            // And the lines of later sections are kept too.
            let laterLines = shapes[(section + 1)...].reduce(0) { $0 + $1.lineCount(columns: columns) }
            XCTAssertLessThanOrEqual(splice.position + splice.removed, old.count - laterLines, "round \(round)")
        }
    }

    func testAChangeOfColumnsTellsEveryLine() {
        let shapes = [Shape(hasHeader: true, itemCount: 10, hasFooter: false)]
        let splice = GridLines.changedLines(from: GridLines(sections: shapes, columns: 3), to: GridLines(sections: shapes, columns: 4),
                                            unchangedLeadingRows: 11, trailingRows: 11)
        XCTAssertEqual(splice, ListSplice(position: 0, removed: 5, added: 4))
    }

    func testAMillionItemsCostNothingUntilAsked() {
        let grid = GridLines(sections: [Shape(hasHeader: true, itemCount: 1_000_000, hasFooter: true)], columns: 7)
        XCTAssertEqual(grid.count, 1 + 142_858 + 1)
        XCTAssertEqual(grid.line(at: 142_858), .items(rows: 1_000_000..<1_000_001))
        XCTAssertEqual(grid.line(at: 142_859), .supplementary(row: 1_000_001))
        // An item appended to the end tells its last line and the footer's.
        var appended = GridLines.SectionShape(hasHeader: true, itemCount: 1_000_001, hasFooter: true)
        let splice = GridLines.changedLines(from: grid, to: GridLines(sections: [appended], columns: 7),
                                            unchangedLeadingRows: 1_000_001, trailingRows: 1)
        XCTAssertEqual(splice, ListSplice(position: 142_858, removed: 1, added: 1))
        appended.itemCount = 0
        XCTAssertEqual(GridLines(sections: [appended], columns: 7).count, 2)
    }
}
