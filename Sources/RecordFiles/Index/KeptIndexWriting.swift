import Foundation
import RecordFileAccess

/// Indexes handed over to be kept, written in turn by one thread of low priority: the scan
/// that made one tells its end without waiting for it to be encoded and written (tens of ms for a
/// gigabyte's), which a window waiting for the index would wait for too. A kept index is read
/// only once its writing has ended (``waitUntilWritten(_:)``), and the process ends only once
/// every one handed over is written.
enum KeptIndexWriting {
    /// A kept index's writing: the file it goes to, and what writes it.
    private struct Job {
        let path: String
        let write: @Sendable () -> Void
    }

    /// Guards the jobs, and is signalled as each ends.
    private static let condition = NSCondition()
    /// The jobs not yet ended, oldest first; the first is being written while the writer runs.
    nonisolated(unsafe) private static var jobs: [Job] = []
    nonisolated(unsafe) private static var isWriterRunning = false
    /// Registers, once, the wait for the jobs at the process's end (`exit`).
    private static let waitsAtExit: Void = { atexit { KeptIndexWriting.waitForAll() } }()

    /// Writes the index kept at `path` with `write`, after the jobs handed over before.
    static func write(_ path: String, with write: @escaping @Sendable () -> Void) {
        _ = waitsAtExit
        condition.lock()
        jobs.append(Job(path: path, write: write))
        let startsWriter = !isWriterRunning
        isWriterRunning = true
        condition.unlock()
        // Not held back for an app's start-up: a picture taken at the first rows ends the
        // process, which then waits for the writer.
        if startsWriter { LowPriorityThreads.start(writeJobs) }
    }

    /// Returns once no index handed over for `path` is still to be written.
    static func waitUntilWritten(_ path: String) {
        condition.lock()
        while jobs.contains(where: { $0.path == path }) { condition.wait() }
        condition.unlock()
    }

    /// Returns once every index handed over is written.
    static func waitForAll() {
        condition.lock()
        while !jobs.isEmpty { condition.wait() }
        condition.unlock()
    }

    /// Writes the jobs in turn until none is left.
    private static func writeJobs() {
        while true {
            condition.lock()
            guard let job = jobs.first else {
                isWriterRunning = false
                condition.unlock()
                return
            }
            condition.unlock()
            job.write()
            condition.lock()
            jobs.removeFirst()
            condition.broadcast()
            condition.unlock()
        }
    }
}
