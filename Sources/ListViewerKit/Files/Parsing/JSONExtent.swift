/// Where bytes handed to ``JSONParser`` sit in a file, so that its errors point into the file
/// and name what should have come instead.
struct JSONExtent {
    /// What the bytes are, which decides how their end reads in an error.
    enum Span {
        case input, line, file
        /// One array element, cut off before the `,` or `]` (or other byte) named this way.
        case arrayElement(terminator: String)
    }

    /// The file's path, or empty.
    var path: String
    /// The position of the first byte.
    var start: TextPosition
    /// What the bytes are.
    var span: Span

    /// How the end of the bytes reads in an error: "the end of the line", "']'". Translated only
    /// when an error needs it: extents are made for every line of a file.
    var endName: String {
        switch span {
        case .input: appTexts.translate("the end of input")
        case .line: appTexts.translate("the end of the line")
        case .file: appTexts.translate("the end of the file")
        case .arrayElement(let terminator): terminator
        }
    }

    /// What may follow the value, with its context: "the end of the line after the JSON value".
    var expectedAfterValue: String {
        switch span {
        case .input: appTexts.translate("the end of input after the JSON value")
        case .line: appTexts.translate("the end of the line after the JSON value")
        case .file: appTexts.translate("the end of the file after the JSON value")
        case .arrayElement: appTexts.translate("',' or ']' after an array element")
        }
    }

    /// Bytes that are all there is, such as a string handed to the public parser.
    static func input(path: String, start: TextPosition) -> JSONExtent {
        JSONExtent(path: path, start: start, span: .input)
    }

    /// One line of a JSON Lines file, without its line break.
    static func line(_ number: Int, path: String) -> JSONExtent {
        JSONExtent(path: path, start: TextPosition(line: number, column: 1), span: .line)
    }

    /// The rest of a JSON file from `start` on.
    static func restOfFile(path: String, start: TextPosition) -> JSONExtent {
        JSONExtent(path: path, start: start, span: .file)
    }

    /// One element of a top-level array, cut off before the `,` or `]` named by `terminator`.
    static func arrayElement(path: String, start: TextPosition, terminator: String) -> JSONExtent {
        JSONExtent(path: path, start: start, span: .arrayElement(terminator: terminator))
    }
}
