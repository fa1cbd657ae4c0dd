import CGtk
import Foundation
import XCTest

/// Fails the running test when GTK, GLib, Pango or any other library logs a warning or a
/// critical through GLib.
///
/// GTK reports most of its misuse (a widget sized below zero, a signal on a disposed object, a
/// model that lies about its items) as a warning or a critical and carries on; a test that only
/// looks at the result passes while the terminal fills with them. ``GtkTestEnvironment/start()``
/// installs the watch: every such message is still printed as GLib prints it, and it fails the
/// test that was running when it came, naming the domain and the message.
///
/// A test that provokes a warning on purpose says so with ``expecting(_:file:line:_:)``.
public enum GtkWarningWatch {
    /// A warning or critical that GLib's log received.
    public struct Alarm: CustomStringConvertible, Sendable {
        /// The log domain ("Gtk", "GLib-GObject", "Pango"), empty when the message had none.
        public let domain: String
        /// "WARNING" or "CRITICAL".
        public let level: String
        /// The message as logged.
        public let message: String

        public var description: String { "\(domain.isEmpty ? "" : domain + "-")\(level): \(message)" }
    }

    /// Every warning and critical logged since the watch was installed, expected or not.
    public static var caught: [Alarm] { state.withLock { $0.caught } }

    /// Runs `body` with warnings and criticals whose message contains `fragment` expected, and
    /// fails the test unless at least one came.
    /// - Returns: what `body` returned.
    @MainActor
    public static func expecting<Result>(_ fragment: String, file: StaticString = #filePath, line: UInt = #line,
                                         _ body: () throws -> Result) rethrows -> Result {
        let seen = state.withLock { state -> Int in
            state.expected.append(fragment)
            return state.expectedSeen
        }
        defer {
            let seenAfter = state.withLock { state -> Int in
                state.expected.removeLast()
                return state.expectedSeen
            }
            XCTAssertGreaterThan(seenAfter, seen, "expected a warning containing “\(fragment)”", file: file, line: line)
        }
        return try body()
    }

    /// Installs the watch; only the first call does it. GLib allows one log writer per process.
    static func install() {
        let installing = state.withLock { state -> Bool in
            defer { state.installed = true }
            return !state.installed
        }
        guard installing else { return }
        XCTestObservationCenter.shared.addTestObserver(TestTracker.shared)
        g_log_set_writer_func({ level, fields, count, userData in
            GtkWarningWatch.noticed(level: level, fields: fields, count: Int(count))
            return g_log_writer_default(level, fields, count, userData)
        }, nil, nil)
    }

    private static func noticed(level: GLogLevelFlags, fields: UnsafePointer<GLogField>?, count: Int) {
        let levelName: String
        if level.rawValue & G_LOG_LEVEL_CRITICAL.rawValue != 0 {
            levelName = "CRITICAL"
        } else if level.rawValue & G_LOG_LEVEL_WARNING.rawValue != 0 {
            levelName = "WARNING"
        } else {
            return
        }
        let fields = UnsafeBufferPointer(start: fields, count: fields == nil ? 0 : count)
        let alarm = Alarm(domain: text(of: "GLIB_DOMAIN", in: fields), level: levelName,
                          message: text(of: "MESSAGE", in: fields))
        let expected = state.withLock { state -> Bool in
            state.caught.append(alarm)
            guard state.expected.contains(where: { alarm.message.contains($0) }) else { return false }
            state.expectedSeen += 1
            return true
        }
        guard !expected else { return }
        TestTracker.shared.fail(with: alarm)
    }

    private static func text(of key: String, in fields: UnsafeBufferPointer<GLogField>) -> String {
        guard let field = fields.first(where: { String(cString: $0.key) == key }), let value = field.value else { return "" }
        let bytes = value.assumingMemoryBound(to: CChar.self)
        guard field.length >= 0 else { return String(cString: bytes) }
        return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(field.length)).lazy.map(UInt8.init(bitPattern:)),
                      as: UTF8.self)
    }

    private struct State {
        var installed = false
        var expected: [String] = []
        var expectedSeen = 0
        var caught: [Alarm] = []
    }

    private static let state = LockedState(State())
}

/// The test case running now, to fail it from GLib's log writer, which runs on any thread.
/// What comes between two tests fails the next one.
final class TestTracker: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared = TestTracker()
    private let lock = NSLock()
    private var running: XCTestCase?
    private var between: [GtkWarningWatch.Alarm] = []
    /// How many snapshot failures the running test has named files for.
    private var namedFailures = 0

    /// A name for the next failure files of the running test: `Suite.testName`, then
    /// `Suite.testName-2` and on; `nil` before the watch saw a test start.
    func nextFailureName() -> String? {
        lock.withLock {
            guard let running else { return nil }
            namedFailures += 1
            let name = running.name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" ? $0 : "-" }
            return String(name) + (namedFailures > 1 ? "-\(namedFailures)" : "")
        }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        let earlier = lock.withLock { () -> [GtkWarningWatch.Alarm] in
            running = testCase
            namedFailures = 0
            defer { between = [] }
            return between
        }
        for alarm in earlier { record(alarm, in: testCase, note: " before this test started") }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) { lock.withLock { running = nil } }

    func fail(with alarm: GtkWarningWatch.Alarm) {
        let testCase = lock.withLock { () -> XCTestCase? in
            if running == nil { between.append(alarm) }
            return running
        }
        if let testCase { record(alarm, in: testCase, note: "") }
    }

    private func record(_ alarm: GtkWarningWatch.Alarm, in testCase: XCTestCase, note: String) {
        testCase.recordFailure(withDescription: "GLib logged \(alarm)\(note)", inFile: #filePath, atLine: #line,
                               expected: false)
    }
}

/// A value behind a lock, for state the log writer shares between threads.
private final class LockedState<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}
