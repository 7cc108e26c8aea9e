import Testing
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

/// Multiplying by a colour (a replicator copy's "modulation color"): a
/// paint's colours in straight sRGB, a picture's premultiplied pixels.
@Suite(.eachKernelLevel)
struct ModulationTests {
    /// Premultiplied factors: channel × colour component × colour alpha,
    /// alpha × colour alpha, each factor rounded to /255 first.
    ///
    ///     (255, 128, 0, 255) by (1, 0.5, 1, 0.5): factors round(127.5) = 128,
    ///       round(0.25·255 = 63.75) = 64, 128, 128:
    ///       255·128/255 = 128, 128·64/255 = 32.125 → 32, 0, 128
    ///     (100, 50, 20, 128) by (0.2, 1, 1, 1): factors 51, 255, 255, 255:
    ///       100·51/255 = 20, the rest kept
    ///     (255, 255, 255, 255) by (1, 0.5, 1, 0.5): 128, 255·64/255 = 64, 128, 128
    ///     (0, 0, 0, 0) stays transparent; opaque white by white is unchanged.
    @Test func aPictureIsMultipliedChannelByChannel() throws {
        var pixmap = try #require(Pixmap(width: 4, height: 1, bytes: [255, 128, 0, 255, 100, 50, 20, 128, 0, 0, 0, 0, 255, 255, 255, 255]))
        var second = pixmap
        pixmap.modulate(by: Color(red: 1, green: 0.5, blue: 1, alpha: 0.5))
        #expect(Array(pixmap.bytes[0..<4]) == [128, 32, 0, 128])
        #expect(Array(pixmap.bytes[8..<12]) == [0, 0, 0, 0])
        #expect(Array(pixmap.bytes[12..<16]) == [128, 64, 128, 128])
        second.modulate(by: Color(red: 0.2, green: 1, blue: 1, alpha: 1))
        #expect(Array(second.bytes[4..<8]) == [20, 50, 20, 128])
        var white = try #require(Pixmap(width: 1, height: 1, bytes: [255, 255, 255, 255]))
        white.modulate(by: .white)
        #expect(white.bytes == [255, 255, 255, 255])
    }

    /// A valid premultiplied pixel stays valid (no colour channel above its
    /// alpha) for every factor pair the rounding can give.
    @Test func premultipliedPixelsStayValid() throws {
        var checked = 0
        for component in stride(from: 0.0, through: 1, by: 0.05) {
            for alpha in stride(from: 0.0, through: 1, by: 0.05) {
                var pixmap = try #require(Pixmap(width: 3, height: 1, bytes: [255, 200, 3, 255, 77, 77, 0, 77, 1, 0, 1, 1]))
                pixmap.modulate(by: Color(red: component, green: 1, blue: component, alpha: alpha))
                for i in stride(from: 0, to: 12, by: 4) {
                    #expect(pixmap.bytes[i] <= pixmap.bytes[i + 3] && pixmap.bytes[i + 1] <= pixmap.bytes[i + 3]
                            && pixmap.bytes[i + 2] <= pixmap.bytes[i + 3])
                    checked += 1
                }
            }
        }
        #expect(checked == 21 * 21 * 3)
    }

    /// Straight components multiply, clamped to 0…1 first (an overshooting
    /// animated red of 1.3 draws as 1): (1.3, 0.5, 0.25, 0.8) by
    /// (0.5, 0.5, 1, 0.5) is (0.5, 0.25, 0.25, 0.4). Gradients multiply
    /// every stop and keep their locations; images are not multiplied here.
    @Test func paintsMultiplyTheirColours() {
        let color = Color(red: 1.3, green: 0.5, blue: 0.25, alpha: 0.8)
        let by = Color(red: 0.5, green: 0.5, blue: 1, alpha: 0.5)
        #expect(Paint.solid(color).modulated(by: by) == .solid(Color(red: 0.5, green: 0.25, blue: 0.25, alpha: 0.4)))
        let stops = [GradientStop(location: 0.2, color: color), GradientStop(location: 0.9, color: .white)]
        let modulatedStops = [GradientStop(location: 0.2, color: Color(red: 0.5, green: 0.25, blue: 0.25, alpha: 0.4)),
                              GradientStop(location: 0.9, color: Color(red: 0.5, green: 0.5, blue: 1, alpha: 0.5))]
        let linear = LinearGradient(start: .zero, end: Point(x: 1, y: 0), stops: stops)
        #expect(Paint.linearGradient(linear).modulated(by: by)
                == .linearGradient(LinearGradient(start: .zero, end: Point(x: 1, y: 0), stops: modulatedStops)))
        let radial = RadialGradient(center: .zero, radiusX: 2, radiusY: 3, stops: stops)
        #expect(Paint.radialGradient(radial).modulated(by: by)
                == .radialGradient(RadialGradient(center: .zero, radiusX: 2, radiusY: 3, stops: modulatedStops)))
        #expect(Paint.image(ImagePattern(pixmap: Pixmap(width: 1, height: 1))).modulated(by: by) == nil)
    }
}
