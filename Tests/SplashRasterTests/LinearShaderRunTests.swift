import Testing
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

@Suite("Linear gradient runs", .eachKernelLevel)
struct LinearShaderRunTests {
    /// Runs inside the ramp (the unclamped four-phase loop) and runs that
    /// leave it (the clamped loop) give every pixel the table entry of its
    /// own fixed-point position (stepped from the row's pixel 0, wherever
    /// the run starts) and dither phase.
    /// Slow gradients (the last two: about a third of an entry per pixel)
    /// take the four-pixel loads where four neighbours share an entry.
    @Test(arguments: [(0.0, 0.0, 300.0, 40.0), (-50.0, 3.0, 120.0, -9.0), (290.0, 0.0, 10.0, 0.0),
                      (0.0, 0.0, 3000.0, 100.0), (2000.0, 0.0, -500.0, 30.0)])
    func everyPixelReadsItsOwnEntry(x0: Double, y0: Double, x1: Double, y1: Double) {
        let gradient = LinearGradient(start: Point(x: x0, y: y0), end: Point(x: x1, y: y1),
                                      stops: [GradientStop(location: 0, color: .black), GradientStop(location: 1, color: .white)])
        guard let shader = LinearShader(gradient, transform: .identity), let ramp = GradientRamp(stops: gradient.stops)
        else { Issue.record("degenerate"); return }
        let size = GradientRamp.size
        ramp.dithered.withUnsafeBufferPointer { tables in
            let out = UnsafeMutablePointer<UInt32>.allocate(capacity: 300)
            defer { out.deallocate() }
            for y in [0, 1, 2, 7] {
                for (x, count) in [(0, 300), (1, 7), (3, 1), (5, 2), (13, 250), (200, 100)] {
                    shader.shade(y: y, x: x, count: count, ramp: tables.baseAddress!, into: out)
                    let rowStart = (Double(y) + 0.5) * shader.dy + shader.offset + 0.5 * shader.dx
                    let step = Int(shader.dx * 65536)
                    var t = Int(rowStart * 65536) + x * step
                    for i in 0..<count {
                        let index = min(size - 1, max(0, t >> 16))
                        #expect(out[i] == tables[GradientRamp.slot(index: index, x: x + i, y: y)], "x \(x + i) y \(y)")
                        t += step
                    }
                }
            }
        }
    }

    /// A gradient squeezed into a millionth of a pixel (beyond what 16.16
    /// fixed point holds) is a hard edge at its true place, and still the
    /// same pixels whatever run paints them.
    @Test(arguments: [1e-7, -1e-7])
    func aSqueezedGradientIsAHardEdgeInItsPlace(length: Double) {
        let gradient = LinearGradient(start: Point(x: 100.3, y: 0), end: Point(x: 100.3 + length, y: 0),
                                      stops: [GradientStop(location: 0, color: .black), GradientStop(location: 1, color: .white)])
        guard let shader = LinearShader(gradient, transform: .identity), let ramp = GradientRamp(stops: gradient.stops)
        else { Issue.record("degenerate"); return }
        ramp.dithered.withUnsafeBufferPointer { tables in
            let whole = UnsafeMutablePointer<UInt32>.allocate(capacity: 300), piece = UnsafeMutablePointer<UInt32>.allocate(capacity: 300)
            defer { whole.deallocate(); piece.deallocate() }
            shader.shade(y: 2, x: 0, count: 300, ramp: tables.baseAddress!, into: whole)
            for (x, count) in [(0, 100), (100, 1), (99, 3), (101, 199), (37, 150)] {
                shader.shade(y: 2, x: x, count: count, ramp: tables.baseAddress!, into: piece)
                #expect((0..<count).allSatisfy { piece[$0] == whole[x + $0] }, "run at \(x) of \(count)")
            }
            // Pixel centres left of 100.3 (x ≤ 99) take the start's colour (black), the others the end's;
            // reversed, the other way round.
            func isBlack(_ x: Int) -> Bool { whole[x] & 0xFF < 8 }
            func isWhite(_ x: Int) -> Bool { whole[x] & 0xFF > 247 }
            let left = (0...99).allSatisfy(length > 0 ? isBlack : isWhite)
            let right = (100..<300).allSatisfy(length > 0 ? isWhite : isBlack)
            #expect(left && right)
        }
    }
}
