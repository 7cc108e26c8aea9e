import Foundation
import Testing
import SplashGeometry

/// `Path.controlBounds`: the box around every point and control point,
/// kept as a path is built, which a rasteriser drawing a band of rows asks
/// to skip a path that cannot reach it. It must hold the whole outline and
/// must not change what equal paths are.
@Suite("Path control bounds")
struct PathControlBoundsTests {
    @Test func theBoxHoldsEveryPointAndControlPoint() throws {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addCurve(to: Point(x: 10, y: 0), control1: Point(x: 2, y: 8), control2: Point(x: 8, y: -3))
        path.addQuadCurve(to: Point(x: 4, y: 5), control: Point(x: 12, y: 1))
        path.closeSubpath()
        // By hand: x from 0 (the move) to 12 (the quad's control); y from
        // -3 (the second control) to 8 (the first control).
        let box = try #require(path.controlBounds)
        #expect(box == Rect(x: 0, y: -3, width: 12, height: 11))
        // It holds the tight bounds (the curve's extremes lie inside the hull).
        let tight = try #require(path.boundingBox)
        #expect(tight.minX >= box.minX && tight.maxX <= box.maxX && tight.minY >= box.minY && tight.maxY <= box.maxY)
        // Transformed paths keep their own box.
        let moved = path.transformed(by: AffineTransform(translationX: 5, y: -1))
        #expect(moved.controlBounds == Rect(x: 5, y: -4, width: 12, height: 11))
    }

    @Test func theBoxIsNotPartOfThePathsIdentity() throws {
        // A move replaced by the next one still counts in the box (it is
        // only ever larger than the outline), but the paths are equal.
        var replaced = Path()
        replaced.move(to: Point(x: 50, y: 50))
        replaced.move(to: Point(x: 0, y: 0))
        replaced.addLine(to: Point(x: 1, y: 1))
        var plain = Path()
        plain.move(to: Point(x: 0, y: 0))
        plain.addLine(to: Point(x: 1, y: 1))
        #expect(replaced == plain)
        #expect(replaced.hashValue == plain.hashValue)
        #expect(replaced.controlBounds == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(plain.controlBounds == Rect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func anEmptyPathOrANaNPointHasNoBox() {
        #expect(Path().controlBounds == nil)
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: .nan, y: 3))
        #expect(path.controlBounds == nil)
    }
}
