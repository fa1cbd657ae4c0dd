import Foundation
import XCTest

/// No type of list-viewer's kit grows into a hub again: at most 300 lines (its extensions
/// included) and 16 stored properties each. Read from the sources.
final class TypeSizeTests: XCTestCase {
    private static let maximumLines = 300
    private static let maximumStoredProperties = 16

    /// A type's size as its sources give it.
    private struct Size {
        var lines = 0
        var storedProperties: [String] = []
    }

    /// The sizes of the types declared, or extended, at the top level of `text`.
    private static func sizes(in text: String) -> [String: Size] {
        let lines = text.components(separatedBy: "\n")
        let declaration = try! NSRegularExpression(
            pattern: #"^(?:@\w+\s+)*(?:(?:public|package|private|fileprivate|final)\s+)*(class|struct|enum|actor|extension)\s+(\w+)"#)
        let storedProperty = try! NSRegularExpression(
            pattern: #"^    (?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|private|fileprivate|internal|lazy|weak|unowned|nonisolated)(?:\(set\))?\s+)*(let|var)\s+(\w+)"#)
        var sizes: [String: Size] = [:]
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let range = NSRange(line.startIndex..., in: line)
            guard let match = declaration.firstMatch(in: line, range: range), let name = Range(match.range(at: 2), in: line) else {
                index += 1
                continue
            }
            let type = String(line[name])
            var end = index
            while end < lines.count, lines[end] != "}", !(end == index && line.hasSuffix("}")) { end += 1 }
            var size = sizes[type] ?? Size()
            size.lines += end - index + 1
            for body in lines[index..<min(end, lines.count)] where !body.contains(" static ") {
                let bodyRange = NSRange(body.startIndex..., in: body)
                guard let property = storedProperty.firstMatch(in: body, range: bodyRange),
                      let nameRange = Range(property.range(at: 2), in: body) else { continue }
                // `var name: Type { … }` is computed; `var name = … { didSet … }` is stored.
                let isComputed = body.range(of: #"^[^={]*\{"#, options: .regularExpression) != nil
                if !isComputed { size.storedProperties.append(String(body[nameRange])) }
            }
            sizes[type] = size
            index = end + 1
        }
        return sizes
    }

    func testNoTypeIsOver300LinesOr16StoredProperties() throws {
        let kit = ProcessRun.repository.appendingPathComponent("Sources/ListViewerKit")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: kit.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var sizes: [String: Size] = [:]
        for file in files {
            let text = try String(contentsOf: kit.appendingPathComponent(file), encoding: .utf8)
            sizes.merge(Self.sizes(in: text)) { Size(lines: $0.lines + $1.lines, storedProperties: $0.storedProperties + $1.storedProperties) }
        }
        XCTAssertGreaterThan(sizes.count, 60, "the types were found")
        XCTAssertEqual(sizes["FileContent"]?.storedProperties.count, 15, "\(sizes["FileContent"]?.storedProperties ?? [])")
        for (type, size) in sizes.sorted(by: { $0.key < $1.key }) {
            XCTAssertLessThanOrEqual(size.lines, Self.maximumLines, "\(type) has \(size.lines) lines")
            XCTAssertLessThanOrEqual(size.storedProperties.count, Self.maximumStoredProperties,
                                     "\(type) stores \(size.storedProperties.count): \(size.storedProperties)")
        }
    }
}
