import Foundation

/// A 4×4 transform with the conventions of `CATransform3D`, so that
/// `layer.transform` code translates line by line: points are row vectors
/// multiplied on the left, `(x, y, z, 1) · M`, so translation lives in
/// `m41 m42 m43` and perspective in `m34` (set to −1/d for a camera d
/// units in front of the plane, the familiar `m34 = -1.0 / 500`).
///
/// Composition follows Core Animation: `a.concatenating(b)` applies `a`
/// first (`CATransform3DConcat(a, b)`), while `translated`, `scaled` and
/// `rotated` put the new operation before `self`, as `CATransform3DRotate`
/// does.
///
/// Units: the matrix maps whatever units its points are in. A compositor
/// that draws in device pixels must express `m34` per pixel too (divide the
/// per-point value by the screen scale), or the perspective would be
/// stronger on a 3× screen.
public struct Transform3D: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0,
                                             m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0,
                                             m41: 0, m42: 0, m43: 0, m44: 1)

    /// The identity with `m34` set: perspective for a camera at distance
    /// −1/m34 (`m34 = -1.0 / 500` puts it 500 units in front).
    public init(perspective m34: Double) {
        self = .identity
        self.m34 = m34
    }

    /// `CATransform3DMakeTranslation`.
    public init(translationX x: Double, y: Double, z: Double = 0) {
        self = .identity
        m41 = x; m42 = y; m43 = z
    }

    /// `CATransform3DMakeScale`.
    public init(scaleX x: Double, y: Double, z: Double = 1) {
        self = .identity
        m11 = x; m22 = y; m33 = z
    }

    /// `CATransform3DMakeRotation`: `angle` radians about the axis
    /// (x, y, z), which need not be unit length. A zero axis gives the
    /// identity (Core Animation does the same). About the z axis this is
    /// `AffineTransform(rotationAngle:)`: clockwise on screen for a
    /// positive angle.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let (x, y, z) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        self.init(m11: t * x * x + c, m12: t * x * y + z * s, m13: t * x * z - y * s, m14: 0,
                  m21: t * x * y - z * s, m22: t * y * y + c, m23: t * y * z + x * s, m24: 0,
                  m31: t * x * z + y * s, m32: t * y * z - x * s, m33: t * z * z + c, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// `CATransform3DMakeAffineTransform`: the 2-D transform acting on x and y.
    public init(_ t: AffineTransform) {
        self = .identity
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m41 = t.tx; m42 = t.ty
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t` (`CATransform3DConcat(self, t)`).
    public func concatenating(_ t: Transform3D) -> Transform3D {
        // Row i of the product is row i of self times t: a combination of t's rows.
        let b1 = SIMD4(t.m11, t.m12, t.m13, t.m14), b2 = SIMD4(t.m21, t.m22, t.m23, t.m24)
        let b3 = SIMD4(t.m31, t.m32, t.m33, t.m34), b4 = SIMD4(t.m41, t.m42, t.m43, t.m44)
        func row(_ x: Double, _ y: Double, _ z: Double, _ w: Double) -> SIMD4<Double> {
            x * b1 + y * b2 + z * b3 + w * b4
        }
        let r1 = row(m11, m12, m13, m14), r2 = row(m21, m22, m23, m24)
        let r3 = row(m31, m32, m33, m34), r4 = row(m41, m42, m43, m44)
        return Transform3D(m11: r1[0], m12: r1[1], m13: r1[2], m14: r1[3],
                           m21: r2[0], m22: r2[1], m23: r2[2], m24: r2[3],
                           m31: r3[0], m32: r3[1], m33: r3[2], m34: r3[3],
                           m41: r4[0], m42: r4[1], m43: r4[2], m44: r4[3])
    }

    /// A translation applied before `self` (`CATransform3DTranslate`).
    public func translated(x: Double, y: Double, z: Double = 0) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied before `self` (`CATransform3DScale`).
    public func scaled(x: Double, y: Double, z: Double = 1) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation applied before `self` (`CATransform3DRotate`).
    public func rotated(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// `true` when the transform maps the z = 0 plane affinely (no
    /// perspective acting on it): `m14 = m24 = 0` and `m44 ≠ 0`.
    public var isAffine: Bool { m14 == 0 && m24 == 0 && m44 != 0 }

    /// The 2-D transform of the z = 0 plane when `isAffine`
    /// (`CATransform3DGetAffineTransform`, divided by `m44`), else `nil`.
    public var affineTransform: AffineTransform? {
        guard isAffine else { return nil }
        return AffineTransform(a: m11 / m44, b: m12 / m44, c: m21 / m44, d: m22 / m44, tx: m41 / m44, ty: m42 / m44)
    }

    /// Maps a point of the z = 0 plane and divides by w, as Core Animation
    /// flattens a layer: the projected position, or `nil` when the point is
    /// at or behind the camera (w ≤ 0) or a value is not finite.
    public func project(_ p: Point) -> Point? {
        let h = homography
        let x = p.x * h.0 + p.y * h.3 + h.6
        let y = p.x * h.1 + p.y * h.4 + h.7
        let w = p.x * h.2 + p.y * h.5 + h.8
        guard w > 0 else { return nil }
        let q = Point(x: x / w, y: y / w)
        return q.isFinite ? q : nil
    }

    /// The 3×3 matrix acting on (x, y, 1) of the z = 0 plane, row-major,
    /// row-vector convention: rows (m11 m12 m14), (m21 m22 m24), (m41 m42 m44).
    public var homography: (Double, Double, Double, Double, Double, Double, Double, Double, Double) {
        (m11, m12, m14, m21, m22, m24, m41, m42, m44)
    }
}
