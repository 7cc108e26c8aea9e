#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import SplashGeometry

/// `CGAffineTransform` and `CATransform3D` as launch animations build them:
/// the plane's affine matrix (scale, rotation and translation about the
/// anchor point) and the turns about x and y with their perspective
/// (`m34 = -1 / d`). Concatenation multiplies the affine matrices, as
/// `concatenating(_:)` and `CATransform3DConcat` do, and adds the turns
/// about x and y (exact for one such turn, the case of flips).
struct CodeTransform: Equatable {
    var affine: AffineTransform = .identity
    var rotationX: Double = 0
    var rotationY: Double = 0
    /// The camera distance: 0 looks from infinitely far.
    var perspective: Double = 0

    static let identity = CodeTransform()

    /// `a.concatenating(b)`: a first, then b.
    func concatenating(_ other: CodeTransform) -> CodeTransform {
        CodeTransform(affine: affine.concatenating(other.affine), rotationX: rotationX + other.rotationX,
                      rotationY: rotationY + other.rotationY, perspective: other.perspective != 0 ? other.perspective : perspective)
    }

    /// The transform's parts in Core Animation's key paths: scale, then
    /// rotation, then translation. nil when the matrix shears (a rotation
    /// followed by an unequal scale), which scene files cannot hold.
    var components: Components? {
        let a = affine.a, b = affine.b, c = affine.c, d = affine.d
        let scaleX = (a * a + b * b).squareRoot()
        guard scaleX > 1e-12 else {
            // Scaled to nothing along x: keep y's scale, no rotation.
            return Components(scaleX: 0, scaleY: d, rotation: 0, translationX: affine.tx, translationY: affine.ty)
        }
        let rotation = atan2(b, a)
        let scaleY = (a * d - b * c) / scaleX
        // With scale then rotation, c = −scaleY·sin r and d = scaleY·cos r.
        let expectedC = -scaleY * sin(rotation), expectedD = scaleY * cos(rotation)
        let tolerance = 1e-9 * max(1, abs(scaleX), abs(scaleY))
        guard abs(c - expectedC) <= tolerance, abs(d - expectedD) <= tolerance else { return nil }
        return Components(scaleX: scaleX, scaleY: scaleY, rotation: rotation, translationX: affine.tx, translationY: affine.ty)
    }

    struct Components: Equatable {
        var scaleX: Double
        var scaleY: Double
        var rotation: Double
        var translationX: Double
        var translationY: Double
    }
}
