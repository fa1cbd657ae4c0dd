import ArgumentParser

/// A window size written as `WIDTHxHEIGHT`, such as `800x600`.
public struct WindowSize: Equatable, Sendable, ExpressibleByArgument, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// The size the app opens with.
    public static let standard = WindowSize(width: 720, height: 860)

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Creates a size whose sides are both between 100 and 10000 pixels, or `nil`.
    public init?(checkingWidth width: Int, height: Int) {
        guard (100...10_000).contains(width), (100...10_000).contains(height) else { return nil }
        self.init(width: width, height: height)
    }

    /// Parses `WIDTHxHEIGHT`; each side between 100 and 10000 pixels.
    public init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        self.init(checkingWidth: width, height: height)
    }

    public var description: String { "\(width)x\(height)" }
}
