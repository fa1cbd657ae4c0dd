import Foundation
@testable import RecordFileAccess
import RecordFilesTesting
import XCTest

/// Temporary files leave nothing behind: they have no name while they live, an export's file
/// gets its name only once published, and the named files of folders that cannot hold unnamed
/// ones are removed as the application ends, or by the next start after a `SIGKILL`.
final class TemporaryFileTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    private func contents(of folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    func testATemporaryFileHasNoNameAndReadsByItsPath() throws {
        let folder = scratch.url.path
        var file: TemporaryFile? = try TemporaryFile(in: folder)
        try XCTUnwrap(file).append(Array("one\ntwo\n".utf8))
        XCTAssertEqual(try contents(of: folder), [], "nothing in the folder")
        let path = try XCTUnwrap(file).path
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("one\ntwo\n".utf8))
        XCTAssertEqual(try ReadableFile(path: path).firstBytes(100), Array("one\ntwo\n".utf8))
        file = nil
        XCTAssertNil(FileManager.default.contents(atPath: path), "gone with its value")
    }

    func testAPublishedFileTakesItsNameOnlyThen() throws {
        for unnamed in [true, false] {
            let destination = scratch.path("export-\(unnamed).csv")
            let file = try TemporaryFile(toPublishIn: scratch.url.path, prefix: ".export.csv", unnamed: unnamed)
            try file.append(Array("a,b\n".utf8))
            XCTAssertFalse(FileManager.default.fileExists(atPath: destination))
            try file.publish(as: destination, replacing: false)
            XCTAssertEqual(FileManager.default.contents(atPath: destination), Data("a,b\n".utf8))
            XCTAssertEqual(try contents(of: scratch.url.path), ["export-\(unnamed).csv"], "unnamed: \(unnamed)")
            // Not replacing an existing file is refused; replacing it works.
            let second = try TemporaryFile(toPublishIn: scratch.url.path, prefix: ".export.csv", unnamed: unnamed)
            try second.append(Array("c,d\n".utf8))
            XCTAssertThrowsError(try second.publish(as: destination, replacing: false)) { error in
                XCTAssertEqual(error as? TemporaryFileError, TemporaryFileError(errno: EEXIST))
            }
            try second.publish(as: destination, replacing: true)
            XCTAssertEqual(FileManager.default.contents(atPath: destination), Data("c,d\n".utf8))
            XCTAssertEqual(try contents(of: scratch.url.path), ["export-\(unnamed).csv"], "unnamed: \(unnamed)")
            try FileManager.default.removeItem(atPath: destination)
        }
    }

    /// A folder without unnamed files (FAT, network file systems): the file is named while it
    /// is written, and removed with its value, as the application ends, or by the next start.
    func testANamedFileGoesWithItsValueTheApplicationOrTheNextStart() throws {
        let folder = scratch.url.path
        var file: TemporaryFile? = try TemporaryFile(toPublishIn: folder, prefix: ".out.csv", unnamed: false)
        XCTAssertEqual(try contents(of: folder).count, 1)
        XCTAssertTrue(try contents(of: folder)[0].hasPrefix(".out.csv" + LeftoverRecord.marker))
        XCTAssertNotNil(file, "held until here")
        file = nil
        XCTAssertEqual(try contents(of: folder), [], "gone with its value")

        file = try TemporaryFile(toPublishIn: folder, prefix: ".out.csv", unnamed: false)
        TemporaryFile.removeLeftovers()
        XCTAssertEqual(try contents(of: folder), [], "gone as the application ends")
        XCTAssertNotNil(file, "held until here")
        file = nil

        // A process killed with SIGKILL: its note stays, naming its file; the next start sweeps.
        let deadPid = try pidOfAFinishedProcess()
        let named = try scratch.write(".out.csv\(LeftoverRecord.marker)Ab12Cd", "half")
        let note = "\(TemporaryFile.folder)/list-viewer-leftover-\(deadPid)-1"
        try Data(named.utf8).write(to: URL(fileURLWithPath: note))
        // A note of a process that runs (this one) is left alone.
        let live = try scratch.write(".live.csv\(LeftoverRecord.marker)Ef34Gh", "writing")
        let liveNote = "\(TemporaryFile.folder)/list-viewer-leftover-\(getpid())-2"
        try Data(live.utf8).write(to: URL(fileURLWithPath: liveNote))
        defer { unlink(liveNote) }
        TemporaryFile.sweepLeftovers()
        XCTAssertFalse(FileManager.default.fileExists(atPath: named))
        XCTAssertFalse(FileManager.default.fileExists(atPath: note))
        XCTAssertTrue(FileManager.default.fileExists(atPath: live))
        XCTAssertTrue(FileManager.default.fileExists(atPath: liveNote))
    }

    /// A note never removes a file that is not a temporary file of ours: the folder is shared.
    func testANoteNamingAnotherFileIsNotFollowed() throws {
        let precious = try scratch.write("precious.txt", "keep me")
        let deadPid = try pidOfAFinishedProcess()
        let note = "\(TemporaryFile.folder)/list-viewer-leftover-\(deadPid)-3"
        try Data(precious.utf8).write(to: URL(fileURLWithPath: note))
        TemporaryFile.sweepLeftovers()
        XCTAssertTrue(FileManager.default.fileExists(atPath: precious))
        XCTAssertFalse(FileManager.default.fileExists(atPath: note), "the note itself goes")
    }

    private func pidOfAFinishedProcess() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
