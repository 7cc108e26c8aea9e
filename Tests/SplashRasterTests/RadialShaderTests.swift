import Testing
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

@Suite("Radial gradient shading (vector path)", .eachKernelLevel)
struct RadialShaderTests {
    /// The eight-lane Float path must pick the same table entry as a
    /// double-precision distance, or a neighbour when the distance lies
    /// within a hair of a rounding boundary.
    /// Variant 3 is an ellipse (semi-axes 1.5 and 0.5) under a rotation.
    @Test(arguments: [0, 1, 2, 3])
    func vectorLanesMatchDoublePrecision(variant: Int) throws {
        let stops = [GradientStop(location: 0, color: .black), GradientStop(location: 1, color: .white)]
        let gradient = variant == 3
            ? RadialGradient(center: Point(x: 0.3, y: -0.2), radiusX: 1.5, radiusY: 0.5, stops: stops)
            : RadialGradient(center: Point(x: 0.3, y: -0.2), radius: 1, stops: stops)
        let transforms = [
            AffineTransform(scaleX: 700, y: 700).concatenating(AffineTransform(translationX: 645, y: 1000)),
            AffineTransform(scaleX: 90, y: 40).rotated(by: 0.4).concatenating(AffineTransform(translationX: 20.5, y: 31)),
            AffineTransform(scaleX: 3000, y: 3000).concatenating(AffineTransform(translationX: -1500, y: 200)),
            AffineTransform(scaleX: 400, y: 400).rotated(by: -0.7).concatenating(AffineTransform(translationX: 600, y: 500)),
        ]
        let shader = try #require(RadialShader(gradient, transform: transforms[variant]))
        let inverse = try #require(transforms[variant].inverted())
        // An identity "ramp": each slot holds its own position, so the output names both
        // the index and the dither phase the shader chose (see `GradientRamp.slot`).
        let size = GradientRamp.size
        let ramp = (0..<(16 * size)).map { UInt32($0) }
        var out = [UInt32](repeating: 0, count: 1290)
        for y in [0, 7, 500, 1333] {
            for x in [0, 3, 61] {
                let count = 1290 - x
                ramp.withUnsafeBufferPointer { r in
                    out.withUnsafeMutableBufferPointer { o in
                        shader.shade(y: y, x: x, count: count, ramp: r.baseAddress!, into: o.baseAddress!)
                    }
                }
                for i in 0..<count {
                    let q = inverse.apply(to: Point(x: Double(x + i) + 0.5, y: Double(y) + 0.5))
                    let dx = q.x - gradient.center.x, dy = q.y - gradient.center.y
                    let (ex, ey) = (dx / gradient.radiusX, dy / gradient.radiusY)
                    let exact = min(Double(size - 1), (ex * ex + ey * ey).squareRoot() * Double(size - 1))
                    let offset = Int(out[i]) - GradientRamp.slot(index: 0, x: x + i, y: y)
                    let index = offset / 4
                    #expect(offset % 4 == 0, "x \(x + i) y \(y): slot \(out[i]) is another pixel's dither phase")
                    #expect(abs(Double(index) - exact) <= 0.51, "x \(x + i) y \(y): \(index) vs \(exact)")
                }
            }
        }
    }
}
