import Foundation

/// How long list-viewer takes, whole process, from its start to a PNG of its first picture,
/// against GTK's floor: a plain C program that shows a GtkListView of 200 one-label rows in a
/// window of the same size, waits for its painted frame, writes the window to a PNG and exits.
/// Each figure is the median of five runs, after one that fills the caches.
enum FirstPictureBenchmark {
    struct Result: Codable {
        let floorMilliseconds: Double
        let smallFileMilliseconds: Double
        let hugeFileMilliseconds: Double
        /// The slower of the two files against the floor.
        let firstPictureToFloor: Double
    }

    static func run(smallFile: String, hugeFile: String) -> Result {
        let picture = FileManager.default.temporaryDirectory.appendingPathComponent("list-bench-first-picture.png").path
        defer { try? FileManager.default.removeItem(atPath: picture) }
        let floor = CommandAnchors.medianTime(5, CommandAnchors.gtkFloor(), [picture])
        let viewer = CommandAnchors.listViewer()
        func viewerTime(_ file: String) -> Double {
            CommandAnchors.medianTime(5, viewer, [file, "--snapshot", picture, "--size", "800x700"])
        }
        let small = viewerTime(smallFile)
        let huge = viewerTime(hugeFile)
        return Result(floorMilliseconds: floor * 1_000, smallFileMilliseconds: small * 1_000,
                      hugeFileMilliseconds: huge * 1_000, firstPictureToFloor: max(small, huge) / floor)
    }
}
