/// Where bytes handed to ``JSONParser`` sit in a file, so that its errors point into the file
/// and name what should have come instead.
struct JSONExtent {
    /// What the bytes are, which decides how their end reads in an error.
    enum Span {
        case input, line, file
        /// One array element, cut off before the `,` or `]` (or other byte) described so.
        case arrayElement(terminator: ByteDescription)
    }

    /// The file's path, or empty.
    var path: String
    /// The position of the first byte.
    package var start: TextPosition
    /// What the bytes are.
    var span: Span

    /// What an error finds past the last byte: the end of the line, or the `]` after an element.
    var endName: ByteDescription {
        switch span {
        case .input: .end(.input)
        case .line: .end(.line)
        case .file: .end(.file)
        case .arrayElement(let terminator): terminator
        }
    }

    /// What may follow the value: the end of the line, or `,` or `]` after an array element.
    var expectedAfterValue: JSONExpectation {
        switch span {
        case .input: .endAfterValue(.input)
        case .line: .endAfterValue(.line)
        case .file: .endAfterValue(.file)
        case .arrayElement: .commaOrBracketAfterArrayElement
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

    /// One element of a top-level array, cut off before the `,` or `]` described by `terminator`.
    static func arrayElement(path: String, start: TextPosition, terminator: ByteDescription) -> JSONExtent {
        JSONExtent(path: path, start: start, span: .arrayElement(terminator: terminator))
    }
}
