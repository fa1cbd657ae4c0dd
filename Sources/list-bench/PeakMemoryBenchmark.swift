import Foundation
import RecordFiles

/// list-viewer's peak resident memory, whole process as the kernel counts it, while it indexes,
/// searches, filters and sorts a huge file and pictures the settled window, against the same
/// on the file's first 2 MB: memory should follow the window, not the file.
enum PeakMemoryBenchmark {
    struct Result: Codable {
        let smallFilePeakMegabytes: Double
        let hugeFilePeakMegabytes: Double
        let peakMemoryToSmallFile: Double
        /// What both runs filtered by and sorted by: the first record's first field.
        let filter: String
        let sortField: String
    }

    static func run(path: String, needle: String) throws -> Result {
        guard let field = try firstField(of: path) else { fail("\(path) has no record with a field to sort by") }
        let filter = "\(quoted(field)) ~ \(quoted(needle))"
        let small = try firstBytes(of: path, megabytes: 2)
        defer { try? FileManager.default.removeItem(atPath: small) }
        let picture = FileManager.default.temporaryDirectory.appendingPathComponent("list-bench-memory.png").path
        defer { try? FileManager.default.removeItem(atPath: picture) }
        func peak(_ file: String) -> Double {
            // Opened for the first time, the file is indexed.
            KeptIndexes.forget()
            return CommandAnchors.run(CommandAnchors.listViewer(),
                                      [file, "--snapshot", picture, "--size", "800x700", "--search", needle, "--filter", filter,
                                       "--sort", field], allowing: [0, 1]).peakMegabytes
        }
        let smallPeak = peak(small), hugePeak = peak(path)
        return Result(smallFilePeakMegabytes: smallPeak, hugeFilePeakMegabytes: hugePeak,
                      peakMemoryToSmallFile: hugePeak / smallPeak, filter: filter, sortField: field)
    }

    /// The name of the first record's first field that holds a string or a number.
    private static func firstField(of path: String) throws -> String? {
        let page = try RecordReader(path: path).nextPage(maxRecords: 1)
        guard case .object(let members)? = page.records.first?.value else { return nil }
        return members.first { member in
            switch member.value {
            case .string, .number: true
            default: false
            }
        }?.key
    }

    /// A field name or value in the filter's double quotes.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A temporary file of the first `megabytes` MB of the file at `path`, cut after a line.
    private static func firstBytes(of path: String, megabytes: Int) throws -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { fail("cannot read \(path)") }
        defer { try? handle.close() }
        var bytes = try handle.read(upToCount: megabytes << 20) ?? Data()
        if let lastLineFeed = bytes.lastIndex(of: UInt8(ascii: "\n")) { bytes = bytes[...lastLineFeed] }
        let name = "list-bench-first-\(megabytes)-mb-" + URL(fileURLWithPath: path).lastPathComponent
        let small = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        try bytes.write(to: URL(fileURLWithPath: small))
        return small
    }
}
