/// Where a stroke can be seen, so that the parts of its path that cannot
/// be are not flattened finely: a logo zoomed 1000× past the screen has
/// curves thousands of pixels long of which a few cross the frame.
///
/// A curve lies inside the convex hull of its control points, and so does
/// its chord; the stroke of either stays within `reach` of the hull (half
/// the width, times the miter limit for miter joins and √2 for square
/// caps). When that widened hull, mapped by `transform`, misses `visible`,
/// neither the curve's stroke nor its chord's can show, and the joins at
/// its ends (within the same reach of its end points, which are hull
/// points) cannot either: the chord strokes the same visible pixels.
///
/// Only for a solid, whole stroke: dashes and `strokeStart`/`strokeEnd`
/// are placed by length along the path, which the chord would change.
public struct StrokeCulling: Sendable, Hashable {
    /// The path's coordinates to the picture.
    public var transform: AffineTransform
    /// The region of the picture that can be seen.
    public var visible: Rect
    /// How far the stroke reaches past its path, in the path's units.
    public var reach: Double

    public init(transform: AffineTransform, visible: Rect, reach: Double) {
        self.transform = transform
        self.visible = visible
        self.reach = reach
    }

    /// The reach of a stroke of `style` past its path (path units).
    public static func reach(of style: StrokeStyle) -> Double {
        let half = style.width / 2
        let join = style.join == .miter ? max(1, style.miterLimit) : 1
        let cap = style.cap == .square ? 2.0.squareRoot() : 1
        return half * max(join, cap)
    }

    /// Whether nothing the stroke draws around the curve with these
    /// control points can fall in `visible`.
    /// (A quadratic passes its end point twice; no array is made per curve.)
    func hides(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point? = nil) -> Bool {
        let last = p3 ?? p2
        let minX = min(p0.x, p1.x, p2.x, last.x), maxX = max(p0.x, p1.x, p2.x, last.x)
        let minY = min(p0.y, p1.y, p2.y, last.y), maxY = max(p0.y, p1.y, p2.y, last.y)
        // The widened hull's corners in the picture, and their box.
        let a = transform.apply(to: Point(x: minX - reach, y: minY - reach)), b = transform.apply(to: Point(x: maxX + reach, y: minY - reach))
        let c = transform.apply(to: Point(x: minX - reach, y: maxY + reach)), d = transform.apply(to: Point(x: maxX + reach, y: maxY + reach))
        let bx0 = min(a.x, b.x, c.x, d.x), bx1 = max(a.x, b.x, c.x, d.x)
        let by0 = min(a.y, b.y, c.y, d.y), by1 = max(a.y, b.y, c.y, d.y)
        guard bx0.isFinite, bx1.isFinite, by0.isFinite, by1.isFinite else { return false }
        return bx1 < visible.minX || bx0 > visible.maxX || by1 < visible.minY || by0 > visible.maxY
    }
}
