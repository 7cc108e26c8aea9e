/// Distance of the control points from the ends of a quarter-circle cubic,
/// as a fraction of the radius: 4/3·(√2 − 1). The standard choice (also
/// Core Graphics'); the radius error is 0.027 %.
public let quarterCircleKappa = 0.552_284_749_830_793_4

extension Path {
    /// A rectangle, clockwise on screen from the top-left corner.
    public static func rect(_ r: Rect) -> Path {
        let s = r.standardized
        var p = Path()
        p.move(to: Point(x: s.minX, y: s.minY))
        p.addLine(to: Point(x: s.maxX, y: s.minY))
        p.addLine(to: Point(x: s.maxX, y: s.maxY))
        p.addLine(to: Point(x: s.minX, y: s.maxY))
        p.closeSubpath()
        return p
    }

    /// An ellipse inscribed in `r`, as four cubic quarter arcs, clockwise on
    /// screen starting at the rightmost point (as `CGPath(ellipseIn:)`).
    public static func ellipse(in r: Rect) -> Path {
        let s = r.standardized
        let rx = s.width / 2, ry = s.height / 2
        let cx = s.midX, cy = s.midY
        let kx = rx * quarterCircleKappa, ky = ry * quarterCircleKappa
        var p = Path()
        p.move(to: Point(x: cx + rx, y: cy))
        p.addCurve(to: Point(x: cx, y: cy + ry),
                   control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        p.addCurve(to: Point(x: cx - rx, y: cy),
                   control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        p.addCurve(to: Point(x: cx, y: cy - ry),
                   control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        p.addCurve(to: Point(x: cx + rx, y: cy),
                   control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        p.closeSubpath()
        return p
    }
}
