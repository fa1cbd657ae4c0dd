import GtkList
import RecordFiles

extension LogLevel {
    /// The style class that colours the level: errors and worse, warnings, notices and
    /// information; debugging and tracing are secondary text.
    @MainActor
    var styleClass: String {
        switch self {
        case .emergency, .alert, .critical, .error: "level-error"
        case .warning: "level-warning"
        case .notice, .info: "level-info"
        case .debug, .trace: ListStyle.secondaryText
        }
    }
}
