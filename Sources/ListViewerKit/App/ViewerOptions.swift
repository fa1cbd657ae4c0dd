import ArgumentParser

/// The command line of list-viewer.
public struct ViewerOptions: ParsableArguments {
    public static let configuration = CommandConfiguration(
        commandName: "list-viewer",
        abstract: "Shows a feed as a GTK list."
    )

    /// Write a PNG of the window to this path once it is drawn, then exit.
    @Option(name: .long, help: ArgumentHelp("Write a PNG of the window to this file once it is drawn, then exit.",
                                            valueName: "OUT.png"))
    public var snapshot: String?

    /// The window size.
    @Option(name: .long, help: ArgumentHelp("Window size as WIDTHxHEIGHT (each 100…10000).", valueName: "WxH"))
    public var size: WindowSize = .standard

    /// The screen state to show (for pictures of every state).
    @Option(name: .long, help: ArgumentHelp("Put the window in this state first: \(ViewerState.allCases.map(\.rawValue).joined(separator: ", ")).",
                                            valueName: "STATE"))
    public var state: ViewerState?

    /// Use the theme's dark variant.
    @Flag(name: .long, help: "Use the dark variant of the theme.")
    public var dark = false

    public init() {}
}
