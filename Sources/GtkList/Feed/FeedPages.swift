/// The pages a ``FeedListView`` shows until you give it your own.
@MainActor
enum FeedPages {
    static func loading() -> EmptyPage {
        let spinner = Spinner()
        spinner.setSizeRequest(width: 32, height: 32)
        spinner.isSpinning = true
        spinner.setAccessibleRole(.presentation)  // the words beside it say it
        let label = Label(packageTexts.translate("Loading…"))
        label.addCSSClass(ListStyle.secondaryText)
        label.horizontalAlignment = .center
        let page = Box(.vertical, spacing: 12, children: [spinner, label])
        page.setAccessibleBusy(true)
        return EmptyPage.custom(page)
    }

    static func empty() -> EmptyPage {
        EmptyPage.textOnly(title: packageTexts.translate("Nothing here"),
                           description: packageTexts.translate("There are no items to show."))
    }

    /// The warning sign is red through the library's style sheet, not ``EmptyPage/imageTint(_:)``:
    /// a tint adds a style sheet to the display, which every feed would otherwise pay for.
    static func error() -> EmptyPage {
        let page = EmptyPage.standard(image: .iconName("dialog-warning-symbolic"),
                                      title: packageTexts.translate("Couldn’t load"),
                                      description: "", buttonTitle: packageTexts.translate("_Retry"))
        page.view.background.addCSSClass(ListStyle.errorPage)
        return page
    }
}
