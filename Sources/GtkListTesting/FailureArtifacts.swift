import Foundation

/// Where the pictures of a failed comparison are written for a person to look at: the folder
/// named by `SNAPSHOT_ARTIFACTS`, or `gtklist-golden-artifacts` in the temporary directory.
package enum FailureArtifacts {
    /// The folder all failure pictures go under.
    package static var root: URL {
        ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("gtklist-golden-artifacts")
    }

    /// Writes each picture as PNG to its file and returns one message line per picture, such as
    /// `"\n  diff:   /tmp/…/list.diff.png"`, or the reason it could not be written.
    package static func write(_ pictures: [(label: String, image: PixelImage, file: URL)]) -> String {
        pictures.map { picture in
            let label = "\(picture.label):".padding(toLength: 7, withPad: " ", startingAt: 0)
            do {
                try FileManager.default.createDirectory(at: picture.file.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                try picture.image.pngData().write(to: picture.file)
                return "\n  \(label) \(picture.file.path)"
            } catch {
                return "\n  \(label) (could not write \(picture.file.path): \(error))"
            }
        }.joined()
    }
}
