import Foundation
import GtkList
import GtkListTesting
import ListCore
@testable import ListViewerKit
@testable import RecordFileAccess
import RecordFiles
import RecordFilesTesting
import XCTest

/// A .gz, .zst, .bz2 or .xz file opens like the file inside it: its records, their count, a search and a
/// jump, read in place (gzip, Zstandard of several frames) or from a decompressed copy that
/// goes when the window does (Zstandard of one frame); a damaged one shows what came before the
/// damage and says so.
final class CompressedFileTests: XCTestCase {
    /// `text` written to `name` and compressed by `tool` (`gzip` or `zstd -q`) to `name` +
    /// `suffix`, in `pieces` members or frames one after the other (split between lines).
    private static func compressed(_ text: String, name: String, tool: String, suffix: String, pieces: Int = 1,
                                   in scratch: ScratchDirectory) throws -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let size = (lines.count + pieces - 1) / pieces
        let output = scratch.path(name + suffix)
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        for (number, start) in stride(from: 0, to: lines.count, by: size).enumerated() {
            let plain = try scratch.write("\(name).\(number)", lines[start..<min(lines.count, start + size)].map { $0 + "\n" }.joined())
            try appendCompressed(plain, by: tool, to: output)
        }
        return output
    }

    /// The temporary copy readers of the compressed file at `path` read now, if any.
    private static func copy(of path: String) -> TemporaryCopy? {
        FileIdentity(path: path).flatMap { TemporaryCopy.registered(path: path, file: $0) }
    }

    /// What the process's descriptor `descriptor` names (`/tmp/#123 (deleted)` for a file
    /// without a name).
    private static func target(of descriptor: Int32) throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")
    }

    private static let log = (1...20_000).map { #"{"n": \#($0), "level": "\#($0 % 1_000 == 0 ? "ERROR" : "INFO")", "msg": "request \#($0)"}"# + "\n" }.joined()

    func testCompressedFilesOpenSearchAndJumpLikeTheFileInside() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            // gzip and Zstandard of several frames are read in place; Zstandard of one, from a copy.
            for (tool, suffix, pieces, readsACopy) in [("gzip", ".gz", 1, false), ("gzip", ".gz", 3, false),
                                                       ("zstd -q", ".zst", 1, true), ("zstd -q", ".zst", 3, false)] {
                let path = try Self.compressed(Self.log, name: "service.jsonl", tool: tool, suffix: suffix, pieces: pieces, in: scratch)
                do {
                    let content = FileContent(path: path)
                    let viewer = try StagedScreen.show(content, width: 700, height: 500)
                    XCTAssertEqual(content.model.decompression?.readsACopy, readsACopy, "\(tool), \(pieces)")
                    XCTAssertEqual(Self.copy(of: path) != nil, readsACopy, "\(tool): a copy")
                    if let copy = Self.copy(of: path) {
                        XCTAssertTrue(try Self.target(of: copy.file.descriptor).hasSuffix("(deleted)"), "\(tool): the copy has no name")
                    }
                    XCTAssertTrue(MainLoop.run(until: { content.isSettled && content.model.index.progress?.isComplete == true }, timeout: 10))
                    XCTAssertEqual(content.title, "service.jsonl\(suffix) — 20,000 items, 1–100 shown", tool)
                    XCTAssertEqual(content.model.records.dataSource.sections.first?.items.first?.value.json, #"{"n":1,"level":"INFO","msg":"request 1"}"#)
                    content.searchBar.search(for: "ERROR")
                    XCTAssertTrue(MainLoop.run(until: { content.searchBar.countLabel.text == "20 matches" }), content.searchBar.countLabel.text)
                    content.navigator.goTo(15_000)
                    XCTAssertTrue(MainLoop.run(until: { content.feed.list.selectedItem?.item.id == 15_000 }))
                    XCTAssertEqual(content.feed.list.selectedItem?.item.value.json, #"{"n":15000,"level":"ERROR","msg":"request 15000"}"#)
                    viewer.window.close()
                }
                XCTAssertTrue(MainLoop.run(until: { Self.copy(of: path) == nil }, timeout: 10), "\(tool): the copy went with the window")
                XCTAssertTrue(FileManager.default.fileExists(atPath: path), "\(tool): the file itself stays")
            }
        }
    }

    /// A CSV inside a .zst is read as CSV (its name inside says so), and a filter works on it.
    func testACompressedCSVIsReadAsCSV() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let path = try Self.compressed("name;age\nAda;36\nAlan;41\n", name: "people.csv", tool: "zstd -q", suffix: ".zst", in: scratch)
            let content = FileContent(path: path)
            let viewer = try StagedScreen.show(content, width: 700, height: 400)
            defer { viewer.window.close() }
            XCTAssertTrue(MainLoop.run(until: { content.isSettled && content.model.records.dataSource.itemCount == 2 }))
            XCTAssertEqual(content.model.records.dataSource.sections.first?.items.last?.value.json, #"{"name":"Alan","age":"41"}"#)
            content.filterBar.filter(by: "age > 40")
            XCTAssertTrue(MainLoop.run(until: { content.filterBar.countLabel.text == "1 of 2 records" }), content.filterBar.countLabel.text)
        }
    }

    func testADamagedFileShowsWhatCameBeforeAndSaysSo() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let path = try Self.compressed(Self.log, name: "service.jsonl", tool: "gzip", suffix: ".gz", in: scratch)
            let whole = try Data(contentsOf: URL(fileURLWithPath: path))
            try whole.prefix(whole.count * 2 / 3).write(to: URL(fileURLWithPath: path))
            let content = FileContent(path: path)
            let viewer = try StagedScreen.show(content, width: 700, height: 500)
            defer { viewer.window.close() }
            XCTAssertTrue(MainLoop.run(until: { content.isSettled && viewer.toast.isShown }, timeout: 10))
            XCTAssertEqual(viewer.toast.shownTitle, "Some of the file is damaged")
            XCTAssertGreaterThan(content.model.records.knownRecordCount, 1_000)
            XCTAssertLessThan(content.model.records.knownRecordCount, 20_000)
            XCTAssertFalse(content.feed.errorPage.isShown, "the records before the damage show")
            XCTAssertTrue(content.model.problems.hasReadError, "a picture of it exits with 1")
            // The end of the list says why nothing follows, after the last whole record.
            content.navigator.goTo(20_000)
            XCTAssertTrue(MainLoop.run(until: { content.isSettled && content.feed.shownTexts.footer.hasPrefix("The rest of the file cannot be read") },
                                       timeout: 10), content.feed.shownTexts.footer)
            XCTAssertEqual(content.feed.list.selectedItem?.item.id, content.model.records.knownRecordCount, "the last whole record")
        }
    }

    /// Bytes flipped in the middle of a file of several Zstandard frames: a search and a jump
    /// past the damage end where the file can be read, instead of waiting for ever ("381 so far
    /// (99%)").
    func testASearchAndAJumpPastDamageEndThere() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let path = try Self.compressed(Self.log, name: "service.jsonl", tool: "zstd -q", suffix: ".zst", pieces: 4, in: scratch)
            var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            for offset in (bytes.count * 5 / 8)..<(bytes.count * 5 / 8 + 32) { bytes[offset] ^= 0x5A }
            try bytes.write(to: URL(fileURLWithPath: path))
            let content = FileContent(path: path)
            let viewer = try StagedScreen.show(content, width: 900, height: 500)
            defer { viewer.window.close() }
            content.searchBar.search(for: "ERROR")
            XCTAssertTrue(MainLoop.run(until: { content.isSettled }, timeout: 15), content.searchBar.countLabel.text)
            let known = content.model.records.knownRecordCount
            // Every thousandth record is an ERROR: the search counted those that can be read.
            XCTAssertEqual(content.searchBar.countLabel.text, "\(known / 1_000) matches")
            XCTAssertGreaterThan(known, 5_000)
            XCTAssertLessThan(known, 20_000)
            content.navigator.goTo(19_000)
            XCTAssertTrue(MainLoop.run(until: { content.isSettled && content.feed.list.selectedItem?.item.id == known }, timeout: 10),
                          "the last record before the damage: \(String(describing: content.feed.list.selectedItem?.item.id)) of \(known)")
        }
    }

    /// A file cut right after its header holds nothing to show: the error page says why, not
    /// "Empty file".
    func testAFileOfAHeaderAloneIsDamagedNotEmpty() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            for (tool, suffix, headerLength) in [("gzip", ".gz", 10), ("zstd -q", ".zst", 6), ("bzip2", ".bz2", 4), ("xz", ".xz", 12)] {
                let path = try Self.compressed(Self.log, name: "service.jsonl", tool: tool, suffix: suffix, in: scratch)
                let whole = try Data(contentsOf: URL(fileURLWithPath: path))
                try whole.prefix(headerLength).write(to: URL(fileURLWithPath: path))
                let content = FileContent(path: path)
                let viewer = try StagedScreen.show(content, width: 700, height: 400)
                XCTAssertTrue(MainLoop.run(until: { content.isSettled }, timeout: 10), tool)
                XCTAssertTrue(content.feed.errorPage.isShown, tool)
                XCTAssertTrue(content.feed.widget.shownTexts.contains { $0.contains("cut short") }, "\(tool): \(content.feed.widget.shownTexts)")
                viewer.window.close()
            }
        }
    }

    /// bzip2 and xz files open like the file inside, from a copy.
    func testBzip2AndXzFilesOpenLikeTheFileInside() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            for (tool, suffix) in [("bzip2", ".bz2"), ("xz", ".xz")] {
                let path = try Self.compressed(Self.log, name: "service.jsonl", tool: tool, suffix: suffix, in: scratch)
                let content = FileContent(path: path)
                let viewer = try StagedScreen.show(content, width: 700, height: 500)
                XCTAssertTrue(MainLoop.run(until: { content.isSettled && content.model.index.progress?.isComplete == true }, timeout: 10))
                XCTAssertEqual(content.title, "service.jsonl\(suffix) — 20,000 items, 1–100 shown", tool)
                XCTAssertEqual(content.model.decompression?.readsACopy, true)
                content.navigator.goTo(15_000)
                XCTAssertTrue(MainLoop.run(until: { content.feed.list.selectedItem?.item.id == 15_000 }))
                XCTAssertEqual(content.feed.list.selectedItem?.item.value.json, #"{"n":15000,"level":"ERROR","msg":"request 15000"}"#)
                viewer.window.close()
            }
        }
    }
}
