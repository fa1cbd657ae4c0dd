import GtkList
import RecordFiles

/// A file error as the window shows it. The window's title names the file, so a malformed
/// record is placed by line and column alone; other errors keep the path, which says where
/// the file was looked for.
struct FileLoadError: Error, CustomStringConvertible {
    let description: String

    init(_ error: RecordFileError) {
        if error.kind == .malformed, let line = error.line {
            let lineText = UserLocale.formatted(line)
            description = error.column.map { column in
                // TRANSLATORS: where a file is damaged, then why: "line 3, column 7: expected ..."
                appTexts.translate("line %1$s, column %2$s: %3$s").filling(lineText, UserLocale.formatted(column), error.problem.text)
            } ?? appTexts.translate("line %1$s: %2$s").filling(lineText, error.problem.text)
        } else {
            description = error.text
        }
    }
}

/// The file could not be decompressed, as the error page says it.
struct DecompressionLoadError: Error, CustomStringConvertible {
    let description: String

    init(_ error: DecompressionError) {
        description = error.text
    }
}
