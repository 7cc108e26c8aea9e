import Foundation
import Testing
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

/// The AVX2 kernels (`CRasterKernels`) against the Swift loops they stand
/// in for, on random input: a frame's bytes must not depend on the CPU.
/// Skipped on CPUs without AVX2, where only the Swift loops exist.
@Suite("Vector kernels", .enabled(if: VectorKernels.supported, "this CPU has no AVX2"), .eachKernelLevel)
struct VectorKernelTests {
    /// Random pixels in all four bytes.
    static func noise(count: Int, using random: inout SeededRandom) -> [UInt32] {
        (0..<count).map { _ in random.next() &* 2_654_435_761 }
    }

    @Test("bilinear: the same pixels as the Swift loops, scaled, moved and clamped at the edges")
    func bilinearMatchesTheSwiftLoops() {
        var random = SeededRandom(state: 0x5EED)
        for trial in 0..<400 {
            let width = random.int(1...41), height = random.int(1...9)
            let image = Self.noise(count: width * height, using: &random)
            let deviceWidth = random.int(1...70)
            // Shrinking and enlarging, from well left of the image to well right of it.
            let scaleX = random.double(0.2...3.5), scaleY = random.double(0.2...3.5)
            let toImage = AffineTransform(a: scaleX, b: 0, c: 0, d: scaleY,
                                          tx: random.double(-12...Double(width) + 4), ty: random.double(-6...Double(height) + 3))
            let x = random.int(0...(deviceWidth - 1)), count = random.int(0...(deviceWidth - x))
            let y = random.int(-3...12), factor = UInt32(random.int(1...254))
            let under = Self.noise(count: deviceWidth, using: &random)
            var shaded: [[UInt32]] = [], over: [[UInt32]] = []
            image.withUnsafeBufferPointer { pixels in
                let sampler = ImageSampler(pixels: pixels.baseAddress!, width: width, height: height, deviceToImage: toImage, level: 0)
                for kernels in [false, true] {
                    var out = [UInt32](repeating: 0, count: deviceWidth)
                    var row = under, scratch = [UInt32](repeating: 0, count: deviceWidth)
                    AxisAlignedBilinearShader.with(sampler, deviceWidth: deviceWidth, vectorKernels: kernels) { shader in
                        out.withUnsafeMutableBufferPointer { shader.shade(y: y, x: x, count: count, into: $0.baseAddress! + x) }
                        row.withUnsafeMutableBufferPointer { row in
                            scratch.withUnsafeMutableBufferPointer { scratch in
                                shader.shadeOpaque(y: y, x: x, count: count, factor: factor, over: row.baseAddress! + x,
                                                   scratch: scratch.baseAddress!)
                            }
                        }
                    }
                    shaded.append(out)
                    over.append(row)
                }
            }
            #expect(shaded[0] == shaded[1], "trial \(trial): shade, \(width)×\(height) image, run \(x)..<\(x + count)")
            #expect(over[0] == over[1], "trial \(trial): shadeOpaque at \(factor), run \(x)..<\(x + count)")
        }
    }

    @Test("linear gradient: the same pixels as the Swift loop, slow and steep, either direction, any run start")
    func linearGradientMatchesTheSwiftLoop() throws {
        var random = SeededRandom(state: 0x6AD1)
        // Random words in every slot, so a wrong entry or dither phase shows.
        let tables = Self.noise(count: 16 * GradientRamp.size, using: &random)
        let stops = [GradientStop(location: 0, color: Color(red: 0, green: 0, blue: 0)),
                     GradientStop(location: 1, color: Color(red: 1, green: 1, blue: 1))]
        for trial in 0..<600 {
            // Gradient lengths from under a pixel (steep: many entries per
            // pixel) to far beyond the run (slow: many pixels per entry).
            let length = [0.7, 40, 300, 3000, 40_000][trial % 5] * random.double(0.5...1.5)
            let angle = random.double(0...(2 * Double.pi))
            let start = Point(x: random.double(-50...250), y: random.double(-50...50))
            let end = Point(x: start.x + length * cos(angle), y: start.y + length * sin(angle))
            let gradient = LinearGradient(start: start, end: end, stops: stops)
            let x = random.int(0...150), count = random.int(0...180), y = random.int(0...40)
            var rows: [[UInt32]] = []
            for kernels in [false, true] {
                let shader = try #require(LinearShader(gradient, transform: .identity, vectorKernels: kernels),
                                          "trial \(trial): gradient \(start) → \(end) gave no shader")
                var out = [UInt32](repeating: 0, count: count)
                tables.withUnsafeBufferPointer { tables in
                    out.withUnsafeMutableBufferPointer { shader.shade(y: y, x: x, count: count, ramp: tables.baseAddress!, into: $0.baseAddress!) }
                }
                rows.append(out)
            }
            #expect(rows[0] == rows[1], "trial \(trial): gradient \(start) → \(end), run \(x)..<\(x + count) of row \(y)")
        }
    }
}
