import Foundation
import GtkList

/// Go to Record (Ctrl+L, the menu): a field for a record's number in a popover at the top of
/// the file's area, and Ctrl+Home and Ctrl+End to the file's first and last records — anywhere
/// in the file, whose list holds only a window of its records.
@MainActor
package final class RecordNavigator: FileFeature {
    /// The "Go to Record" field's popover, at the top of the file's area.
    let goToPopover: Popover
    /// The field the record number is typed into.
    let entry = Entry()
    private let model: OpenFile
    private let anchor: Widget

    /// Puts the popover at the top of `anchor`, the file's area.
    init(model: OpenFile, anchor: Widget) {
        self.model = model
        self.anchor = anchor
        let label = Label(appTexts.translate("Record number"))
        let goButton = Button(label: appTexts.translate("_Go"))
        entry.expectDigits()
        entry.widthInCharacters = 12
        entry.setAccessibleLabel(appTexts.translate("Record number"))
        let form = Box(.horizontal, spacing: 6, children: [label, entry, goButton])
        form.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        goToPopover = Popover(content: form, parent: anchor)
        entry.onActivate { [weak self] in self?.goToTypedRecord() }
        goButton.onClicked { [weak self] in self?.goToTypedRecord() }
    }

    /// Ctrl+L, also the window's `content.go-to-record` action, which names it in the menu.
    var areaShortcuts: [FeatureShortcut] {
        [FeatureShortcut(trigger: "<Control>l") { [weak self] in self?.openGoTo() }]
    }

    /// Ctrl+Home and Ctrl+End, to the first and last records.
    var listShortcuts: [FeatureShortcut] {
        [FeatureShortcut(trigger: "<Control>Home") { [weak model] in model?.place.goToFirst() },
         FeatureShortcut(trigger: "<Control>End") { [weak model] in model?.place.goToLast() }]
    }

    /// Opens the "Go to Record" field with the selected record's number in it.
    func openGoTo() {
        if let selected = model.place.selected { entry.text = String(selected) }
        goToPopover.popUp(atX: Double(anchor.allocatedWidth) / 2, y: 0)
        entry.grabFocus()
        entry.selectAll()
    }

    private func goToTypedRecord() {
        let digits = entry.text.filter { $0.isASCII && $0.isNumber }
        guard let number = Int(digits.prefix(18)), number > 0 else {
            model.tell(FileNotice(appTexts.translate("Type a record number, such as 1,000.")))
            return
        }
        goToPopover.popDown()
        goTo(number)
    }

    /// Shows record `number` selected and, when `focusing`, with the keyboard focus: where the
    /// list holds it, at once; otherwise the list's window moves there. Past the end, the last
    /// record; when only matches show, the next match.
    package func goTo(_ number: Int, focusing: Bool = true) {
        model.place.go(to: .record(number), focus: focusing ? .keyboard : .selection)
    }
}
