import GtkList

/// The demo feed's empty pages, one per template.
@MainActor
enum DemoPages {
    /// The standard page: picture, title, description and a Reload button.
    static func caughtUp(reload: @escaping @MainActor () -> Void) -> EmptyPage {
        EmptyPage.standard(image: .iconName("emblem-ok-symbolic"), title: appTexts.translate("You’re all caught up"),
                           description: appTexts.translate("The feed is empty. Reload to fetch the latest stories."),
                           buttonTitle: appTexts.translate("_Reload"))
            .imageTint(Color(hex: 0x2EC27E))
            .onTapButton(reload)
    }

    /// The text-only template.
    static func textOnly() -> EmptyPage {
        EmptyPage.textOnly(title: appTexts.translate("No stories yet"),
                           description: appTexts.translate("Stories from the sources you follow will appear here."))
    }

    /// The image-only template.
    static func imageOnly() -> EmptyPage {
        EmptyPage.imageOnly(.iconName("mail-unread-symbolic")).imageTint(Color(hex: 0x3584E4))
    }
}
