import ListCore

extension Widget {
    /// Gives the widget the style class of a section's header or footer, or neither for an item
    /// (or `nil`, a row of no section), as the style sheet draws them.
    func markSectionRole<Item: ListItem>(_ role: ListRow<Item>.Role?) {
        setCSSClass("section-header", role == .header)
        setCSSClass("section-footer", role == .footer)
    }
}
