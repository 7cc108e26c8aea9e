import Foundation

/// A 2-D affine transform with the conventions of `CGAffineTransform`, so
/// that code written against Core Graphics reads the same here:
///
///     x' = a·x + c·y + tx
///     y' = b·x + d·y + ty
///
/// The y axis points down, so `init(rotationAngle:)` with a positive angle
/// turns clockwise on screen, exactly as on iOS.
///
/// Composition follows Core Graphics too: `t1.concatenating(t2)` applies
/// `t1` first and then `t2`, while `translatedBy`, `scaledBy` and `rotated`
/// prepend the new operation (it is applied to the point *before* `self`).
/// Points are mapped with `apply(to:)`; there is deliberately no second
/// spelling, so call sites all read the same.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive is clockwise on screen
    /// because y points down.
    public init(rotationAngle angle: Double) {
        let cosA = cos(angle), sinA = sin(angle)
        self.init(a: cosA, b: sinA, c: -sinA, d: cosA, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t`: `p.apply(self).apply(t)`.
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * t.a + b * t.c,
            b: a * t.b + b * t.d,
            c: c * t.a + d * t.c,
            d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx,
            ty: tx * t.b + ty * t.d + t.ty
        )
    }

    /// A translation applied before `self` (as `CGAffineTransform.translatedBy`).
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before `self` (as `CGAffineTransform.scaledBy`).
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before `self` (as `CGAffineTransform.rotated(by:)`).
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant `a·d − b·c`: the factor by which the transform scales
    /// areas (negative when it mirrors).
    public var determinant: Double { a * d - b * c }

    /// The largest factor by which the transform stretches any direction
    /// (the larger singular value of its linear part).
    public var largestScale: Double {
        let sum = a * a + b * b + c * c + d * d
        let det = determinant
        let root = max(0, sum * sum - 4 * det * det).squareRoot()
        return ((sum + root) * 0.5).squareRoot()
    }

    /// The inverse transform, or `nil` when the transform collapses the plane
    /// onto a line or point (determinant zero) or holds non-finite values.
    /// Core Graphics returns the transform unchanged in that case, which
    /// silently hides the mistake; an optional makes the caller decide.
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let inv = 1 / det
        let result = AffineTransform(
            a: d * inv,
            b: -b * inv,
            c: -c * inv,
            d: a * inv,
            tx: (c * ty - d * tx) * inv,
            ty: (b * tx - a * ty) * inv
        )
        let values = [result.a, result.b, result.c, result.d, result.tx, result.ty]
        return values.allSatisfy(\.isFinite) ? result : nil
    }

    /// Maps a point through the transform.
    @inlinable
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }
}
