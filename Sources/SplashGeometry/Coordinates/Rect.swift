/// An axis-aligned rectangle, described as Core Graphics does by an origin and
/// a size. A negative width or height is allowed and means the rectangle
/// extends left or up from its origin; `minX`/`maxX` and friends always
/// report the true extremes, so code never has to standardise first.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var width: Double { abs(size.width) }
    public var height: Double { abs(size.height) }
    public var minX: Double { min(origin.x, origin.x + size.width) }
    public var minY: Double { min(origin.y, origin.y + size.height) }
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    public var midX: Double { origin.x + size.width * 0.5 }
    public var midY: Double { origin.y + size.height * 0.5 }

    /// `true` when the rectangle encloses no area.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        Rect(x: minX, y: minY, width: width, height: height)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top
    /// and bottom (negative values grow it). Unlike Core Graphics, which
    /// returns the "null" rectangle when the inset is larger than the
    /// rectangle, the result collapses to a zero-size rectangle at the centre:
    /// an animation that insets past zero should shrink to nothing, not jump.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let r = standardized
        let w = max(0, r.size.width - 2 * dx)
        let h = max(0, r.size.height - 2 * dy)
        return Rect(x: r.midX - w * 0.5, y: r.midY - h * 0.5, width: w, height: h)
    }

    /// The smallest rectangle containing both rectangles.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `true` when `p` lies inside or on the edge of the rectangle.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }
}
