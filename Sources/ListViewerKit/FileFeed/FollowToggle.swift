import GtkList
import ListCore

/// The header bar's Follow toggle: keeps the list at the end while the file grows.
@MainActor
final class FollowToggle {
    let button = ToggleButton(iconName: "go-bottom-symbolic")
    private let model: OpenFile
    private var observation: ObservationToken?

    init(model: OpenFile) {
        self.model = model
        button.tooltip = appTexts.translate("Follow the end of the file as it grows")
        button.setAccessibleLabel(appTexts.translate("Follow"))
        button.isActive = model.follow.isFollowing
        button.onToggled { [weak self] in
            guard let self else { return }
            let follow = self.model.follow
            guard self.button.isActive != follow.isFollowing else { return }
            if self.button.isActive { follow.start() } else { follow.stop() }
            // A file that cannot be watched is not followed.
            self.button.isActive = follow.isFollowing
        }
        observation = model.observe { [weak self] change in
            guard change == .follow, let self else { return }
            self.button.isActive = self.model.follow.isFollowing
        }
    }
}
