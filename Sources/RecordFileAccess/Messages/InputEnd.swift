/// Which end a message names where input runs out: of the bytes given, of a line, of a file.
public enum InputEnd: Equatable, Sendable {
    /// The end of bytes that are all there is, such as a string handed to `JSONParser`.
    case input
    /// The end of a JSON Lines line.
    case line
    /// The end of the file.
    case file
}
