import ListCore

/// The sections a refresh brings: the current ones with a few random edits, as a server's new
/// page would differ from the last (new stories, gone stories, moves, new texts, sections that
/// come, go or trade places, headers and footers, now and then nothing at all or a new list).
enum FuzzEdit {
    /// `sections` edited at random; new items take ids starting with `newIDs`.
    static func refreshed(_ sections: [ListSection<Note>], newIDs: String, random: inout FuzzRandom) -> [ListSection<Note>] {
        var sections = sections
        var made = 0
        func newID() -> String {
            made += 1
            return "\(newIDs)-\(made)"
        }
        func newNote() -> Note {
            let id = newID()
            return Note(id: id, text: "Row \(id)")
        }
        func newHeader() -> Note {
            let id = newID()
            return Note(id: "h" + id, text: "Header \(id)", kind: "header")
        }
        if random.chance(3) { return [] }
        if random.chance(3) {
            return [ListSection(id: newID(), items: (0..<random.below(40)).map { _ in newNote() })]
        }
        for _ in 0...random.below(4) {
            if sections.isEmpty { sections.append(ListSection(id: newID(), items: [newNote()])) }
            let section = random.below(sections.count)
            let count = sections[section].items.count
            switch random.below(9) {
            case 0, 1:
                for _ in 0...random.below(3) {
                    sections[section].items.insert(newNote(), at: random.below(sections[section].items.count + 1))
                }
            case 2, 3:
                for _ in 0...random.below(3) where !sections[section].items.isEmpty {
                    sections[section].items.remove(at: random.below(sections[section].items.count))
                }
            case 4:
                guard count > 0 else { continue }
                let item = sections[section].items.remove(at: random.below(count))
                let target = random.below(sections.count)
                sections[target].items.insert(item, at: random.below(sections[target].items.count + 1))
            case 5:
                for _ in 0...random.below(3) where count > 0 {
                    let index = random.below(count)
                    sections[section].items[index].text += "′"
                }
            case 6:
                let header = random.chance(50) ? newHeader() : nil
                let items = (0..<random.below(7)).map { _ in newNote() }
                sections.insert(ListSection(id: newID(), header: header, items: items), at: random.below(sections.count + 1))
            case 7:
                if random.chance(50) {
                    sections.remove(at: section)
                } else {
                    sections.swapAt(section, random.below(sections.count))
                }
            default:
                if random.chance(50) {
                    sections[section].header = sections[section].header == nil ? newHeader() : nil
                } else {
                    sections[section].footer = sections[section].footer == nil ? newHeader() : nil
                }
            }
        }
        return sections
    }
}
