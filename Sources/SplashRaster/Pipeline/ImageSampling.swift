import func Foundation.log2
import SplashGeometry

/// How an image paint is sampled, chosen once per fill from the combined
/// image-to-device transform (affine, so the choice holds for every pixel).
///
/// * a whole-pixel translation copies pixels (`CopyShader`);
/// * magnified or about 1:1 (at most one source pixel per device pixel):
///   bilinear on the original;
/// * shrunk by ρ source pixels per device pixel: level λ = log₂ρ of the
///   mipmap chain, trilinear between ⌊λ⌋ and ⌊λ⌋ + 1.
///
/// ρ is the longer of the two axes of the device pixel's footprint in the
/// image (the lengths of the inverse transform's columns), as in OpenGL's
/// level selection: a squashed image is blurred along its long axis rather
/// than aliased along it.
///
/// Why trilinear, not the nearest level: the level is constant within a
/// frame but changes as an image shrinks over an animation, and switching
/// levels at λ = k + ½ makes the whole image pop sharper or softer in one
/// frame, which shows in video. Mixing two levels costs a second bilinear
/// sample per pixel and changes continuously with the scale.
enum ImageSampling: Equatable {
    case copy(offsetX: Int, offsetY: Int)
    case bilinear(level: Int)
    /// `weight`/256 of level `level + 1`, the rest of `level`.
    case trilinear(level: Int, weight: UInt32)

    /// `nil` when `imageToDevice` is not invertible (nothing to draw).
    static func choose(imageToDevice t: AffineTransform, levelCount: Int) -> (ImageSampling, deviceToImage: AffineTransform)? {
        guard levelCount > 0, let inverse = t.inverted() else { return nil }
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1,
           t.tx == t.tx.rounded(), t.ty == t.ty.rounded(), abs(t.tx) < 1e9, abs(t.ty) < 1e9 {
            return (.copy(offsetX: Int(t.tx), offsetY: Int(t.ty)), inverse)
        }
        let rho = max((inverse.a * inverse.a + inverse.b * inverse.b).squareRoot(),
                      (inverse.c * inverse.c + inverse.d * inverse.d).squareRoot())
        let last = levelCount - 1
        guard rho > 1 else { return (.bilinear(level: 0), inverse) }
        let lambda = log2(rho)
        guard lambda < Double(last) else { return (.bilinear(level: last), inverse) }
        let level = Int(lambda)
        let weight = UInt32(((lambda - Double(level)) * 256).rounded())
        switch weight {
        case 0: return (.bilinear(level: level), inverse)
        case 256: return (.bilinear(level: level + 1), inverse)
        default: return (.trilinear(level: level, weight: weight), inverse)
        }
    }
}
