import Foundation
import GtkList
import RecordFiles

extension ExportError {
    /// Why an export did not write its file, for the window's message.
    var text: String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        switch problem {
        case .exists:
            return appTexts.translate("“%s” exists already").filling(name)
        case .cannotWrite(let code):
            // TRANSLATORS: a file name, and the operating system's reason
            return appTexts.translate("“%1$s” could not be written: %2$s").filling(name, RecordFileProblem.systemText(code))
        case .reading(let error):
            return error.text
        case .matchesIncomplete:
            return appTexts.translate("the search or the filter changed before all its records were found; “%s” was not written").filling(name)
        }
    }
}
