import Foundation
import Testing
import SplashGeometry
import SplashScene
import SplashVideo
@testable import SplashCompositor
import SplashTestSupport

@Suite(.eachKernelLevel)
struct CompositorTests {
    func scene(_ layers: String, width: Double = 64, height: Double = 64, background: String = "#FFFFFF") throws -> Scene {
        let json = #"{"duration": 1, "backgroundColor": "\#(background)", "layers": [\#(layers)]}"#
        return try SceneDecoder.decode(Data(json.utf8), file: "test.json", canvas: Size(width: width, height: height))
    }

    /// iOS fades a layer with sublayers as one picture: where two opaque
    /// children overlap, the faded result is the same colour as where only
    /// one of them is, not darker.
    @Test func groupOpacityFadesAsOnePicture() throws {
        let s = try scene(#"""
        {"frame": [0, 0, 64, 64], "opacity": 0.5, "sublayers": [
          {"frame": [8, 8, 32, 32], "backgroundColor": "#0000FF"},
          {"frame": [24, 24, 32, 32], "backgroundColor": "#0000FF"}]}
        """#)
        let pixmap = try Compositor(scene: s, scale: 1).render(at: 0)
        let single = pixmap.pixel(x: 12, y: 12), overlap = pixmap.pixel(x: 30, y: 30)
        #expect(single.b == overlap.b && single.r == overlap.r, "\(single) vs \(overlap)")
        #expect(abs(Int(single.r) - 128) <= 1)   // 50 % blue over white
        #expect(single.b == 255)
        try expectMatchesReference(pixmap, named: "group-opacity")
    }

    /// A layer masked by a 4-pt ring scaled 18×: the ring's edges stay one
    /// pixel wide (vector masks are drawn with the full transform).
    @Test func maskScaled18TimesStaysSharp() throws {
        let s = try scene(#"""
        {"frame": [0, 0, 128, 128], "backgroundColor": "#2CA2F9",
         "mask": {"position": [64, 64], "size": [4, 4], "transform": {"scale": 18},
                  "contents": {"type": "shape", "path": "M2 0 A2 2 0 1 1 2 4 A2 2 0 1 1 2 0 Z M2 1 A1 1 0 1 0 2 3 A1 1 0 1 0 2 1 Z", "fillRule": "evenOdd"}}}
        """#, width: 128, height: 128)
        let pixmap = try Compositor(scene: s, scale: 1).render(at: 0)
        // Along the middle row the ring is crossed four times; each crossing
        // has at most 2 pixels that are neither background nor mask colour.
        var partial = 0, runs = 0, wasInside = false
        for x in 0..<128 {
            let p = pixmap.pixel(x: x, y: 64)
            let inside = p.r < 100
            if inside != wasInside { runs += 1; wasInside = inside }
            if p.r > 60 && p.r < 230 { partial += 1 }
        }
        #expect(runs == 4, "expected four edges across the ring")
        #expect(partial <= 8, "\(partial) partially covered pixels across four edges")
        try expectMatchesReference(pixmap, named: "mask-18x")
    }

    @Test func bordersAreDrawnInsideTheBoundsOverSublayers() throws {
        let s = try scene(#"""
        {"frame": [8, 8, 48, 48], "backgroundColor": "#FFCC00", "cornerRadius": 12, "cornerCurve": "continuous",
         "borderWidth": 4, "borderColor": "#1C1C1E",
         "sublayers": [{"frame": [0, 20, 48, 8], "backgroundColor": "#FF3B30"}]}
        """#)
        let pixmap = try Compositor(scene: s, scale: 2).render(at: 0)
        // Left edge, middle row: border colour from x = 16 to 23 px (8..12 pt).
        #expect(pixmap.pixel(x: 18, y: 64).r == 0x1C)
        #expect(pixmap.pixel(x: 22, y: 64).r == 0x1C)   // over the red sublayer too
        #expect(pixmap.pixel(x: 14, y: 64).r == 0xFF)   // outside: white
        #expect(pixmap.pixel(x: 26, y: 40) == (r: 0xFF, g: 0xCC, b: 0x00, a: 0xFF))
        try expectMatchesReference(pixmap, named: "border")
    }

    /// A CAShapeLayer with no fill and a 4-pt round-capped stroke.
    @Test func shapeStrokesWithoutFill() throws {
        let s = try scene(#"""
        {"frame": [0, 0, 64, 64], "contents": {"type": "shape", "path": "M12 32 L52 32", "fillColor": null,
          "strokeColor": "#FF3B30", "lineWidth": 8, "lineCap": "round"}}
        """#)
        let p = try Compositor(scene: s, scale: 1).render(at: 0)
        #expect(p.pixel(x: 32, y: 32) == (r: 0xFF, g: 0x3B, b: 0x30, a: 0xFF))
        #expect(p.pixel(x: 9, y: 32).g == 0x3B)        // inside the round cap (radius 4 past x = 12)
        #expect(p.pixel(x: 32, y: 38) == (r: 255, g: 255, b: 255, a: 255))   // beyond the half-width
        #expect(p.pixel(x: 6, y: 32) == (r: 255, g: 255, b: 255, a: 255))    // beyond the cap
        try expectMatchesReference(p, named: "stroke")
    }

    /// Core Animation's shadow: blurred alpha under the layer, offset down.
    @Test func shadowFallsBelowTheCard() throws {
        let s = try scene(#"""
        {"frame": [12, 12, 40, 28], "backgroundColor": "#FFFFFF", "cornerRadius": 6,
         "shadowOpacity": 0.5, "shadowRadius": 4, "shadowOffset": [0, 6]}
        """#, background: "#E5E5EA")
        let p = try Compositor(scene: s, scale: 1).render(at: 0)
        let below = p.pixel(x: 32, y: 44), above = p.pixel(x: 32, y: 8), far = p.pixel(x: 32, y: 62)
        #expect(below.r < 0xE5 - 20, "shadow under the card: \(below)")
        #expect(above.r > below.r, "the shadow is offset downward")
        #expect(far.r == 0xE5, "the shadow fades out")
        try expectMatchesReference(p, named: "shadow")
    }

    /// A card turned 60° about x with perspective (UIKit's flip half-way
    /// there): its near (bottom) edge is wider than its far (top) edge,
    /// and it is shorter than flat.
    @Test func flipHalfWayIsForeshortened() throws {
        let s = try scene(#"""
        {"frame": [8, 8, 48, 48], "backgroundColor": "#2CA2F9",
         "transform": {"rotationX": 1.0471975512, "perspective": 100}}
        """#)
        let p = try Compositor(scene: s, scale: 1).render(at: 0)
        func width(_ y: Int) -> Int { (0..<64).filter { p.pixel(x: $0, y: y).r < 128 }.count }
        func rows() -> [Int] { (0..<64).filter { y in (0..<64).contains { p.pixel(x: $0, y: y).r < 128 } } }
        let covered = rows()
        let top = try #require(covered.first), bottom = try #require(covered.last)
        #expect(bottom - top < 40, "cos 60° halves the height (about 24 px, plus perspective)")
        #expect(width(bottom - 1) > width(top + 1) + 4)
        try expectMatchesReference(p, named: "flip-60deg")
    }

    /// A card turning about y keeps what it draws outside its bounds: a
    /// badge sticking out of its corner turns with it, and its shadow
    /// falls below it (both were cut at the bounds before).
    @Test func aTurnedCardKeepsItsBadgeAndShadow() throws {
        let s = try scene(#"""
        {"frame": [12, 18, 40, 28], "backgroundColor": "#2CA2F9", "cornerRadius": 6,
         "shadowOpacity": 0.6, "shadowRadius": 3, "shadowOffset": [0, 6],
         "transform": {"rotationY": 0.5, "perspective": 200},
         "sublayers": [{"frame": [30, -6, 14, 14], "backgroundColor": "#FF3B30", "cornerRadius": 7}]}
        """#, background: "#E5E5EA")
        let p = try Compositor(scene: s, scale: 2).render(at: 0)
        let red = (0..<128).flatMap { y in (0..<128).map { (x: $0, y: y) } }.filter {
            let c = p.pixel(x: $0.x, y: $0.y); return c.r > 200 && c.g < 120 && c.b < 120
        }
        // The badge's top is 6 pt above the card's (36 px at scale 2, give or take the turn).
        #expect(red.count > 100, "the badge is drawn")
        #expect(red.contains { $0.y < 30 }, "the badge reaches above the card")
        // Under the card's bottom edge (about y = 92 px) the shadow darkens the grey.
        let under = p.pixel(x: 64, y: 100)
        #expect(under.r < 0xE5 - 15 && under.r == under.g, "shadow under the turned card: \(under)")
        #expect(p.pixel(x: 64, y: 126) == (r: 0xE5, g: 0xE5, b: 0xEA, a: 255), "the shadow fades out")
        try expectMatchesReference(p, named: "turned-card-badge-shadow")
    }

    /// kugou's launch view half-way through its zoom and fade, small.
    @Test func kugouMidZoom() throws {
        let kugou = try #require(Preset.named("kugou")).scene(canvas: Size(width: 375, height: 667))
        let pixmap = try Compositor(scene: kugou, scale: 0.5).render(at: 1.0)
        #expect(pixmap.width == 188 && pixmap.height == 334)
        try expectMatchesReference(pixmap, named: "kugou-1.0s", tolerance: 2)
    }

    @Test func renderingIsAPureFunctionOfTime() throws {
        let kugou = try #require(Preset.named("kugou")).scene(canvas: Size(width: 100, height: 180))
        let compositor = try Compositor(scene: kugou, scale: 1)
        let a = try compositor.render(at: 0.8)
        _ = try compositor.render(at: 1.3)
        #expect(try compositor.render(at: 0.8) == a)
    }
}

/// An animated gradient is drawn with its colours at that instant.
@Suite(.eachKernelLevel)
struct GradientAnimationRenderTests {
    @Test func theGradientIsDrawnAtItsAnimatedColours() throws {
        let json = ##"{"duration": 1, "layers": [{"frame": [0, 0, 32, 32], "contents": {"type": "gradient", "colors": ["#FF0000", "#FF0000"]}, "animations": [{"keyPath": "colors", "toValue": ["#0000FF", "#0000FF"], "duration": 1}]}]}"##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "test.json", canvas: Size(width: 32, height: 32))
        let compositor = try Compositor(scene: scene, scale: 1)
        let start = try compositor.render(at: 0).pixel(x: 16, y: 16)
        let half = try compositor.render(at: 0.5).pixel(x: 16, y: 16)
        #expect(start.r == 255 && start.b == 0)
        // Half-way in sRGB: (127.5, 0, 127.5), give or take the dither.
        #expect(abs(Int(half.r) - 128) <= 1 && abs(Int(half.b) - 128) <= 1 && half.g == 0, "\(half)")
    }
}

/// `bounds.origin` scrolls a layer's sublayers, as UIScrollView's
/// contentOffset does: animating it moves the content the other way.
@Suite(.eachKernelLevel)
struct BoundsOriginTests {
    @Test func animatingTheBoundsOriginScrollsTheContent() throws {
        let json = ##"""
        {"duration": 1, "backgroundColor": "#FFFFFF", "layers": [{"frame": [0, 0, 40, 20], "masksToBounds": true,
          "sublayers": [{"frame": [0, 0, 10, 20], "backgroundColor": "#000000"}, {"frame": [40, 0, 10, 20], "backgroundColor": "#FF0000"}],
          "animations": [{"keyPath": "bounds", "fromValue": [0, 0, 40, 20], "toValue": [40, 0, 40, 20], "duration": 1, "fillMode": "forwards"}]}]}
        """##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "test.json", canvas: Size(width: 40, height: 20))
        #expect(scene.resolved(at: 0.5)[0].bounds == Rect(x: 20, y: 0, width: 40, height: 20))
        let compositor = try Compositor(scene: scene, scale: 1)
        let start = try compositor.render(at: 0), half = try compositor.render(at: 0.5), end = try compositor.render(at: 1)
        #expect(start.pixel(x: 5, y: 10).r == 0 && start.pixel(x: 35, y: 10).g == 255)
        // Scrolled by 20: the red block (content x 40…50) shows at 20…30.
        #expect(half.pixel(x: 25, y: 10).r == 255 && half.pixel(x: 25, y: 10).g == 0)
        #expect(half.pixel(x: 5, y: 10).g == 255)
        #expect(end.pixel(x: 5, y: 10).r == 255 && end.pixel(x: 5, y: 10).g == 0)
    }
}

/// CATextLayer aligns text in its bounds whether or not it wraps
/// (`alignmentMode` with `isWrapped` false): unwrapped text centred in a
/// 100-point layer has its ink about the layer's middle, and right-aligned
/// text ends near its right edge.
@Suite(.eachKernelLevel) struct UnwrappedTextAlignmentTests {
    func inkColumns(alignment: String) throws -> ClosedRange<Int> {
        let json = ##"{"duration": 1, "backgroundColor": "#FFFFFF", "layers": [{"frame": [0, 0, 100, 30], "contents": {"type": "text", "string": "Hi", "fontFamily": "Inter", "fontSize": 14, "color": "#000000", "alignment": "\##(alignment)", "wraps": false}}]}"##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "test.json", canvas: Size(width: 100, height: 30))
        let pixmap = try Compositor(scene: scene, scale: 1).render(at: 0)
        var columns: [Int] = []
        for x in 0..<100 where (0..<30).contains(where: { pixmap.pixel(x: x, y: $0).r < 128 }) { columns.append(x) }
        return try #require(columns.min()) ... (try #require(columns.max()))
    }

    @Test func unwrappedTextIsAlignedInItsBounds() throws {
        let left = try inkColumns(alignment: "left"), center = try inkColumns(alignment: "center"), right = try inkColumns(alignment: "right")
        // "Hi" at 14 pt is about 14 points wide.
        #expect(left.lowerBound <= 3)
        #expect(abs((center.lowerBound + center.upperBound) / 2 - 50) <= 2, "\(center)")
        #expect(right.upperBound >= 96, "\(right)")
    }
}
