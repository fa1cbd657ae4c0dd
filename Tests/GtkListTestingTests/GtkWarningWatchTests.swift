import CGtk
import GtkListTesting
import XCTest

/// Warnings GLib's log receives reach the watch, which fails the running test unless the test
/// expected them.
final class GtkWarningWatchTests: XCTestCase {
    /// Logs `message` as a warning in `domain` the way GTK does (structured logging).
    private static func logWarning(_ message: String, domain: String) {
        domain.withCString { domainText in
            message.withCString { messageText in
                "GLIB_DOMAIN".withCString { domainKey in
                    "MESSAGE".withCString { messageKey in
                        let fields = [GLogField(key: domainKey, value: domainText, length: -1),
                                      GLogField(key: messageKey, value: messageText, length: -1)]
                        fields.withUnsafeBufferPointer { g_log_structured_array(G_LOG_LEVEL_WARNING, $0.baseAddress, 2) }
                    }
                }
            }
        }
    }

    func testAnExpectedWarningIsCaughtWithItsDomainAndMessage() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let before = GtkWarningWatch.caught.count
            GtkWarningWatch.expecting("sizes must be >= 0") {
                Self.logWarning("GtkLabel 0x1 (label) reported min width -4, but sizes must be >= 0", domain: "Gtk")
            }
            let caught = GtkWarningWatch.caught.dropFirst(before)
            XCTAssertEqual(caught.map(\.description), ["Gtk-WARNING: GtkLabel 0x1 (label) reported min width -4, but sizes must be >= 0"])
        }
    }

    func testMessagesBelowWarningAreLeftAlone() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let before = GtkWarningWatch.caught.count
            "only information".withCString { text in
                "MESSAGE".withCString { key in
                    var field = GLogField(key: key, value: text, length: -1)
                    g_log_structured_array(G_LOG_LEVEL_INFO, &field, 1)
                }
            }
            XCTAssertEqual(GtkWarningWatch.caught.count, before)
        }
    }
}
