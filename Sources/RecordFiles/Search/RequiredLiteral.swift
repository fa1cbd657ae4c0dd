import RecordFormats

/// The longest run of plain text that every match of a regular expression holds, read from the
/// pattern's text: what a search finds at memory speed first, matching the expression only on
/// the lines that hold it (ripgrep's prefilter; `item-\d+ failed` holds ` failed`).
///
/// The reading is conservative: where the pattern could mean anything it does not follow (an
/// alternation at the top, an option setting `(?…)`, an escape it does not know), it finds no
/// run, and the search matches every line. Groups, classes, `.`, anchors and assertions end a
/// run; a quantifier that allows none (`?`, `*`, `{`) takes the character before it out of the
/// run; `+` keeps it once. When case is ignored only ASCII is kept, as the text finder folds
/// only ASCII letters (and not `k` or `s`, which PCRE2 matches with `K` and `ſ` too), and the
/// run is in lower case.
enum RequiredLiteral {
    /// Runs this long are found first wherever they are; a shorter one only where it is rare
    /// (see ``areWorthFindingFirst(_:ignoringCase:in:)``).
    static let alwaysWorthLength = 3
    /// The most branches of an alternation whose runs are found first, each in a pass of its own.
    static let maximumAlternatives = 4

    /// The runs of which every match holds one: the run of `pattern`, or, for an alternation
    /// at the top (`ERROR|FATAL`), one run of each branch, when every branch has one; `nil`
    /// when none can be told (a branch without a run, or more than a few branches).
    static func alternatives(of pattern: String, ignoringCase: Bool) -> [[UInt8]]? {
        guard !pattern.contains("(?") else { return nil }
        let branches = topLevelBranches(of: Array(pattern.unicodeScalars))
        guard branches.count <= maximumAlternatives else { return nil }
        var runs: [[UInt8]] = []
        for branch in branches {
            guard let run = of(String(String.UnicodeScalarView(branch)), ignoringCase: ignoringCase) else { return nil }
            runs.append(run)
        }
        return runs
    }

    /// The pattern's branches split at its top-level `|`s: not those escaped, in a class or
    /// in a group.
    private static func topLevelBranches(of characters: [Unicode.Scalar]) -> [ArraySlice<Unicode.Scalar>] {
        var branches: [ArraySlice<Unicode.Scalar>] = []
        var branchStart = 0, index = 0, depth = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\\": index += 1
            case "[": index = classEnd(in: characters, from: index)
            case "(": depth += 1
            case ")": depth -= 1
            case "|" where depth == 0:
                branches.append(characters[branchStart..<(index - 1)])
                branchStart = index
            default: break
            }
        }
        branches.append(characters[min(branchStart, characters.count)...])
        return branches
    }

    /// The run for `pattern`, or `nil`.
    static func of(_ pattern: String, ignoringCase: Bool) -> [UInt8]? {
        guard !pattern.contains("(?") else { return nil }
        let characters = Array(pattern.unicodeScalars)
        var best: [UInt8] = [], run: [UInt8] = []
        var lastLength = 0  // the bytes of the run's last character
        func endRun() {
            if run.count > best.count { best = run }
            run = []
            lastLength = 0
        }
        func append(_ scalar: Unicode.Scalar) {
            // Ignoring case, PCRE2 matches `k` and `s` with the Kelvin sign and the long s too.
            guard !ignoringCase || (scalar.isASCII && !"kKsS".unicodeScalars.contains(scalar)) else { return endRun() }
            let bytes = Array(String(scalar).utf8)
            run += ignoringCase ? bytes.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 } : bytes
            lastLength = bytes.count
        }
        var index = 0
        var depth = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\\":
                guard index < characters.count else { return nil }
                let escaped = characters[index]
                index += 1
                if "bBAzZGdDwWsShHvVNRX".unicodeScalars.contains(escaped) {
                    endRun()
                } else if escaped.isASCII, !escaped.properties.isAlphabetic, !("0"..."9").contains(escaped) {
                    // An escaped mark: `\.`, `\-`, `\/`.
                    if depth == 0 { append(escaped) }
                } else {
                    return nil  // \x, \p, \Q, \k, back references…: not followed
                }
            case "|":
                if depth == 0 { return nil }
            case "(":
                depth += 1
                endRun()
            case ")":
                depth -= 1
                endRun()
            case "[":
                endRun()
                index = classEnd(in: characters, from: index)
            case ".", "^", "$":
                endRun()
            case "?", "*", "{":
                if character == "{" {
                    // `{2}`, `{2,}`, `{2,5}`; a brace that starts none is text to one PCRE2 and
                    // a quantifier to a later one: not followed.
                    guard let end = quantifierEnd(in: characters, from: index) else { return nil }
                    index = end
                }
                if depth == 0 { run.removeLast(min(lastLength, run.count)) }
                endRun()
            case "+":
                endRun()
            default:
                if depth == 0 { append(character) }
            }
        }
        endRun()
        return best.isEmpty ? nil : best
    }

    /// Whether finding `runs` first (and matching the expression only on their lines) pays:
    /// always for runs of ``alwaysWorthLength`` bytes or more; a shorter one (the `=` of
    /// `[a-z]+=\d+`) only where at most a quarter of the lines of `sample`, some of the bytes
    /// searched, hold one of the runs. Else the expression is matched on every line.
    static func areWorthFindingFirst(_ runs: [[UInt8]], ignoringCase: Bool, in sample: UnsafeBufferPointer<UInt8>) -> Bool {
        guard runs.contains(where: { $0.count < alwaysWorthLength }) else { return true }
        let text = ignoringCase ? sample.map(SearchQuery.lowercased) : Array(sample)
        let lines = text.split(separator: JSONLinesStructure.lineFeed, omittingEmptySubsequences: false)
        let holding = lines.count { line in runs.contains { line.firstRange(of: $0) != nil } }
        return holding * 4 <= lines.count
    }

    /// The index just past the `}` of a counted quantifier whose `{` is before `start`: digits,
    /// then perhaps a comma and digits; `nil` for anything else.
    private static func quantifierEnd(in characters: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        let isDigit = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
        guard index < characters.count, isDigit(characters[index]) else { return nil }
        while index < characters.count, isDigit(characters[index]) { index += 1 }
        if index < characters.count, characters[index] == "," {
            index += 1
            while index < characters.count, isDigit(characters[index]) { index += 1 }
        }
        guard index < characters.count, characters[index] == "}" else { return nil }
        return index + 1
    }

    /// The index just past the class that starts before `start` (after its `[`): a `]` first,
    /// or after `^`, is one of its members.
    private static func classEnd(in characters: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        if index < characters.count, characters[index] == "^" { index += 1 }
        if index < characters.count, characters[index] == "]" { index += 1 }
        while index < characters.count, characters[index] != "]" {
            if characters[index] == "[", index + 1 < characters.count, characters[index + 1] == ":" {
                // A POSIX class, `[:alpha:]`, inside the class.
                index += 2
                while index + 1 < characters.count, !(characters[index] == ":" && characters[index + 1] == "]") { index += 1 }
                index += 2
            } else {
                index += characters[index] == "\\" ? 2 : 1
            }
        }
        return index + 1
    }
}
