import GtkList
import GtkListTesting
@testable import ListViewerKit
import RecordFilesTesting
import XCTest

/// Golden pictures of text logs as list-viewer shows them: an access log read by its built-in
/// format, a Java service's log with a stack trace in the dark style, and a syslog in Arabic.
final class TextLogPictureTests: XCTestCase {
    private static let accessLog = (0..<40).map { n -> String in
        let paths = ["/", "/login", "/api/items/\(n)", "/static/app.css"]
        let time = String(format: "14/Jun/2025:15:%02d:%02d +0200", n / 60, n % 60)
        let user = n % 5 == 0 ? "ada" : "-"
        let method = n % 7 == 0 ? "POST" : "GET"
        let status = n % 11 == 0 ? 404 : 200
        return "203.0.113.\(n % 9) - \(user) [\(time)] \"\(method) \(paths[n % 4]) HTTP/1.1\" \(status) \(512 + n * 37) \"-\" \"Mozilla/5.0\""
    }.joined(separator: "\n") + "\n"

    private static let javaLog = (0..<30).map { n in
        let time = String(format: "2025-06-14 15:16:%02d,%03d", n, n * 7)
        return n % 4 == 1
            ? "\(time) ERROR [worker-\(n % 3)] app.Items - lookup \(n) failed\njava.lang.IllegalStateException: no item \(n)\n\tat app.Items.get(Items.java:42)\n\tat app.Server.handle(Server.java:88)"
            : "\(time) \(n % 4 == 3 ? "WARN " : "INFO ") [main] app.Server - served request \(n) in \(n * 3) ms"
    }.joined(separator: "\n") + "\n"

    private static let syslog = (0..<40).map { n -> String in
        let time = String(format: "Jun 14 15:%02d:%02d", n / 60, n % 60)
        let isCron = n % 3 == 0
        let process = isCron ? "CRON[\(200 + n)]" : "sshd[\(1_000 + n)]"
        let message = isCron ? "(root) CMD (run-parts /etc/cron.hourly)" : "Failed password for root from 10.0.0.\(n) port \(40_000 + n) ssh2"
        return "\(time) bastion \(process): \(message)"
    }.joined(separator: "\n") + "\n"

    @MainActor
    private static func assertPicture(of text: String, as name: String, named golden: String, appearance: GtkTestEnvironment.Appearance = .light,
                                      language: String = "", file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(name, text)
        return try StagedScreen.inLook(appearance, language: language) {
            let viewer = try StagedScreen.show(FileContent(path: path), width: 820, height: 560)
            defer { viewer.window.close() }
            StagedScreen.settle(viewer, file: file, line: line)
            assertGolden(of: viewer.window, named: golden, file: file, line: line)
            return viewer.window.shownTexts
        }
    }

    /// What OCR reads in the golden picture `name`, without white space (OCR may read a space
    /// more or less).
    private static func recognizedWords(inGolden name: String, file: StaticString = #filePath) throws -> String {
        let path = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
            .appendingPathComponent("__Goldens__/TextLogPictureTests/\(name).png").path
        return try TextRecognition.text(inPNGAt: path).filter { !$0.isWhitespace }
    }

    func testAnAccessLogIsReadByItsFormat() throws {
        try MainActor.assumeIsolated {
            let texts = try Self.assertPicture(of: Self.accessLog, as: "access.log", named: "access-log")
            XCTAssertTrue(texts.contains("GET / HTTP/1.1"), "the request titles the row: \(texts.prefix(6))")
            XCTAssertTrue(texts.contains { $0.contains("status: 200") && $0.contains("client: 203.0.113.1") }, "\(texts.prefix(8))")
            let words = try Self.recognizedWords(inGolden: "access-log")
            XCTAssertTrue(words.contains("GET/loginHTTP/1.1"), words)
            XCTAssertTrue(words.contains("status:404"), words)
        }
    }

    func testAJavaLogShowsItsLevelsAndStackTracesInTheDarkStyle() throws {
        try MainActor.assumeIsolated {
            let texts = try Self.assertPicture(of: Self.javaLog, as: "service.log", named: "java-log-dark", appearance: .dark)
            XCTAssertTrue(texts.contains("error"), "the level, coloured: \(texts.prefix(10))")
            XCTAssertTrue(texts.contains { $0.contains("logger: app.Items") }, "read by a built-in format: \(texts.prefix(10))")
            let words = try Self.recognizedWords(inGolden: "java-log-dark")
            XCTAssertTrue(words.contains("lookup1failed"), words)
            XCTAssertTrue(words.contains("StateException:noitem1"), words)
            XCTAssertTrue(texts.contains { $0.contains("java.lang.IllegalStateException: no item 1") }, "the trace is the row's subtitle")
        }
    }

    func testASyslogInArabic() throws {
        try MainActor.assumeIsolated {
            let texts = try Self.assertPicture(of: Self.syslog, as: "auth.log", named: "syslog-ar", language: "ar")
            XCTAssertTrue(texts.contains("(root) CMD (run-parts /etc/cron.hourly)"), "\(texts.prefix(6))")
            XCTAssertTrue(texts.contains { $0.contains("السطر") }, "the line numbers are in Arabic: \(texts.prefix(6))")
        }
    }
}
