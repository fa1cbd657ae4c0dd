import Foundation

/// Runs `body` `runs` times and returns each run's duration in milliseconds.
func timeRuns(_ runs: Int, _ body: () -> Void) -> [Double] {
    (0..<runs).map { _ in
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }
}

/// Summary statistics of a series of durations, in milliseconds.
struct Timing: Codable {
    let best: Double
    let median: Double
    let p95: Double

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        best = sorted.first ?? 0
        median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        p95 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
    }
}

/// The process's resident memory now, in megabytes (Linux /proc).
func residentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return 0 }
    return kilobytes / 1024
}
