import Foundation

/// How long list-viewer takes, whole process, from its start to a PNG of its window, against
/// GTK's floor: a plain C program that shows a GtkListView of 200 one-label rows in a window of
/// the same size, waits for its painted frame, writes the window to a PNG and exits. Two
/// pictures of each file: the first painted frame with rows (`--snapshot-first`), what a user
/// sees first, and the settled window (`--snapshot`: index, timeline and a search done). Each
/// figure is the median of seven runs, the programs run in turn in each round, after a round
/// that fills the caches. Every run of list-viewer opens its file for the first time
/// (``KeptIndexes``): the settled picture includes the whole index.
///
/// Both programs run in the same ``pictureEnvironment``, so that both do the same platform work:
/// left to its defaults the floor would load and probe OpenGL (Mesa and its LLVM on a machine
/// without a GPU: 30 ms on one machine, 150–250 ms on another), which list-viewer's pictures
/// always skip.
enum FirstPictureBenchmark {
    /// GTK draws with cairo without probing OpenGL, as list-viewer's pictures always do, and
    /// without its bridge to screen readers, as they do where no session bus runs.
    static let pictureEnvironment = ["GSK_RENDERER": "cairo", "GDK_DEBUG": "gl-disable", "GTK_A11Y": "none"]

    struct Result: Codable {
        let floorMilliseconds: Double
        /// The settled pictures.
        let smallFileMilliseconds: Double
        let hugeFileMilliseconds: Double
        /// The slower of the two settled pictures against the floor.
        let firstPictureToFloor: Double
        /// The first painted frames with rows.
        let smallFileFirstRowsMilliseconds: Double
        let hugeFileFirstRowsMilliseconds: Double
        /// The slower of the two first frames with rows against the floor.
        let firstRowsToFloor: Double
    }

    /// Measures `smallFile` and `hugeFile`, the settled pictures with a search for `needle`.
    static func run(smallFile: String, hugeFile: String, needle: String) -> Result {
        let picture = FileManager.default.temporaryDirectory.appendingPathComponent("list-bench-first-picture.png").path
        defer { try? FileManager.default.removeItem(atPath: picture) }
        let viewer = CommandAnchors.listViewer()
        func viewerRun(_ file: String, _ options: [String]) -> CommandAnchors.TimedCommand {
            // The exit status is 1 when the file met a read error; its picture is still taken.
            // Each run opens the file for the first time: it indexes it.
            CommandAnchors.TimedCommand(executable: viewer, arguments: [file, "--size", "800x700"] + options, statuses: [0, 1],
                                        prepare: KeptIndexes.forget)
        }
        let settled = ["--snapshot", picture, "--search", needle]
        let first = ["--snapshot-first", picture]
        let times = CommandAnchors.alternatedMedianTimes(7, [
            CommandAnchors.TimedCommand(executable: CommandAnchors.gtkFloor(), arguments: [picture]),
            viewerRun(smallFile, settled), viewerRun(hugeFile, settled), viewerRun(smallFile, first), viewerRun(hugeFile, first),
        ], environment: pictureEnvironment)
        let (floor, small, huge, smallFirst, hugeFirst) = (times[0], times[1], times[2], times[3], times[4])
        return Result(floorMilliseconds: floor * 1_000, smallFileMilliseconds: small * 1_000,
                      hugeFileMilliseconds: huge * 1_000, firstPictureToFloor: max(small, huge) / floor,
                      smallFileFirstRowsMilliseconds: smallFirst * 1_000, hugeFileFirstRowsMilliseconds: hugeFirst * 1_000,
                      firstRowsToFloor: max(smallFirst, hugeFirst) / floor)
    }
}
