import Foundation
import SplashCompositor
import SplashRaster
import Testing
@testable import SplashLottie

private typealias F = LottieFixtures

/// Two trims on one path: lottie-web applies its modifiers in order, so
/// the second trims what the first left (its pieces measured as one
/// length). A line from x = 10 to 90 at y = 50 (80 long), 10 wide, butt
/// caps, blue on white.
@Suite struct LottieTrimTwiceTests {
    static func trim(start: String, end: String, offset: Double = 0) -> String {
        #"{"ty":"tm","s":\#(start),"e":\#(end),"o":{"a":0,"k":\#(offset)},"m":1}"#
    }

    static func constant(_ value: Double) -> String { #"{"a":0,"k":\#(value)}"# }

    func render(_ trims: [String], atFrame frame: Double = 0) throws -> (Pixmap, [String]) {
        let json = F.document(layers: [F.shapeLayer("line", index: 1, shapes: [F.line(from: (10, 50), to: (90, 50))] + trims + [F.stroke(0, 0, 1, width: 10)])])
        let imported = try F.scene(json)
        return (try Compositor(scene: imported.scene, scale: 1).render(at: frame / 30), imported.warnings.map(\.description))
    }

    /// The x (of 5, 15, …, 95) where the line is drawn blue at y = 50.
    func drawn(_ pixmap: Pixmap) -> [Int] {
        stride(from: 5, through: 95, by: 10).filter { x in
            let p = pixmap.pixel(x: x, y: 50)
            return p.b > 200 && p.r < 50
        }
    }

    @Test func theSecondTrimCutsWhatTheFirstLeft() throws {
        // First 25…100 %: x 30…90 (60 long). Then 0…50 % of that: its first
        // 30, x 30…60. Drawn at x 35, 45, 55; not at 25 or 65.
        let (pixmap, warnings) = try render([Self.trim(start: Self.constant(25), end: Self.constant(100)),
                                             Self.trim(start: Self.constant(0), end: Self.constant(50))])
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(drawn(pixmap) == [35, 45, 55])
    }

    @Test func aSecondTrimMeasuresTheWrappedPiecesAsOneLength() throws {
        // First 0…50 % moved on by 270° (75 %): 75…100 % then 0…25 %, x 70…90
        // then 10…30, 40 long in all. Then 25…75 % of that, 10…30 along it:
        // the last 10 of the first piece (x 80…90) and the first 10 of the
        // second (x 10…20). Drawn at x 15 and 85 only.
        let (pixmap, _) = try render([Self.trim(start: Self.constant(0), end: Self.constant(50), offset: 270),
                                      Self.trim(start: Self.constant(25), end: Self.constant(75))])
        #expect(drawn(pixmap) == [15, 85])
    }

    @Test func anAnimatedSecondTrimIsFollowed() throws {
        // First 25…100 % (x 30…90); the second's end 0 → 100 % over frames
        // 0…60: at frame 30, 50 %: x 30…60 again; at frame 59 (the layer's
        // last), 59/60 of it: x 30…89; at frame 0 nothing.
        let (half, _) = try render([Self.trim(start: Self.constant(25), end: Self.constant(100)),
                                    Self.trim(start: Self.constant(0), end: F.linear("[0]", "[100]"))], atFrame: 30)
        #expect(drawn(half) == [35, 45, 55])
        let (whole, _) = try render([Self.trim(start: Self.constant(25), end: Self.constant(100)),
                                     Self.trim(start: Self.constant(0), end: F.linear("[0]", "[100]"))], atFrame: 59)
        #expect(drawn(whole) == [35, 45, 55, 65, 75, 85])
        let (none, _) = try render([Self.trim(start: Self.constant(25), end: Self.constant(100)),
                                    Self.trim(start: Self.constant(0), end: F.linear("[0]", "[100]"))], atFrame: 0)
        #expect(drawn(none).isEmpty)
    }

    @Test func retrimmingSpansByHand() {
        // 0.6…1 and 0…0.2 (0.6 in all), 50…100 %: the second half, 0.3 long:
        // 0.9…1 and 0…0.2.
        let spans = LottieTranslator.retrimmed([(0.6, 1), (0, 0.2)], start: 50, end: 100, offset: 0)
        #expect(spans.count == 2)
        #expect(abs(spans[0].start - 0.9) < 1e-12 && spans[0].end == 1 && spans[1].start == 0 && abs(spans[1].end - 0.2) < 1e-12)
        // 0.2…0.8 (0.6), 0…100 % moved on by 180° (50 %): lottie-web cuts
        // it (only 0…100 % unmoved is left whole): 0.5…1 of it then 0…0.5
        // of it, 0.5…0.8 then 0.2…0.5.
        let wrapped = LottieTranslator.retrimmed([(0.2, 0.8)], start: 0, end: 100, offset: 180)
        #expect(wrapped.count == 2)
        #expect(abs(wrapped[0].start - 0.5) < 1e-12 && abs(wrapped[0].end - 0.8) < 1e-12)
        #expect(abs(wrapped[1].start - 0.2) < 1e-12 && abs(wrapped[1].end - 0.5) < 1e-12)
        // 0…99 % of it moved on by 50 %: 0.5…1 of it, then 0…0.49.
        let turned = LottieTranslator.retrimmed([(0.2, 0.8)], start: 0, end: 99, offset: 180)
        #expect(turned.count == 2)
        #expect(abs(turned[0].start - 0.5) < 1e-12 && abs(turned[0].end - 0.8) < 1e-12)
        #expect(abs(turned[1].start - 0.2) < 1e-12 && abs(turned[1].end - (0.2 + 0.49 * 0.6)) < 1e-12)
        // Ends that meet leave nothing.
        #expect(LottieTranslator.retrimmed([(0.2, 0.8)], start: 30, end: 30, offset: 0).isEmpty)
    }
}
