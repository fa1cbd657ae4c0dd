import RecordFormats
import XCTest

/// Parses `text` as JSON, failing the test on error.
public func jsonValue(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONValue {
    do {
        return try JSONParser.parse(Array(text.utf8))
    } catch {
        XCTFail("invalid test JSON: \(error)", file: file, line: line)
        return .null
    }
}

/// An object value with string members, in order, as CSV rows become.
public func csvRow(_ members: KeyValuePairs<String, String>) -> JSONValue {
    .object(members.map { (key: $0.key, value: .string($0.value)) })
}
