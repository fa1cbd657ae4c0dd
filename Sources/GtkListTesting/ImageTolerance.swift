/// How different two pictures may be and still count as the same.
///
/// Three limits. A pixel *differs* when one of its channels moved by more than ``perChannel``.
/// Differing pixels may then make up at most ``changedPixelFraction`` of the picture, and no
/// ``ClusterLimit/side``×``ClusterLimit/side`` square may hold more than
/// ``ClusterLimit/changedPixels`` of them. The fraction bounds noise spread over the picture;
/// the cluster limit catches a small change in one place, such as one changed character, which
/// is far below any fraction that noise needs.
public struct ImageTolerance: Equatable, Sendable {
    /// The largest difference in any one channel (0–255) that still counts as equal.
    public var perChannel: UInt8
    /// The share of pixels (0–1) allowed to differ by more than `perChannel`.
    public var changedPixelFraction: Double
    /// How densely differing pixels may gather, or `nil` for no local limit.
    public var cluster: ClusterLimit?

    /// At most ``changedPixels`` differing pixels in any ``side``×``side`` square.
    public struct ClusterLimit: Equatable, Sendable {
        /// The side of the square, in pixels.
        public var side: Int
        /// The most differing pixels one square may hold and still pass.
        public var changedPixels: Int

        /// Creates a cluster limit.
        public init(side: Int, changedPixels: Int) {
            precondition(side > 0, "a cluster square needs a side of at least one pixel")
            self.side = side
            self.changedPixels = changedPixels
        }
    }

    /// Creates a tolerance; without `cluster`, only the fraction limits how many pixels differ.
    public init(perChannel: UInt8, changedPixelFraction: Double, cluster: ClusterLimit? = nil) {
        self.perChannel = perChannel
        self.changedPixelFraction = changedPixelFraction
        self.cluster = cluster
    }

    /// Byte-for-byte equality.
    public static let exact = ImageTolerance(perChannel: 0, changedPixelFraction: 0)

    /// Tolerates anti-aliasing noise, not content: used by ``assertGolden(of:named:tolerance:waitsForLoads:file:line:)``
    /// and `Snapshotting.image`.
    ///
    /// - A channel may move by up to 4 levels (of 255) without the pixel counting as different:
    ///   rounding in blending and gradients.
    /// - Up to 0.1 % of the pixels may differ by more (288 at 480×600), as long as they are
    ///   scattered: anti-aliasing and hinting noise touches lone pixels on glyph and curve edges.
    /// - No 8×8 square may hold more than 3 differing pixels. A changed glyph is a cluster:
    ///   "12:05" becoming "12:08" in a dimmed caption-size label changes 40 pixels, 36 of them
    ///   inside one 8×8 square, and even "Milk" becoming "Mllk" in body text, 12 pixels in all,
    ///   puts more than 3 in one square; both fail although they are a hundredth of a percent of
    ///   the picture. A one-pixel shift of a line, an icon or a word fails the same way.
    ///
    /// Pictures rendered twice, or on another run, on the same machine and setup (see
    /// ``GtkTestEnvironment``) are byte-identical and always pass. Another FreeType or cairo
    /// version may render whole glyphs differently; that fails too, so record goldens where the
    /// tests run.
    public static let standard = ImageTolerance(
        perChannel: 4,
        changedPixelFraction: 0.001,
        cluster: ClusterLimit(side: 8, changedPixels: 3)
    )
}
