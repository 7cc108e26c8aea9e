import Foundation
import Testing
import SplashGeometry
import SplashRaster
import SplashScene
@testable import SplashCompositor
import SplashTestSupport
@testable import SplashFormats

/// `strokeStart`, `strokeEnd`, `lineDashPattern` and `lineDashPhase`, as
/// CAShapeLayer draws them, checked pixel by pixel on paths whose lengths
/// are worked out by hand. The frames are at 1 pixel a point, white on
/// black, so a pixel is white where the stroke covers it whole and black
/// where it does not touch it.
@Suite(.eachKernelLevel) struct StrokeTrimAndDashTests {
    /// A white 4-pt stroke with butt caps along `path`, with `extra` keys.
    static func frame(path: String, extra: String = "", animations: String = "", at time: Double = 0,
                      width: Double = 100, height: Double = 20) throws -> Pixmap {
        let json = """
        {"duration": 1, "backgroundColor": "#000000", "layers": [{"id": "line", "frame": [0, 0, \(width), \(height)],
          "contents": {"type": "shape", "path": "\(path)", "fillColor": null, "strokeColor": "#FFFFFF", "lineWidth": 4\(extra)}
          \(animations.isEmpty ? "" : ", \"animations\": [\(animations)]")}]}
        """
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: width, height: height))
        return try Compositor(scene: scene, scale: 1).render(at: time)
    }

    /// Which of the pixels at `xs` on row `y` are white (the rest must be
    /// black: a half-covered pixel is neither, and fails).
    static func white(_ frame: Pixmap, _ xs: [Int], y: Int = 10) -> [Int] {
        var white: [Int] = []
        for x in xs {
            let p = frame.pixel(x: x, y: y)
            if p.r == 255 && p.g == 255 && p.b == 255 { white.append(x) } else {
                #expect(p.r == 0 && p.g == 0 && p.b == 0, "pixel \(x), \(y) is partly covered: \(p)")
            }
        }
        return white
    }

    static let probes = Array(stride(from: 1, to: 100, by: 2))

    /// The line from (0, 10) to (100, 10) is 100 long: strokeEnd 0.5 ends
    /// it at x = 50, so pixels 0…49 are covered whole and 50… not at all.
    @Test func strokeEndHalfCoversHalfTheLength() throws {
        let frame = try Self.frame(path: "M0 10 L100 10", extra: #", "strokeEnd": 0.5"#)
        #expect(Self.white(frame, Array(0..<100)) == Array(0..<50))
    }

    /// strokeStart 0.25 and strokeEnd 0.75: x from 25 to 75.
    @Test func strokeStartAndEndKeepTheMiddle() throws {
        let frame = try Self.frame(path: "M0 10 L100 10", extra: #", "strokeStart": 0.25, "strokeEnd": 0.75"#)
        #expect(Self.white(frame, Array(0..<100)) == Array(25..<75))
        let none = try Self.frame(path: "M0 10 L100 10", extra: #", "strokeStart": 0.6, "strokeEnd": 0.4"#)
        #expect(Self.white(none, Array(0..<100)).isEmpty)
    }

    /// The subpaths count one after the other: two lines of 40 (x 0…40 on
    /// row 5, x 50…90 on row 15), 80 in all; strokeEnd 0.75 = 60 ends the
    /// second line 20 along, at x = 70.
    @Test func strokeEndRunsThroughTheSubpathsInOrder() throws {
        let frame = try Self.frame(path: "M0 5 L40 5 M50 15 L90 15", extra: #", "strokeEnd": 0.75"#)
        #expect(Self.white(frame, Array(0..<100), y: 5) == Array(0..<40))
        #expect(Self.white(frame, Array(0..<100), y: 15) == Array(50..<70))
    }

    /// A closed square of side 80 is 320 round, starting at its first
    /// point (10, 10) and going right: strokeEnd 0.25 is its top side only,
    /// open, with butt ends at x = 10 and x = 90.
    @Test func aClosedPathCutOpensAtItsStart() throws {
        let frame = try Self.frame(path: "M10 10 H90 V90 H10 Z", extra: #", "strokeEnd": 0.25"#, width: 100, height: 100)
        #expect(Self.white(frame, Array(0..<100), y: 10) == Array(10..<90))
        #expect(Self.white(frame, [10, 50, 89], y: 50).isEmpty, "the sides are not stroked")
    }

    /// Dashes of 10 on, 10 off, 5 into the pattern: on 0…5, off 5…15,
    /// on 15…25, off 25…35, … (period 20).
    @Test func dashesStartPhaseIntoThePattern() throws {
        let frame = try Self.frame(path: "M0 10 L100 10", extra: #", "lineDashPattern": [10, 10], "lineDashPhase": 5"#)
        let expected = Self.probes.filter { x in
            let inPattern = (x + 5) % 20
            return inPattern < 10
        }
        #expect(Self.white(frame, Self.probes) == expected)
        #expect(expected.count == 25)
    }

    /// An odd pattern is repeated to make it even, as in Core Graphics:
    /// [10, 5, 5] is on 10, off 5, on 5, off 10, on 5, off 5 (period 40),
    /// so on 0…10, 15…20, 30…35, then 40…50, 55…60, 70…75, 80…90, 95…100.
    @Test func anOddPatternIsRepeated() throws {
        let frame = try Self.frame(path: "M0 10 L100 10", extra: #", "lineDashPattern": [10, 5, 5]"#)
        let on: [Range<Int>] = [0..<10, 15..<20, 30..<35, 40..<50, 55..<60, 70..<75, 80..<90, 95..<100]
        #expect(Self.white(frame, Array(0..<100)) == on.flatMap { Array($0) })
    }

    /// `strokeEnd` from 0 to 1 over the animation's second, linear: at
    /// 0.5 s the line is drawn to x = 50, as with strokeEnd 0.5; at 0.2 s
    /// to x = 20; lineDashPhase animates the dashes along.
    @Test func strokeEndAnimatesTheLineDrawingItself() throws {
        let drawing = #"{"keyPath": "strokeEnd", "fromValue": 0, "toValue": 1, "duration": 1}"#
        let half = try Self.frame(path: "M0 10 L100 10", animations: drawing, at: 0.5)
        #expect(Self.white(half, Array(0..<100)) == Array(0..<50))
        let fifth = try Self.frame(path: "M0 10 L100 10", animations: drawing, at: 0.2)
        #expect(Self.white(fifth, Array(0..<100)) == Array(0..<20))
        // Phase 0 → 20 over 1 s: at 0.25 s the phase is 5.
        let marching = #"{"keyPath": "lineDashPhase", "fromValue": 0, "toValue": 20, "duration": 1}"#
        let ants = try Self.frame(path: "M0 10 L100 10", extra: #", "lineDashPattern": [10, 10]"#, animations: marching, at: 0.25)
        #expect(Self.white(ants, Self.probes) == Self.probes.filter { ($0 + 5) % 20 < 10 })
    }

    @Test(arguments: [
        (#", "lineDashPattern": []"#, "lineDashPattern: must list 1 to 64 lengths (painted, unpainted, …), not 0"),
        (#", "lineDashPattern": [0, 0]"#, "lineDashPattern: must have a length above 0"),
        (#", "lineDashPattern": [10, -1]"#, "lineDashPattern[1]:"),
        (#", "strokeEnd": 1.5"#, "strokeEnd:"),
        (#", "lineDashPhase": 3"#, "lineDashPhase: has no effect without a lineDashPattern"),
    ])
    func badStrokeKeysAreOneLine(extra: String, message: String) throws {
        var thrown: String?
        do { _ = try Self.frame(path: "M0 10 L100 10", extra: extra) } catch { thrown = "\(error)" }
        #expect(thrown?.contains(message) == true, "\(thrown ?? "no error")")
    }

    @Test func aStrokeAnimationOnALayerWithoutAStrokeIsAnError() throws {
        let json = ##"{"duration": 1, "layers": [{"id": "card", "frame": [0, 0, 10, 10], "backgroundColor": "#FF0000", "animations": [{"keyPath": "strokeEnd", "fromValue": 0, "toValue": 1, "duration": 1}]}]}"##
        #expect(throws: JSONFileError.self) {
            _ = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 10, height: 10))
        }
    }
}
