import GtkList
import GtkListTesting
import ListCore
import XCTest

/// A test item: a line of text, of kind "note" (a label) or "big" (a taller row), or a header.
struct Note: ListItem {
    let id: String
    var text: String
    var kind: RowKind = "note"
    var heightHint: Int? = nil
}

/// A taller row kind, to check that kinds recycle separately.
@MainActor
final class BigRow: RowView {
    let label = Label()
    var widget: Widget { label }
}

/// A shown window holding a `ListView<Note>` with adapters for "note", "big" and "header".
///
/// It records every items-changed the GtkListView receives, as GTK's own tests do
/// ("position-removed+added"); a test asserts them with ``assertPresentedChanges(_:file:line:)``
/// and fails at ``close()`` if any was left unasserted.
@MainActor
final class ListHarness {
    let window: Window
    let list: ListView<Note>
    var source: ListDataSource<Note> { list.dataSource }
    private var presentedChanges: [String] = []
    private let createdAt: (file: StaticString, line: UInt)
    /// Checks GListModel's contract at every change GTK hears.
    let contract: ListModelContractChecker

    init(_ source: ListDataSource<Note>, width: Int32 = 360, height: Int32 = 480,
         file: StaticString = #filePath, line: UInt = #line) throws {
        try GtkTestEnvironment.start()
        createdAt = (file, line)
        window = Window()
        list = ListView(dataSource: source, adapters: [
            RowAdapter(kind: "note", make: { Label() }, bind: { $0.text = $1.text }),
            RowAdapter(kind: "big", defaultHeight: 80, make: BigRow.init, bind: { $0.label.text = $1.text },
                       unbind: { $0.label.text = "" }),
            RowAdapter(kind: "header", make: { Label() }, bind: { $0.text = $1.text }),
        ])
        window.setDefaultSize(width: width, height: height)
        window.setChild(list.widget)
        contract = try ListModelContractChecker(listIn: window)
        list.onPresentedRowsChange { [weak self] change in self?.presentedChanges.append(change) }
        window.present()
        XCTAssertTrue(drawn(), "the window was never drawn", file: file, line: line)
    }

    /// Waits until the latest change is on screen.
    @discardableResult
    func drawn() -> Bool { MainLoop.waitUntilDrawn(window) }

    /// Waits until the row drag that a `TestInput.drag` dropped has ended, dropped or refused
    /// (GTK reads the drop after the release), then for the change to be drawn.
    func finishRowDrag(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(MainLoop.run(until: { !list.isDraggingRow }, timeout: 2), "the drag never ended", file: file, line: line)
        drawn()
    }

    /// The texts of the rows bound right now, in no particular order.
    var boundTexts: Set<String> {
        Set(list.boundItems.map { bound in
            (bound.row as? Label)?.text ?? (bound.row as? BigRow)?.label.text ?? "?"
        })
    }

    /// The bound row widget showing `text`, if any.
    func row(showing text: String) -> RowView? {
        list.boundItems.first { bound in
            ((bound.row as? Label)?.text ?? (bound.row as? BigRow)?.label.text) == text
        }?.row
    }

    /// Waits until the list is drawn, then asserts that every bound row shows the data source's
    /// row at its place, and that the rows on screen are a run of bound rows.
    func assertRowsOnScreenMatchTheData(file: StaticString = #filePath, line: UInt = #line) {
        drawn()
        var shown: [Int: Note] = [:]
        for bound in list.boundRows {
            shown[bound.position] = bound.item
            let expected = source.row(at: bound.position)?.item
            XCTAssertEqual(bound.item.id, expected?.id, "the item at \(bound.position)", file: file, line: line)
            let text = (bound.row as? Label)?.text ?? (bound.row as? BigRow)?.label.text
            XCTAssertEqual(text, expected?.text, "the text at \(bound.position)", file: file, line: line)
        }
        guard let visible = list.visibleRows else {
            return XCTAssertTrue(source.rowCount == 0, "nothing on screen", file: file, line: line)
        }
        for position in visible where shown[position] == nil {
            XCTFail("row \(position) is on screen but not bound", file: file, line: line)
        }
    }

    /// Asserts the items-changed GTK received since the last assertion, in order.
    func assertPresentedChanges(_ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(presentedChanges, expected, "items-changed the GtkListView received", file: file, line: line)
        presentedChanges = []
    }

    /// Forgets the items-changed received so far, for a test about something else.
    func discardPresentedChanges() {
        presentedChanges = []
    }

    func close() {
        XCTAssertEqual(presentedChanges, [], "items-changed left unasserted", file: createdAt.file, line: createdAt.line)
        contract.assertNoViolation(file: createdAt.file, line: createdAt.line)
        window.close()
        MainLoop.runPending()
    }

    nonisolated static func notes(_ range: Range<Int>, kind: (Int) -> RowKind = { _ in "note" }) -> [Note] {
        range.map { Note(id: "n\($0)", text: "Note \($0)", kind: kind($0)) }
    }
}
