import Foundation
import GtkList
import GtkListTesting
@testable import ListViewerKit
import RecordFiles
import RecordFilesTesting
import XCTest

/// Every file of 0 to 3 bytes over the bytes that matter to the formats — the byte order
/// marks' bytes, `"`, `,`, `;`, tab, line feed, carriage return, brackets and braces, a letter
/// and a zero — in every format and compressed with gzip: each shows its records, is refused
/// with a message, or says it is empty, and what shows agrees with the file's index. (A
/// byte order mark alone had ended the app.) Read as the app reads a file: its source, its
/// decompression and its index; a sample of them in a real window too.
final class TinyFilesTests: XCTestCase {
    private static let alphabet: [UInt8] = [0xEF, 0xBB, 0xBF, 0xFF, 0xFE, 0x22, 0x2C, 0x3B, 0x09, 0x0A, 0x0D,
                                            0x5B, 0x7B, 0x7D, 0x5D, 0x61, 0x00]
    private static let formats: [RecordFormat?] = [nil, .json, .jsonl, .csv, .text]

    /// Every file of up to three of the alphabet's bytes.
    private static var allFiles: [[UInt8]] {
        var files: [[UInt8]] = [[]]
        var last: [[UInt8]] = [[]]
        for _ in 1...3 {
            last = last.flatMap { prefix in alphabet.map { prefix + [$0] } }
            files += last
        }
        return files
    }

    /// What became of a file opened as the app opens it.
    private enum Outcome: Equatable {
        case records(Int)
        case refused(String)
        case empty
    }

    /// Opens `path` as the app does (decompressing it first when it is compressed) and reads
    /// its first page; checks the index agrees once the page was the whole file.
    @MainActor
    private static func open(_ path: String, format: RecordFormat?, description: String) async -> Outcome {
        let model = OpenFile(FileReference(path: path, options: ReadingOptions(format: format), keepsIndex: false))
        do {
            let more = try await model.refresh()
            let count = model.records.dataSource.itemCount
            guard count > 0 else { return model.opening.isBlank || !more ? .empty : .refused("nothing read, yet more") }
            if !more, !model.problems.hasReadError {
                try await model.index.wait(untilItReaches: .max)
                XCTAssertEqual(model.index.progress?.recordCount, count, "\(description): the index counts what the list shows")
            }
            return .records(count)
        } catch {
            let message = String(describing: error)
            XCTAssertFalse(message.isEmpty, "\(description): refused without a message")
            return .refused(message)
        }
    }

    func testEveryTinyFileShowsIsRefusedWithAMessageOrIsEmpty() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            var outcomes: [String: Int] = [:]
            var opens: [(path: String, format: RecordFormat?, description: String)] = []
            let files = try Self.allFiles.enumerated().map { number, bytes in (try scratch.write("tiny-\(number)", bytes), bytes) }
            // gzip'd in one go: a process each would cost more than the opens.
            let gzip = Process()
            gzip.executableURL = URL(fileURLWithPath: "/bin/sh")
            gzip.arguments = ["-c", #"for file in "$0"/tiny-*; do gzip -n -c "$file" > "$file.gz"; done"#, scratch.url.path]
            try gzip.run()
            gzip.waitUntilExit()
            XCTAssertEqual(gzip.terminationStatus, 0)
            for (plain, bytes) in files {
                let compressed = plain + ".gz"
                for path in [plain, compressed] {
                    for format in Self.formats {
                        let name = bytes.map { String(format: "%02X", $0) }.joined(separator: " ")
                        opens.append((path, format, "\(name) as \(format?.rawValue ?? "auto")\(path == compressed ? ".gz" : "")"))
                    }
                }
            }
            // A batch at a time, side by side: an open mostly waits for its index's thread.
            for batch in stride(from: 0, to: opens.count, by: 256).map({ opens[$0..<min(opens.count, $0 + 256)] }) {
                var results: [Outcome?] = Array(repeating: nil, count: batch.count)
                for (slot, open) in batch.enumerated() {
                    Task { @MainActor in results[slot] = await Self.open(open.path, format: open.format, description: open.description) }
                }
                _ = MainLoop.run(until: { !results.contains(nil) }, timeout: 60)
                for (slot, outcome) in results.enumerated() {
                    switch outcome {
                    case .records: outcomes["shown", default: 0] += 1
                    case .refused: outcomes["refused", default: 0] += 1
                    case .empty: outcomes["empty", default: 0] += 1
                    case nil: XCTFail("\(batch[batch.startIndex + slot].description): no outcome within 60 s")
                    }
                }
            }
            XCTAssertEqual(outcomes.values.reduce(0, +), Self.allFiles.count * Self.formats.count * 2)
            XCTAssertGreaterThan(outcomes["shown", default: 0], 1_000, "\(outcomes)")
        }
    }

    /// A seeded sample of them in the real window: it settles on its rows, the error page or
    /// the empty page, and its title says as much.
    func testASampleOfTinyFilesSettlesInTheWindow() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            var generator = SplitMix64Generator(seed: 0x7117)
            let files = Self.allFiles
            for round in 0..<120 {
                let bytes = round < 2 ? [[0xEF, 0xBB, 0xBF], []][round] : files.randomElement(using: &generator)!
                let format = Self.formats.randomElement(using: &generator)!
                let path = try scratch.write("sample-\(round).\(["csv", "json", "jsonl", "txt"][round % 4])", bytes)
                var options = ReadingOptions()
                options.format = format
                let content = FileContent(path: path, options: options)
                let viewer = try StagedScreen.show(content, width: 500, height: 300)
                let description = "\(bytes) as \(format?.rawValue ?? "auto")"
                XCTAssertTrue(MainLoop.run(until: { content.isSettled }, timeout: 10), description)
                let shows = content.model.records.dataSource.itemCount > 0
                XCTAssertTrue(shows || content.feed.errorPage.isShown || content.feed.emptyPage.isShown, description)
                XCTAssertTrue(content.title.hasPrefix(path.split(separator: "/").last.map(String.init) ?? ""), description)
                viewer.window.close()
            }
        }
    }
}
