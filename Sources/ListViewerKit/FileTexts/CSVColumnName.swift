import GtkList

/// The name of a CSV column the header row leaves unnamed, by its 1-based number: "column 3".
@Sendable func csvColumnName(_ number: Int) -> String {
    // TRANSLATORS: the name of a CSV column the header row leaves unnamed; %d is its number
    appTexts.translate("column %d").filling(String(number))
}
