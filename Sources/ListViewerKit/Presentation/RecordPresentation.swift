import GtkList
import RecordFiles

/// How one record is shown as a row: a title, an optional subtitle, and the other fields in
/// small print.
///
/// All texts are plain text, never markup: a value like `<b>x</b>` is meant to be shown as
/// those eight characters. Each text is one line (line breaks become spaces) and is cut with
/// "…" at a length a row can show, so a 10 MB string costs a row no more than a short one.
public struct RecordPresentation: Equatable, Sendable {
    /// The longest title, in characters, before it is cut with "…".
    static let titleLimit = 200
    /// The longest subtitle; subtitles may take two lines of a row.
    static let subtitleLimit = 300
    /// The longest detail value; nested objects and arrays are cut here too.
    static let detailLimit = 120
    /// The longest detail key.
    static let keyLimit = 60
    /// The most details shown; a last one says how many more fields there are. A row shows a
    /// few lines of small print, and a record with 10,000 fields must not cost 10,000 labels.
    static let maximumDetailCount = 32

    /// The row's main text.
    public let title: String
    /// The row's second line, when the record has a field for it.
    public let subtitle: String?
    /// The record's other fields in file order, as one-line texts.
    public let details: [(key: String, value: String)]
    /// How severe the record is, when it has a level field (`level`, `severity`, `lvl`) that
    /// names a ``LogLevel`` (`ERROR`, `warn`, `E`…): its text shows coloured by it, and not
    /// among the details.
    public let level: LogLevel?
    /// The level field's text, as the file writes it.
    public let levelText: String?

    /// Chooses the texts for `record`.
    ///
    /// - Objects: the title is the field named `titleKey` when the record has it with a
    ///   non-empty value (the key matched exactly, then ignoring case); otherwise the first
    ///   present, non-empty one of `name`, `title`, `label`, `displayName`, `username`,
    ///   `subject`, `id`, `key` and similar keys, written in any case and with or without `_`,
    ///   `-` or spaces between words; otherwise the first field with a string, number or
    ///   boolean value; otherwise "Record N". The subtitle is found the same way from
    ///   `subtitleKey` and `description`, `summary`, `message`, `text`, `body`, `detail` and
    ///   similar keys, and is `nil` when none is there. The other fields become the details,
    ///   at most 32; nested objects and arrays show as compact one-line JSON.
    /// - A time field (``RecordTime``: `ts`, `time`, `timestamp`, `@timestamp`, `date`, holding
    ///   epoch seconds or milliseconds, or ISO 8601) shows as a local date and time, and is no
    ///   title when a message field could be: a log's rows are titled by what happened, not by
    ///   when. A record with a time and a `message` or `msg` field is a log entry, titled by
    ///   that field before an `id` or a `name`: by what happened, not by which entry it is.
    /// - A text log's entries (records with a ``FileRecord/text``): unless other keys are asked
    ///   for, the title is the `message`, the subtitle the continuation lines (`detail`).
    /// - Arrays: the title is "[n items]"; the subtitle shows the first few items.
    /// - Strings, numbers, booleans and null: the title is the value's text; no subtitle.
    /// - Parameters:
    ///   - record: The record to show.
    ///   - titleKey: The field to take the title from, such as the value of `--title`.
    ///   - subtitleKey: The field to take the subtitle from, such as the value of `--subtitle`.
    ///   - timeKey: The field that holds the record's time, such as the value of `--time`; by
    ///     default guessed.
    public init(record: FileRecord, titleKey: String?, subtitleKey: String?, timeKey: String? = nil) {
        switch record.value {
        case .object(let members):
            let isLogEntry = record.text != nil
            self.init(members: members, number: record.number, titleKey: titleKey ?? (isLogEntry ? "message" : nil),
                      subtitleKey: subtitleKey ?? (isLogEntry ? "detail" : nil), timeKey: timeKey)
        case .array(let elements):
            // TRANSLATORS: the title of a record that is a JSON array
            self.init(title: appTexts.translate("[%d item]", "[%d items]", count: elements.count)
                        .filling(UserLocale.formatted(elements.count)),
                      subtitle: elements.isEmpty ? nil : Self.preview(of: elements), details: [])
        case .string, .number, .bool, .null:
            self.init(title: Self.text(of: record.value, limit: Self.titleLimit), subtitle: nil, details: [])
        }
    }

    private init(title: String, subtitle: String?, details: [(key: String, value: String)],
                 level: (text: String, level: LogLevel)? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.details = details
        self.level = level?.level
        levelText = level?.text
    }

    /// The keys a level field may have, in lower case.
    private static let levelKeys: Set<String> = ["level", "severity", "lvl", "loglevel", "log_level"]

    /// The member that holds the record's level, and the level it names.
    private static func level(in members: [(key: String, value: JSONValue)]) -> (index: Int, text: String, level: LogLevel)? {
        for (index, member) in members.enumerated() where levelKeys.contains(member.key.lowercased()) {
            guard case .string(let word) = member.value, let level = LogLevel(word: Array(word.utf8)) else { continue }
            return (index, Self.text(of: member.value, limit: Self.keyLimit), level)
        }
        return nil
    }

    private init(members: [(key: String, value: JSONValue)], number: Int, titleKey: String?, subtitleKey: String?,
                 timeKey: String?) {
        // Step 0: a time field (a log's `ts`) shows as a local date and time.
        let timeIndex = RecordTime.field(in: members, chosen: timeKey)
        // Step 1: the title field: the one asked for, else a log entry's message, else a usual
        // title key, else the first field with a plain value, but a message rather than a time
        // stamp.
        let firstScalar = FieldGuess.firstScalarMember(in: members)
        let titleIndex = titleKey.flatMap { FieldGuess.member(named: $0, in: members, excluding: nil) }
            ?? timeIndex.flatMap { FieldGuess.member(among: FieldGuess.logMessageKeys, in: members, excluding: $0) }
            ?? FieldGuess.member(among: FieldGuess.titleKeys, in: members, excluding: nil)
            ?? (firstScalar == timeIndex ? FieldGuess.member(among: FieldGuess.subtitleKeys, in: members, excluding: timeIndex)
                    ?? FieldGuess.firstScalarMember(in: members, excluding: timeIndex) : nil)
            ?? firstScalar
        // Step 2: the subtitle field, never the title's.
        let subtitleIndex = subtitleKey.flatMap { FieldGuess.member(named: $0, in: members, excluding: titleIndex) }
            ?? FieldGuess.member(among: FieldGuess.subtitleKeys, in: members, excluding: titleIndex)
        // Step 3: the other fields, in file order, as details.
        let shownText = { (index: Int, limit: Int) in
            index == timeIndex ? RecordTime.seconds(in: members[index].value).map(LocalTimeText.text) ?? ""
                : Self.text(of: members[index].value, limit: limit)
        }
        let level = Self.level(in: members)
        let detailIndices = members.indices.filter { $0 != titleIndex && $0 != subtitleIndex && $0 != level?.index }
        var details = detailIndices.prefix(Self.maximumDetailCount).map { index in
            (key: Self.text(of: .string(members[index].key), limit: Self.keyLimit), value: shownText(index, Self.detailLimit))
        }
        if detailIndices.count > Self.maximumDetailCount {
            let more = detailIndices.count - Self.maximumDetailCount
            details.append((key: "…", value: appTexts.translate("%d more field", "%d more fields", count: more)
                .filling(UserLocale.formatted(more))))
        }
        self.init(title: titleIndex.map { shownText($0, Self.titleLimit) } ?? appTexts.translate("Record %d").filling(UserLocale.formatted(number)),
                  subtitle: subtitleIndex.map { shownText($0, Self.subtitleLimit) },
                  details: details, level: level.map { ($0.text, $0.level) })
    }

    /// The texts as they are copied: title, subtitle, then one `key: value` line per field.
    public var copiedText: String {
        ([title] + [subtitle].compactMap { $0 } + details.map { "\($0.key): \($0.value)" }).joined(separator: "\n")
    }

    /// Whether two presentations show the same texts, details in the same order.
    // Written out because tuples are not Equatable, so details need comparing pair by pair.
    public static func == (lhs: RecordPresentation, rhs: RecordPresentation) -> Bool {
        lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.details.count == rhs.details.count
            && zip(lhs.details, rhs.details).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    // MARK: Texts

    /// How many array items the subtitle of an array shows, and how long each may be.
    private static let previewItemCount = 3
    private static let previewItemLimit = 40

    /// The first few items of an array, each shortened, separated by commas.
    private static func preview(of elements: [JSONValue]) -> String {
        var line = ShortLine(limit: detailLimit)
        for (index, element) in elements.prefix(previewItemCount).enumerated() {
            if index > 0 { line.append(", ") }
            line.append(element.compactJSON(limit: previewItemLimit))
        }
        if elements.count > previewItemCount { line.append(", …") }
        return line.text
    }

    /// A value as one line: strings as they are, everything else as compact JSON.
    private static func text(of value: JSONValue, limit: Int) -> String {
        guard case .string(let string) = value else { return value.compactJSON(limit: limit) }
        var line = ShortLine(limit: limit)
        line.append(string)
        return line.text
    }
}
