import Testing
@testable import SplashRaster
import SplashTestSupport

/// `Pixmap.mix`: a cross-dissolve of premultiplied pixels, each channel
/// `(a · (255 − k) + b · k) / 255` rounded once.
@Suite("Cross-dissolve mix", .eachKernelLevel)
struct MixTests {
    /// Opaque red into opaque blue at k = 64 (amount 0.25): red
    /// round(255 × 191 / 255) = 191, blue round(255 × 64 / 255) = 64,
    /// alpha 255. Into transparent at k = 64: red and alpha 191.
    @Test func mixesEachChannelOnce() {
        var red = Pixmap(width: 2, height: 1, bytes: [255, 0, 0, 255, 255, 0, 0, 255])!
        let blueAndClear = Pixmap(width: 2, height: 1, bytes: [0, 0, 255, 255, 0, 0, 0, 0])!
        red.mix(blueAndClear, amount: 0.25)
        #expect(red.bytes == [191, 0, 64, 255, 191, 0, 0, 191])
    }

    /// Where both are the same, the result is that pixel for every amount,
    /// for every value a channel can take (256 values × 256 amounts).
    @Test func equalPixelsStayAsTheyAre() {
        var compared = 0
        let values = (0..<256).map { UInt8($0) }
        let shared = Pixmap(width: 64, height: 1, bytes: values)!
        for k in 0...255 {
            var mixed = shared
            mixed.mix(shared, amount: Double(k) / 255)
            #expect(mixed.bytes == shared.bytes, "k = \(k)")
            compared += 1
        }
        #expect(compared == 256)
    }

    /// Amounts outside 0…1 are clamped: 0 leaves the pixmap, 1 copies the other.
    @Test func amountsAreClamped() {
        let a = Pixmap(width: 1, height: 1, bytes: [10, 20, 30, 40])!, b = Pixmap(width: 1, height: 1, bytes: [50, 60, 70, 80])!
        var low = a, high = a
        low.mix(b, amount: -3)
        high.mix(b, amount: 7)
        #expect(low.bytes == a.bytes && high.bytes == b.bytes)
    }
}
