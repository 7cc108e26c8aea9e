/// A location in a two-dimensional coordinate space whose y axis points down,
/// as on iOS: (0, 0) is the top-left corner of a pixmap, and one unit is one
/// device pixel once the path's transform has been applied.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

extension Point {
    /// The point halfway between `self` and `other` (used by curve subdivision).
    @inlinable
    public func midpoint(_ other: Point) -> Point {
        Point(x: (x + other.x) * 0.5, y: (y + other.y) * 0.5)
    }

    /// `true` when both coordinates are finite; a NaN or infinite coordinate
    /// (for example from a singular transform) makes a path undrawable.
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }
}
