/// Where bytes handed to ``JSONParser`` sit in a file, so that its errors point into the file
/// and name what should have come instead.
struct JSONExtent {
    /// The file's path, or empty.
    var path: String
    /// The position of the first byte.
    var start: TextPosition
    /// How the end of the bytes reads in an error: "the end of the line", "']'".
    var endName: String
    /// What may follow the value, with its context: "the end of the line after the JSON value".
    var expectedAfterValue: String

    /// Bytes that are all there is, such as a string handed to the public parser.
    static func input(path: String, start: TextPosition) -> JSONExtent {
        JSONExtent(path: path, start: start, endName: "the end of input",
                   expectedAfterValue: "the end of input after the JSON value")
    }

    /// One line of a JSON Lines file, without its line break.
    static func line(_ number: Int, path: String) -> JSONExtent {
        JSONExtent(path: path, start: TextPosition(line: number, column: 1),
                   endName: "the end of the line",
                   expectedAfterValue: "the end of the line after the JSON value")
    }

    /// The rest of a JSON file from `start` on.
    static func restOfFile(path: String, start: TextPosition) -> JSONExtent {
        JSONExtent(path: path, start: start, endName: "the end of the file",
                   expectedAfterValue: "the end of the file after the JSON value")
    }

    /// One element of a top-level array, cut off before the `,` or `]` named by `terminator`.
    static func arrayElement(path: String, start: TextPosition, terminator: String) -> JSONExtent {
        JSONExtent(path: path, start: start, endName: terminator,
                   expectedAfterValue: "',' or ']' after an array element")
    }
}
