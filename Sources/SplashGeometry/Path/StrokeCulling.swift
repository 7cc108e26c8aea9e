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
    func hides(_ points: Point...) -> Bool {
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        // The widened hull's corners in the picture, and their box.
        var bx0 = Double.infinity, bx1 = -Double.infinity, by0 = Double.infinity, by1 = -Double.infinity
        for x in [minX - reach, maxX + reach] {
            for y in [minY - reach, maxY + reach] {
                let q = transform.apply(to: Point(x: x, y: y))
                bx0 = min(bx0, q.x); bx1 = max(bx1, q.x); by0 = min(by0, q.y); by1 = max(by1, q.y)
            }
        }
        guard bx0.isFinite, bx1.isFinite, by0.isFinite, by1.isFinite else { return false }
        return bx1 < visible.minX || bx0 > visible.maxX || by1 < visible.minY || by0 > visible.maxY
    }
}
