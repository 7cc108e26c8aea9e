import SplashGeometry
import SplashScene

/// Measures text as the compositor will draw it, for labels' intrinsic
/// content sizes. The importer never draws; SplashRender supplies one backed
/// by the text stack.
public protocol LabelMeasuring {
    /// The size of `text` laid out at most `width` wide (nil: one line per
    /// explicit line break, unwrapped), and its baselines from the top.
    func measure(_ text: TextContents, width: Double?) throws -> TextMeasurement
}

/// What `LabelMeasuring` reports: the text's size in points and where its
/// first and last baselines sit below its top.
public struct TextMeasurement: Sendable, Hashable {
    public var size: Size
    public var firstBaseline: Double
    public var lastBaseline: Double

    public init(size: Size, firstBaseline: Double, lastBaseline: Double) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}
