import Foundation

/// Memory that closed windows leave behind, feed and list against plain GTK, from one run.
struct WindowChurnReport: Codable {
    /// Resident memory our feed may leave per 1,000 windows beyond what plain GTK leaves.
    static let allowedKilobytesBeyondGtk = 200.0

    let results: [WindowChurnTest.Result]
    /// What 1,000 closed feed windows leave beyond 1,000 plain GtkListView windows, in kilobytes.
    let feedBeyondGtkKilobytesPer1000Windows: Double
    /// The same for a bare ``ListView``.
    let listBeyondGtkKilobytesPer1000Windows: Double
    /// Whether nothing of ours outlived its window and the feed stayed within the allowance.
    let passes: Bool

    init(results: [WindowChurnTest.Result]) {
        self.results = results
        func growth(_ kind: WindowChurnTest.Kind) -> Double {
            results.first { $0.kind == kind }?.kilobytesPer1000Windows ?? .infinity
        }
        feedBeyondGtkKilobytesPer1000Windows = growth(.feed) - growth(.plain)
        listBeyondGtkKilobytesPer1000Windows = growth(.list) - growth(.plain)
        let nothingLeft = results.allSatisfy {
            $0.listsAlive == 0 && $0.closuresLeft == 0 && $0.rowObjectsLeft == 0 && $0.listModelsLeft == 0
        }
        passes = nothingLeft && feedBeyondGtkKilobytesPer1000Windows < Self.allowedKilobytesBeyondGtk
    }

    var table: String {
        let rows = results.map {
            $0.kind.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)
                + String(format: " %6.0f kB per 1,000 windows   %d alive, %d closures, %d row objects, %d models left",
                         $0.kilobytesPer1000Windows, $0.listsAlive, $0.closuresLeft, $0.rowObjectsLeft, $0.listModelsLeft)
        }
        return (["window churn (\(results.first?.windows ?? 0) windows each, after \(results.first?.warmUpWindows ?? 0) of warm-up; resident memory left behind):"]
            + rows
            + [String(format: "feed beyond plain GTK: %.0f kB per 1,000 windows (target < %.0f); list beyond plain GTK: %.0f kB",
                      feedBeyondGtkKilobytesPer1000Windows, Self.allowedKilobytesBeyondGtk,
                      listBeyondGtkKilobytesPer1000Windows)]).joined(separator: "\n")
    }
}
