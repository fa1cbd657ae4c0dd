import RecordFiles

/// The fields a file's rows are titled by (``FileReference/titleKey`` and the others), to
/// make its rows off the main thread.
struct RowKeys: Equatable, Sendable {
    let title: String?
    let subtitle: String?
    let time: String?

    init(_ file: FileReference) {
        (title, subtitle, time) = (file.titleKey, file.subtitleKey, file.timeKey)
    }

    /// `record` as a row of the list.
    func item(_ record: FileRecord) -> RecordItem {
        RecordItem(record: record, titleKey: title, subtitleKey: subtitle, timeKey: time)
    }
}
