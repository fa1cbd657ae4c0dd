import GtkList
import RecordFiles

/// The notices the model of an open file gives, in words.
extension FileNotice {
    /// Part of the file could not be read; `detail` says what and where.
    static func damaged(_ detail: String) -> FileNotice {
        FileNotice(appTexts.translate("Some of the file is damaged"), detail: detail)
    }

    /// The compressed file `name` is all decompressed, into a temporary copy of `bytes`.
    static func decompressed(name: String, bytes: Int) -> FileNotice {
        // TRANSLATORS: a compressed file's name
        FileNotice(appTexts.translate("“%s” is decompressed").filling(name),
                   // TRANSLATORS: the size of the decompressed copy on disk, such as "122 MB"
                   detail: appTexts.translate("Read from a temporary copy of %s, deleted when the window closes")
                       .filling(DiskSize.text(bytes)))
    }

    /// A sort was asked for by a field that no record of the file has.
    static func noFieldToSortBy(_ field: String) -> FileNotice {
        // TRANSLATORS: a sort asked for by a field that no record of the file has
        FileNotice(appTexts.translate("No record has a field “%s” to sort by").filling(field))
    }

    /// The sort of the whole file failed; `detail` says why.
    static func sortFailed(_ detail: String) -> FileNotice {
        // TRANSLATORS: a message when a table header's sort of the whole file failed
        FileNotice(appTexts.translate("The records could not be sorted"), detail: detail)
    }

    /// A step to the next or previous match found none.
    static var noMatches: FileNotice { FileNotice(appTexts.translate("No matches")) }

    /// A move to `target` failed with `error`.
    static func couldNotGo(to target: RecordPlace.Target, _ error: any Error) -> FileNotice {
        let number = switch target {
        case .record(let number): UserLocale.formatted(number)
        case .position(let position): UserLocale.formatted(position + 1)
        }
        return FileNotice(appTexts.translate("Could not go to record %s").filling(number), detail: String(describing: error))
    }
}
