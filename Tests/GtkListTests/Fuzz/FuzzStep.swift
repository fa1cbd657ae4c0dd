import ListCore

/// One thing a fuzz run does to a shown list. Positions are picks, taken modulo what is there
/// when the step runs, so a shrunk sequence (some steps left out) still runs.
enum FuzzStep: CustomStringConvertible {
    /// `apply` of the current sections edited at random (``FuzzEdit``, from `seed`).
    case apply(seed: UInt64)
    /// `applyInBackground` of such sections, not waited for: later steps run while it works.
    case applyInBackground(seed: UInt64)
    /// Waits until every background apply has finished.
    case settle
    case append(count: Int)
    case insert(section: Int, at: Int)
    case remove(section: Int, at: Int)
    case removeRange(section: Int, from: Int, count: Int)
    case replace(pick: Int)
    case move(fromSection: Int, from: Int, toSection: Int, to: Int)
    case removeAll
    /// Selects a few rows (multiple selection).
    case select(picks: [Int])
    /// Scrolls to a fraction of the list's height, in percent.
    case scroll(percent: Int)
    /// A feed only: the spinner row at the end comes (a page load starts) or goes (it ends).
    case toggleTrailingRow
    /// A table sorts by column `column` (past the last: the data source's order); a grid lays its
    /// cells out in another number of columns.
    case sort(column: Int, ascending: Bool)
    /// An outline expands a node (with everything under it, when `all`).
    case expand(pick: Int, all: Bool)
    /// An outline collapses a node.
    case collapse(pick: Int)

    var description: String {
        switch self {
        case .apply(let seed): ".apply(seed: \(seed))"
        case .applyInBackground(let seed): ".applyInBackground(seed: \(seed))"
        case .settle: ".settle"
        case .append(let count): ".append(count: \(count))"
        case .insert(let section, let at): ".insert(section: \(section), at: \(at))"
        case .remove(let section, let at): ".remove(section: \(section), at: \(at))"
        case .removeRange(let section, let from, let count): ".removeRange(section: \(section), from: \(from), count: \(count))"
        case .replace(let pick): ".replace(pick: \(pick))"
        case .move(let fromSection, let from, let toSection, let to):
            ".move(fromSection: \(fromSection), from: \(from), toSection: \(toSection), to: \(to))"
        case .removeAll: ".removeAll"
        case .select(let picks): ".select(picks: \(picks))"
        case .scroll(let percent): ".scroll(percent: \(percent))"
        case .toggleTrailingRow: ".toggleTrailingRow"
        case .sort(let column, let ascending): ".sort(column: \(column), ascending: \(ascending))"
        case .expand(let pick, let all): ".expand(pick: \(pick), all: \(all))"
        case .collapse(let pick): ".collapse(pick: \(pick))"
        }
    }

    /// A random step; `feed` allows the feed's own steps, `table` the table's; `outline` makes a
    /// third of the steps expansions and collapses.
    static func random(_ random: inout FuzzRandom, feed: Bool, table: Bool = false, outline: Bool = false) -> FuzzStep {
        let pick = { (random: inout FuzzRandom) in random.below(1_000) }
        if outline, random.chance(35) {
            return random.chance(55) ? .expand(pick: pick(&random), all: random.chance(15)) : .collapse(pick: pick(&random))
        }
        if table, random.chance(8) { return .sort(column: random.below(3), ascending: random.chance(50)) }
        switch random.below(feed ? 15 : 14) {
        case 0, 1, 2: return .apply(seed: random.next())
        case 3: return .applyInBackground(seed: random.next())
        case 4: return .settle
        case 5: return .append(count: 1 + random.below(5))
        case 6: return .insert(section: pick(&random), at: pick(&random))
        case 7: return .remove(section: pick(&random), at: pick(&random))
        case 8: return .removeRange(section: pick(&random), from: pick(&random), count: 1 + random.below(6))
        case 9: return .replace(pick: pick(&random))
        case 10: return .move(fromSection: pick(&random), from: pick(&random), toSection: pick(&random), to: pick(&random))
        case 11: return random.chance(20) ? .removeAll : .apply(seed: random.next())
        case 12: return .select(picks: (0..<random.below(4)).map { _ in pick(&random) })
        case 13: return .scroll(percent: random.below(101))
        default: return .toggleTrailingRow
        }
    }
}
