import Testing
import SplashGeometry
import SplashRaster
import SplashScene
@testable import SplashCompositor
import SplashTestSupport

/// The render budget (`RasterBudget`, `FrameBuilder.maximumStrokePoints`)
/// stops a frame at the first limit passed, names the layer, and changes
/// nothing in a frame under it.
@Suite(.eachKernelLevel) struct RenderBudgetUnitTests {
    /// A 40 × 40 pt scene: a stroked circle ("ring") over a filled square ("card").
    static func scene() -> Scene {
        var card = Layer(id: "card")
        card.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
        card.position = Point(x: 20, y: 20)
        card.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        var ring = Layer(id: "ring")
        ring.bounds = Rect(x: 0, y: 0, width: 24, height: 24)
        ring.position = Point(x: 20, y: 20)
        ring.contents = .shape(ShapeContents(path: .ellipse(in: Rect(x: 2, y: 2, width: 20, height: 20)), fillColor: nil,
                                             stroke: ShapeStroke(color: .white, style: StrokeStyle(width: 3))))
        return Scene(name: "budget", summary: "", canvas: Size(width: 40, height: 40), duration: 1,
                     backgroundColor: .black, layers: [card, ring])
    }

    /// What rendering the frame at 0 threw (nil: it rendered).
    static func error(rendering compositor: Compositor) -> RenderBudgetError? {
        do {
            compositor.buffers.recycle(try compositor.render(at: 0))
            return nil
        } catch {
            return error
        }
    }

    @Test func aFrameUnderTheBudgetIsTheSameWithAnyLimitsItFits() throws {
        let standard = try Compositor(scene: Self.scene(), scale: 2)
        var tight = standard
        // The frame's own needs: 80 × 80 px, a ring about 250 px round.
        tight.budgetLimits = RasterBudget.Limits(cellsPerFill: 2_000, workPerFrame: 20_000)
        let expected = try standard.render(at: 0), frame = try tight.render(at: 0)
        #expect(frame.bytes == expected.bytes, "the frame changed under a budget it fits")
    }

    @Test func oneFillPastItsCellLimitStopsTheFrameAndNamesTheLayer() throws {
        var compositor = try Compositor(scene: Self.scene(), scale: 2)
        // The card's edge crosses 4 × 60 pixels; the ring's outline more.
        compositor.budgetLimits = RasterBudget.Limits(cellsPerFill: 300, workPerFrame: 1 << 26)
        #expect(Self.error(rendering: compositor) == RenderBudgetError(.cellsInOneFill(limit: 300), layer: "ring"))
    }

    @Test func theFrameLimitCountsEveryFill() throws {
        var compositor = try Compositor(scene: Self.scene(), scale: 2)
        compositor.budgetLimits = RasterBudget.Limits(cellsPerFill: 1 << 21, workPerFrame: 400)
        #expect(Self.error(rendering: compositor) == RenderBudgetError(.workInFrame(limit: 400), layer: "ring"))
    }

    /// A stroke's points are counted before it is built: a circle of
    /// four cubics at 2× needs a few dozen; at a tolerance of 10⁻¹¹ each
    /// cubic needs Wang's maximum of 4096. Magnified 40 000× (2 × 20 000),
    /// the tolerance is 0.01 / 40 000 = 2.5·10⁻⁷ pt; a quarter of a circle
    /// of radius 10 (k = 0.55228475) has second differences of length
    /// 10 · √((1 − k)² + (1 − 2k)²) = 4.597648, so Wang's formula gives
    /// ⌈√(0.75 · 4.597648 / 2.5·10⁻⁷)⌉ = ⌈3713.89⌉ = 3714 segments a cubic:
    /// forty circles need 40 × (1 + 4 × 3714) = 594 280 points, past the
    /// 524 288 allowed.
    @Test func aStrokeIsCountedAtTheFrameScale() throws {
        let circle = Path.ellipse(in: Rect(x: 2, y: 2, width: 20, height: 20))
        #expect(circle.flattenedPointCount(tolerance: 0.01 / 2) < 200)
        #expect(circle.flattenedPointCount(tolerance: 0.01 / 1e9) == 1 + 4 * 4096)
        var circles = Path()
        for _ in 0..<40 { circles.addPath(circle) }
        #expect(circles.flattenedPointCount(tolerance: 0.01 / 40_000) == 40 * (1 + 4 * 3714))
        var scene = Self.scene()
        scene.layers[1].contents = .shape(ShapeContents(path: circles, fillColor: nil,
                                                        stroke: ShapeStroke(color: .white, style: StrokeStyle(width: 3))))
        scene.layers[1].transform.scaleX = 20_000
        let compositor = try Compositor(scene: scene, scale: 2)
        #expect(Self.error(rendering: compositor) == RenderBudgetError(.strokePoints(limit: FrameBuilder.maximumStrokePoints), layer: "ring"))
    }

    /// A stroked circle of radius 10 magnified 1000× (at 2 px a point, a
    /// ring 40 000 px across) whose rightmost point is in the 80 × 80 px
    /// frame: of its four quarter curves, the two on the left lie wholly
    /// outside the frame and become chords, and the frame is the same bytes
    /// as with every curve flattened (the compositor without shortcuts).
    @Test func strokesLeaveUnflattenedWhatCannotReachTheFrame() throws {
        let circle = Path.ellipse(in: Rect(x: -10, y: -10, width: 20, height: 20))
        var ring = Layer(id: "ring")
        ring.bounds = Rect(x: -10, y: -10, width: 20, height: 20)
        ring.position = Point(x: 30 - 10_000, y: 20)
        ring.transform.scaleX = 1000
        ring.transform.scaleY = 1000
        ring.contents = .shape(ShapeContents(path: circle, fillColor: nil, stroke: ShapeStroke(color: .white, style: StrokeStyle(width: 0.004))))
        let scene = Scene(name: "ring", summary: "", canvas: Size(width: 40, height: 40), duration: 1, backgroundColor: .black, layers: [ring])
        let culled = try Compositor(scene: scene, scale: 2)
        var general = culled
        general.takesShortcuts = false
        let expected = try general.render(at: 0), frame = try culled.render(at: 0)
        #expect(frame.bytes == expected.bytes, "culling changed the frame")
        #expect(frame.bytes.contains(255), "the ring shows")
        // The counts behind it: the path in picture space at 2000×.
        let toPicture = AffineTransform(scaleX: 2000, y: 2000).concatenating(AffineTransform(translationX: 60 - 20_000, y: 40))
        let culling = StrokeCulling(transform: toPicture, visible: Rect(x: -1, y: -1, width: 82, height: 82), reach: 0.002)
        let tolerance = 0.01 / 2000
        let all = circle.flattenedPointCount(tolerance: tolerance), seen = circle.flattenedPointCount(tolerance: tolerance, culling: culling)
        #expect(seen < all / 2 + 10 && seen > all / 4, "\(seen) of \(all) points")
    }
}
