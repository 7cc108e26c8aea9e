import Foundation
import Testing
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

@Suite("Geometry", .eachKernelLevel)
struct GeometryTests {
    private func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func rotationIsClockwiseOnScreenBecauseYPointsDown() {
        let p = AffineTransform(rotationAngle: .pi / 2).apply(to: Point(x: 1, y: 0))
        #expect(close(p, Point(x: 0, y: 1)))
    }

    @Test func concatenatingAppliesSelfFirst() {
        let translate = AffineTransform(translationX: 10, y: 0)
        let rotate = AffineTransform(rotationAngle: .pi / 2)
        // translate then rotate: (1,0) -> (11,0) -> (0,11)
        #expect(close(translate.concatenating(rotate).apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 11)))
        // rotate then translate: (1,0) -> (0,1) -> (10,1)
        #expect(close(rotate.concatenating(translate).apply(to: Point(x: 1, y: 0)), Point(x: 10, y: 1)))
    }

    @Test func translatedByAndFriendsPrependAsCoreGraphicsDoes() {
        // CGAffineTransform(rotationAngle:).translatedBy(x:y:) translates first, then rotates.
        let t = AffineTransform(rotationAngle: .pi / 2).translatedBy(x: 10, y: 0)
        #expect(close(t.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 11)))
        let s = AffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 3)
        #expect(close(s.apply(to: Point(x: 1, y: 1)), Point(x: 7, y: 8)))
        let r = AffineTransform(translationX: 5, y: 0).rotated(by: .pi)
        #expect(close(r.apply(to: Point(x: 1, y: 0)), Point(x: 4, y: 0)))
    }

    @Test func inversionRoundTripsAndRejectsSingularTransforms() throws {
        let t = AffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: -0.5).translatedBy(x: 7, y: -3)
        let inverse = try #require(t.inverted())
        for p in [Point(x: 0, y: 0), Point(x: 12.5, y: -4), Point(x: -300, y: 77)] {
            #expect(close(inverse.apply(to: t.apply(to: p)), p, 1e-9))
        }
        #expect(close(t.concatenating(inverse).apply(to: Point(x: 3, y: 4)), Point(x: 3, y: 4), 1e-9))
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
        #expect(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
    }

    @Test func rectAccessorsAndInset() {
        let r = Rect(x: 10, y: 20, width: -4, height: 6)
        #expect(r.minX == 6 && r.maxX == 10 && r.minY == 20 && r.maxY == 26)
        #expect(r.width == 4 && r.height == 6)
        let inset = Rect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 2, dy: 3)
        #expect(inset == Rect(x: 2, y: 3, width: 6, height: 4))
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 8, dy: 0).width == 0)
    }

    @Test func tightBoundingBoxOfCurves() throws {
        let circle = Path.ellipse(in: Rect(x: 10, y: 20, width: 40, height: 60))
        let box = try #require(circle.boundingBox)
        #expect(abs(box.minX - 10) < 1e-9 && abs(box.maxX - 50) < 1e-9)
        #expect(abs(box.minY - 20) < 1e-9 && abs(box.maxY - 80) < 1e-9)
        var quad = Path()
        quad.move(to: Point(x: 0, y: 0))
        quad.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: 10))
        let q = try #require(quad.boundingBox)
        #expect(abs(q.maxY - 5) < 1e-9)   // the control point (y = 10) is not on the curve
        #expect(Path().boundingBox == nil)
    }

    @Test func colorHexParsing() throws {
        #expect(Color(hex: "#2CA2F9") == Color(red: 0x2C / 255.0, green: 0xA2 / 255.0, blue: 0xF9 / 255.0, alpha: 1))
        #expect(Color(hex: "#f80") == Color(hex: "#FF8800"))
        let c = try #require(Color(hex: "#11223380"))
        #expect(abs(c.alpha - 128.0 / 255) < 1e-12)
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "#GG0000") == nil)
        #expect(Color(hex: "") == nil)
    }
}
