import Testing
@testable import SplashRaster

@Suite("Linear gradient runs")
struct LinearShaderRunTests {
    /// Runs inside the ramp (the unclamped four-phase loop) and runs that
    /// leave it (the clamped loop) give every pixel the table entry of its
    /// own fixed-point position and dither phase.
    @Test(arguments: [(0.0, 0.0, 300.0, 40.0), (-50.0, 3.0, 120.0, -9.0), (290.0, 0.0, 10.0, 0.0)])
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
                    let rowStart = (Double(y) + 0.5) * shader.dy + shader.offset + (Double(x) + 0.5) * shader.dx
                    var t = Int(rowStart * 65536)
                    let step = Int(shader.dx * 65536)
                    for i in 0..<count {
                        let index = min(size - 1, max(0, t >> 16))
                        #expect(out[i] == tables[(y & 3) * 4 * size + ((x + i) & 3) * size + index], "x \(x + i) y \(y)")
                        t += step
                    }
                }
            }
        }
    }
}
