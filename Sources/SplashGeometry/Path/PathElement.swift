/// One drawing command of a `Path`, in the path's own coordinates.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: Point, control: Point)
    /// A cubic Bézier curve from the current point.
    case curve(to: Point, control1: Point, control2: Point)
    /// A straight line back to the subpath's first point, ending the subpath.
    case close
}

extension PathElement {
    /// The element with every point mapped through `t`. Affine maps keep
    /// Bézier curves Bézier curves, so this is exact.
    func transformed(by t: AffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(to: t.apply(to: p))
        case .line(let p): return .line(to: t.apply(to: p))
        case .quadCurve(let p, let c): return .quadCurve(to: t.apply(to: p), control: t.apply(to: c))
        case .curve(let p, let c1, let c2):
            return .curve(to: t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
        case .close: return .close
        }
    }
}
