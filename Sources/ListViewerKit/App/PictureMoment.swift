import Foundation
import GtkList
import RecordFiles

/// When list-viewer takes the picture of its launch's window (`--snapshot`, `--snapshot-first`):
/// which painted frame is the one, and the exit status each gives. The picture is of the first
/// frame after whose paint the moment has come, taken right there: the frame that showed it.
@MainActor
struct PictureMoment {
    /// Whether the frame just painted is the one to take.
    let isDue: @MainActor () -> Bool
    /// The exit status, once it is taken.
    let status: @MainActor () -> Int32
    /// Why a picture taken after waiting the most frames is not due, if it is not.
    let unsettled: @MainActor () -> String?

    /// The longest wait for the moment.
    static let longestWait = Duration.seconds(100)
    /// The most frames waited for logs being merged: ``longestWait`` at 60 frames a second.
    private static let mergeFrameLimit = 6000

    /// The first frame in which a file is settled (read, indexed, its timeline drawn, what was
    /// asked for done: ``FileContent/isSettledOnScreen``) and a table's columns have all joined; exit
    /// status 1 when reading met an error, even after records that show.
    static func settled(_ viewer: ViewerWindow) async -> PictureMoment {
        if let failed = await mergeEnded(in: viewer) { return failed }
        guard let file = viewer.file else { return now(status: 0) }
        return PictureMoment(
            // A table's columns join a few per frame.
            isDue: { file.isSettledOnScreen && (file.viewSwitch.table?.view.waitingColumnCount ?? 0) == 0 },
            status: { file.model.problems.hasReadError ? 1 : 0 },
            unsettled: {
                if !file.isSettledOnScreen, case .waiting(let reasons) = file.model.settleState { return "waiting for \(reasons)" }
                return (file.viewSwitch.table?.view.waitingColumnCount ?? 0) > 0 ? "waiting for the table's columns" : nil
            })
    }

    /// The first frame in which a file's rows are laid out, or its first load ended without
    /// any; its exit status, as ``settled(_:)`` gives it.
    static func firstRows(in viewer: ViewerWindow) async -> PictureMoment {
        if let failed = await mergeEnded(in: viewer) { return failed }
        guard let file = viewer.file else { return now(status: 0) }
        return PictureMoment(isDue: { file.feed.list.visibleRows?.isEmpty == false || file.isSettled },
                             status: { file.model.problems.hasReadError ? 1 : 0 },
                             unsettled: { nil })
    }

    /// Writes the PNG of the first frame painted once the moment has come, right after its
    /// paint (or of the last frame waited for, saying why it is not due).
    func write(of viewer: ViewerWindow, to path: String) async -> Result<Void, RenderError> {
        let written = await afterItsFrame(in: viewer, waitingAtMost: Self.longestWait) { () -> Result<Void, RenderError> in
            if let reason = unsettled() {
                FileHandle.standardError.write(Data("list-viewer: the picture is taken unsettled, \(reason)\n".utf8))
            }
            return Result { () throws(RenderError) in try WidgetRenderer.writePNG(of: viewer.window, to: path) }
        }
        // No frame can come: the window went away.
        return written ?? .failure(.notShown)
    }

    /// Calls `body` right after the paint of the first frame of `viewer` in which the moment
    /// has come, or of the first after `longestWait`; `nil` when no frame can come (the window
    /// went away). The window draws no frame only to wait (``Widget/firstPaint(where:then:)``):
    /// a picture's run paints as a user's does, and its background work gets the same cores.
    func afterItsFrame<Value>(in viewer: ViewerWindow, waitingAtMost longestWait: Duration,
                              _ body: @escaping @MainActor () -> Value) async -> Value? {
        let deadline = ContinuousClock.now + longestWait
        return await viewer.window.firstPaint(where: { isDue() || ContinuousClock.now >= deadline }, then: body)
    }

    /// Writes the picture (``write(of:to:)``) and ends the process with the moment's status: a
    /// picture's run keeps nothing (no window size, no files open), and the rows still landing
    /// and GTK's taking down of the window would add 5–25 ms to every picture. Its named
    /// temporary files go first. When no picture could be written, says why and quits
    /// `application` with status 1.
    func writeAndEnd(of viewer: ViewerWindow, to path: String, quitting application: Application) async {
        switch await write(of: viewer, to: path) {
        case .success:
            TemporaryFile.removeLeftovers()
            exit(status())
        case .failure(let error):
            FileHandle.standardError.write(Data("list-viewer: \(error)\n".utf8))
            application.quit(status: 1)
        }
    }

    /// The next frame, with `status`.
    private static func now(status: Int32) -> PictureMoment {
        PictureMoment(isDue: { true }, status: { status }, unsettled: { nil })
    }

    /// Waits until logs being merged (`--merge`) show merged; a moment with status 1 when they
    /// cannot be, else `nil`.
    private static func mergeEnded(in viewer: ViewerWindow) async -> PictureMoment? {
        await viewer.window.nextFrames(atMost: mergeFrameLimit) { (viewer.content as? MergingLogsContent)?.isMerging != true }
        return (viewer.content as? MergingLogsContent)?.failure == nil ? nil : now(status: 1)
    }
}
