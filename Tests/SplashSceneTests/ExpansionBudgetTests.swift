import SplashGeometry
import Testing
@testable import SplashScene

/// `Scene.checkExpansion`: what a finished scene draws, every replicator
/// copy counted, whatever importer made it.
@Suite struct ExpansionBudgetTests {
    static func scene(_ layers: [Layer]) -> Scene {
        Scene(name: "t", summary: "", canvas: Size(width: 100, height: 100), duration: 1, backgroundColor: .white, layers: layers)
    }

    /// A path of `count` line segments.
    static func path(points count: Int) -> Path {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        for i in 1..<count { path.addLine(to: Point(x: Double(i % 100), y: Double(i % 7))) }
        return path
    }

    static func replicator(_ id: String, copies: Int, _ sublayers: [Layer]) -> Layer {
        var layer = Layer(id: id)
        layer.replicator = Replicator(instanceCount: copies)
        layer.sublayers = sublayers
        return layer
    }

    static func shape(_ id: String?, points: Int, stroked: Bool) -> Layer {
        var layer = Layer(id: id)
        layer.contents = .shape(ShapeContents(path: path(points: points), fillColor: stroked ? nil : .black,
                                              stroke: stroked ? ShapeStroke(color: .black, style: StrokeStyle(width: 1)) : nil))
        return layer
    }

    func error(_ scene: Scene) -> ExpansionError? {
        do throws(ExpansionError) {
            try scene.checkExpansion()
            return nil
        } catch {
            return error
        }
    }

    @Test func replicatorsInsideReplicatorsMultiplyLayers() throws {
        // 1000 × 1000 copies of one dot: a million layers.
        let dots = Self.replicator("outer", copies: 1000, [Self.replicator("inner", copies: 1000, [Self.shape("dot", points: 4, stroked: false)])])
        let found = try #require(error(Self.scene([dots])))
        #expect(found.kind == .layers && found.limit == 100_000 && found.copies == 1_000_000 && found.layer == "dot")
        #expect(found.description == "layer \"dot\": draws more than 100000 layers with every copy counted "
                + "(this one is drawn 1000000 times by the replicators or repeaters around it), the render's limit for one scene")
        // 300 × 300 would pass the layers but not the stroked vertices.
        let fewer = Self.replicator("outer", copies: 300, [Self.replicator("inner", copies: 300, [Self.shape(nil, points: 10, stroked: true)])])
        let vertices = try #require(error(Self.scene([fewer])))
        #expect(vertices.kind == .vertices && vertices.copies == 90_000 && vertices.layer == "inner", "\(vertices)")
    }

    @Test func aBigPathDrawnByManyLayersIsCountedEachTime() throws {
        let layers = (0..<20).map { Self.shape("copy\($0)", points: 60_000, stroked: false) }
        let found = try #require(error(Self.scene(layers)))
        #expect(found.kind == .vertices && found.layer == "copy17" && found.copies == 1, "\(found)")
        // Stroked, it counts twice: the 9th copy passes.
        let stroked = (0..<20).map { Self.shape("copy\($0)", points: 60_000, stroked: true) }
        #expect(error(Self.scene(stroked))?.layer == "copy8")
        #expect(error(Self.scene(Array(layers.prefix(17)))) == nil)
    }

    @Test func textsAreCountedWithTheirCopies() throws {
        var text = Layer(id: "label")
        text.contents = .text(TextContents(string: String(repeating: "é", count: 500)), bounds: Size(width: 100, height: 20))
        #expect(error(Self.scene([Self.replicator("r", copies: 40, [text])])) == nil)
        let found = try #require(error(Self.scene([Self.replicator("r", copies: 41, [text])])))
        #expect(found.kind == .textCharacters && found.layer == "label" && found.limit == 20_000)
    }

    @Test func aReplicatorOfNoCopiesCountsNothingBelowIt() {
        let none = Self.replicator("none", copies: 0, [Self.shape("huge", points: 2_000_000, stroked: true)])
        #expect(error(Self.scene([none])) == nil)
    }

    @Test func namesAreQuotedShortAndEscaped() {
        let name = "a\"b\n" + String(repeating: "x", count: 100)
        let quoted = ExpansionError.excerpt(name)
        #expect(quoted == "a\\\"b\\n" + String(repeating: "x", count: 56) + "…")
    }
}
