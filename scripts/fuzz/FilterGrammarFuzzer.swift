// libFuzzer target: the filter grammar on any text. An expression either parses or is refused
// with a place inside the text; one that parses evaluates on a few records without trapping,
// the same twice, and in time linear in its length (the fuzzer's timeout catches worse).
@testable import RecordFiles
@testable import RecordFormats
import Foundation

private let records: [JSONValue] = [
    "{\"a\": 1, \"b\": \"x\", \"n\": 3, \"level\": \"ERROR\", \"ctx\": {\"id\": 7, \"a.b\": [1, 2]}}",
    "[1, \"two\", null]", "\"text\"", "{}", "{\"a\": {\"a\": {\"a\": true}}, \"é\": \"ü\"}",
].compactMap { try? JSONParser.parse(Array($0.utf8)) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFilterGrammar(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let filter = try FieldFilter(text)
        for record in records {
            invariant(filter.matches(record) == filter.matches(record), "a filter that changes its mind")
        }
        let again = try FieldFilter(text)
        invariant(again == filter, "the same text parses to another filter")
    } catch {
        invariant(error.characterOffset >= 0 && error.characterOffset <= text.unicodeScalars.count, "a mistake at \(error.characterOffset) of \(text.unicodeScalars.count) characters")
        invariant(error.length >= 0, "a mistake of length \(error.length)")
    }
    return 0
}
