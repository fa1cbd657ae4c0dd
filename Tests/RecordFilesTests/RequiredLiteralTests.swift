import Foundation
@testable import RecordFileAccess
@testable import RecordFiles
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// The text every match of a regular expression holds, found first by a search through the
/// index: read conservatively from the pattern, and a search through it finds what a scan that
/// matches every line finds.
final class RequiredLiteralTests: XCTestCase {
    func testTheLongestRunEveryMatchHoldsIsRead() {
        let cases: [(pattern: String, ignoringCase: Bool, literal: String?)] = [
            ("\\bitem-448\\b", false, "item-448"),
            ("user-12[0-9]+\",", false, "user-12"),
            ("\"level\":\"(warn|error)\"", false, "\"level\":\""),
            ("(alpha|gamma) beta", false, " beta"),
            ("alpha|gamma", false, nil),
            ("timeouts?", false, "timeout"),
            ("time(d )?out", false, "time"),
            ("a.pha gamma\\.", false, "pha gamma."),
            ("x{2}yzzy", false, "yzzy"),
            ("[[:alpha:]]+] delta", false, "] delta"),
            ("[]abc] delta", false, " delta"),
            ("DELTA", true, "delta"),
            ("Bulk dispatch", true, "patch"),
            ("(?i)error", false, nil),
            ("\\x41BCD", false, nil),
            ("\\d+ ms", false, " ms"),
            ("émile zola", true, "mile zola"),
            ("[a-z]+=\\d+", false, "="),
            ("x\\d", false, "x"),
            ("\\d{4,}", false, nil),
        ]
        for (pattern, ignoringCase, literal) in cases {
            XCTAssertEqual(RequiredLiteral.of(pattern, ignoringCase: ignoringCase).map { String(decoding: $0, as: UTF8.self) }, literal,
                           pattern)
        }
    }

    func testAnAlternationAtTheTopHasOneRunForEachBranch() {
        let cases: [(pattern: String, texts: [String]?)] = [
            ("ERROR|FATAL", ["ERROR", "FATAL"]),
            ("\\berror\\b|timed? out|refused", ["error", "time", "refused"]),
            ("(warn|error) x|fatal", [" x", "fatal"]),
            ("(warn|error)|fatal", nil),
            ("item-448", ["item-448"]),
            ("alpha|gamma|[a|b]delta|\\|beta", ["alpha", "gamma", "delta", "|beta"]),
            ("alpha|g", ["alpha", "g"]),
            ("alpha|.", nil),
            ("a|b|c|d|e", nil),
            ("(?i)error|fatal", nil),
            ("alpha|", nil),
        ]
        for (pattern, texts) in cases {
            XCTAssertEqual(RequiredLiteral.alternatives(of: pattern, ignoringCase: false)?.map { String(decoding: $0, as: UTF8.self) },
                           texts, pattern)
        }
    }

    /// A run of three bytes or more is always found first; a shorter one only where few lines
    /// of the file's first bytes hold it: else matching every line costs less than finding it.
    func testAShortRunIsFoundFirstOnlyWhereItIsRare() {
        func isWorth(_ runs: [String], ignoringCase: Bool = false, in lines: [String]) -> Bool {
            let sample = Array(lines.joined(separator: "\n").utf8)
            return sample.withUnsafeBufferPointer {
                RequiredLiteral.areWorthFindingFirst(runs.map { Array($0.utf8) }, ignoringCase: ignoringCase, in: $0)
            }
        }
        let rare = (0..<40).map { $0 % 10 == 0 ? "size=\($0)" : "size \($0)" }
        let common = (0..<40).map { $0 % 2 == 0 ? "size=\($0)" : "size \($0)" }
        XCTAssertTrue(isWorth(["="], in: rare))
        XCTAssertFalse(isWorth(["="], in: common))
        XCTAssertTrue(isWorth(["size"], in: common), "three bytes or more")
        XCTAssertFalse(isWorth(["=", "size"], in: rare), "a run of each line's")
        XCTAssertFalse(isWorth(["s="], ignoringCase: true, in: rare.map { $0.replacingOccurrences(of: "size", with: "SIZE") + " S=" }),
                       "case folded as the finder folds it")
        XCTAssertTrue(isWorth(["s="], in: rare.map { $0 + " S=" }))
    }

    /// An expression that begins with `(?i)` ignores case in all of it: its texts are found
    /// ignoring case too, even where it has capitals (which match case otherwise).
    func testALeadingCaselessOptionFindsTheTextsIgnoringCase() throws {
        let pattern = try SearchPattern("(?i)ERROR|Fatal", ignoringCase: false)
        XCTAssertEqual(pattern.requiredLiterals?.map { String(decoding: $0, as: UTF8.self) }, ["error", "fatal"])
        XCTAssertTrue(pattern.requiredLiteralsIgnoreCase)
        let cased = try SearchPattern("ERROR|Fatal", ignoringCase: false)
        XCTAssertEqual(cased.requiredLiterals?.map { String(decoding: $0, as: UTF8.self) }, ["ERROR", "Fatal"])
        XCTAssertFalse(cased.requiredLiteralsIgnoreCase)
        XCTAssertNil(try SearchPattern("(?x)ERROR", ignoringCase: false).requiredLiterals, "another option is not followed")
    }

    /// A pattern of plain text, or of plain texts joined by `|`, is its texts: a text found
    /// through the index is a match as it stands. Anything PCRE2 reads otherwise than as itself,
    /// or a text the finder does not fold as PCRE2 does, is matched.
    func testAPatternOfPlainTextsIsItsTexts() throws {
        let patterns = [("warn", true), ("\"level\": \"warn\"", true), ("ERROR|FATAL", true), ("Beta gamma", true),
                        ("warn.", false), ("(?i)warn", false), ("warn|", false), ("a\\.b", false), ("x{2}", false),
                        ("kelvin", false), ("caf\u{E9}", false), ("^warn", false), ("[warn]", false)]
        for (pattern, isPlainText) in patterns {
            let ignoringCase = !pattern.contains { $0.isUppercase }
            XCTAssertEqual(try SearchPattern(pattern, ignoringCase: ignoringCase).isPlainText, isPlainText, pattern)
        }
    }

    /// Random patterns made of regular-expression pieces, and random lines: wherever PCRE2 finds
    /// a match in a line, the line holds the text read from the pattern (in lower case when
    /// case is ignored), one of those of an alternation's branches; reading never fails on a
    /// pattern, whatever it is.
    func testEveryMatchOfARandomPatternHoldsItsText() throws {
        var generator = SplitMix64Generator(seed: 0x1_17E2)
        // Text pieces (most of them, so that patterns hold runs of text and lines match them),
        // and the pieces of syntax around them.
        let texts = ["ab", "c", "item", "-", "4", " ", "é", "K", "s", "\u{212A}", "ſ"]
        let syntax = ["\\b", "\\d", "\\.", "\\", ".", "?", "*", "+", "{2}", "{1,", "}", "|", "(", ")", "(?:", "[", "]",
                      "^", "$", "[^a]", "[[:alpha:]]", "\\x41", "(?i)", "\\Q"]
        for round in 0..<4_000 {
            let pattern = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                Int.random(in: 0..<3, using: &generator) > 0 ? texts.randomElement(using: &generator)! : syntax.randomElement(using: &generator)!
            }.joined()
            let ignoringCase = !pattern.contains { $0.isUppercase }
            let literals = RequiredLiteral.alternatives(of: pattern, ignoringCase: ignoringCase)
            guard let literals, let compiled = try? SearchPattern(pattern, ignoringCase: ignoringCase) else { continue }
            for _ in 0..<40 {
                let line = (0..<Int.random(in: 0...10, using: &generator)).map { _ in texts.randomElement(using: &generator)! }.joined()
                guard compiled.isFound(in: line) else { continue }
                let bytes = Array(line.utf8).map { ignoringCase && $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
                XCTAssertTrue(literals.contains { bytes.firstRange(of: $0) != nil },
                              "round \(round): /\(pattern)/ matches \(line) without any of \(literals.map { String(decoding: $0, as: UTF8.self) })")
            }
        }
    }

    /// Random files in every format (text logs too), random patterns, random chunk sizes: the
    /// search through the index, which finds each pattern's text first and matches only its
    /// lines, numbers the same records as the scan that matches every line.
    func testSearchesThroughTheRequiredTextAgreeWithScanningEveryLine() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0x11_7E2A)
        let words = ["alpha", "Beta", "gamma", "delta", "x1", "x22", "item-448", "é", "kelvin", "\u{212A}elvin"]
        let patterns = ["\\bitem-448\\b", "gamma [a-z]+", "^\\{\"t\": \"beta", "delta\"\\}$", "(alpha|gamma) beta",
                        "item-4[0-9]+ x", "^2025-06-14 [0-9:]+ gamma", "x22$", "x1 kelvin", "(?<=alpha )gamma", "beta\\b",
                        "alpha|x22", "gamma x1|delta|item-\\d+", "^alpha|beta$",
                        // No text three bytes long: matched on every line, or found by a short
                        // text where few lines hold it; a leading `(?i)` ignores case in its texts.
                        "x\\d", "[0-9]{2}", "é", "^[a-z]+ x", "^", "[éK]", "a.p", "(?i)BETA|x22", "(?i)ITEM-448",
                        // Plain texts: each text found is a match.
                        "gamma", "Beta x1", "x22|item-448", "delta\""]
        for round in 0..<189 {
            let lines = (0..<Int.random(in: 1...80, using: &generator)).map { _ in
                (0..<Int.random(in: 1...6, using: &generator)).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
            }
            let format = round % 4
            let contents: String
            switch format {
            case 0: contents = lines.map { "{\"t\": \"\($0)\"}\n" }.joined()
            case 1: contents = "t\n" + lines.map { "\"\($0)\"\n" }.joined()
            case 2: contents = "[" + lines.map { "\"\($0)\"" }.joined(separator: Bool.random(using: &generator) ? "," : ",\n") + "]"
            default: contents = lines.enumerated().map { number, line in
                number % 4 == 3 ? "    at \(line)\n" : "2025-06-14 10:00:\(10 + number % 50) \(line)\n"
            }.joined()
            }
            let path = try scratch.write("random-\(round).\(["jsonl", "csv", "json", "log"][format])", contents)
            let pattern = patterns[round % patterns.count]
            let query = try XCTUnwrap(try SearchQuery(regularExpression: pattern))
            let reader = try RecordReader(path: path)
            let indexer = try XCTUnwrap(RecordIndexer(file: reader.file))
            indexer.scanToEnd()
            let chunkSize = Int.random(in: 1...48, using: &generator)
            let results = try [nil, indexer.index].map { index in
                let search = try XCTUnwrap(RecordSearch(query: query, file: reader.file, index: index, chunkSize: chunkSize))
                XCTAssertTrue(search.searchToEnd().isComplete)
                return search.matches
            }
            XCTAssertEqual(results[1], results[0], "round \(round): \(pattern) in chunks of \(chunkSize)")
        }
    }
}
