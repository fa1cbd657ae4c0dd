import Foundation
import GtkList
import RecordFiles

extension RecordFileProblem {
    /// What went wrong, in the user's language, without the location.
    var text: String {
        switch self {
        case .noSuchFile: appTexts.translate("no such file")
        case .pathPartNotDirectory: appTexts.translate("no such file (a part of the path is not a directory)")
        case .permissionDenied: appTexts.translate("permission denied")
        case .isDirectory: appTexts.translate("is a directory, not a file")
        case .notRegularFile: appTexts.translate("is not a regular file (a device, pipe or socket)")
        case .cannotOpen(let code): appTexts.translate("could not open the file: %s").filling(Self.systemText(code))
        case .cannotInspect(let code): appTexts.translate("could not inspect the file: %s").filling(Self.systemText(code))
        case .cannotRead(let code): appTexts.translate("could not read the file: %s").filling(Self.systemText(code))
        case .replaced: appTexts.translate("the file was replaced by another one while it was read")
        case .shrunk: appTexts.translate("the file was cut shorter while it was read; refresh (F5) to read it again")
        case .recordTooLong(let maximumBytes):
            appTexts.translate("a record longer than %s is too long to show").filling(Self.size(maximumBytes))
        case .unexpected(let expectation, let found):
            // TRANSLATORS: %1$s is what the JSON syntax allows here, %2$s what the file has instead
            appTexts.translate("expected %1$s, found %2$s").filling(expectation.text, found.text)
        case .nestingTooDeep(let maximumDepth):
            appTexts.translate("nesting deeper than %d levels is not supported").filling(String(maximumDepth))
        case .trailingComma(let closer):
            appTexts.translate("a trailing comma before '%s' is not allowed in JSON").filling(String(closer))
        case .unescapedInString(let found): appTexts.translate("%s inside a string must be escaped").filling(found.text)
        case .unterminatedString: appTexts.translate("unterminated string: the closing '\"' is missing")
        case .leadingZero: appTexts.translate("a number may not have a leading zero")
        case .expectedLiteral(let literal): appTexts.translate("expected '%s'").filling(literal)
        case .endOfFileBeforeFirstElement: appTexts.translate("expected a JSON value or ']', found the end of the file")
        case .endOfFileBeforeElement: appTexts.translate("expected a JSON value, found the end of the file")
        case .afterDocument(let found):
            appTexts.translate("expected the end of the file after the JSON value, found %s").filling(found.text)
        case .endOfFileInArrayElement:
            appTexts.translate("the file ends inside this array element, or before the ']' that closes the array")
        case .afterClosingQuote(let delimiter, let found):
            // TRANSLATORS: %1$s is the delimiter, such as ',' or a tab; %2$s what the file has instead
            appTexts.translate("expected %1$s or a line break after the closing quote of a field, found %2$s")
                .filling(delimiter.text, found.text)
        case .unclosedQuotedField:
            appTexts.translate("this quoted field is never closed: the file ends before its closing quote")
        }
    }

    /// The operating system's words for an `errno` code.
    static func systemText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// "256 MB", or the bytes when that is not a whole number of megabytes.
    private static func size(_ byteCount: Int) -> String {
        let megabyte = 1024 * 1024
        return byteCount % megabyte == 0
            ? appTexts.translate("%d MB").filling(UserLocale.formatted(byteCount / megabyte))
            : appTexts.translate("%d byte", "%d bytes", count: byteCount).filling(UserLocale.formatted(byteCount))
    }
}
