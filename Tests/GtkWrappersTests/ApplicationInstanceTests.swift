import Foundation
import GtkListTesting
import GtkWrappers
import XCTest

/// `Application.isRunning(id:)` tells whether a unique application's instance owns its name on
/// the session bus. The test runs itself again in a child process on a private session bus
/// (`dbus-run-session`), where it registers an application and asks; the parent checks that the
/// child ran and passed.
final class ApplicationInstanceTests: XCTestCase {
    private static let childVariable = "GTKLISTKIT_INSTANCE_TEST_CHILD"

    func testARegisteredUniqueApplicationIsRunningAndNoOtherIs() throws {
        if ProcessInfo.processInfo.environment[Self.childVariable] != nil {
            try MainActor.assumeIsolated { try Self.checkOnThePrivateBus() }
            return
        }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
        child.arguments = ["--", CommandLine.arguments[0], "GtkWrappersTests.ApplicationInstanceTests/testARegisteredUniqueApplicationIsRunningAndNoOtherIs"]
        child.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: "1"]) { $1 }
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        XCTAssertEqual(child.terminationStatus, 0, "the child on its own bus failed (scripts/setup.sh installs dbus):\n\(text)")
        XCTAssertTrue(text.contains("Executed 1 test, with 0 failures"), "the child ran the test:\n\(text)")
    }

    @MainActor
    private static func checkOnThePrivateBus() throws {
        try GtkTestEnvironment.start()
        let id = "io.github.gtklistkit.InstanceTest"
        XCTAssertFalse(Application.isRunning(id: id), "nothing registered the name yet")
        let application = Application(id: id)
        try application.register()
        XCTAssertTrue(Application.isRunning(id: id))
        XCTAssertFalse(Application.isRunning(id: id + ".Other"))
        withExtendedLifetime(application) {}
    }
}
