import Foundation

/// Reads the text in a picture with Tesseract OCR (Debian's `tesseract-ocr`, which
/// `scripts/setup.sh` installs), so a screenshot test can assert what a row says, also of a
/// window drawn by another process (`list-viewer --snapshot`).
///
/// Recognition is not exact: assert words and numbers that matter, not whole lines; Cantarell at
/// the default size reads reliably, small print less so. Tesseract may skip a line among
/// controls (a search entry and its buttons): read that part alone, with
/// ``PixelImage/cropped(x:y:width:height:)``.
public enum TextRecognition {
    /// Why text could not be read.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The text Tesseract reads in `image`.
    public static func text(in image: PixelImage) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ocr-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try image.pngData().write(to: file)
        return try text(inPNGAt: file.path)
    }

    /// The text Tesseract reads in the PNG file at `path`.
    public static func text(inPNGAt path: String) throws -> String {
        guard let tesseract = ["/usr/bin/tesseract", "/usr/local/bin/tesseract"].first(where: FileManager.default.isExecutableFile) else {
            throw Failure(description: "tesseract is not installed (Debian: apt-get install tesseract-ocr; scripts/setup.sh does)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tesseract)
        process.arguments = [path, "stdout", "-l", "eng"]
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
