/// How wide a text column would like to be when no width in characters is given: as wide as the
/// longest text its cells have shown, up to ``maximumCharacters``, growing as longer texts
/// arrive and never shrinking as rows scroll by.
///
/// GTK's inscription, which text cells are, does not measure its text: left alone it asks for
/// three characters, and the column came out as narrow as its header.
@MainActor
final class TextColumnWidth {
    /// The widest a column sizes itself, in average characters; longer texts are cut with an
    /// ellipsis (the column can still be dragged wider).
    static let maximumCharacters = 48

    /// The longest text shown so far, in average characters, within the maximum.
    private(set) var characters = 0

    /// Makes `inscription`, about to show `text`, ask for the widest text's width.
    func fit(_ inscription: Inscription, to text: String) {
        characters = min(Self.maximumCharacters, max(characters, Self.averageCharacters(in: text)))
        if inscription.naturalCharacters != characters { inscription.naturalCharacters = characters }
    }

    /// The width of `text` in average characters: wide (East Asian) characters count twice,
    /// combining marks not at all.
    static func averageCharacters(in text: String) -> Int {
        text.unicodeScalars.reduce(0) { count, scalar in count + width(of: scalar) }
    }

    private static func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
    }

    /// Hangul, CJK, kana, Yi, full-width forms and emoji: two columns each.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
}
