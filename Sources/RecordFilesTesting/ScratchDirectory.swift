import Foundation
import XCTest

/// A fresh directory under the system's temporary directory, removed when released.
public final class ScratchDirectory {
    /// The directory.
    public let url: URL

    /// Creates the directory.
    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("record-file-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` inside the directory.
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `text` as UTF-8 to `name` and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        try write(name, Array(text.utf8))
    }

    /// Writes `bytes` to `name` and returns its path.
    @discardableResult
    public func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}

/// Appends `text` to the file at `path`, as a writer of a growing file would.
public func appendText(_ text: String, to path: String) throws {
    let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
}
