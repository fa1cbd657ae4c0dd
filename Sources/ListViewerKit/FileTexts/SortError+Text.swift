import GtkList
import RecordFiles

extension SortError {
    /// Why a sort of the whole file failed, for the window's message.
    var text: String {
        switch self {
        case .reading(let error):
            return error.text
        case .cannotKeepKeys(let folder, let code):
            // TRANSLATORS: a sort keeps the values it sorts by in a temporary folder; %1$s is the folder, %2$s the system's reason
            return appTexts.translate("the values to sort by could not be kept in “%1$s”: %2$s")
                .filling(folder, RecordFileProblem.systemText(code))
        case .tooManyRecords:
            return appTexts.translate("a sort takes at most %s records").filling(UserLocale.formatted(RecordSort.maximumCount))
        }
    }
}
