import Foundation

/// When list-viewer takes the picture of its launch's window (`--snapshot`, `--snapshot-first`):
/// the waits, and the exit status each gives.
@MainActor
enum PictureMoment {
    /// Waits until a file is settled (read, indexed, its timeline drawn, what was asked for
    /// done: ``FileContent/isSettled``); its exit status: 1 when reading met an error, even
    /// after records that show.
    static func settled(_ viewer: ViewerWindow) async -> Int32 {
        if let failed = await mergeEnded(in: viewer) { return failed }
        guard let file = viewer.file else { return 0 }
        await viewer.window.nextFrames(atMost: 6000) { file.isSettled }
        if case .waiting(let reasons) = file.model.settleState {
            FileHandle.standardError.write(Data("list-viewer: the picture is taken unsettled, waiting for \(reasons)\n".utf8))
        }
        // A table's columns join a few per frame.
        await viewer.window.nextFrames(atMost: 600) { (file.viewSwitch.table?.view.waitingColumnCount ?? 0) == 0 }
        return file.model.problems.hasReadError ? 1 : 0
    }

    /// Waits until logs being merged (`--merge`) show merged; 1 when they cannot be, else `nil`.
    private static func mergeEnded(in viewer: ViewerWindow) async -> Int32? {
        await viewer.window.nextFrames(atMost: 6000) { (viewer.content as? MergingLogsContent)?.isMerging != true }
        return (viewer.content as? MergingLogsContent)?.failure == nil ? nil : 1
    }

    /// Waits until a file's rows are laid out, or its first load ended without any; its exit
    /// status, as ``settled(_:)`` gives it.
    static func firstRows(in viewer: ViewerWindow) async -> Int32 {
        if let failed = await mergeEnded(in: viewer) { return failed }
        guard let file = viewer.file else { return 0 }
        await viewer.window.nextFrames(atMost: 6000) { file.feed.list.visibleRows?.isEmpty == false || file.isSettled }
        return file.model.problems.hasReadError ? 1 : 0
    }
}
