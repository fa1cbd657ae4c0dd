import Foundation
import XCTest

/// The README shows real code: every Swift block in it is, word for word, a file that is
/// compiled here (the example app, its screenshot tests) or by `scripts/adopter-check.sh` (the
/// manifest), and every one of those files is shown.
final class ReadmeCodeTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static let shownFiles = [
        "scripts/adopter/Package.swift",
        "Sources/feed-example/StoriesScreen.swift",
        "Sources/feed-example/ReadingQueue.swift",
        "Sources/feed-example/StoriesTable.swift",
        "Tests/RecordFilesTests/FilteringRecordsExample.swift",
        "Tests/RecordFilesTests/CompressedFilesExample.swift",
        "Tests/FeedExampleTests/StoriesScreenTests.swift",
    ]

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

    func testEverySwiftBlockIsAFileThatIsBuiltAndEveryShownFileIsThere() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = Self.swiftBlocks(in: readme)
        let files = try Self.shownFiles.map {
            try String(contentsOf: Self.repository.appendingPathComponent($0), encoding: .utf8)
        }
        for (index, block) in blocks.enumerated() {
            XCTAssertTrue(files.contains(block), "README's Swift block \(index + 1) is no file that is built:\n\(block)")
        }
        for (path, file) in zip(Self.shownFiles, files) {
            XCTAssertTrue(blocks.contains(file), "README does not show \(path) as it is")
        }
    }

    func testBlocksAreFoundAsWritten() {
        let markdown = "text\n```swift\nlet a = 1\n```\n```sh\nls\n```\n```swift\nlet b = 2\n\nlet c = 3\n```\n"
        XCTAssertEqual(Self.swiftBlocks(in: markdown), ["let a = 1\n", "let b = 2\n\nlet c = 3\n"])
    }
}
