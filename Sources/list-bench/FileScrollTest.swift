import Foundation
import GtkList
import GtkListTesting
import ListViewerKit

/// Opens a (huge) file in list-viewer's real window and keeps scrolling to the end, so page
/// after page is read; reports how fast the first rows came and how memory behaved.
@MainActor
struct FileScrollTest {
    struct Result: Codable {
        let file: String
        let fileMegabytes: Double
        let firstRowsMilliseconds: Double
        let seconds: Double
        let recordsRead: Int
        let recordsShown: Int
        let residentMegabytes: [Double]
        let growthAfterWarmUpMegabytes: Double
    }

    static func run(path: String, seconds: Double) throws -> Result {
        let (viewer, file, firstRows) = try openInViewer(path, width: 480)

        var samples: [Double] = []
        let began = Date()
        while Date().timeIntervalSince(began) < seconds, !file.feed.state.isExhausted {
            file.feed.list.scrollToRow(file.feed.list.presentedRowCount - 1)
            MainLoop.run(for: 0.05)
            if samples.isEmpty || Date().timeIntervalSince(began) > Double(samples.count) { samples.append(residentMegabytes()) }
        }
        samples.append(residentMegabytes())
        let read = file.model.records.dataSource.itemCount + file.model.records.droppedRecords
        viewer.window.close()
        let warmUpEnd = max(1, samples.count / 5)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        return Result(file: path, fileMegabytes: Double(size) / 1_048_576, firstRowsMilliseconds: firstRows,
                      seconds: Date().timeIntervalSince(began), recordsRead: read,
                      recordsShown: file.model.records.dataSource.itemCount, residentMegabytes: samples,
                      growthAfterWarmUpMegabytes: max(0, (samples[warmUpEnd...].max() ?? 0) - samples[warmUpEnd - 1]))
    }
}
