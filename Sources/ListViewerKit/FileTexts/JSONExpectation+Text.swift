import GtkList
import RecordFiles

extension JSONExpectation {
    /// What the JSON syntax allows, as `%1$s` of "expected %1$s, found %2$s".
    var text: String {
        switch self {
        case .value: appTexts.translate("a JSON value")
        case .memberName: appTexts.translate("a member name in double quotes")
        case .colonAfterMemberName: appTexts.translate("':' after a member name")
        case .commaOrCloser(let closer, let item):
            // TRANSLATORS: %1$s is '}' or ']', %2$s "an object member" or "an array element"
            appTexts.translate("',' or '%1$s' after %2$s").filling(String(closer), item.text)
        case .escape: appTexts.translate("one of \" \\ / b f n r t u after '\\'")
        case .fourHexDigits: appTexts.translate("four hex digits after '\\u'")
        case .digitAfterMinus: appTexts.translate("a digit after '-'")
        case .digitAfterDecimalPoint: appTexts.translate("a digit after the decimal point")
        case .digitInExponent: appTexts.translate("a digit in the exponent")
        case .endAfterValue(.input): appTexts.translate("the end of input after the JSON value")
        case .endAfterValue(.line): appTexts.translate("the end of the line after the JSON value")
        case .endAfterValue(.file): appTexts.translate("the end of the file after the JSON value")
        case .commaOrBracketAfterArrayElement: appTexts.translate("',' or ']' after an array element")
        }
    }
}

extension JSONItem {
    /// "an object member" or "an array element".
    var text: String {
        switch self {
        // TRANSLATORS: only used as %2$s of "',' or '%1$s' after %2$s"
        case .objectMember: appTexts.translate("an object member")
        case .arrayElement: appTexts.translate("an array element")
        }
    }
}
