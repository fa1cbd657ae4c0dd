import Foundation

/// Reads the text in a picture with Tesseract OCR (Debian's `tesseract-ocr`, which
/// `scripts/setup.sh` installs), so a screenshot test can assert what a row says, also of a
/// window drawn by another process (`list-viewer --snapshot`).
///
/// Recognition is not exact: assert words and numbers that matter, not whole lines; Cantarell at
/// the default size reads reliably, small print less so. Tesseract may skip a line among
/// controls (a search entry and its buttons): read that strip alone, cut out with
/// ``PixelImage/cropped(x:y:width:height:)``, as a ``Layout/line``.
public enum TextRecognition {
    /// Why text could not be read.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// How the text in a picture is laid out.
    public enum Layout: Sendable {
        /// A window or a page: blocks of lines, found by Tesseract.
        case page
        /// One line, such as a strip cut out of a window's bar.
        case line

        fileprivate var segmentationMode: String { self == .page ? "3" : "7" }
    }

    /// The text Tesseract reads in `image`.
    public static func text(in image: PixelImage, layout: Layout = .page) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ocr-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try image.pngData().write(to: file)
        return try text(inPNGAt: file.path, layout: layout)
    }

    /// The text Tesseract reads in the PNG file at `path`.
    public static func text(inPNGAt path: String, layout: Layout = .page) throws -> String {
        guard let tesseract = ["/usr/bin/tesseract", "/usr/local/bin/tesseract"].first(where: FileManager.default.isExecutableFile) else {
            throw Failure(description: "tesseract is not installed (Debian: apt-get install tesseract-ocr; scripts/setup.sh does)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tesseract)
        process.arguments = [path, "stdout", "-l", "eng", "--psm", layout.segmentationMode]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "tesseract exited with status \(process.terminationStatus) reading \(path)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
