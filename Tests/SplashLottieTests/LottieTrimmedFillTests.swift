import Foundation
import SplashCompositor
import SplashGeometry
import SplashRaster
import SplashScene
import Testing
@testable import SplashLottie

/// Fills under trim paths: lottie-web's `TrimModifier` trims the path
/// itself, so a fill above it fills the trimmed (open) piece, closed by a
/// straight line back to its start.
@Suite struct LottieTrimmedFillTests {
    typealias F = LottieFixtures

    /// The square (20, 20) (80, 20) (80, 80) (20, 80), a closed path 240
    /// long, filled red, trimmed by `trim` listed after the fill.
    static func document(trim: String) -> String {
        let square = #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[20,20],[80,20],[80,80],[20,80]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}"#
        return F.document(layers: [F.shapeLayer("square", index: 1, shapes: [square, F.fill(1, 0, 0), trim])])
    }

    static func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 230 && p.g < 25 && p.b < 25 }
    static func isWhite(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 230 && p.g > 230 && p.b > 230 }

    @Test func aFillFillsTheTrimmedPiece() throws {
        // e keyframed 0 → 100 over frames 0…20 (linear), s 0: e = 5f %.
        //   frame 10: e 50 % = 120 of 240: (20,20) → (80,20) → (80,80); the
        //     fill closes it back to (20,20): the triangle above the
        //     diagonal. (70, 30) is inside it (red), (30, 70) below (white).
        //   frame 5: e 25 % = 60: the top edge alone, no area: (70, 30) white.
        //   frame 20: e 100 %: the whole square: (30, 70) red.
        let trim = #"{"ty":"tm","s":{"a":0,"k":0},"e":\#(F.linear("[0]", "[100]", 0, 20)),"o":{"a":0,"k":0},"m":1}"#
        let imported = try F.scene(Self.document(trim: trim))
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        let expected: [(frame: Double, x: Int, y: Int, red: Bool)] = [
            (10, 70, 30, true), (10, 30, 70, false), (10, 50, 22, true), (5, 70, 30, false), (5, 30, 70, false),
            (20, 30, 70, true), (20, 70, 30, true),
        ]
        var compared = 0
        for (frame, x, y, red) in expected {
            let pixel = try Compositor(scene: imported.scene, scale: 1).render(at: frame / 30).pixel(x: x, y: y)
            #expect(red ? Self.isRed(pixel) : Self.isWhite(pixel), "frame \(frame) (\(x), \(y)): \(pixel)")
            compared += 1
        }
        #expect(compared == 7)
    }

    @Test func aTrimRoundTheEndFillsBothPieces() throws {
        // s 75 %, e 100 %, offset 90° (+25 %): 100 %…125 % → 0 %…25 %
        // after wrapping: the top edge only (no area); offset 180°
        // (+50 %): 125 %…150 % → 25 %…50 %: the right edge only. With s
        // 50 %, e 100 %, offset 90°: 75 %…125 % = the left edge (75…100 %)
        // and the top edge (0…25 %), two pieces: (20,80)→(20,20) and
        // (20,20)→(80,20), each closed on itself: no area either; the
        // square's corner triangle is not filled. So (30, 30) is white.
        // With s 25 %, e 100 %, offset 90°: 50 %…125 %: the bottom, left
        // (50…100 %) and top (0…25 %) edges: piece one (80,80)→(20,80)→(20,20)
        // closed: the triangle below the diagonal, (30, 70) red; piece
        // two the top edge alone. (70, 30) stays white.
        let trim = #"{"ty":"tm","s":{"a":0,"k":25},"e":{"a":0,"k":100},"o":{"a":0,"k":90},"m":1}"#
        let imported = try F.scene(Self.document(trim: trim))
        let pixmap = try Compositor(scene: imported.scene, scale: 1).render(at: 0)
        #expect(Self.isRed(pixmap.pixel(x: 30, y: 70)), "\(pixmap.pixel(x: 30, y: 70))")
        #expect(Self.isWhite(pixmap.pixel(x: 70, y: 30)), "\(pixmap.pixel(x: 70, y: 30))")
    }

    @Test func aPieceKeepsItsStructureAcrossFrames() {
        // The square's piece from 10 % to 60 % (24…144 of 240): from (44, 20)
        // along the top to (80, 20), down to (80, 80), along the bottom to
        // (56, 80) (144 − 120 = 24 along it); the fourth segment left out
        // at (56, 80). Five vertices (four segments and the start) whatever
        // the span. A straight edge written as a cubic (no tangents) is
        // not traced at an even speed, and lengths are found along 64
        // chords, as the trim measures them: within 0.05.
        let square = LottieBezier(closed: true, vertices: [Point(x: 20, y: 20), Point(x: 80, y: 20), Point(x: 80, y: 80), Point(x: 20, y: 80)],
                                  inTangents: Array(repeating: .zero, count: 4), outTangents: Array(repeating: .zero, count: 4))
        let piece = square.piece((0.1, 0.6))
        let expected = [Point(x: 44, y: 20), Point(x: 80, y: 20), Point(x: 80, y: 80), Point(x: 56, y: 80), Point(x: 56, y: 80)]
        #expect(piece.vertices.count == 5 && !piece.closed)
        for (got, want) in zip(piece.vertices, expected) {
            #expect(abs(got.x - want.x) < 0.05 && abs(got.y - want.y) < 0.05, "\(got) vs \(want)")
        }
        #expect(square.piece(nil).vertices.count == 5)
        #expect(square.piece((0, 0.01)).vertices.count == 5)
    }
}
