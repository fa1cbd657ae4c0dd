// libFuzzer target: ListCore's diff and data source on arbitrary old/new lists and mutation
// sequences. Built by scripts/fuzz.sh against ListCore, instrumented; traps on any broken
// invariant, so the fuzzer reports it as a crash with the input that caused it.
@testable import ListCore

/// A row: a small id (so ids repeat often) and a content byte.
struct FuzzItem: ListItem {
    let id: UInt8
    let content: UInt8
    var kind: RowKind { "row" }
}

/// Reads the input byte by byte; past the end it reads zeros.
struct ByteReader {
    let bytes: [UInt8]
    var offset = 0
    var isAtEnd: Bool { offset >= bytes.count }
    mutating func next() -> UInt8 {
        defer { offset += 1 }
        return offset < bytes.count ? bytes[offset] : 0
    }
    mutating func items(count: Int) -> [FuzzItem] {
        (0..<count).map { _ in FuzzItem(id: next() % 64, content: next() % 4) }
    }
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

/// The diff must turn old into new, whatever the ids (duplicates included).
func fuzzDiff(_ reader: inout ByteReader) {
    let old = reader.items(count: Int(reader.next() % 48))
    let new = reader.items(count: Int(reader.next() % 48))
    let diff = ListDiff(old: old, new: new)
    check(diff.splices.applied(to: old, insertingFrom: new, updatingInPlace: diff.updatesInPlace) == new,
          "splices and updates in place do not turn old into new")
    var lastEnd = -1
    for splice in diff.splices {
        check(splice.removed > 0 || splice.added > 0, "empty splice \(splice)")
        check(splice.position > lastEnd, "splices out of order")
        lastEnd = splice.position + splice.added
    }
}

/// Any sequence of mutations keeps the data source consistent and never traps.
func fuzzDataSource(_ reader: inout ByteReader) {
    let source = ListDataSource<FuzzItem>(warningHandler: { _ in })
    var model: [FuzzItem] = []  // the flat rows, kept up to date from the announced splices
    let observation = source.observe { [unowned source] change in
        let rows = (0..<source.rowCount).compactMap { source.row(at: $0)?.item }
        model = change.splices.applied(to: model, insertingFrom: rows, updatingInPlace: change.updatesInPlace)
    }
    defer { observation.cancel() }
    while !reader.isAtEnd {
        let section = Int(reader.next() % 4) - 1
        let path = ListIndexPath(section: Int(reader.next() % 4) - 1, item: Int(reader.next() % 8) - 1)
        switch reader.next() % 7 {
        case 0: source.apply((0..<Int(reader.next() % 3)).map { index in
            ListSection(id: "s\(index)", header: reader.next() % 2 == 0 ? nil : FuzzItem(id: reader.next(), content: 0),
                        items: reader.items(count: Int(reader.next() % 6)))
        })
        case 1: source.append(reader.items(count: Int(reader.next() % 4)), toSection: section < 0 ? nil : section)
        case 2: source.append(ListSection(id: "x", items: reader.items(count: Int(reader.next() % 4))))
        case 3: source.insert(reader.items(count: 1)[0], at: path)
        case 4: source.remove(at: path)
        case 5: source.replace(reader.items(count: 1)[0])
        default: source.removeAll()
        }
        let rows = (0..<source.rowCount).compactMap { source.row(at: $0)?.item }
        check(rows.count == source.rowCount, "a row in range answered nil")
        check(Set(rows.map(\.id)).count == rows.count, "duplicate ids in the list")
        check(model == rows, "announced splices do not describe the change")
        check(source.row(at: source.rowCount) == nil && source.row(at: -1) == nil, "out of range answered")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    if reader.next() % 2 == 0 { fuzzDiff(&reader) } else { fuzzDataSource(&reader) }
    return 0
}
