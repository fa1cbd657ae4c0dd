/// A key and what it does.
struct FeatureShortcut {
    /// The key, as GTK names it: `<Control>f`.
    let trigger: String
    let action: @MainActor () -> Void
}

/// A part of an open file's window built on the file's model alone: what keys it answers,
/// which the window installs for it.
@MainActor
protocol FileFeature: AnyObject {
    /// Keys that work anywhere in the file's area.
    var areaShortcuts: [FeatureShortcut] { get }
    /// Keys that work while the list has the keyboard, before the list's own.
    var listShortcuts: [FeatureShortcut] { get }
}

extension FileFeature {
    var areaShortcuts: [FeatureShortcut] { [] }
    var listShortcuts: [FeatureShortcut] { [] }
}
