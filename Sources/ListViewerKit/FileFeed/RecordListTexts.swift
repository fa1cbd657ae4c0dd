import GtkList
import RecordFiles

/// What the list of an open file says when it shows no records, and at their end.
@MainActor
enum RecordListTexts {
    /// The empty page's title and description: which search or filter let no record through,
    /// or whether the file is empty.
    static func emptyPage(for model: OpenFile) -> (title: String, description: String) {
        let name = model.file.name
        if model.search.isShowingOnlyMatches, let query = model.search.query {
            return (appTexts.translate("No matching records"),
                    appTexts.translate("Nothing in “%1$s” matches “%2$s”.").filling(name, quoted(query.text)))
        }
        if let filter = model.filter.matching?.filter {
            return (appTexts.translate("No matching records"),
                    // TRANSLATORS: a file name, then the filter expression none of its records pass
                    appTexts.translate("No record of “%1$s” passes “%2$s”.").filling(name, quoted(filter.text)))
        }
        return emptyFile(for: model)
    }

    /// The empty page's title and description with every record shown: whether the file is
    /// empty or holds no records.
    static func emptyFile(for model: OpenFile) -> (title: String, description: String) {
        model.opening.isBlank
            ? (appTexts.translate("Empty file"), appTexts.translate("“%s” is empty.").filling(model.file.name))
            : (appTexts.translate("No items"), appTexts.translate("“%s” holds no records.").filling(model.file.name))
    }

    /// The footer after the last record: why the rest cannot be read, or, while the file is
    /// followed or still decompressing, that more records are awaited rather than none.
    static func noMoreItems(for model: OpenFile) -> String {
        if let failure = model.decompression?.damage {
            // What follows the last record cannot be read: the end of the list says why.
            // TRANSLATORS: at the end of a damaged compressed file's records; why no more can be read
            return appTexts.translate("The rest of the file cannot be read: %s").filling(failure.text)
        }
        let awaitsMore = model.follow.isFollowing || model.decompression?.hasEnded == false
        return awaitsMore ? appTexts.translate("Waiting for more records…") : FeedTexts().noMoreItems
    }

    /// What the user typed, as a page quotes it: one line of at most 80 characters. A label
    /// wraps a long unbroken word in time that grows with the square of its length (20,000
    /// digits took 54 s to lay out).
    private static func quoted(_ text: String) -> String {
        var line = ShortLine(limit: 80)
        line.append(text)
        return line.text
    }
}
