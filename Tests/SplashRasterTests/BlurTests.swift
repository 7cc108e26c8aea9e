import Testing
import func Foundation.exp
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

@Suite("Shadow blur", .eachKernelLevel)
struct BlurTests {
    private func mask(_ size: Int, rect: (x: Int, y: Int, w: Int, h: Int), value: UInt8 = 255) -> Mask {
        var m = Mask(width: size, height: size)
        for y in rect.y..<(rect.y + rect.h) { for x in rect.x..<(rect.x + rect.w) { m.values[y * size + x] = value } }
        return m
    }

    private func mass(_ m: Mask) -> Int { m.values.reduce(0) { $0 + Int($1) } }

    @Test(arguments: [0.7, 2.0, 5.5, 12.0])
    func massIsPreserved(sigma: Double) {
        let m = mask(120, rect: (40, 43, 21, 14))
        let blurred = m.blurred(sigma: sigma)
        let before = Double(mass(m)), after = Double(mass(blurred))
        #expect(abs(after - before) <= 0.005 * before, "\(after) vs \(before)")
        #expect(blurred.width == 120 && blurred.height == 120)
    }

    @Test func radiusIsTwiceSigma() {
        let m = mask(64, rect: (30, 30, 4, 4))
        #expect(m.blurred(radius: 9) == m.blurred(sigma: 4.5))
        #expect(m.blurred(radius: 0) == m && m.blurred(radius: -3) == m && m.blurred(radius: .nan) == m)
        let empty = Mask(width: 16, height: 16)
        #expect(empty.blurred(radius: 10) == empty)
    }

    @Test func profileIsSymmetric() {
        let m = mask(101, rect: (48, 46, 5, 9))
        let b = m.blurred(sigma: 3.3)
        for y in 0..<101 {
            for k in 0...50 {
                #expect(b.value(x: 50 - k, y: y) == b.value(x: 50 + k, y: y))
                #expect(b.value(x: y, y: 50 - k) == b.value(x: y, y: 50 + k))
            }
        }
        // A square blurs to a shape symmetric about its diagonal (to rounding: rows are blurred first).
        let square = mask(61, rect: (27, 27, 7, 7)).blurred(sigma: 4)
        for y in 0..<61 { for x in 0..<61 { #expect(abs(Int(square.value(x: x, y: y)) - Int(square.value(x: y, y: x))) <= 1) } }
    }

    @Test(arguments: [1.0, 2.0, 3.5, 6.0, 10.0])
    func varianceOfABlurredLineIsSigmaSquared(sigma: Double) {
        // A vertical line 1 px wide: each row's profile is the horizontal kernel itself.
        let size = 161, centre = 80
        let b = mask(size, rect: (centre, 0, 1, size)).blurred(sigma: sigma)
        let y = size / 2
        var total = 0.0, second = 0.0, worst = 0.0
        let peak = 255 / (sigma * (2 * Double.pi).squareRoot())
        for x in 0..<size {
            let v = Double(b.value(x: x, y: y)), d = Double(x - centre)
            total += v
            second += v * d * d
            worst = max(worst, abs(v - peak * exp(-d * d / (2 * sigma * sigma))))
        }
        let measured = second / total
        #expect(abs(measured - sigma * sigma) <= 0.03 * sigma * sigma + 0.05, "variance \(measured) for σ \(sigma)")
        // Close to the true Gaussian everywhere. Three boxes give a profile whose peak is
        // 6 % low (the Irwin–Hall density of order 3 against the normal: 3/4 vs 2/√(2π));
        // allow that plus rounding, which still fails for a wrong σ or a lopsided kernel.
        #expect(worst <= 0.065 * peak + 0.6, "worst \(worst) of peak \(peak)")
    }

    @Test func maskFillPaintsThroughAShiftedMask() {
        var m = Mask(width: 4, height: 4)
        m.values[0] = 255
        m.values[1] = 128
        var p = Pixmap(width: 8, height: 8)
        p.fill(.white)
        p.fill(mask: m, color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), offset: (dx: 3, dy: 2))
        #expect(p.pixel(x: 3, y: 2) == (127, 127, 127, 255))   // 255 − 128
        #expect(p.pixel(x: 4, y: 2) == (191, 191, 191, 255))   // 64 of black alpha
        #expect(p.pixel(x: 2, y: 2) == (255, 255, 255, 255) && p.pixel(x: 3, y: 3) == (255, 255, 255, 255))
        // Opacity multiplies; negative offsets and a clip hide what they should.
        var q = Pixmap(width: 8, height: 8)
        q.fill(mask: Mask(width: 8, height: 8, value: 255), color: .white, offset: (dx: -6, dy: -7), opacity: 0.5)
        #expect(q.pixel(x: 1, y: 0) == (128, 128, 128, 128) && q.pixel(x: 2, y: 0) == (0, 0, 0, 0) && q.pixel(x: 0, y: 1).a == 0)
        var clip = Mask(width: 8, height: 8)
        clip.values[9] = 255
        var r = Pixmap(width: 8, height: 8)
        r.fill(mask: Mask(width: 8, height: 8, value: 255), color: .white, clip: clip)
        #expect(r.pixel(x: 1, y: 1) == (255, 255, 255, 255) && r.pixel(x: 2, y: 1).a == 0 && r.pixel(x: 0, y: 0).a == 0)
        // Wide rows use the eight-pixel path: same result as pixel by pixel.
        var wide = Pixmap(width: 37, height: 2)
        var gradientMask = Mask(width: 37, height: 2)
        for i in 0..<74 { gradientMask.values[i] = UInt8(i * 3) }
        wide.fill(.white)
        wide.fill(mask: gradientMask, color: Color(red: 1, green: 0, blue: 0, alpha: 0.8))
        for x in 0..<37 {
            // Source (204, 0, 0, 204) scaled by the mask value, over opaque white.
            let sourceAlpha = Int((204 * Double(gradientMask.values[37 + x]) / 255).rounded())
            #expect(wide.pixel(x: x, y: 1) == (255, UInt8(255 - sourceAlpha), UInt8(255 - sourceAlpha), 255))
        }
    }
}
