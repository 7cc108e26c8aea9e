import Testing
import func Foundation.sin
import func Foundation.cos
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

@Suite("3-D transforms and projected drawing", .eachKernelLevel)
struct ProjectionTests {
    @Test func matricesFollowCoreAnimation() {
        // CATransform3DMakeRotation(a, 0, 0, 1) is CGAffineTransformMakeRotation(a).
        let a = 0.7
        let z = Transform3D(rotationAngle: a, x: 0, y: 0, z: 1)
        let affine = AffineTransform(rotationAngle: a)
        #expect(abs(z.m11 - affine.a) < 1e-15 && abs(z.m12 - affine.b) < 1e-15 && abs(z.m21 - affine.c) < 1e-15)
        // About y: (x, y, 0) ↦ (x·cos, y, −x·sin).
        let y = Transform3D(rotationAngle: a, x: 0, y: 2, z: 0)
        #expect(abs(y.m11 - cos(a)) < 1e-15 && abs(y.m13 + sin(a)) < 1e-15 && abs(y.m31 - sin(a)) < 1e-15)
        // Concatenation applies the receiver first; rotated/translated prepend.
        let t = Transform3D(translationX: 10, y: 20)
        let s = Transform3D(scaleX: 2, y: 3)
        #expect(t.concatenating(s).project(Point(x: 1, y: 1)) == Point(x: 22, y: 63))
        #expect(s.translated(x: 10, y: 20) == t.concatenating(s))
        #expect(Transform3D.identity.rotated(angle: a, x: 0, y: 1, z: 0) == y)
        #expect(Transform3D(AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)).affineTransform
                == AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(Transform3D(perspective: -0.002).isAffine && !Transform3D(perspective: -0.002).rotated(angle: a, x: 0, y: 1, z: 0).isAffine)
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
        // Two rotations about one (non-unit) axis add up, through every entry of the product.
        let r = Transform3D(rotationAngle: 0.3, x: 1, y: 2, z: 3).concatenating(Transform3D(rotationAngle: 0.5, x: 1, y: 2, z: 3))
        let direct = Transform3D(rotationAngle: 0.8, x: 1, y: 2, z: 3)
        let entries: [KeyPath<Transform3D, Double>] = [\.m11, \.m12, \.m13, \.m21, \.m22, \.m23, \.m31, \.m32, \.m33]
        for e in entries { #expect(abs(r[keyPath: e] - direct[keyPath: e]) < 1e-14) }
    }

    @Test func identityIsExactlyAComposite() {
        let src = TestPixmaps.pattern(37, 11, seed: 5), dst0 = TestPixmaps.pattern(40, 12, seed: 77)
        let mask = Mask(alphaOf: TestPixmaps.pattern(40, 12, seed: 9))
        for (opacity, clip) in [(1.0, nil), (0.6, nil), (1.0, mask), (0.3, mask)] as [(Double, Mask?)] {
            var projected = dst0, composited = dst0
            projected.drawProjected(src, transform: .identity, opacity: opacity, clip: clip)
            composited.composite(src, opacity: opacity, mask: clip)
            #expect(projected == composited, "opacity \(opacity) clip \(clip != nil)")
        }
    }

    /// The closed form for a card of size w × h centred at (cx, cy), rotated
    /// by θ about y through its centre, camera at distance d:
    /// (x, y) relative to the centre ↦ (x·cosθ, y) / (1 + x·sinθ / d).
    @Test func rotationAboutYProjectsCornersAsTheClosedFormSays() {
        let w = 120.0, h = 80.0, cx = 100.0, cy = 70.0, theta = 60 * Double.pi / 180, d = 500.0
        let transform = Transform3D(translationX: -w / 2, y: -h / 2)
            .concatenating(Transform3D(perspective: -1 / d).rotated(angle: theta, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(translationX: cx, y: cy))
        var expected: [Point] = []
        for (x, y) in [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)] {
            let k = 1 + x * sin(theta) / d
            expected.append(Point(x: cx + x * cos(theta) / k, y: cy + y / k))
        }
        let sourceCorners: [(Double, Double)] = [(0, 0), (w, 0), (w, h), (0, h)]
        for (corner, e) in zip(sourceCorners, expected) {
            guard let p = transform.project(Point(x: corner.0, y: corner.1)) else {
                Issue.record("corner behind the camera")
                continue
            }
            #expect(abs(p.x - e.x) < 1e-9 && abs(p.y - e.y) < 1e-9)
        }
        // The drawn card covers exactly the pixels of that quadrilateral.
        var source = Pixmap(width: Int(w), height: Int(h))
        source.fill(.white)
        var dst = Pixmap(width: 200, height: 140)
        dst.drawProjected(source, transform: transform)
        var minX = 200, maxX = 0, minY = 140, maxY = 0
        for y in 0..<140 {
            for x in 0..<200 where dst.pixel(x: x, y: y).a > 2 {
                minX = min(minX, x); maxX = max(maxX, x + 1); minY = min(minY, y); maxY = max(maxY, y + 1)
            }
        }
        let ex = expected.map(\.x), ey = expected.map(\.y)
        #expect(abs(Double(minX) - ex.min()!) <= 1 && abs(Double(maxX) - ex.max()!) <= 1)
        #expect(abs(Double(minY) - ey.min()!) <= 1 && abs(Double(maxY) - ey.max()!) <= 1)
        // The far (right) edge is shorter than the near one: perspective, not a squash.
        #expect(expected[2].y - expected[1].y < expected[3].y - expected[0].y)
        // Inside, every pixel is the opaque white source; at the corners coverage fades.
        for e in expected {
            let towardsCentre = Point(x: e.x + (cx - e.x) * 0.1, y: e.y + (cy - e.y) * 0.1)
            #expect(dst.pixel(x: Int(towardsCentre.x), y: Int(towardsCentre.y)) == (255, 255, 255, 255))
            let outside = Point(x: e.x - (cx - e.x) * 0.05, y: e.y - (cy - e.y) * 0.05)
            #expect(dst.pixel(x: Int(outside.x), y: Int(outside.y)).a == 0)
        }
    }

    @Test func perspectiveSamplesTheRightSourcePixels() throws {
        // Columns of distinct reds; each source column, mapped forward, must be found
        // where the projection puts it (foreshortened unevenly by the perspective).
        var source = Pixmap(width: 64, height: 32)
        for y in 0..<32 { for x in 0..<64 { let i = (y * 64 + x) * 4; source.bytes[i] = UInt8(x * 4); source.bytes[i + 3] = 255 } }
        let transform = Transform3D(translationX: -32, y: -16)
            .concatenating(Transform3D(perspective: -1.0 / 200).rotated(angle: 0.5, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(translationX: 50, y: 30))
        var dst = Pixmap(width: 100, height: 60)
        dst.drawProjected(source, transform: transform)
        // Forward-map source column centres on the middle row and read them back.
        for column in stride(from: 2, to: 62, by: 6) {
            let p = try #require(transform.project(Point(x: Double(column) + 0.5, y: 16)), "column \(column) is behind the camera")
            let red = Int(dst.pixel(x: Int(p.x), y: Int(p.y)).r)
            // Within the pixel the column moves by less than a source pixel or two (4 levels each).
            #expect(abs(red - column * 4) <= 8, "column \(column): \(red)")
        }
    }

    @Test func backFacesFollowIsDoubleSided() {
        var source = Pixmap(width: 10, height: 4)
        for y in 0..<4 { for x in 0..<10 { let i = (y * 10 + x) * 4; source.bytes[i] = UInt8(x * 25); source.bytes[i + 3] = 255 } }
        // 180° about y through the centre, with perspective: seen from behind, mirrored.
        let flip = Transform3D(translationX: -5, y: -2)
            .concatenating(Transform3D(perspective: -1.0 / 500).rotated(angle: .pi, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(translationX: 10, y: 5))
        var hidden = Pixmap(width: 20, height: 10)
        hidden.drawProjected(source, transform: flip, isDoubleSided: false)
        #expect(hidden.bytes.allSatisfy { $0 == 0 })
        var mirrored = Pixmap(width: 20, height: 10)
        mirrored.drawProjected(source, transform: flip)
        // Source column 9 (red 225) now on the left, column 0 on the right.
        #expect(mirrored.pixel(x: 5, y: 5).r >= 200 && mirrored.pixel(x: 14, y: 5).r <= 25)
        // Edge-on (90°): nothing, and no crash.
        var edgeOn = Pixmap(width: 20, height: 10)
        edgeOn.drawProjected(source, transform: Transform3D(translationX: -5, y: -2)
            .concatenating(Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)).concatenating(Transform3D(translationX: 10, y: 5)))
        #expect(edgeOn.bytes.allSatisfy { $0 == 0 })
    }

    @Test func partsBehindTheCameraAreCutOff() {
        // Rotated so that the near edge passes the camera (x·sinθ/d < −1 for the left half).
        var source = Pixmap(width: 400, height: 40)
        source.fill(.white)
        let transform = Transform3D(translationX: -200, y: -20)
            .concatenating(Transform3D(perspective: -1.0 / 150).rotated(angle: -1.2, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(translationX: 50, y: 50))
        var dst = Pixmap(width: 100, height: 100)
        dst.drawProjected(source, transform: transform)
        #expect(dst.pixel(x: 50, y: 50) == (255, 255, 255, 255))
        #expect(dst.bytes.count == 100 * 100 * 4)
    }
}
