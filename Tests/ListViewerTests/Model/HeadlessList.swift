import Foundation
import GtkListTesting
import ListCore
@testable import ListViewerKit
import RecordFilesTesting
import XCTest

/// A list of an open file's records without a widget: it runs the feed's state machine as the
/// list view does — the first load, pages as asked, refreshes — against the model, tells the
/// model its state, and does what the model asks of a list.
@MainActor
final class HeadlessList {
    private(set) var state = FeedState()
    private let model: OpenFile
    private var running: [FeedOperationID: Task<Void, Never>] = [:]
    private var observations: [ObservationToken] = []

    /// Reads `model`'s first records at once.
    init(model: OpenFile) {
        self.model = model
        observations.append(model.observe { [weak self] change in
            guard case .request(let request) = change else { return }
            self?.perform(request)
        })
        observations.append(model.records.dataSource.observe { [weak self] change in
            self?.send(.itemCountChanged(change.itemCountAfter))
        })
        send(.refreshRequested)
    }

    isolated deinit {
        running.values.forEach { $0.cancel() }
    }

    /// Whether no load runs.
    var isIdle: Bool { running.isEmpty && !state.isRefreshing && state.phase != .notLoaded }

    /// Feeds `event` to the state machine, starts or cancels its work, and tells the model.
    func send(_ event: FeedEvent) {
        let effects = state.handle(event)
        effects.forEach(perform)
        model.records.listStateDidChange(state)
    }

    private func perform(_ effect: FeedEffect) {
        switch effect {
        case .startRefresh(let id):
            run(id) { [model] in
                let more = try await model.refresh()
                return .refreshed(count: model.records.dataSource.itemCount, more: more ? .available : .exhausted)
            } finished: { .refreshFinished(id, $0) }
        case .startLoadMore(let id):
            run(id) { [model] in
                let before = model.records.dataSource.itemCount + model.records.droppedRecords
                let more = try await model.loadNextPage()
                let added = model.records.dataSource.itemCount + model.records.droppedRecords - before
                return .pageLoaded(added: added, more: more ? .available : .exhausted)
            } finished: { .loadMoreFinished(id, $0) }
        case .cancel(let id):
            running.removeValue(forKey: id)?.cancel()
        }
    }

    private func run(_ id: FeedOperationID, _ work: @escaping @MainActor () async throws -> FeedLoadOutcome,
                     finished: @escaping @MainActor (FeedLoadOutcome) -> FeedEvent) {
        running[id] = Task { [weak self] in
            let outcome: FeedLoadOutcome
            do {
                outcome = try await work()
            } catch is CancellationError {
                outcome = .cancelled
            } catch {
                outcome = .failed(message: String(describing: error))
            }
            guard let self, self.running.removeValue(forKey: id) != nil else { return }
            self.send(finished(outcome))
        }
    }

    private func perform(_ request: ListRequest) {
        switch request {
        case .loadMore: send(.moreAvailable)
        case .nearEnd: send(.nearEnd(contentFillsViewport: true))
        case .refresh: send(.refreshRequested)
        case .firstShow, .focus, .scrollToStart, .scrollToEnd: break
        }
    }
}

extension HeadlessList {
    /// `text` written to `name` in `scratch` (which the caller keeps while it is read), opened
    /// with `watch`, and its list, read until the model is settled.
    static func reading(_ text: String, as name: String = "log.jsonl", in scratch: ScratchDirectory,
                        watch: @escaping FileWatch = { _, _ in nil }) throws -> (OpenFile, HeadlessList) {
        try GtkTestEnvironment.start()
        let model = OpenFile(FileReference(path: try scratch.write(name, text), keepsIndex: false), watch: watch)
        let list = HeadlessList(model: model)
        list.waitUntilSettled()
        return (model, list)
    }

    /// Runs the main loop until the model is settled and no load runs.
    func waitUntilSettled(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(MainLoop.run(until: { self.model.settleState == .settled && self.isIdle }, timeout: 20),
                      "still \(model.settleState)", file: file, line: line)
    }
}

/// The notices a model gave, in order.
@MainActor
final class NoticeLog {
    private(set) var notices: [FileNotice] = []
    private var observation: ObservationToken?

    init(_ model: OpenFile) {
        observation = model.observe { [weak self] change in
            if case .notice(let notice) = change { self?.notices.append(notice) }
        }
    }
}
