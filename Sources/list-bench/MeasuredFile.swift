import Foundation
import RecordFileAccess

/// The FILE given to a command that measures one: it must be a file that can be read, else the
/// command fails saying why. A compressed one, given to a command that sets list-viewer beside
/// tools reading plain bytes (`wc -l`, ripgrep, jq, or a first part cut from it), is measured on
/// its decompressed copy, made with the format's own tool, and the command says so: against
/// those tools the compressed bytes would mean nothing (ripgrep counts no match in them, and a
/// first part cut from them cannot be decompressed). `list-bench file-compressed` measures
/// reading a file compressed.
enum MeasuredFile {
    /// `path` when its file is not compressed; else the path of its decompressed copy in the
    /// temporary folder, made again when the file is newer than the copy.
    static func path(for path: String) -> String {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { fail("cannot read \(path): \(String(cString: strerror(errno)))") }
        var status = stat()
        let isFolder = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
        close(descriptor)
        if isFolder { fail("\(path) is a folder, not a file") }
        guard let format = CompressionFormat(ofFileAt: path) else { return path }
        let tool = switch format {
        case .gzip: "gzip"
        case .zstd: "zstd"
        case .bzip2: "bzip2"
        case .xz: "xz"
        }
        // Named after the whole path, so that two files of one name in two folders get a copy each.
        let whole = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        let name = "list-bench-decompressed" + (whole + "/" + CompressionFormat.innerName(of: path)).replacingOccurrences(of: "/", with: "_")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        if !isNewer(copy, than: path) {
            _ = CommandAnchors.run("/bin/sh", ["-c", "\(tool) -dc -- \"$1\" > \"$2.partial\" && mv -- \"$2.partial\" \"$2\"", "sh", path, copy])
        }
        FileHandle.standardError.write(Data("list-bench: \(path) is compressed (\(tool)): measured on its decompressed copy \(copy)\n".utf8))
        return copy
    }

    /// Whether the file at `path` exists and was changed after the one at `other`.
    private static func isNewer(_ path: String, than other: String) -> Bool {
        let dates = [path, other].map { try? FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date }
        guard let copied = dates[0], let original = dates[1] else { return false }
        return copied > original
    }
}
