import ListCore

/// The colours a user gave one page, kept in a style sheet of the page's own that applies
/// through a style class only that page carries.
///
/// GTK keeps every style class name it has seen for the life of the process, so the names are
/// reused: a page takes one only when it is first given a colour and hands it back when it goes.
@MainActor
final class EmptyPageStyle {
    /// Numbers of class names handed back, and the next new one.
    private static var returnedNumbers: [Int] = []
    private static var nextNumber = 1

    private let page: Widget
    private var styleClass: (name: String, number: Int)?
    private var provider: StyleProvider?

    var imageTint: Color? { didSet { reload() } }
    var background: Color? { didSet { reload() } }

    init(page: Widget) { self.page = page }

    isolated deinit {
        if let styleClass { Self.returnedNumbers.append(styleClass.number) }
    }

    private func reload() {
        let name = claimStyleClass()
        var css = ""
        if let background { css += ".\(name) { background-color: \(background.cssValue); }\n" }
        if let imageTint { css += ".\(name) image.empty-page-image { color: \(imageTint.cssValue); }\n" }
        if provider == nil { provider = StyleProvider(priority: .application) }
        provider?.load(css)
    }

    /// The page's own style class, put on the page the first time.
    private func claimStyleClass() -> String {
        if let styleClass { return styleClass.name }
        let number = Self.returnedNumbers.popLast() ?? Self.takeNextNumber()
        let name = "empty-page-\(number)"
        styleClass = (name, number)
        page.addCSSClass(name)
        return name
    }

    private static func takeNextNumber() -> Int {
        defer { nextNumber += 1 }
        return nextNumber
    }
}

extension Color {
    /// The colour as a CSS `rgba()` value.
    var cssValue: String {
        func channel(_ value: Double) -> Int { Int((value * 255).rounded()) }
        return "rgba(\(channel(red)), \(channel(green)), \(channel(blue)), \(alpha))"
    }
}
