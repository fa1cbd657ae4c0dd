import ArgumentParser

/// The value of `--delimiter`: a name (`comma`, `semicolon`, `tab`, `pipe`) or the character
/// itself.
public struct DelimiterOption: ExpressibleByArgument, Equatable, Sendable {
    /// The byte between CSV fields.
    public let byte: UInt8

    private static let names: [String: UInt8] = [
        "comma": UInt8(ascii: ","), "semicolon": UInt8(ascii: ";"), "tab": UInt8(ascii: "\t"), "pipe": UInt8(ascii: "|"),
    ]

    public init?(argument: String) {
        if let byte = Self.names[argument.lowercased()] {
            self.byte = byte
        } else if argument.utf8.count == 1, let byte = argument.utf8.first,
                  byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
            self.byte = byte
        } else {
            return nil
        }
    }
}
