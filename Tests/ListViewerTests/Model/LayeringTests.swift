import Foundation
import XCTest

/// The open file's model stands alone: it imports no widget toolkit and names no part of the
/// window; and no part of the window names the window's assembly (``FileContent``) or another
/// part — each is built on the model alone. Read from the sources.
final class LayeringTests: XCTestCase {
    private static let kit = ProcessRun.repository.appendingPathComponent("Sources/ListViewerKit")

    /// The parts of an open file's window, each built on the model alone.
    private static let features = ["FileSearchBar", "FileFilterBar", "RecordNavigator", "FileTimeline", "FileExporter",
                                   "FileScrollbar", "MatchOverview", "FollowToggle", "FileTable", "RecordList", "FileLayout",
                                   "HostRelay"]

    private static func sources(in folder: String) throws -> [(name: String, text: String)] {
        let directory = kit.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// Whether `text` names `type` as a word (not as part of a longer name), outside comments.
    private static func names(_ text: String, _ type: String) -> Bool {
        text.split(separator: "\n").contains { line in
            let code = line.components(separatedBy: "//").first ?? ""
            return code.range(of: "\\b\(type)\\b", options: .regularExpression) != nil
        }
    }

    func testTheModelImportsNoToolkitAndNamesNoPartOfTheWindow() throws {
        let model = try Self.sources(in: "OpenFile")
        XCTAssertGreaterThan(model.count, 15)
        for (name, text) in model {
            let imports = Set(text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst(7)) })
            XCTAssertTrue(imports.isSubset(of: ["Foundation", "ListCore", "RecordFiles"]), "\(name) imports \(imports)")
            for type in Self.features + ["FileContent", "ViewerWindow", "ViewerContentHost"] {
                XCTAssertFalse(Self.names(text, type), "\(name) names \(type)")
            }
        }
    }

    func testNoPartOfTheWindowNamesItsAssemblyOrAnotherPart() throws {
        let parts = try Self.sources(in: "FileFeed") + Self.sources(in: "Table")
        // The view switch holds the table it makes, which it shows in the list's place.
        let allowed: Set = ["RecordViewSwitch.swift FileTable"]
        var checked = 0
        for (name, text) in parts where name != "FileContent.swift" {
            XCTAssertFalse(Self.names(text, "FileContent"), "\(name) names FileContent")
            let own = String(name.dropLast(".swift".count))
            for type in Self.features where type != own && !allowed.contains("\(name) \(type)") {
                XCTAssertFalse(Self.names(text, type), "\(name) names \(type)")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 20)
    }
}
