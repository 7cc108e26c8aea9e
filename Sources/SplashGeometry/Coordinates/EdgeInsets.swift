/// Distances inset from a rectangle's four edges, in points, as UIKit's
/// `UIEdgeInsets` (a view's `safeAreaInsets`, a guide's margins).
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    /// `rect` with the insets taken off its edges (as `UIEdgeInsetsInsetRect`
    /// / `rect.inset(by:)`).
    public func inset(_ rect: Rect) -> Rect {
        Rect(x: rect.minX + left, y: rect.minY + top, width: rect.width - left - right, height: rect.height - top - bottom)
    }
}
