import Foundation
import Testing
import SplashGeometry
import SplashRaster
import SplashTestSupport

/// Whole renderings compared with PNGs in `References/` (re-record with
/// `SPLASH_RECORD=1`). These catch what the arithmetic tests cannot: a
/// shape drawn in the wrong place, the wrong way round, or not at all.
@Suite("Reference images", .eachKernelLevel)
struct ReferenceImageTests {
    /// A 72-unit logo-like mark: a ring, a leaf of cubics and quadratics, an arc.
    static let logo = try! Path(svgPathData: """
        M36 4C53.7 4 68 18.3 68 36S53.7 68 36 68 4 53.7 4 36 18.3 4 36 4Z
        M36 12a24 24 0 1 0 0.001 0Z
        M22 44c6-14 18-22 30-22-2 12-10 24-24 26q-4 .5-6-4z
        """)

    @Test func rotatedSquare() throws {
        var pixmap = Pixmap(width: 96, height: 96)
        pixmap.fill(Color(hex: "#F2F2F7")!)
        let transform = AffineTransform(rotationAngle: 17 * .pi / 180).concatenating(AffineTransform(translationX: 47.3, y: 48.6))
        pixmap.fill(.rect(Rect(x: -28, y: -28, width: 56, height: 56)), paint: .solid(Color(hex: "#2CA2F9")!), transform: transform)
        try expectMatchesReference(pixmap, named: "rotated-square")
    }

    @Test func continuousCornerCard() throws {
        var pixmap = Pixmap(width: 160, height: 200)
        pixmap.fill(Color(hex: "#1C1C1E")!)
        pixmap.fill(.roundedRect(Rect(x: 12, y: 12, width: 136, height: 176), cornerRadius: 36, curve: .continuous),
                    paint: .solid(.white))
        pixmap.fill(.roundedRect(Rect(x: 32, y: 110, width: 96, height: 56), cornerRadius: 20),
                    paint: .solid(Color(hex: "#FF3B30")!), opacity: 0.8)
        try expectMatchesReference(pixmap, named: "continuous-card")
    }

    @Test func gradients() throws {
        var pixmap = Pixmap(width: 256, height: 128)
        let linear = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 256, y: 128), stops: [
            GradientStop(location: 0, color: Color(hex: "#0B1A3A")!),
            GradientStop(location: 0.6, color: Color(hex: "#2CA2F9")!),
            GradientStop(location: 1, color: Color(hex: "#FFD60A")!),
        ])
        pixmap.fill(.rect(Rect(x: 0, y: 0, width: 256, height: 128)), paint: .linearGradient(linear))
        let radial = RadialGradient(center: Point(x: 0, y: 0), radius: 1, stops: [
            GradientStop(location: 0, color: Color(red: 1, green: 1, blue: 1, alpha: 0.9)),
            GradientStop(location: 1, color: Color(red: 1, green: 1, blue: 1, alpha: 0)),
        ])
        // A radial gradient squashed into an ellipse by the same transform as its path.
        pixmap.fill(.ellipse(in: Rect(x: -1, y: -1, width: 2, height: 2)), paint: .radialGradient(radial),
                    transform: AffineTransform(scaleX: 60, y: 36).concatenating(AffineTransform(translationX: 180, y: 64)))
        try expectMatchesReference(pixmap, named: "gradients")
    }

    @Test func logoScaledEighteenTimes() throws {
        // At 18× the 72-unit mark is 1296 px wide; the 256 px window shows the ring's
        // edge and the leaf's tip, which must stay sharp and smooth.
        var pixmap = Pixmap(width: 256, height: 256)
        pixmap.fill(Color.white)
        let transform = AffineTransform(scaleX: 18, y: 18).concatenating(AffineTransform(translationX: -252, y: -648))
        pixmap.fill(Self.logo, paint: .solid(Color(hex: "#2CA2F9")!), transform: transform, fillRule: .evenOdd)
        try expectMatchesReference(pixmap, named: "logo-18x")
    }

    @Test func logoAtNaturalSize() throws {
        var pixmap = Pixmap(width: 80, height: 80)
        pixmap.fill(.white)
        pixmap.fill(Self.logo, paint: .solid(Color(hex: "#2CA2F9")!), transform: AffineTransform(translationX: 4, y: 4),
                    fillRule: .evenOdd)
        try expectMatchesReference(pixmap, named: "logo")
    }
    /// A small drawn image magnified 6× (bilinear, slightly rotated) beside a
    /// 256 px zone plate shrunk to 80 px (trilinear mipmaps): the zone plate's
    /// fine outer rings must fade to even grey, not alias into false rings.
    @Test func imageMagnifiedAndShrunk() throws {
        var icon = Pixmap(width: 16, height: 16)
        icon.fill(.roundedRect(Rect(x: 1, y: 1, width: 14, height: 14), cornerRadius: 4),
                  paint: .linearGradient(LinearGradient(start: .zero, end: Point(x: 0, y: 16), stops: [
                      GradientStop(location: 0, color: Color(hex: "#5AC8FA")!),
                      GradientStop(location: 1, color: Color(hex: "#007AFF")!),
                  ])))
        icon.fill(.ellipse(in: Rect(x: 4.5, y: 4.5, width: 7, height: 7)), paint: .solid(.white))
        var plate = Pixmap(width: 256, height: 256)
        for y in 0..<256 {
            for x in 0..<256 {
                let dx = Double(x) + 0.5 - 128, dy = Double(y) + 0.5 - 128
                let v = UInt8((127.5 + 127.5 * cos(Double.pi * (dx * dx + dy * dy) / 512)).rounded())
                let i = (y * 256 + x) * 4
                plate.bytes[i] = v; plate.bytes[i + 1] = v; plate.bytes[i + 2] = v; plate.bytes[i + 3] = 255
            }
        }
        var pixmap = Pixmap(width: 200, height: 100)
        pixmap.fill(Color(hex: "#F2F2F7")!)
        let magnify = AffineTransform(scaleX: 5.5, y: 5.5)
            .concatenating(AffineTransform(rotationAngle: 8 * .pi / 180))
            .concatenating(AffineTransform(translationX: 14, y: 4))
        pixmap.draw(SampledImage(icon), transform: magnify)
        let shrink = AffineTransform(scaleX: 80.0 / 256, y: 80.0 / 256).concatenating(AffineTransform(translationX: 110.3, y: 10.6))
        pixmap.fill(.roundedRect(Rect(x: 0, y: 0, width: 256, height: 256), cornerRadius: 40),
                    paint: .image(ImagePattern(pixmap: plate)), transform: shrink)
        try expectMatchesReference(pixmap, named: "image-sampling")
    }
    /// Borders and shape-layer strokes: a continuous-corner card border, zigzags
    /// with each join and cap (miter, round, bevel from top to bottom), a
    /// translucent S curve with round caps crossing them, and a circle border
    /// under a 2 × 1 scale (thicker on its left and right).
    @Test func strokes() throws {
        var pixmap = Pixmap(width: 240, height: 120)
        pixmap.fill(Color(hex: "#F2F2F7")!)
        pixmap.stroke(.roundedRect(Rect(x: 6.5, y: 6.5, width: 227, height: 107), cornerRadius: 22, curve: .continuous),
                      style: StrokeStyle(width: 3), paint: .solid(Color(hex: "#8E8E93")!))
        let joins: [(LineJoin, LineCap)] = [(.miter, .butt), (.round, .round), (.bevel, .square)]
        for (row, (join, cap)) in joins.enumerated() {
            var zigzag = Path()
            let y = 28.0 + Double(row) * 30
            zigzag.move(to: Point(x: 24, y: y + 8))
            for i in 1...4 { zigzag.addLine(to: Point(x: 24 + Double(i) * 22, y: i % 2 == 1 ? y - 8 : y + 8)) }
            pixmap.stroke(zigzag, style: StrokeStyle(width: 7, cap: cap, join: join), paint: .solid(Color(hex: "#007AFF")!))
        }
        var curve = Path()
        curve.move(to: Point(x: 30, y: 100))
        curve.addCurve(to: Point(x: 150, y: 20), control1: Point(x: 90, y: 120), control2: Point(x: 80, y: 0))
        pixmap.stroke(curve, style: StrokeStyle(width: 10, cap: .round), paint: .solid(Color(red: 1, green: 0.23, blue: 0.19, alpha: 0.6)))
        pixmap.stroke(.ellipse(in: Rect(x: -1, y: -1, width: 2, height: 2)), style: StrokeStyle(width: 0.12),
                      paint: .solid(Color(hex: "#34C759")!),
                      transform: AffineTransform(scaleX: 30, y: 30).scaledBy(x: 1.4, y: 1).concatenating(AffineTransform(translationX: 188, y: 60)))
        try expectMatchesReference(pixmap, named: "strokes")
    }
    /// A card with a Core Animation style shadow (shadowRadius 12, i.e. σ 6,
    /// offset (0, 8), black at 30 %) and a small round badge with a tight
    /// shadow (radius 3), on a light background.
    @Test func shadows() throws {
        var pixmap = Pixmap(width: 200, height: 140)
        pixmap.fill(Color(hex: "#F2F2F7")!)
        let card = Path.roundedRect(Rect(x: 30, y: 24, width: 110, height: 80), cornerRadius: 16, curve: .continuous)
        let badge = Path.ellipse(in: Rect(x: 150, y: 90, width: 28, height: 28))
        for (shape, radius, dy) in [(card, 12.0, 8), (badge, 3.0, 2)] {
            var silhouette = Pixmap(width: 200, height: 140)
            silhouette.fill(shape, paint: .solid(.black))
            pixmap.fill(mask: Mask(alphaOf: silhouette).blurred(radius: radius),
                        color: Color(red: 0, green: 0, blue: 0, alpha: 0.3), offset: (dx: 0, dy: dy))
            pixmap.fill(shape, paint: .solid(.white))
        }
        pixmap.fill(.ellipse(in: Rect(x: 156, y: 96, width: 16, height: 16)), paint: .solid(Color(hex: "#FF3B30")!))
        try expectMatchesReference(pixmap, named: "shadows")
    }
    /// A card part-way through UIKit's `transitionFlipFromBottom`: rotated 55°
    /// about its horizontal centre line with m34 = −1/500 pt (−1/1000 px at
    /// 2×). The top edge has swung away from the viewer and is narrower; edges are
    /// anti-aliased and the content is sampled bilinearly.
    @Test func cardHalfwayThroughAFlip() throws {
        var card = Pixmap(width: 160, height: 200)
        card.fill(.roundedRect(Rect(x: 0, y: 0, width: 160, height: 200), cornerRadius: 24, curve: .continuous),
                  paint: .linearGradient(LinearGradient(start: .zero, end: Point(x: 0, y: 200), stops: [
                      GradientStop(location: 0, color: Color(hex: "#FF9500")!),
                      GradientStop(location: 1, color: Color(hex: "#FF2D55")!),
                  ])))
        card.fill(.roundedRect(Rect(x: 20, y: 24, width: 120, height: 14), cornerRadius: 7), paint: .solid(.white))
        card.fill(.roundedRect(Rect(x: 20, y: 48, width: 80, height: 10), cornerRadius: 5), paint: .solid(.white), opacity: 0.7)
        card.fill(.ellipse(in: Rect(x: 50, y: 100, width: 60, height: 60)), paint: .solid(.white))
        var pixmap = Pixmap(width: 240, height: 240)
        pixmap.fill(Color(hex: "#1C1C1E")!)
        let flip = Transform3D(translationX: -80, y: -100)
            .concatenating(Transform3D(perspective: -1.0 / 1000).rotated(angle: 55 * .pi / 180, x: 1, y: 0, z: 0))
            .concatenating(Transform3D(translationX: 120, y: 120))
        pixmap.drawProjected(card, transform: flip)
        try expectMatchesReference(pixmap, named: "card-flip")
    }
}
