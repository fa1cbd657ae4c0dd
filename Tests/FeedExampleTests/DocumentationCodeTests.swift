import Foundation
import XCTest

/// The documentation shows real code: every Swift block of the README, of `docs/` and of the DocC
/// guides that show whole files is, word for word, a file that is compiled here (the example
/// app, its screenshot tests, RecordFiles' examples) or by `scripts/adopter-check.sh` (the
/// manifest), and every one of those files is shown somewhere. The documentation's links to
/// files of the repository lead to files that are there, and to headings that are there.
final class DocumentationCodeTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static let shownFiles = [
        "scripts/adopter/Package.swift",
        "Sources/feed-example/StoriesScreen.swift",
        "Sources/feed-example/ReadingQueue.swift",
        "Sources/feed-example/StoriesTable.swift",
        "Sources/feed-example/StoriesGrid.swift",
        "Sources/feed-example/StoryDiscussion.swift",
        "Sources/feed-example/StoryMenu.swift",
        "Tests/RecordFilesTests/FilteringRecordsExample.swift",
        "Tests/RecordFilesTests/CompressedFilesExample.swift",
        "Tests/FeedExampleTests/StoriesScreenTests.swift",
        "Tests/FeedExampleTests/StoriesGridTests.swift",
        "Tests/FeedExampleTests/StoryDiscussionTests.swift",
    ]

    /// The DocC guides whose Swift blocks are whole files. The other articles (Getting started,
    /// the landing pages) show fragments, a step at a time, and are not checked here.
    private static let guidesShowingFiles = [
        "Sources/GtkList/GtkList.docc/UsingGtkList.md",
        "Sources/GtkList/GtkList.docc/Reordering.md",
        "Sources/GtkList/GtkList.docc/SortableTables.md",
        "Sources/GtkList/GtkList.docc/Grids.md",
        "Sources/GtkList/GtkList.docc/Outlines.md",
        "Sources/GtkListTesting/GtkListTesting.docc/ScreenshotTesting.md",
        "Sources/RecordFiles/RecordFiles.docc/FilteringRecords.md",
        "Sources/RecordFiles/RecordFiles.docc/CompressedFiles.md",
    ]

    /// The README and every page of `docs/`: what GitHub shows, with links between them.
    private static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return ["README.md"] + docs
    }

    /// The pages and the guides above: every Swift block of theirs is a whole file.
    private static func documentsShowingFiles() throws -> [String] {
        try pages() + guidesShowingFiles
    }

    private static func text(of path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// The text of every fenced block tagged `swift`, in order.
    private static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The targets of the Markdown links and images of `markdown`, outside fenced blocks.
    private static func linkTargets(in markdown: String) -> [String] {
        var targets: [String] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence else { continue }
            var rest = line[...]
            while let opening = rest.range(of: "](") {
                let after = rest[opening.upperBound...]
                guard let closing = after.firstIndex(of: ")") else { break }
                targets.append(String(after[..<closing]))
                rest = after[after.index(after: closing)...]
            }
        }
        return targets
    }

    /// The anchors GitHub gives a page's headings: lower case, spaces as hyphens, and only
    /// letters, digits, hyphens and underscores kept.
    private static func headingAnchors(in markdown: String) -> Set<String> {
        var anchors: Set<String> = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)
            let kept = title.lowercased().unicodeScalars.filter {
                CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" || $0 == " "
            }
            anchors.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
        }
        return anchors
    }

    func testEverySwiftBlockIsAFileThatIsBuilt() throws {
        let files = try Self.shownFiles.map(Self.text(of:))
        for document in try Self.documentsShowingFiles() {
            for (index, block) in Self.swiftBlocks(in: try Self.text(of: document)).enumerated() {
                XCTAssertTrue(files.contains(block), "\(document)'s Swift block \(index + 1) is no file that is built:\n\(block)")
            }
        }
    }

    func testEveryShownFileIsShownAsItIs() throws {
        let blocks = try Self.documentsShowingFiles().flatMap { Self.swiftBlocks(in: try Self.text(of: $0)) }
        for path in Self.shownFiles {
            XCTAssertTrue(blocks.contains(try Self.text(of: path)), "no document shows \(path) as it is")
        }
    }

    func testEveryLinkBetweenPagesLeadsSomewhere() throws {
        for page in try Self.pages() {
            let folder = (page as NSString).deletingLastPathComponent
            for target in Self.linkTargets(in: try Self.text(of: page)) where !target.contains("://") {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = parts[0].isEmpty ? page : (folder as NSString).appendingPathComponent(String(parts[0]))
                let url = Self.repository.appendingPathComponent(path).standardizedFileURL
                guard FileManager.default.fileExists(atPath: url.path) else {
                    XCTFail("\(page) links to \(target), which is not there")
                    continue
                }
                if parts.count == 2, path.hasSuffix(".md") {
                    let anchors = Self.headingAnchors(in: try String(contentsOf: url, encoding: .utf8))
                    XCTAssertTrue(anchors.contains(String(parts[1])), "\(page) links to \(target): no such heading")
                }
            }
        }
    }

    func testBlocksAreFoundAsWritten() {
        let markdown = "text\n```swift\nlet a = 1\n```\n```sh\nls\n```\n```swift\nlet b = 2\n\nlet c = 3\n```\n"
        XCTAssertEqual(Self.swiftBlocks(in: markdown), ["let a = 1\n", "let b = 2\n\nlet c = 3\n"])
    }

    func testLinksAndAnchorsAreFoundAsGitHubMakesThem() {
        let markdown = "See [a](docs/a.md#two-words) and ![b](b.png).\n```sh\n[c](not-a-link)\n```\n## Two words\n## `--filter` and more\n"
        XCTAssertEqual(Self.linkTargets(in: markdown), ["docs/a.md#two-words", "b.png"])
        XCTAssertEqual(Self.headingAnchors(in: markdown), ["two-words", "--filter-and-more"])
    }
}
