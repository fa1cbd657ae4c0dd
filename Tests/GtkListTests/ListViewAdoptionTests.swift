import GtkList
import GtkListTesting
import ListCore
import XCTest

/// What an app needs from a plain `ListView`: an empty page, rows that know their place, and
/// activating, selecting and scrolling from code.
final class ListViewAdoptionTests: XCTestCase {
    private static func sections(_ range: Range<Int>) -> [ListSection<Note>] {
        [ListSection(id: "s", header: Note(id: "h", text: "Notes", kind: "header"), items: ListHarness.notes(range),
                     footer: Note(id: "f", text: "End of notes", kind: "header"))]
    }

    func testAPlainListShowsItsEmptyPageWheneverItHasNoItems() throws {
        try MainActor.assumeIsolated {
            let harness = try ListHarness(ListDataSource<Note>())
            defer { harness.close() }
            let page = EmptyPage.standard(image: .iconName("document-open-symbolic"), title: "No notes",
                                          description: "Notes you write show up here.", buttonTitle: "")
            harness.list.emptyPage = page
            harness.drawn()
            XCTAssertTrue(page.isShown, "set on an empty list, the page shows at once")
            assertGolden(of: harness.window, named: "list-empty")

            harness.source.apply(Self.sections(0..<3))
            harness.drawn()
            harness.assertPresentedChanges(["0-0+5"])
            XCTAssertFalse(page.isShown)
            assertGolden(of: harness.window, named: "list-filled")

            harness.source.removeItems(in: 0..<3, ofSection: 0)
            harness.drawn()
            harness.assertPresentedChanges(["1-3+0"])
            XCTAssertTrue(page.isShown, "a header and footer alone leave the list empty")
            harness.list.emptyPage = nil
            harness.drawn()
            XCTAssertFalse(page.isShown, "a page taken away hides")
        }
    }

    func testBindAndUnbindSeeWhetherARowIsAHeaderAnItemOrAFooter() throws {
        try MainActor.assumeIsolated {
            var bound: [String] = []
            var unbound: [String] = []
            func describe(_ row: ListRow<Note>) -> String {
                switch row.role {
                case .header: "header \(row.item.text)"
                case .footer: "footer \(row.item.text)"
                case .item(let path): "item \(row.item.text) at \(path)"
                }
            }
            let harness = try ListHarness(ListDataSource<Note>())
            defer { harness.close() }
            harness.list.register(RowAdapter(kind: "header", make: { Label() }, bindRow: { label, row in
                label.text = row.item.text
                bound.append(describe(row))
            }, unbindRow: { _, row in unbound.append(describe(row)) }))
            harness.list.register(RowAdapter(kind: "note", make: { Label() }, bindRow: { label, row in
                label.text = row.item.text
                bound.append(describe(row))
            }))
            harness.source.apply(Self.sections(0..<2))
            harness.drawn()
            harness.assertPresentedChanges(["0-0+4"])
            XCTAssertEqual(Set(bound), ["header Notes", "item Note 0 at [0, 0]", "item Note 1 at [0, 1]",
                                        "footer End of notes"])
            harness.source.removeAll()
            harness.drawn()
            harness.assertPresentedChanges(["0-4+0"])
            XCTAssertEqual(Set(unbound), ["header Notes", "footer End of notes"])
        }
    }

    func testItemsCanBeActivatedSelectedAndScrolledToFromCode() throws {
        try MainActor.assumeIsolated {
            let harness = try ListHarness(ListDataSource(sections: Self.sections(0..<200)))
            defer { harness.close() }
            var activated: [ListIndexPath] = []
            harness.list.onActivate { activated.append($0.indexPath) }
            XCTAssertEqual(harness.list.scrollOffset, 0)

            harness.list.scrollToItem(at: ListIndexPath(section: 0, item: 150))
            harness.drawn()
            XCTAssertGreaterThan(harness.list.scrollOffset, 1_000, "scrolled far down")
            XCTAssertTrue(harness.boundTexts.contains("Note 150"), "the item is on screen")

            harness.list.activateItem(at: ListIndexPath(section: 0, item: 150))
            harness.list.activateItem(at: ListIndexPath(section: 3, item: 0))  // out of range: ignored
            XCTAssertEqual(activated, [ListIndexPath(section: 0, item: 150)])

            harness.list.selectItem(at: ListIndexPath(section: 0, item: 150))
            XCTAssertEqual(harness.list.selectedItem?.item.text, "Note 150")
        }
    }

    /// A test reaches a shown row's widget by index path, with public API alone, and clicks it.
    func testATestClicksTheRowOfAnIndexPath() throws {
        try MainActor.assumeIsolated {
            let harness = try ListHarness(ListDataSource(sections: Self.sections(0..<2_000)))
            defer { harness.close() }
            var activated: [ListIndexPath] = []
            harness.list.activatesOnSingleClick = true
            harness.list.onActivate { activated.append($0.indexPath) }
            let path = ListIndexPath(section: 0, item: 2)
            let row = try XCTUnwrap(harness.list.rowWidget(at: path))
            XCTAssertEqual(row.shownTexts, ["Note 2"])
            try TestInput.click(row)
            XCTAssertEqual(activated, [path])
            XCTAssertNil(harness.list.rowWidget(at: ListIndexPath(section: 0, item: 1_900)), "not on screen")
            XCTAssertNil(harness.list.rowWidget(at: ListIndexPath(section: 1, item: 0)), "out of range")
            XCTAssertEqual(harness.list.visibleRows?.lowerBound, 0)
            XCTAssertEqual(harness.list.presentedRowCount, 2_002, "2,000 notes, a header and a footer")
        }
    }

    func testARowKindWithoutAnAdapterIsReportedToTheDataSourcesWarningHandler() throws {
        try MainActor.assumeIsolated {
            var warnings: [ListWarning] = []
            let source = ListDataSource<Note>(sections: [
                ListSection(id: "s", items: [Note(id: "a", text: "A", kind: "mystery"), Note(id: "b", text: "B", kind: "mystery")]),
            ], warningHandler: { warnings.append($0) })
            let harness = try ListHarness(source)
            defer { harness.close() }
            XCTAssertEqual(warnings, [.noRowAdapter(kind: "mystery")], "reported once per kind")
        }
    }
}
