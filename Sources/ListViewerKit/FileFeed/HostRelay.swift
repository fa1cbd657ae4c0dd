import GtkList
import ListCore

/// What an open file's model tells its window: notices as toasts, when the title may have
/// changed, and whether it is refreshing.
@MainActor
final class HostRelay {
    /// The window, once the file is shown in one.
    var host: ViewerContentHost?
    private var observations: [ObservationToken] = []

    init(model: OpenFile) {
        observations.append(model.observe { [weak self, weak model] change in
            guard let self, let host = self.host, let model else { return }
            switch change {
            case .notice(let notice):
                host.showToast(notice.title, notice.detail)
            case .listState:
                host.setRefreshing(model.records.listState.isRefreshing)
                host.contentDidChange()
            case .indexed, .decompressed, .filter(.progress), .sort(.progress):
                host.contentDidChange()
            default:
                break
            }
        })
        observations.append(model.records.dataSource.observe { [weak self] _ in self?.host?.contentDidChange() })
    }

    /// Asks the window where to save a file; `nil` without a window.
    func chooseFileToSave(_ suggestedName: String, _ filters: [(String, [String])],
                          completion: @escaping @MainActor (String?) -> Void) {
        guard let host else { return completion(nil) }
        host.chooseFileToSave(suggestedName, filters, completion)
    }
}
