import Foundation
import GtkList
import GtkListTesting
@testable import ListViewerKit
import RecordFiles
import RecordFilesTesting
import XCTest

/// `list-viewer --merge` and Merge Open Logs: several text logs as one list ordered by time,
/// each row marked with its file and read as its own log reads it; filters, search and the
/// export cover the merged view, and a followed log's new entries join it.
final class MergedLogsTests: XCTestCase {
    /// A Java service's log and an SSH daemon's, in their own layouts, minutes interleaved.
    private static let serviceLog = (0..<12).map { n in
        let time = String(format: "2025-06-14 15:%02d:10,%03d", 16 + n * 2, n * 7)
        return n % 4 == 1
            ? "\(time) ERROR [worker-\(n % 3)] app.Login - login \(n) rejected\njava.lang.SecurityException: too many attempts\n\tat app.Login.check(Login.java:88)"
            : "\(time) \(n % 4 == 3 ? "WARN " : "INFO ") [main] app.Server - served request \(n) in \(n * 3) ms"
    }.joined(separator: "\n") + "\n"

    private static let authLog = (0..<12).map { n in
        let time = String(format: "2025-06-14T15:%02d:40", 17 + n * 2)
        return n % 3 == 0
            ? "\(time) bastion sshd[\(1_000 + n)]: Failed password for root from 10.0.0.\(n) port \(40_000 + n) ssh2"
            : "\(time) bastion sshd[\(1_000 + n)]: Accepted publickey for ada from 10.0.1.\(n) port \(50_000 + n) ssh2"
    }.joined(separator: "\n") + "\n"

    private static func writeLogs(in scratch: ScratchDirectory) throws -> [String] {
        [try scratch.write("service.log", Self.serviceLog), try scratch.write("auth.log", Self.authLog)]
    }

    @MainActor
    private static func show(_ paths: [String], width: Int = 820, height: Int = 560) throws -> (ViewerWindow, FileContent) {
        try GtkTestEnvironment.start()
        let content = try MergedLogFile(paths: paths, logFormats: LogFormat.builtIn).content()
        let viewer = try StagedScreen.show(content, width: width, height: height)
        StagedScreen.settle(viewer)
        return (viewer, content)
    }

    func testMergedLogsShowInTimeOrderEachRowWithItsFileAndItsOwnFields() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, content) = try Self.show(try Self.writeLogs(in: scratch))
            defer { viewer.window.close() }
            XCTAssertEqual(content.title, "service.log and 1 more log — 24 items")
            let records = content.model.records.dataSource.sections[0].items
            let files = records.map { record -> String in
                guard case .object(let members) = record.value, case .string(let file) = members.first?.value else { return "?" }
                return file
            }
            XCTAssertEqual(files.prefix(4), ["service.log", "auth.log", "service.log", "auth.log"])
            // Each log's own fields: the service's logger and level, the daemon's process.
            let texts = viewer.window.shownTexts
            XCTAssertTrue(texts.contains { $0.contains("file: service.log") && $0.contains("logger: app.Server") }, "\(texts.prefix(8))")
            XCTAssertTrue(texts.contains { $0.contains("file: auth.log") && $0.contains("process: sshd") }, "\(texts.prefix(8))")
            XCTAssertTrue(texts.contains("login 1 rejected"), "\(texts.prefix(12))")
        }
    }

    /// A log whose header holds no time comes first; the timeline samples past its entries and
    /// the window settles (it waited for good once sampling stopped short of the whole file).
    func testAMergeThatStartsWithEntriesWithoutTimesSettlesWithItsTimeline() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let alternatives = (0..<109).map { (n: Int) -> String in
                let (minute, second): (Int, Int) = (36 + n / 60, n % 60)
                return String(format: "update-alternatives 2025-06-24 14:%02d:%02d: run with --install /usr/bin/tool%d tool%d", minute, second, n, n)
            }.joined(separator: "\n") + "\n"
            let dpkg = (0..<5_000).map { (n: Int) -> String in
                let (hour, minute, second): (Int, Int, Int) = (14 + n / 3_600, n / 60 % 60, n % 60)
                return String(format: "2025-06-24 %02d:%02d:%02d status installed package%d:amd64 1.%d", hour, minute, second, n % 97, n)
            }.joined(separator: "\n") + "\n"
            let paths = [try scratch.write("dpkg.log", dpkg), try scratch.write("alternatives.log", alternatives)]
            let (viewer, content) = try Self.show(paths)
            defer { viewer.window.close() }
            XCTAssertTrue(content.isSettled, "\(content.model.settleState)")
            XCTAssertTrue(content.timeline.widget.isVisible, "the dpkg entries' times make a timeline")
        }
    }

    func testAFilterOnTheFileAndASearchCoverTheMergedView() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, content) = try Self.show(try Self.writeLogs(in: scratch))
            defer { viewer.window.close() }
            content.model.filter.setText("file = auth.log and message ~ Failed")
            XCTAssertTrue(MainLoop.run(until: { content.isSettled && content.model.records.dataSource.itemCount == 4 }),
                          "\(content.title)")
            content.model.filter.setText("")
            content.model.search.setInput(SearchState.Input(text: "rejected"))
            XCTAssertTrue(MainLoop.run(until: { content.isSettled && content.model.search.run?.delivered?.matchCount == 3 }),
                          "\(String(describing: content.model.search.run?.delivered))")
        }
    }

    func testAFollowedLogsNewEntriesJoinTheMergedView() throws {
        try assertAFollowedMergeShowsTheNewEntry(of: "bob") { paths, entry, _ in try appendText(entry, to: paths[1]) }
    }

    /// A followed log rotated as logrotate does (renamed, a new file of its name) goes on in the
    /// new file.
    func testAFollowedLogRotatedGoesOnInTheNewFile() throws {
        try assertAFollowedMergeShowsTheNewEntry(of: "eve") { paths, entry, scratch in
            XCTAssertEqual(rename(paths[1], paths[1] + ".1"), 0)
            try scratch.write("auth.log", entry)
        }
    }

    /// Shows the two logs merged and followed, lets `change` write the daemon's entry for `user`
    /// into the files, and checks it joins the end of the list.
    private func assertAFollowedMergeShowsTheNewEntry(of user: String, file: StaticString = #filePath, line: UInt = #line,
                                                      after change: @Sendable ([String], String, ScratchDirectory) throws -> Void) throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let paths = try Self.writeLogs(in: scratch)
            let (viewer, content) = try Self.show(paths)
            defer { viewer.window.close() }
            content.isFollowing = true
            XCTAssertTrue(MainLoop.run(until: { content.isSettled }), file: file, line: line)
            try change(paths, "2025-06-14T15:59:00 bastion sshd[2000]: Accepted publickey for \(user) from 10.0.2.1 port 60000 ssh2\n", scratch)
            XCTAssertTrue(MainLoop.run(until: { content.title == "service.log and 1 more log — 25 items" && content.isSettled }),
                          content.title, file: file, line: line)
            XCTAssertTrue(MainLoop.run(until: { viewer.window.shownTexts.contains { $0.contains("Accepted publickey for \(user)") } }),
                          "the new entry shows at the followed end", file: file, line: line)
        }
    }

    /// `--merge` opens its tab at once: a spinner and the logs' names while they merge, then
    /// the merged list in its place.
    func testTheMergeTabShowsAtOnceAndTheMergedLogsTakeItsPlace() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let paths = try Self.writeLogs(in: scratch)
            try GtkTestEnvironment.start()
            var release: CheckedContinuation<Void, Never>?
            let merging = MergingLogsContent(paths: paths, logFormats: LogFormat.builtIn, merging: { paths, formats throws(WholeFile.Failure) in
                await withCheckedContinuation { release = $0 }
                return try await MergedLogFile.merging(paths: paths, logFormats: formats)
            }) { $0.content() }
            let viewer = ViewerWindow(window: Window(), content: merging, size: WindowSize(width: 560, height: 360))
            viewer.present()
            defer { viewer.window.close() }
            XCTAssertTrue(MainLoop.run(until: { release != nil }), "the merge starts as the tab shows")
            XCTAssertTrue(merging.isMerging)
            XCTAssertEqual(viewer.window.title, "service.log and 1 more log")
            XCTAssertTrue(MainLoop.run(until: { merging.feed.loadingPage.isShown }))
            XCTAssertTrue(viewer.window.shownTexts.contains("Merging 2 logs…"), "\(viewer.window.shownTexts)")
            XCTAssertTrue(viewer.window.shownTexts.contains("service.log\nauth.log"), "\(viewer.window.shownTexts)")
            MainLoop.waitUntilDrawn(viewer.window)
            assertGolden(of: viewer.window, named: "merging-logs", waitsForLoads: false)
            release?.resume()
            XCTAssertTrue(MainLoop.run(until: { viewer.file?.isSettled == true }), "the merged logs show")
            XCTAssertEqual(viewer.contents.count, 1, "in the merge's own tab")
            XCTAssertEqual(viewer.file?.title, "service.log and 1 more log — 24 items")
        }
    }

    /// A log that cannot be read is named on the merge's page, and Try Again merges once it can.
    func testALogThatCannotBeReadIsNamedAndTryAgainMergesOnceItCan() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let paths = [try scratch.write("service.log", Self.serviceLog), scratch.path("auth.log")]
            try GtkTestEnvironment.start()
            let demo = DemoContent()
            let viewer = ViewerWindow(window: Window(), content: demo, size: WindowSize(width: 560, height: 360))
            viewer.present()
            defer { viewer.window.close() }
            let merging = MergingLogsContent(paths: paths, logFormats: LogFormat.builtIn) { $0.content() }
            viewer.open(merging)
            XCTAssertTrue(MainLoop.run(until: { merging.failure != nil }))
            XCTAssertEqual(merging.failure, "\(paths[1]): no such file")
            XCTAssertTrue(MainLoop.run(until: { merging.feed.errorPage.isShown }))
            XCTAssertTrue(viewer.window.shownTexts.contains("The logs cannot be merged"), "\(viewer.window.shownTexts)")
            XCTAssertTrue(viewer.window.shownTexts.contains("\(paths[1]): no such file"), "\(viewer.window.shownTexts)")
            try scratch.write("auth.log", Self.authLog)
            merging.feed.errorPage.pressButton()
            XCTAssertTrue(MainLoop.run(until: { viewer.file?.isSettled == true }), "merged on the second try")
            XCTAssertEqual(viewer.file?.title, "service.log and 1 more log — 24 items")
            XCTAssertNil(merging.failure)
        }
    }

    func testMergeOpenLogsMergesTheTabsFilesIntoANewTab() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let paths = try Self.writeLogs(in: scratch)
            try GtkTestEnvironment.start()
            let viewer = try StagedScreen.show(FileContent(path: paths[0]), width: 820, height: 560)
            defer { viewer.window.close() }
            viewer.mergeOpenLogs()
            XCTAssertTrue(viewer.toast.isShown, "one log: nothing to merge, and the toast says so")
            viewer.open(path: paths[1])
            viewer.mergeOpenLogs()
            // Merged on a thread of its own, while the window goes on and a toast says so.
            XCTAssertEqual(viewer.toast.shownTitle, "Merging 2 logs…")
            XCTAssertTrue(MainLoop.run(until: { viewer.contents.count == 3 }), "the merged tab opens")
            XCTAssertFalse(viewer.toast.isShown, "the toast goes with the merge")
            let merged = try XCTUnwrap(viewer.file)
            XCTAssertTrue(MainLoop.run(until: { merged.isSettled }))
            XCTAssertEqual(merged.title, "service.log and 1 more log — 24 items")
        }
    }

    func testTheMergedViewInLightDarkAndArabic() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let paths = try Self.writeLogs(in: scratch)
            for (appearance, language, golden) in [(GtkTestEnvironment.Appearance.light, "", "merged-logs"),
                                                   (.dark, "", "merged-logs-dark"), (.light, "ar", "merged-logs-ar")] {
                try StagedScreen.inLook(appearance, language: language) {
                    let (viewer, content) = try Self.show(paths)
                    defer { viewer.window.close() }
                    // The overlay scroll bar shows while rows arrive, then fades: the picture waits.
                    XCTAssertTrue(MainLoop.run(until: { content.feed.list.scrolledWindow.showsNoScrollIndicators }, timeout: 10))
                    assertGolden(of: viewer.window, named: golden)
                }
            }
            let path = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
                .appendingPathComponent("__Goldens__/MergedLogsTests/merged-logs.png").path
            let words = try TextRecognition.text(inPNGAt: path).filter { !$0.isWhitespace }
            XCTAssertTrue(words.contains("file:service.log"), words)
            XCTAssertTrue(words.contains("file:auth.log"), words)
        }
    }

    func testTheMergedLogsAreExportedWithTheirFileAndLine() throws {
        let scratch = try ScratchDirectory()
        let paths = try Self.writeLogs(in: scratch)
        let out = scratch.path("merged.jsonl")
        let run = try ProcessRun(ProcessRun.listViewer.path, ["--merge"] + paths + ["--filter", "level = error", "--export", out],
                                 removing: ["DISPLAY", "WAYLAND_DISPLAY"])
        XCTAssertEqual(run.status, 0, run.errors)
        let records = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").map { try JSONParser.parse(Array($0.utf8)) }
        XCTAssertEqual(records.count, 3)
        guard case .object(let members) = records.first else { return XCTFail("\(records)") }
        XCTAssertEqual(members.prefix(3).map(\.key), ["line", "file", "time"])
        XCTAssertEqual(members[0].value, .number("2"), "the line in its own log")
        XCTAssertEqual(members[1].value, .string("service.log"))
    }

    func testMergeTakesTwoLogsOrMoreAndNoFile() throws {
        for (arguments, message) in [(["--merge", "a.log"], "--merge takes two logs or more."),
                                     (["--merge", "a.log", "b.log", "--filter", "x = 1", "c.log"], "--merge shows the logs it names as one; leave out FILE."),
                                     (["--merge", "a.log", "-"], "--merge reads files, not standard input.")] {
            XCTAssertThrowsError(try ViewerOptions.parse(arguments), "\(arguments)") { error in
                XCTAssertTrue(ViewerOptions.fullMessage(for: error).contains(message), ViewerOptions.fullMessage(for: error))
            }
        }
        let options = try ViewerOptions.parse(["--merge", "a.log", "b.log.1", "c.log.2.gz", "--filter", "level = error"])
        XCTAssertEqual(options.merge, ["a.log", "b.log.1", "c.log.2.gz"])
        XCTAssertNil(options.file)
    }
}
