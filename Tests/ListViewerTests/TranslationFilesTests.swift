import Foundation
import XCTest

/// The translations keep up with the code: `scripts/update-translations.sh --check` finds every
/// translatable message of both domains in their templates, and every translation complete,
/// reviewed (not fuzzy) and accepted by `msgfmt --check`.
final class TranslationFilesTests: XCTestCase {
    func testTheTemplatesAndTranslationsAreUpToDate() throws {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [repository.appendingPathComponent("scripts/update-translations.sh").path, "--check"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "run scripts/update-translations.sh, then translate what it adds:\n\(report)")
    }
}
