import GtkList
import RecordFiles

/// The window's title for an open file: its name, how many records it has (as far as known),
/// how far decompression or indexing got, and which records the list holds when that is not
/// all of them.
@MainActor
enum FileTitle {
    static func text(of model: OpenFile) -> String {
        let name = model.file.name
        let records = model.records
        guard records.listState.hasLoadedOnce else { return name }
        let index = model.index.progress
        // The window's records, those of a page still landing a few rows a frame included.
        let windowCount = records.lastRecordInWindow - records.droppedRecords
        let isWhole = index?.isComplete ?? records.listState.isExhausted
        let total = records.knownRecordCount
        let count = UserLocale.formatted(total)
        var items = isWhole
            ? appTexts.translate("%s item", "%s items", count: total).filling(count)
            : appTexts.translate("%s item so far", "%s items so far", count: total).filling(count)
        if let progress = model.decompression?.progress, !progress.hasEnded {
            // TRANSLATORS: how much of a compressed file was decompressed so far, as a percentage
            items += " " + appTexts.translate("(%s%% decompressed)").filling(UserLocale.formatted(Int(progress.fraction * 100)))
        } else if let index, !index.isComplete {
            // TRANSLATORS: how much of a file was indexed so far, as a percentage
            items += " " + appTexts.translate("(%s%% indexed)").filling(UserLocale.formatted(Int(index.fraction * 100)))
        }
        // (Records a search or a filter chose are counted in its bar.)
        if case .all = records.selection, windowCount > 0, windowCount < total {
            // TRANSLATORS: the records the list holds now, such as "1,001–1,200 shown"
            items += ", " + appTexts.translate("%1$s–%2$s shown").filling(
                UserLocale.formatted(records.droppedRecords + 1), UserLocale.formatted(records.lastRecordInWindow))
        }
        // TRANSLATORS: the window title: a file name, then how many records it has
        return appTexts.translate("%1$s — %2$s").filling(name, items)
    }
}
