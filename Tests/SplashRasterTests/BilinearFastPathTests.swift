import Testing
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

@Suite("Bilinear and trilinear fast paths (no rotation)", .eachKernelLevel)
struct BilinearFastPathTests {
    /// The two shaders on the same runs of the same rows: the fast path may
    /// differ only where its per-column position differs from the general
    /// path's stepped one in the last fixed-point bit, by one level at most.
    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func matchesTheGeneralShaderWithinOneLevel(seed: UInt32) {
        var state = seed &* 2_654_435_761
        func next() -> UInt32 {
            state = state &* 1_664_525 &+ 1_013_904_223
            return state >> 8
        }
        func unit() -> Double { Double(next() % 10_000) / 10_000 }
        let imageWidth = 5 + Int(next() % 60), imageHeight = 3 + Int(next() % 40)
        let image = TestPixmaps.pattern(imageWidth, imageHeight, seed: seed)
        // Magnified or about 1:1, mirrored sometimes, placed anywhere near the canvas.
        let sx = (0.5 + unit() * 4) * (next() % 4 == 0 ? -1 : 1)
        let sy = (0.5 + unit() * 4) * (next() % 4 == 0 ? -1 : 1)
        let imageToDevice = AffineTransform(scaleX: sx, y: sy)
            .concatenating(AffineTransform(translationX: unit() * 80 - 20, y: unit() * 60 - 15))
        let deviceWidth = 97, deviceHeight = 41
        let inverse = imageToDevice.inverted()!
        image.withPixelRowsReadOnly { base, rows in
            let sampler = ImageSampler(pixels: base, width: imageWidth, height: rows, deviceToImage: inverse, level: 0)
            #expect(AxisAlignedBilinearShader.applies(to: sampler))
            let fastOut = UnsafeMutablePointer<UInt32>.allocate(capacity: deviceWidth)
            let generalOut = UnsafeMutablePointer<UInt32>.allocate(capacity: deviceWidth)
            defer { fastOut.deallocate(); generalOut.deallocate() }
            let general = BilinearShader(sampler: sampler)
            AxisAlignedBilinearShader.with(sampler, deviceWidth: deviceWidth, vectorKernels: VectorKernels.current.runsAVX2) { fast in
                var worst = 0
                for y in 0..<deviceHeight {
                    // A whole row, then runs of random lengths (1 and 2 pixels included).
                    var runs = [(0, deviceWidth)]
                    var x = 0
                    while x < deviceWidth {
                        let n = min(deviceWidth - x, 1 + Int(next() % 9))
                        runs.append((x, n))
                        x += n
                    }
                    for (x, n) in runs {
                        fast.shade(y: y, x: x, count: n, into: fastOut)
                        general.shade(y: y, x: x, count: n, into: generalOut)
                        for i in 0..<n {
                            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                                let a = Int((fastOut[i] >> shift) & 0xFF), b = Int((generalOut[i] >> shift) & 0xFF)
                                worst = max(worst, abs(a - b))
                            }
                        }
                    }
                }
                #expect(worst <= 1, "largest channel difference \(worst)")
            }
        }
    }

    @Test(arguments: [1.3, 2.6, 3.1, 5.5])
    func trilinearMatchesTheGeneralShaderWithinOneLevel(shrink: Double) {
        let image = SampledImage(TestPixmaps.pattern(301, 173, seed: UInt32(shrink * 10)))
        let imageToDevice = AffineTransform(scaleX: 1 / shrink, y: 1 / (shrink * 1.1))
            .concatenating(AffineTransform(translationX: 3.3, y: -2.7))
        guard let (sampling, inverse) = ImageSampling.choose(imageToDevice: imageToDevice, levelCount: image.levels.count),
              case .trilinear(let level, let weight) = sampling
        else { Issue.record("expected trilinear sampling"); return }
        let deviceWidth = 131, deviceHeight = 37
        let fastOut = UnsafeMutablePointer<UInt32>.allocate(capacity: deviceWidth)
        let generalOut = UnsafeMutablePointer<UInt32>.allocate(capacity: deviceWidth)
        defer { fastOut.deallocate(); generalOut.deallocate() }
        let fine = image.levels[level], coarse = image.levels[level + 1]
        fine.withPixelRowsReadOnly { fineBase, fineRows in
            coarse.withPixelRowsReadOnly { coarseBase, coarseRows in
                let finer = ImageSampler(pixels: fineBase, width: fine.width, height: fineRows, deviceToImage: inverse, level: level)
                let coarser = ImageSampler(pixels: coarseBase, width: coarse.width, height: coarseRows,
                                           deviceToImage: inverse, level: level + 1)
                let general = TrilinearShader(finer: finer, coarser: coarser, weight: weight)
                AxisAlignedTrilinearShader.with(finer: finer, coarser: coarser, weight: weight, deviceWidth: deviceWidth, vectorKernels: VectorKernels.current.runsAVX2) { fast in
                    var worst = 0
                    for y in 0..<deviceHeight {
                        for (x, n) in [(0, deviceWidth), (0, 1), (5, 2), (7, 9), (16, 115)] {
                            fast.shade(y: y, x: x, count: n, into: fastOut)
                            general.shade(y: y, x: x, count: n, into: generalOut)
                            for i in 0..<n {
                                for shift in stride(from: UInt32(0), to: 32, by: 8) {
                                    let a = Int((fastOut[i] >> shift) & 0xFF), b = Int((generalOut[i] >> shift) & 0xFF)
                                    worst = max(worst, abs(a - b))
                                }
                            }
                        }
                    }
                    #expect(worst <= 1, "largest channel difference \(worst)")
                }
            }
        }
    }

    @Test func rotationUsesTheGeneralShader() {
        let image = TestPixmaps.pattern(4, 4, seed: 1)
        image.withPixelRowsReadOnly { base, rows in
            let rotated = ImageSampler(pixels: base, width: 4, height: rows,
                                       deviceToImage: AffineTransform(rotationAngle: 0.1), level: 0)
            #expect(!AxisAlignedBilinearShader.applies(to: rotated))
        }
    }
}
