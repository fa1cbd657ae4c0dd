import Glibc
import GtkListTesting
import GtkWrappers
import XCTest

/// SIGTERM, SIGINT and SIGHUP reach the application's handler on the main loop instead of
/// ending the process.
final class TerminationRequestTests: XCTestCase {
    func testTerminationSignalsReachTheHandlerOnTheMainLoop() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let application = Application(id: "io.github.gtklistkit.TerminationTest", allowsMultipleInstances: true)
            var heard: [TerminationSignal] = []
            let watch = application.onTerminationRequest { heard.append($0) }
            // Ctrl+C ends the test run again afterwards.
            defer { watch.stop() }
            for signal in [TerminationSignal.hangUp, .interrupt, .terminate] {
                kill(getpid(), signal.rawValue)
                XCTAssertTrue(MainLoop.run(until: { heard.last == signal }, timeout: 3), "\(signal) was not heard: \(heard)")
            }
            XCTAssertEqual(heard, [.hangUp, .interrupt, .terminate], "each once, in order, and the process lives")
        }
    }
}
