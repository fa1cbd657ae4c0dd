/// Keys pressed together, written as xdotool writes them: X keysym names joined by `+`, such as
/// `"F5"`, `"Return"`, `"space"`, `"Down"`, `"r"` or `"ctrl+shift+Tab"`.
///
/// `ctrl` (or `control`), `shift`, `alt` and `super` stand for the left modifier keys; every
/// other name is an X keysym name (`/usr/include/X11/keysymdef.h` without the `XK_`).
package struct KeyCombination: Equatable {
    /// The keysym names in the order they go down; they come up in reverse.
    package let keysymNames: [String]

    private static let modifiers = [
        "ctrl": "Control_L", "control": "Control_L", "shift": "Shift_L", "alt": "Alt_L", "super": "Super_L",
    ]

    /// Reads `text`; throws if a part between `+` signs is empty.
    package init(_ text: String) throws(TestInput.Failure) {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else {
            throw TestInput.Failure(description: "\"\(text)\" is not a key combination such as \"ctrl+r\"")
        }
        keysymNames = parts.map { Self.modifiers[$0.lowercased()] ?? $0 }
    }
}
